/** How the Site and embedding screen writes dates, errors and colours. */
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

/** The message of one field of a 400 answer (`details.fields[name]`), when the service named it. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!isWfError(error)) return undefined;
  const details = error.details as { fields?: Record<string, string> } | undefined;
  return details?.fields?.[field];
}

/** '#rrggbb' only: what the colour input gives and the service keeps. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The contrast of white text on a '#rrggbb' colour (WCAG relative luminance), or undefined. */
export function contrastWithWhite(colour: string): number | undefined {
  if (!HEX_COLOUR.test(colour)) return undefined;
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const c = Number.parseInt(colour.slice(start, start + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/** WCAG AA for normal text: what white button text needs on the colour. */
export const READABLE_CONTRAST = 4.5;

/** The widget's default button colour (DEFAULT_PRIMARY_BUTTON_COLOR, rgb(41, 98, 255)) as the picker takes it. */
export const DEFAULT_COLOUR = '#2962ff';
