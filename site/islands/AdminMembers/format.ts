/** How the console writes dates, statuses and errors. */
import { GENERIC_ERROR_MESSAGE, isWfError } from '@wf/sdk/errors';

/** The membership statuses the list filters by, as the filter names them. */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  active: 'Active',
  trialing: 'In a trial',
  past_due: 'Payment overdue',
  canceled: 'Lapsed',
  none: 'No plan',
};

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** 'Nov 27, 2026'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 27, 2026, 3:15 PM'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

/** The sentence to show for a failed call: the service's own message when it gave one. */
export function errorText(error: unknown): string {
  if (isWfError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}
