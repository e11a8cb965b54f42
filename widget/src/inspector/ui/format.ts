/** Formats the member's and the app's values for the sidebar (English, as the inspector is). */
import type { Price } from '@wf/sdk/contract';

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** An ISO timestamp as 'Jan 15, 2025, 10:00 AM UTC' (UTC, so a site owner and support agree). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${DATE.format(date)} UTC`;
}

const UNITS = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' } as const;

/** A price as '$1.00 / month', '$10.00 every 3 months' or '$25.00 once'. */
export function formatPrice(price: Pick<Price, 'amount' | 'currency' | 'interval'>): string {
  let amount: string;
  try {
    amount = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: price.currency.toUpperCase(),
    }).format(price.amount);
  } catch {
    // An unknown currency code: show it plainly rather than fail the whole tab.
    amount = `${price.amount} ${price.currency.toUpperCase()}`;
  }
  if (!price.interval) return `${amount} once`;
  const unit = UNITS[price.interval.type];
  return price.interval.count === 1
    ? `${amount} / ${unit}`
    : `${amount} every ${price.interval.count} ${unit}s`;
}

/** A metadata value as text: strings as they are, anything else as JSON. */
export function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
