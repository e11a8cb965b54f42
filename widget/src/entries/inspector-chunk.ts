/** The script-tag build's inspector chunk: fetched only for test keys (docs/product/inspector.md). */
import { addWidgetFonts } from '../fonts/fonts.ts';
import { type InspectorOptions, startInspector as start } from '../inspector/start.tsx';

/** Starts the inspector; on a page that is not ours, first brings the faces it is drawn in. */
export function startInspector(options: InspectorOptions): void {
  addWidgetFonts();
  start(options);
}
