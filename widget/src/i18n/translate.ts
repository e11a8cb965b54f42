import { type BaseDictionary, type Dictionary, en, type MessageKey } from './en.ts';
import type { ErrorTranslations } from './errors.ts';
import { es } from './es.ts';

/** Languages shipped with the widget, with the strings every modal needs. */
export const LOCALES = { en, es } as const satisfies Record<string, BaseDictionary>;

/** A shipped language. */
export type Locale = keyof typeof LOCALES;

/** Overrides of any dictionary entry and error sentence (the `translations` param of openModal). */
export type Translations = Partial<Record<MessageKey, string>> & ErrorTranslations;

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

/** Strings of the parts that load later (profile, test card), by language. */
const registered: Record<Locale, Partial<Dictionary>> = { en: {}, es: {} };

/** Adds a part's strings in every shipped language; its module calls this when it loads. */
export function registerMessages(part: { readonly [L in Locale]: Partial<Dictionary> }): void {
  for (const locale of Object.keys(registered) as Locale[]) Object.assign(registered[locale], part[locale]);
}

/** A translator for a language, with overrides winning over the dictionary. */
export function createTranslator(locale?: string, overrides: Translations = {}): Translate {
  const language = resolveLocale(locale);
  const dictionary: Partial<Dictionary> = {
    ...LOCALES[language],
    ...registered[language],
    ...withoutEmpty(overrides),
  };
  // A key of a part that has not loaded shows as itself rather than as 'undefined'.
  return (key, values) => interpolate(dictionary[key] ?? key, values);
}

/** Drops empty overrides, so that `{ login: '' }` cannot blank a button. */
function withoutEmpty(overrides: Translations): Translations {
  return Object.fromEntries(Object.entries(overrides).filter(([, text]) => typeof text === 'string' && text));
}
