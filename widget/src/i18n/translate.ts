import { type Dictionary, en, type MessageKey } from './en.ts';
import { es } from './es.ts';

/** Languages shipped with the widget. */
export const LOCALES = { en, es } as const satisfies Record<string, Dictionary>;

/** A shipped language. */
export type Locale = keyof typeof LOCALES;

/** Overrides of any dictionary entry (the `translations` param of openModal). */
export type Translations = Partial<Record<MessageKey, string>>;

/** Looks up a message and fills its {placeholders}. */
export type Translate = (key: MessageKey, values?: Record<string, string>) => string;

/** The shipped language for a tag such as 'es-MX' or 'EN'; English when none matches. */
export function resolveLocale(tag: string | undefined): Locale {
  const language = (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return language in LOCALES ? (language as Locale) : 'en';
}

/** Fills each {name} with values[name]; unknown names stay as written. */
export function interpolate(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A translator for a language, with overrides winning over the dictionary. */
export function createTranslator(locale?: string, overrides: Translations = {}): Translate {
  const dictionary: Dictionary = { ...LOCALES[resolveLocale(locale)], ...withoutEmpty(overrides) };
  return (key, values) => interpolate(dictionary[key], values);
}

/** Drops empty overrides, so that `{ login: '' }` cannot blank a button. */
function withoutEmpty(overrides: Translations): Translations {
  return Object.fromEntries(Object.entries(overrides).filter(([, text]) => typeof text === 'string' && text));
}
