/** How the Overview screen writes numbers, money, days and errors. */
import type { ConsoleRevenue } from '@wf/sdk/contract';
import { GENERIC_ERROR_MESSAGE, isWfError } from '@wf/sdk/errors';

const NUMBER = new Intl.NumberFormat('en-US');
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const DAY_WITH_YEAR = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const WHEN = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** 1234 -> '1,234'. */
export function formatCount(count: number): string {
  return NUMBER.format(count);
}

/** '2026-11-27' -> 'Nov 27' (or 'Nov 27, 2026'). */
export function formatDay(date: string, withYear = false): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return (withYear ? DAY_WITH_YEAR : DAY).format(parsed);
}

/** An instant as 'Nov 27, 09:48 AM UTC'. */
export function formatWhen(iso: string): string {
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? iso : WHEN.format(parsed);
}

/** Minor units of a currency as money: 2600, 'eur' -> '€26.00'. */
export function formatMoney({ amount, currency }: ConsoleRevenue): string {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${NUMBER.format(amount)} ${currency.toUpperCase()}`;
  }
}

/** The sentence to show for a failed call: the service's own message when it gave one. */
export function errorText(error: unknown): string {
  if (isWfError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}
