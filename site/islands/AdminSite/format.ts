/** How the Site and embedding screen writes field errors and colours (dates and errors: site/lib/console/format.ts). */
import { isWfError } from '@wf/sdk/errors';

export { errorText, formatDateTime } from '../../lib/console/format.ts';

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
