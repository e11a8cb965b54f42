export type { BaseDictionary, Dictionary, MessageKey } from './en.ts';
export { en } from './en.ts';
export type { ErrorTranslations, PaymentErrorCode, WidgetErrorCode } from './errors.ts';
export { createErrorTranslator, ERROR_MESSAGES, registerErrorMessages } from './errors.ts';
export { es } from './es.ts';
export type { Locale, Translate, Translations } from './translate.ts';
export { createTranslator, interpolate, LOCALES, registerMessages, resolveLocale } from './translate.ts';
