/** Which script tags install the membership script (docs/product/data-attributes.md §13, Ours: both are recognised). */
import type { ScanElement } from '../types.ts';
import { isTag } from './tree.ts';

/** Whether a script tag installs the membership script: ours (`…/widget.js`) or Memberstack's. */
export function isInstallScript(element: ScanElement): boolean {
  if (!isTag(element, 'SCRIPT')) return false;
  if (element.hasAttribute('data-memberstack-app') || element.hasAttribute('data-memberstack-id'))
    return true;
  const src = element.getAttribute('src')?.trim() ?? '';
  const path = src.split(/[?#]/)[0] ?? '';
  return (
    /(^|\/)widget\.js$/.test(path) ||
    /\/\/static\.memberstack\.com\//.test(src) ||
    /memberstack(\.min)?\.js$/.test(path)
  );
}

/** Whether an install tag is our loader (`…/widget.js`) rather than Memberstack's script. */
export function isOurLoader(element: ScanElement): boolean {
  const path = element.getAttribute('src')?.trim().split(/[?#]/)[0] ?? '';
  return /(^|\/)widget\.js$/.test(path);
}
