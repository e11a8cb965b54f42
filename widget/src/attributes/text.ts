/**
 * The words of the data-attribute runtime in the install's language (`data-locale`, English
 * otherwise): its own sentences (../i18n/attributes.*.ts) and the errors' (by code, as the
 * modals say them: docs/architecture.md "One error voice").
 */
import type { ErrorTranslator } from '@wf/sdk/errors';
import { type AttributeMessageKey, type AttributeMessages, attributesEn } from '../i18n/attributes.en.ts';
import { attributesEs } from '../i18n/attributes.es.ts';
import { createErrorTranslator } from '../i18n/errors.ts';
import { loadLocale } from '../i18n/load.ts';
import { interpolate, resolveLocale } from '../i18n/translate.ts';

const SENTENCES: Readonly<Record<'en' | 'es', AttributeMessages>> = { en: attributesEn, es: attributesEs };

/** What the runtime says, in one language. */
export interface RuntimeText {
  /** The install's language resolved: 'en' or 'es'. */
  language: 'en' | 'es';
  /** One of the runtime's sentences, its {placeholders} filled. */
  t(key: AttributeMessageKey, values?: Record<string, string>): string;
  /**
   * A sentence of the service (written in English for people) where the page reads English;
   * the runtime's own sentence in any other language.
   */
  serviceOr(
    message: string | null | undefined,
    key: AttributeMessageKey,
    values?: Record<string, string>,
  ): string;
  /** The error sentences by code, once the language's chunk has loaded (English: the service's). */
  errors(): Promise<ErrorTranslator>;
}

/** The runtime's words for a `data-locale` value. */
export function runtimeText(locale: string | undefined): RuntimeText {
  const language = resolveLocale(locale);
  const sentences = SENTENCES[language];
  const t: RuntimeText['t'] = (key, values) => interpolate(sentences[key], values);
  return {
    language,
    t,
    serviceOr: (message, key, values) => (language === 'en' && message ? message : t(key, values)),
    errors: async () => {
      await loadLocale(locale).catch(() => undefined);
      return createErrorTranslator(locale);
    },
  };
}
