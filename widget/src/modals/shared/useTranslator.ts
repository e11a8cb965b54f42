import { useMemo } from 'react';
import { createTranslator, type Translate, type Translations } from '../../i18n/index.ts';

/** A translator that stays the same while the locale and the overrides' content do. */
export function useTranslator(locale: string | undefined, translations: Translations | undefined): Translate {
  const overrides = JSON.stringify(translations ?? {});
  return useMemo(() => createTranslator(locale, JSON.parse(overrides) as Translations), [locale, overrides]);
}
