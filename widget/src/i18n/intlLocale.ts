import { resolveLocale } from './translate.ts';

/**
 * The tag to give Intl for dates and times in the widget's language: the page's `locale` when it
 * names a region, else the first of the browser's languages that speaks the widget's (so that an
 * English widget in the United Kingdom writes '3 Nov' and one in the United States 'Nov 3'), else
 * the language itself. A browser language other than the widget's is never used: the words must
 * match the rest.
 */
export function intlLocale(
  locale: string | undefined,
  preferred: readonly string[] = browserLanguages(),
): string {
  const language = resolveLocale(locale);
  const withRegion = locale !== undefined && /[-_]/.test(locale);
  const candidates = withRegion ? [locale, ...preferred] : [...preferred, locale];
  for (const tag of candidates) {
    if (!tag || tag.toLowerCase().split(/[-_]/)[0] !== language) continue;
    try {
      const [canonical] = Intl.getCanonicalLocales(tag.replace('_', '-'));
      if (canonical) return canonical;
    } catch {
      // A malformed tag ('es_MX!') says nothing usable: try the next one.
    }
  }
  return language;
}

function browserLanguages(): readonly string[] {
  return globalThis.navigator?.languages ?? [];
}
