/**
 * What the inspector says about each item (docs/product/widget.md §8 "Help catalogue", docs/product/inspector.md):
 * its title (also the tooltip on the element), what it means, 'Need help?' entries and the section
 * of docs/product/data-attributes.md that documents it.
 */
import { IMAGE_MAX_BYTES } from '@wf/sdk/constants';
import type { CartId, ErrorId, FindingId, FoundId, HelpItem, WarningId } from './types.ts';

/**
 * The sections of the site builders' guide (/developers/data-attributes, from
 * content/developers/data-attributes.md), by the anchor each has on that page.
 */
export const DOC_SECTIONS = {
  install: 'install',
  gates: 'gated-content',
  memberData: 'member-data',
  forms: 'forms',
  messages: 'messages',
  modals: 'modals',
  actions: 'actions',
  hashLinks: 'older-hash-links',
  plans: 'plans',
  redirects: 'redirects',
  providers: 'providers',
  comments: 'comments',
  inspector: 'inspector',
} as const;
export type DocSection = keyof typeof DOC_SECTIONS;

export interface CatalogueEntry {
  title: string;
  description: string;
  helpItems: HelpItem[];
  section: DocSection;
}

const VERIFICATION_HELP: HelpItem = {
  title: 'The verification e-mail has not arrived',
  description:
    'Verification e-mails usually arrive within seconds. Check the spam folder; if nothing has arrived after 30 seconds, contact support.',
};

const PLAN_HELP: HelpItem[] = [
  {
    title: 'Where do plan ids come from?',
    description:
      'Each plan of your app has an id starting with pln_ (the App tab lists them). Buttons take free plans; paid plans are bought through their prices (prc_).',
  },
  {
    title: 'What happens for a visitor who is not signed in?',
    description:
      'The plan is remembered for this browser tab and the link is followed, usually to your signup page; the signup then adds the plan.',
  },
];

const PRICE_HELP: HelpItem[] = [
  {
    title: 'Where do price ids come from?',
    description:
      'Each price of a paid plan has an id starting with prc_. The App tab lists them under Plans.',
  },
  {
    title: 'How do I test a payment?',
    description:
      'In test mode the Test Card modal opens first: copy 4242 4242 4242 4242 and use any CVC, expiry date and ZIP code at checkout.',
  },
];

const FORM_HELP: HelpItem = {
  title: 'How do the fields map?',
  description:
    'Mark each input with data-ms-member: "email", "password", or the key of a custom field (the App tab lists them). The form needs a submit button.',
};

const MESSAGE_HELP: HelpItem = {
  title: 'Where do success and error messages show?',
  description:
    'In the first element marked data-ms-message="success" or "error" (its [data-ms-message-text] child gets the text). Without one, a default message box appears at the bottom of the page.',
};

const FLASH_HELP: HelpItem = {
  title: 'Members-only content flashes on screen',
  description:
    'Install the script in the <head>, without async or defer, so it hides gated content before the page is drawn.',
};

const CUSTOM_FIELD_HELP: HelpItem = {
  title: 'Where do custom field keys come from?',
  description:
    'Each custom field of your app has a key (the App tab lists them). Write it exactly: first-name, not name or firstName. Moving a page from Memberstack? Add each field it collects to your app with the same key, or remove the input.',
};

const HASH_LINK_HELP: HelpItem = {
  title: 'Should I change it?',
  description:
    'No need: it keeps working. On new pages write the attribute instead; it works on any button or link.',
};

/** An older `#/ms/...` hash link, found on a page moved from Memberstack: it works as the attribute named. */
function hashLink(title: string, does: string, attribute: string): CatalogueEntry {
  return {
    title: `${title} Hash Link`,
    description: `An older Memberstack link: ${does}, as ${attribute} does.`,
    helpItems: [HASH_LINK_HELP],
    section: 'hashLinks',
  };
}

function provider(name: string): CatalogueEntry {
  return {
    title: `${name} Login Button`,
    description: `Signs the visitor in (or up, in a signup form) with ${name}.`,
    helpItems: [
      {
        title: 'The popup closes without signing in',
        description: `${name} must be enabled for this app (the App tab shows each provider's status), and the page's origin must be allowed.`,
      },
    ],
    section: 'providers',
  };
}

