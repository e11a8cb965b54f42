import { userMessage } from '@wf/sdk/errors';
import { useMemo } from 'react';
import { createErrorTranslator, type Translations } from '../../i18n/index.ts';

/** Says what went wrong: `(error, fallback) => sentence`, in the reader's language (docs/architecture.md "One error voice"). */
export type ErrorText = (error: unknown, fallback: string) => string;

/** The {@link ErrorText} of a language, with the page's overrides. */
export function errorText(locale: string | undefined, translations: Translations | undefined): ErrorText {
  const translate = createErrorTranslator(
    locale,
    translations as Readonly<Record<string, string>> | undefined,
  );
  return (error, fallback) => userMessage(error, fallback, translate);
}

/** {@link errorText} that stays the same while the locale and the overrides' content do. */
export function useErrorText(locale: string | undefined, translations: Translations | undefined): ErrorText {
  const overrides = JSON.stringify(translations ?? {});
  return useMemo(() => errorText(locale, JSON.parse(overrides) as Translations), [locale, overrides]);
}
