/**
 * What went wrong, in the reader's language, by error code (docs/architecture.md "One error
 * voice"). English shows the service's own sentences (written for people, and more precise
 * than a sentence per code), so it names only the widget's own codes; every other shipped
 * language has a sentence for every code. Values such as {planId} or {minutes} come from the
 * error (@wf/sdk/errors messageValues).
 */
import type { ErrorTranslator, KnownErrorCode } from '@wf/sdk/errors';
import type { WIDGET_ERROR_CODES } from '../constants.ts';
import { interpolate, type Locale, resolveLocale } from './translate.ts';

/** A code of the contract or of the widget itself. */
export type WidgetErrorCode = KnownErrorCode | (typeof WIDGET_ERROR_CODES)[keyof typeof WIDGET_ERROR_CODES];

/**
 * The codes of payments (checkout, the billing portal): only the profile and the test card
 * modal meet them, so their sentences come with those chunks (payment-errors.ts), not with the
 * login modal's (docs/architecture.md "The widget", size budgets).
 */
export type PaymentErrorCode =
  | Extract<WidgetErrorCode, `checkout/${string}` | `billing/${string}` | `webhook/${string}`>
  | typeof WIDGET_ERROR_CODES.checkoutCanceled;

/** Overrides of error sentences, as `translations` keys: `error.auth/invalid-credentials`. */
export type ErrorTranslations = Partial<Record<`error.${WidgetErrorCode}`, string>>;

const en: Partial<Record<WidgetErrorCode, string>> = {
  'widget/signup-timeout': 'Sign up modal timed out. Please try again.',
  'widget/test-mode-only': 'The test card modal exists in test mode only.',
  'widget/captcha-not-ready': 'The captcha is not ready yet. Please try again.',
};

/** Every error sentence a language must have in the base chunk (payments' come with theirs). */
export type BaseErrorSentences = Record<Exclude<WidgetErrorCode, PaymentErrorCode>, string>;

/** The error sentences of each shipped language (with those of the parts registered so far). */
export const ERROR_MESSAGES: { readonly [L in Locale]: Partial<Record<WidgetErrorCode, string>> } = {
  en,
  // Filled when the Spanish chunk loads (./load.ts).
  es: {},
};

/** Adds a part's error sentences in every shipped language; its module calls this when it loads. */
export function registerErrorMessages(
  part: {
    readonly [L in Locale]?: Partial<Record<WidgetErrorCode, string>>;
  },
): void {
  for (const locale of Object.keys(ERROR_MESSAGES) as Locale[]) {
    Object.assign(ERROR_MESSAGES[locale], part[locale]);
  }
}

/** An {@link ErrorTranslator} for a language, with the page's overrides winning. */
export function createErrorTranslator(
  locale?: string,
  overrides: Readonly<Record<string, string>> = {},
): ErrorTranslator {
  const sentences = ERROR_MESSAGES[resolveLocale(locale)] as Readonly<Record<string, string>>;
  return (code, values) => {
    const sentence = overrides[`error.${code}`] || sentences[code];
    return sentence ? interpolate(sentence, values) : undefined;
  };
}