export const ERRORS: Readonly<Record<ErrorId, CatalogueEntry>> = {
  'broken-plan-suffix': {
    title: 'Plan Attribute Missing Suffix',
    description:
      'A plan attribute needs :add, :update or :remove after data-ms-plan (for example data-ms-plan:add="pln_..."). Without it the button does nothing.',
    helpItems: PLAN_HELP,
    section: 'plans',
  },
  'broken-price-suffix': {
    title: 'Price Attribute Missing Suffix',
    description:
      'A price attribute needs :add, :update or :remove after data-ms-price (for example data-ms-price:add="prc_..."). Without it the button does nothing.',
    helpItems: PRICE_HELP,
    section: 'plans',
  },
  'broken-plan-button': {
    title: 'Broken Plan Button Found',
    description: 'data-ms-plan:add, :update and :remove take plan ids, which start with pln_.',
    helpItems: PLAN_HELP,
    section: 'plans',
  },
  'broken-price-button': {
    title: 'Broken Price Button Found',
    description:
      'data-ms-price:add and :update take price ids, which start with prc_; data-ms-price:remove takes "all".',
    helpItems: PRICE_HELP,
    section: 'plans',
  },
  'missing-attribute-value': {
    title: 'Attribute Missing Value',
    description: 'This attribute needs a value to do anything; it is empty.',
    helpItems: [],
    section: 'install',
  },
  'image-inside-profile-form': {
    title: 'Profile Image Button Inside Profile Form',
    description:
      'The profile-image button uploads at once, on its own. Inside a profile form its click would also submit the form: move it outside the form.',
    helpItems: [],
    section: 'actions',
  },
  'image-inside-signup-form': {
    title: 'Profile Image Button Inside Signup Form',
    description:
      'Only a signed-in member can upload a profile image, so the button cannot work in a signup form. Put it on the account page instead.',
    helpItems: [],
    section: 'actions',
  },
  'image-inside-comment-form': {
    title: 'Profile Image Button Inside Comment Form',
    description: 'A comment form cannot upload a profile image: move the button out of the form.',
    helpItems: [],
    section: 'actions',
  },
  'extra-login-elements': {
    title: 'Extra Login Form Elements',
    description:
      'A login form reads only the e-mail and the password. Other member fields in it are ignored: move them to a signup or profile form.',
    helpItems: [FORM_HELP],
    section: 'forms',
  },
  'orphan-commenting-ui': {
    title: 'Orphan Commenting UI Found',
    description:
      'Post and thread elements must sit inside an element with data-ms-channel, which says which conversation they belong to.',
    helpItems: [],
    section: 'comments',
  },
  'post-in-thread': {
    title: 'Post Element Inside Thread',
    description:
      'Inside a thread section use data-ms-thread elements; a data-ms-post element there is only allowed for "showThreads".',
    helpItems: [],
    section: 'comments',
  },
  'plan-on-social-auth': {
    title: 'Plan On Social Login Button',
    description:
      'A provider button takes no plan or price. Put the plan on the signup form (data-ms-plan:add on the <form>), and the provider button inside it.',
    helpItems: [],
    section: 'providers',
  },
  'private-custom-field': {
    title: 'Private Custom Field In Comments',
    description:
      'Creator data shows a field of the post’s or thread’s author to everyone, so it may only show PUBLIC custom fields. This one is PRIVATE.',
    helpItems: [],
    section: 'comments',
  },
  'misplaced-form-attribute': {
    title: 'Form Attribute On Non-Form Element',
    description:
      'data-ms-form must be on the <form> element itself. On a Webflow form, select the inner form, not its wrapper.',
    helpItems: [FORM_HELP],
    section: 'forms',
  },
  'duplicate-install-code': {
    title: 'Duplicate Install Code',
    description:
      'The membership script is installed more than once on this page. Keep one tag, in the <head>; the second install is ignored.',
    helpItems: [],
    section: 'install',
  },
  'missing-login-elements': {
    title: 'Missing Login Elements',
    description:
      'A login form needs an e-mail input (data-ms-member="email") and either a password input (data-ms-member="password") or a provider button.',
    helpItems: [FORM_HELP],
    section: 'forms',
  },
  'missing-signup-elements': {
    title: 'Missing Signup Elements',
    description:
      'A signup form needs an e-mail input (data-ms-member="email") and either a password input (data-ms-member="password") or a provider button.',
    helpItems: [FORM_HELP],
    section: 'forms',
  },
  'incorrect-plan-id': {
    title: 'Incorrect Plan ID',
    description:
      'This plan id is not one of the app’s free plans (perhaps it belongs to another app, or the plan was deleted). The App tab lists the plans.',
    helpItems: PLAN_HELP,
    section: 'plans',
  },
  'incorrect-price-id': {
    title: 'Incorrect Price ID',
    description:
      'This price id is not one of the app’s prices (perhaps it belongs to another app, or is a live price on a test page). The App tab lists the prices.',
    helpItems: PRICE_HELP,
    section: 'plans',
  },
  'unknown-custom-field': {
    title: 'Unknown Custom Field',
    description:
      'This data-ms-member key is neither built in (email, password…) nor a custom field of this app: a form leaves it out when it is sent, and the element shows nothing.',
    helpItems: [CUSTOM_FIELD_HELP],
    section: 'memberData',
  },
  'broken-install-code': {
    title: 'Broken Install Code',
    description:
      'The install tag names no app, so its script never starts: widget.js reads data-app-id or data-memberstack-app. Check the name for a typo.',
    helpItems: [
      {
        title: 'Coming from Memberstack?',
        description:
          'Change only the src of your tag: data-memberstack-app and data-memberstack-key are read as they are. A misspelt name, such as data-memberstackapp, is not.',
      },
    ],
    section: 'install',
  },
  'missing-submit-button': {
    title: 'Form Missing Submit Button',
    description:
      'A membership form is sent by its submit button: put a <button type="submit"> or an <input type="submit"> inside the form. A link, or a button of type="button", does not send it.',
    helpItems: [FORM_HELP],
    section: 'forms',
  },
};

