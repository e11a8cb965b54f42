/**
 * The comments chunk (docs/comments.md "The widget"): fetched by the attribute runtime only for a
 * page with a `data-ms-channel` element, it starts each channel once (its messages go to the
 * page's box through the handlers chunk, §5), on the widget's SDK calls, and reads every channel
 * on the page again when the member signs in or out (one a gate took out stops listening until
 * it is back).
 */

import type { AttributeContext } from '../attributes/context.ts';
import { type Channel, startChannel } from './channel.ts';

/** The channels started, by element (kept while out of the page: their templates are taken). */
const started = new Map<Element, Channel>();
let watching = false;

/** Starts the channels not started yet. */
export function startChannels(
  context: AttributeContext,
  channels: Element[],
  say: (kind: 'success' | 'error', text: string) => void,
): void {
  for (const element of channels) {
    const known = started.get(element);
    // Put back on the page (a gate opened again): read again, live again.
    if (known?.paused) void known.reload();
    if (known || !(element instanceof HTMLElement)) continue;
    started.set(
      element,
      startChannel(element, {
        sdk: context.widget,
        memberId: () => context.member()?.id ?? null,
        privateFields: () =>
          new Set(
            (context.app()?.customFields ?? [])
              // Commenter data shows PUBLIC fields only: MEMBERS ones are not for every reader.
              .filter((field) => field.visibility !== 'PUBLIC')
              .map((field) => field.key),
          ),
        locale: context.widget.config.locale,
        say,
      }),
    );
  }
  if (watching) return;
  watching = true;
  let memberId = context.member()?.id ?? null;
  context.widget.onAuthChange((member) => {
    if ((member?.id ?? null) === memberId) return;
    memberId = member?.id ?? null;
    // Channels on the page are read again for the new viewer; those a gate took out stop listening.
    for (const [element, channel] of started) {
      if (element.isConnected) void channel.reload();
      else channel.pause();
    }
  });
}
