/**
 * The anti-flash style (docs/product/data-attributes.md §1): before the first binding pass, it
 * hides whatever the cached viewer may not see, so nothing gated shows for a moment.
 */
import { decideGate, gateValues, type Viewer } from '../gates.ts';
import { SIGNED_OUT_REMOVALS } from './conditional.ts';

/** The anti-flash style's marker: ours, and the page's own copy for an install added by a script. */
export const ANTI_FLASH_ATTRIBUTE = 'data-wf-anti-flash';

function cssString(value: string): string {
  return JSON.stringify(value);
}

/**
 * The style that hides, before the first pass, whatever the cached member may not see: every
 * `data-ms-content` element except the values shown to this viewer, and the signed-out removals.
 */
export function antiFlashCss(viewer: Viewer, values: readonly string[]): string {
  const shown = values.filter((value) => decideGate(value, viewer) === 'show');
  const gates = `[data-ms-content]${shown.map((value) => `:not([data-ms-content=${cssString(value)}])`).join('')}`;
  const signedOut = viewer.member === null ? SIGNED_OUT_REMOVALS : [];
  return `${[gates, ...signedOut].join(',')}{display:none!important}`;
}

/** True once the browser has painted the page (the loader then ran late: injected, async or defer). */
function paintedAlready(): boolean {
  try {
    return performance.getEntriesByType('paint').length > 0;
  } catch {
    return false;
  }
}

/**
 * An install added by a script after the first paint cannot hide what was painted before it
 * ran: the page's own copy of the style in its <head> does, until the first pass. True when
 * neither did (read before our style is added).
 */
export function installedLate(doc: Document): boolean {
  return paintedAlready() && !doc.querySelector(`style[${ANTI_FLASH_ATTRIBUTE}]`);
}

/** Adds the style for this viewer, letting through every gate value (built-in and group keys) shown to them. */
export function addAntiFlashStyle(doc: Document, viewer: Viewer): void {
  const style = doc.createElement('style');
  style.setAttribute(ANTI_FLASH_ATTRIBUTE, '');
  style.textContent = antiFlashCss(viewer, gateValues(viewer.groups));
  (doc.head ?? doc.documentElement).append(style);
}

/** Whether gated content may have shown for a moment: a late install, on a page that has some (read before the first pass). */
export function mayHaveFlashed(doc: Document, late: boolean): boolean {
  return late && doc.querySelector('[data-ms-content]') !== null;
}

/**
 * Removes ours and the page's own copy once the first pass has decided; when gated content may
 * have shown, says in the console how to avoid that.
 */
export function removeAntiFlashStyles(doc: Document, flashed: boolean): void {
  for (const hiding of doc.querySelectorAll(`style[${ANTI_FLASH_ATTRIBUTE}]`)) hiding.remove();
  if (flashed) {
    console.warn(
      `World Family widget: widget.js ran after the page was first shown (added by a script, or loaded with async or defer), so members-only content may have shown for a moment. Put the tag in the <head> without async or defer, or add <style ${ANTI_FLASH_ATTRIBUTE}>[data-ms-content]{display:none!important}</style> to the <head>: it hides gated content until the widget has decided.`,
    );
  }
}