export const WARNINGS: Readonly<Record<WarningId, CatalogueEntry>> = {
  'missing-redirect': {
    title: 'Forgot Password Form Missing Redirect',
    description:
      'After sending the reset e-mail the member should land on the page with the reset-password form: add redirect="/reset-password" (your page’s path) to the form.',
    helpItems: [],
    section: 'forms',
  },
  'misplaced-install-code': {
    title: 'Install Code Not In Head',
    description:
      'Put the membership script in the <head>. Further down, members-only content can flash on screen before it is hidden.',
    helpItems: [],
    section: 'install',
  },
  'plan-without-action': {
    title: 'Plan Button Without Link',
    description:
      'A visitor who is not signed in clicks this plan button and stays here. Link it to your signup page (href) or open the signup modal (data-ms-modal="signup").',
    helpItems: PLAN_HELP,
    section: 'plans',
  },
  'price-without-action': {
    title: 'Price Button Without Link',
    description:
      'A visitor who is not signed in clicks this price button and stays here. Link it to your signup page (href) or open the signup modal (data-ms-modal="signup"); checkout follows the signup.',
    helpItems: PRICE_HELP,
    section: 'plans',
  },
  'unknown-content-value': {
    title: 'Unknown Gated Content Value',
    description:
      'This data-ms-content value is neither a built-in value nor a content group of this app, so the element is hidden from everyone. Check it for a typo.',
    helpItems: [
      {
        title: 'Which values are there?',
        description:
          'members, verified, free-plans, paid-plans, no-plans, is-trialing, has-failed-payment, has-password, is-admin, and your content groups’ keys (the App tab lists them). A leading ! inverts.',
      },
    ],
    section: 'gates',
  },
  'unknown-attribute': {
    title: 'Unknown Attribute',
    description:
      'This data-ms attribute, or its value, is not one the membership script understands, so it does nothing. Check it for a typo.',
    helpItems: [],
    section: 'inspector',
  },
  'async-install-code': {
    title: 'Async Install Code',
    description:
      'The install tag has async or defer, so the page is drawn before the script runs: members-only content can flash, and a protected page shows for a moment. Remove async and defer.',
    helpItems: [FLASH_HELP],
    section: 'install',
  },
  'missing-form-attribute': {
    title: 'Form Attribute Missing',
    description:
      'This form has an e-mail field but no data-ms-form, so the browser sends it itself: the page reloads, with what was typed in its address. Add data-ms-form="signup", "login" or the form it is to the <form>.',
    helpItems: [FORM_HELP],
    section: 'forms',
  },
  'duplicate-password-field': {
    title: 'Duplicate Password Field',
    description:
      'The form has two data-ms-member="password" fields of different types, often a shown copy for a show-password toggle. The form reads only the first: keep one field and change its type instead.',
    helpItems: [FORM_HELP],
    section: 'forms',
  },
};

