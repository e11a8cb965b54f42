/**
 * The comments chunk (docs/comments.md "The widget"): fetched by the attribute runtime only for a
 * page with a `data-ms-channel` element, it starts each channel once (its messages go to the
 * page's box through the handlers chunk, §5), on the widget's SDK calls,
 * and reads every channel again when the member signs in or out.
 */

import type { AttributeContext } from '../attributes/context.ts';
import { type Channel, startChannel } from './channel.ts';

const started = new WeakMap<Element, Channel>();
let watching = false;

/** Starts the channels not started yet. */
export function startChannels(
  context: AttributeContext,
  channels: Element[],
  say: (kind: 'success' | 'error', text: string) => void,
): void {
  for (const element of channels) {
    if (started.has(element) || !(element instanceof HTMLElement)) continue;
    started.set(
      element,
      startChannel(element, {
        sdk: context.widget,
        memberId: () => context.member()?.id ?? null,
        privateFields: () =>
          new Set(
            (context.app()?.customFields ?? [])
              .filter((field) => field.visibility === 'PRIVATE')
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
    for (const element of context.doc.querySelectorAll('[data-ms-channel]'))
      void started.get(element)?.reload();
  });
}
