/**
 * Money at the edges (docs/product/payments-and-providers.md "Providers of payments"): the service
 * keeps integers in the currency's minor units; the wire carries major units. Zero-decimal
 * currencies (yen, won, ...) have no minor unit, so 500 JPY is 500 either way.
 */

/** Currencies whose minor unit is the major unit (ISO 4217 exponent 0, as payment providers list them). */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

/** Minor units in one major unit of `currency`. */
function scaleOf(currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? 1 : 100;
}

/** An amount in minor units as major units: 100 usd -> 1. */
export function toMajorUnits(minor: number, currency: string): number {
  return minor / scaleOf(currency);
}

/** An amount in major units as minor units: 1 usd -> 100 (rounded to the unit). */
export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * scaleOf(currency));
}

/** Money as text for pages and mails: 100, 'usd' -> '$1.00'. */
export function formatMinor(minor: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    toMajorUnits(minor, currency),
  );
}