export const FOUND: Readonly<Record<FoundId, CatalogueEntry>> = {
  'price-add': {
    title: 'Price Button',
    description: 'Opens checkout for this price (a visitor signs up first).',
    helpItems: PRICE_HELP,
    section: 'plans',
  },
  'price-update': {
    title: 'Price Update Button',
    description:
      'A member with a subscription changes to one of these prices in the billing portal; anyone else checks out.',
    helpItems: PRICE_HELP,
    section: 'plans',
  },
  'price-remove-all': {
    title: 'Clear Chosen Price Button',
    description: 'Forgets the price a visitor chose before signing up.',
    helpItems: [],
    section: 'plans',
  },
  'plan-add': {
    title: 'Add Plan Button',
    description: 'Adds this free plan to the member (a visitor signs up with it).',
    helpItems: PLAN_HELP,
    section: 'plans',
  },
  'plan-update': {
    title: 'Update Plan Button',
    description: 'Replaces the member’s free plans with this one.',
    helpItems: PLAN_HELP,
    section: 'plans',
  },
  'plan-remove': {
    title: 'Remove Plan Button',
    description: 'Removes this free plan from the member; shown only to members who hold it.',
    helpItems: PLAN_HELP,
    section: 'plans',
  },
  'signup-form': {
    title: 'Signup Form',
    description: 'Creates an account from the e-mail, the password and any custom fields in the form.',
    helpItems: [FORM_HELP, MESSAGE_HELP, VERIFICATION_HELP],
    section: 'forms',
  },
  'login-form': {
    title: 'Login Form',
    description: 'Signs a member in with e-mail and password, then follows the redirect.',
    helpItems: [FORM_HELP, MESSAGE_HELP],
    section: 'forms',
  },
  'forgot-password-form': {
    title: 'Forgot Password Form',
    description: 'E-mails a reset code to the address, then goes to the form’s redirect.',
    helpItems: [MESSAGE_HELP],
    section: 'forms',
  },
  'reset-password-form': {
    title: 'Reset Password Form',
    description: 'Sets a new password with the 6-digit code from the reset e-mail.',
    helpItems: [MESSAGE_HELP],
    section: 'forms',
  },
  'profile-form': {
    title: 'Profile Form',
    description: 'Saves the member’s custom fields (and e-mail or password, if the form has them).',
    helpItems: [FORM_HELP, MESSAGE_HELP],
    section: 'forms',
  },
  'password-form': {
    title: 'Password Form',
    description: 'Changes the member’s password, or sets one for a member who signed up without.',
    helpItems: [MESSAGE_HELP],
    section: 'forms',
  },
  'email-form': {
    title: 'Email Form',
    description: 'Changes the member’s e-mail address.',
    helpItems: [MESSAGE_HELP, VERIFICATION_HELP],
    section: 'forms',
  },
  'passwordless-signup': {
    title: 'Passwordless Signup Form',
    description:
      'First e-mails a 6-digit code and shows the [data-ms-passwordless="step-2"] block, then signs up with the code.',
    helpItems: [MESSAGE_HELP],
    section: 'forms',
  },
  'passwordless-login': {
    title: 'Passwordless Login Form',
    description:
      'First e-mails a 6-digit code and shows the [data-ms-passwordless="step-2"] block, then signs in with the code.',
    helpItems: [MESSAGE_HELP],
    section: 'forms',
  },
  'commenting-channel': {
    title: 'Commenting Channel',
    description: 'A conversation: its posts, threads and forms live inside this element.',
    helpItems: [],
    section: 'comments',
  },
  'logout-link': {
    title: 'Logout Button',
    description: 'Signs the member out and goes to the logout redirect (or reloads). Hidden from visitors.',
    helpItems: [],
    section: 'actions',
  },
  'stripe-customer-portal': {
    title: 'Customer Portal Button',
    description:
      'Opens the billing portal, where a paying member manages cards, invoices and the subscription.',
    helpItems: [],
    section: 'actions',
  },
  'resend-verification-email': {
    title: 'Resend Verification Email Button',
    description: 'Sends the verification e-mail again. Shown only to signed-in members who are not verified.',
    helpItems: [VERIFICATION_HELP],
    section: 'actions',
  },
  'login-redirect': {
    title: 'Login Redirect Button',
    description: 'Takes the member to where signing in last took them.',
    helpItems: [],
    section: 'actions',
  },
  'upload-profile-image': {
    title: 'Profile Image Upload',
    // The real limit, not the 2MB of the message docs/product/widget.md §5 prescribes to members.
    description: `Opens a file picker; an image of up to ${IMAGE_MAX_BYTES.toLocaleString('en-US')} bytes replaces the member’s profile image.`,
    helpItems: [],
    section: 'actions',
  },
  'signup-modal': {
    title: 'Signup Modal Button',
    description: 'Opens the signup modal (with the plan on the button, or the one chosen before).',
    helpItems: [VERIFICATION_HELP],
    section: 'modals',
  },
  'login-modal': {
    title: 'Login Modal Button',
    description: 'Opens the login modal.',
    helpItems: [],
    section: 'modals',
  },
  'profile-modal': {
    title: 'Profile Modal Button',
    description: 'Opens the member’s profile (data-ms-modal-tab picks the pane). Hidden from visitors.',
    helpItems: [],
    section: 'modals',
  },
  'forgot-password-modal': {
    title: 'Forgot Password Modal Button',
    description: 'Opens the forgot-password modal.',
    helpItems: [],
    section: 'modals',
  },
  'member-data': {
    title: 'Member Data',
    description:
      'Shows a field of the signed-in member (text, image, checkbox…) or, inside a form, is the input for it.',
    helpItems: [
      {
        title: 'Which keys are there?',
        description:
          'email, id, profile-image, signup-date (with a format such as signup-date.toLocaleDateString()), and the keys of your custom fields.',
      },
    ],
    section: 'memberData',
  },
  'facebook-login': provider('Facebook'),
  'google-login': provider('Google'),
  'linkedin-login': provider('LinkedIn'),
  'spotify-login': provider('Spotify'),
  'dribbble-login': provider('Dribbble'),
  'github-login': provider('GitHub'),
  'gated-content': {
    title: 'Gated Content',
    description:
      'Removed from the page for anyone the value does not admit. Gating in the page is a convenience, not security: use secure content for what must stay private.',
    helpItems: [FLASH_HELP],
    section: 'gates',
  },
  'post-creator-data': {
    title: 'Post Creator Data',
    description: 'Shows a public custom field of the post’s author.',
    helpItems: [],
    section: 'comments',
  },
  'thread-creator-data': {
    title: 'Thread Creator Data',
    description: 'Shows a public custom field of the reply’s author.',
    helpItems: [],
    section: 'comments',
  },
  'login-hash-link': hashLink('Login', 'opens the login modal', 'data-ms-modal="login"'),
  'signup-hash-link': hashLink('Signup', 'opens the signup modal', 'data-ms-modal="signup"'),
  'logout-hash-link': hashLink('Logout', 'signs the member out', 'data-ms-action="logout"'),
  'profile-hash-link': hashLink('Profile', 'opens the member’s profile', 'data-ms-modal="profile"'),
  'forgot-password-hash-link': hashLink(
    'Forgot Password',
    'opens the forgot-password modal',
    'data-ms-modal="forgot-password"',
  ),
};

export const CART: Readonly<Record<CartId, CatalogueEntry>> = {
  'ready-for-signup': {
    title: 'Ready For Signup',
    description: 'A free plan was chosen in this tab; the next signup adds it.',
    helpItems: [],
    section: 'plans',
  },
  'ready-for-checkout': {
    title: 'Ready For Checkout',
    description: 'A price was chosen in this tab; checkout opens after the next signup or login.',
    helpItems: PRICE_HELP,
    section: 'plans',
  },
};

const ALL: Readonly<Record<FindingId, CatalogueEntry>> = { ...ERRORS, ...WARNINGS, ...FOUND };

/** The catalogue entry of a finding id. */
export function entryOf(id: FindingId): CatalogueEntry {
  return ALL[id];
}
