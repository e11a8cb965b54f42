/** The script-tag build's UI chunk: React and the modals, fetched on first use. */

import { addWidgetFonts } from '../fonts/fonts.ts';
import { mountUi as mount } from '../root/mount.tsx';
import type { UiContext } from '../runtime/widget.ts';

/** Mounts the modals; on a page that is not ours, first brings the faces they are drawn in. */
export function mountUi(context: UiContext): void {
  addWidgetFonts();
  mount(context);
}
