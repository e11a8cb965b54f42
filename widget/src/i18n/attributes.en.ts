/**
 * What the data-attribute runtime says on the page (docs/product/data-attributes.md §4 to §10):
 * its message boxes, loader and confirmations, in English. Spanish beside it
 * (attributes.es.ts); the handlers chunk carries both, and `data-locale` picks one.
 */
export const attributesEn = {
  /** Any failure without a sentence of its own. */
  attributes_fallback: 'Something went wrong. Please try again.',
  /** A sign-up that stays on the page (§4; ours: no reload). */
  attributes_signed_up: 'Welcome! Your account is ready.',
  /** A log-in that stays on the page. */
  attributes_signed_in: 'You are signed in.',
  /** The captcha placeholder while the proof of work runs (§10). */
  attributes_captcha_checking: 'Checking that you are a person…',
  /** The captcha placeholder once solved. */
  attributes_captcha_done: 'Verified.',
  /** Passwordless sign-up, after the first step. */
  attributes_code_sent_signup: 'We sent a code to {email}. Enter it to finish.',
  /** Passwordless log-in, after the first step. */
  attributes_code_sent_login: 'We sent a code to {email}. Enter it to log in.',
  /** Forgot-password form, sent. */
  attributes_reset_sent: 'If {email} has an account, a reset code is on its way.',
  /** Reset-password form, done. */
  attributes_reset_done: 'Your password has been reset. You can log in with it now.',
  /** Profile form, saved. */
  attributes_profile_saved: 'Your profile has been saved.',
  /** E-mail form, saved. */
  attributes_email_saved: 'Your e-mail address has been updated.',
  /** Password form: changed. */
  attributes_password_changed: 'Your password has been changed.',
  /** Password form: set for a member who had none. */
  attributes_password_set: 'Your password has been set.',
  /** Resend-verification action. */
  attributes_verification_sent: 'We sent a verification link to {email}.',
  /** Resend-verification action without a known address. */
  attributes_your_address: 'your address',
  /** Profile image action: not an image (§7, Memberstack's words). */
  attributes_not_an_image: 'File is not an image.',
  /** Profile image action: too large (§7, Memberstack's words). */
  attributes_image_too_large: 'Image must be less than 2MB.',
  /** Profile image action: done. */
  attributes_image_saved: 'Your profile image has been updated.',
  /** Delete-member action: the confirmation (ours). */
  attributes_delete_confirm:
    'Delete your account? Your profile and sign-in are erased and you are signed out everywhere. This cannot be undone.',
  /** A plan button, removed. */
  attributes_plan_removed: 'The plan has been removed.',
  /** A plan button, added. */
  attributes_plan_added: 'The plan has been added.',
  /** Manage-providers: disconnected. */
  attributes_provider_removed: 'The sign-in method has been removed.',
  /** Manage-providers: connected. */
  attributes_provider_connected: 'The sign-in method has been connected.',
  /** A field of the page's own that the browser refused (ours: the message names it). */
  attributes_invalid_field: 'Check “{field}”: {problem}',
  /** The problem when the browser gives no sentence of its own. */
  attributes_field_required: 'This field is required.',
  /** The default message box's close button. */
  attributes_close_message: 'Close message',
  /** The default loader's accessible name. */
  attributes_working: 'Working…',
} as const;

/** A key of the runtime's sentences. */
export type AttributeMessageKey = keyof typeof attributesEn;

/** The runtime's sentences of one language. */
export type AttributeMessages = { readonly [K in AttributeMessageKey]: string };
