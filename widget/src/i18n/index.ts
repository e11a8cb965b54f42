export type { BaseDictionary, Dictionary, MessageKey } from './en.ts';
export { en } from './en.ts';
export type { ErrorTranslations, PaymentErrorCode, WidgetErrorCode } from './errors.ts';
export { createErrorTranslator, ERROR_MESSAGES, registerErrorMessages } from './errors.ts';
export { loadLocale } from './load.ts';
export type { Locale, Translate, Translations } from './translate.ts';
export {
  createTranslator,
  interpolate,
  isLocaleLoaded,
  LOCALES,
  registerLocale,
  registerMessages,
  resolveLocale,
} from './translate.ts';
