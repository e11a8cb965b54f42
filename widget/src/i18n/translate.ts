import { type BaseDictionary, type Dictionary, en, type MessageKey } from './en.ts';
import type { ErrorTranslations } from './errors.ts';

/**
 * Languages shipped with the widget. English is built in; every other language is a chunk that
 * loads when a page asks for it (./load.ts), so an English page downloads no other language.
 */
export const LOCALES = ['en', 'es'] as const;

/** A shipped language. */
export type Locale = (typeof LOCALES)[number];

/** The strings every modal needs, of each language loaded so far. */
const bases: Partial<Record<Locale, BaseDictionary>> = { en };

/** Adds a language's base strings (its chunk calls this when it loads). */
export function registerLocale(locale: Locale, base: BaseDictionary): void {
  bases[locale] = base;
}

/** True when the language for this tag can be shown now (English always can). */
export function isLocaleLoaded(tag: string | undefined): boolean {
  return bases[resolveLocale(tag)] !== undefined;
}

/** Overrides of any dictionary entry and error sentence (the `translations` param of openModal). */
export type Translations = Partial<Record<MessageKey, string>> & ErrorTranslations;

/** Looks up a message and fills its {placeholders}. */
export type Translate = (key: MessageKey, values?: Record<string, string>) => string;

/** The shipped language for a tag such as 'es-MX' or 'EN'; English when none matches. */
export function resolveLocale(tag: string | undefined): Locale {
  const language = (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'en';
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
    // A language whose chunk has not loaded yet reads as English rather than as keys.
    ...(bases[language] ?? en),
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
