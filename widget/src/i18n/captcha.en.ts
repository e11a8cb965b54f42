/** English UI text of the signup captcha (docs/product/widget.md §5); part of the base dictionary. */
export const captchaEn = {
  /** Captcha checkbox before verification. */
  captcha_label: "I'm not a robot",
  /** Captcha label while the proof of work runs. */
  captcha_verifying: 'Verifying…',
  /** Captcha label once the proof of work is done. */
  captcha_verified: 'Verified',
  /** Captcha failure message. */
  captcha_failed: 'Verification failed. Try again.',
  /** Button that starts the captcha again after a failure. */
  captcha_retry: 'Retry',
} as const;
