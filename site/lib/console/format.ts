/** How the console's screens write dates and failed calls (docs/console.md). */
import { GENERIC_ERROR_MESSAGE, isWfError } from '@wf/sdk/errors';

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** 'Nov 27, 2026, 09:48 AM UTC'; '—' for none. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

/** The sentence to show for a failed call: the service's own message when it gave one. */
export function errorText(error: unknown): string {
  if (isWfError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}
