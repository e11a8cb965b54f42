/**
 * Once the document is parsed (docs/product/data-attributes.md §1): the first binding pass, a
 * pass again for added markup and for every change of member, then the app and member from the
 * service, and the ready events.
 */
import type { ContentGroup, Member } from '@wf/sdk/contract';
import { $member, setMember } from '../../runtime/store.ts';
import type { WidgetApi } from '../../runtime/widget.ts';
import { GROUPS_KEY, write } from '../storage.ts';
import { mayHaveFlashed, removeAntiFlashStyles } from './anti-flash.ts';
import type { RuntimeState } from './state.ts';

/** What the ready phase needs. */
export interface ReadyOptions {
  doc: Document;
  widget: WidgetApi;
  state: RuntimeState;
  /** The binding pass over a root. */
  pass(root: Element): void;
  /** The install ran after the first paint (anti-flash.ts `installedLate`). */
  late: boolean;
  protect?(groups: readonly ContentGroup[], member: Member | null, settled?: boolean): void;
  /** Stops the observer and the member listener. */
  signal?: AbortSignal;
}

/** Binds the page now and whenever it or the member changes; then asks for the app and member. */
export function bindWhenReady(options: ReadyOptions): void {
  const { doc, pass, signal } = options;
  const flashed = mayHaveFlashed(doc, options.late);
  pass(doc.documentElement);
  // Ours and the page's own copy (an install added by a script): the pass has decided.
  removeAntiFlashStyles(doc, flashed);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && !node.closest('#wf-widget')) pass(node);
      }
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  const unlisten = $member.listen(() => pass(doc.documentElement));
  signal?.addEventListener('abort', () => {
    observer.disconnect();
    unlisten();
  });
  void loadAppAndMember(options);
}

/** GET /app-member: the groups are cached, the page protected, the member stored; then the ready events. */
async function loadAppAndMember({ doc, widget, state, pass, protect }: ReadyOptions): Promise<void> {
  try {
    const { data } = await widget.getAppAndMember();
    state.app = data.app;
    state.groups = data.app.contentGroups;
    write('localStorage', GROUPS_KEY, JSON.stringify(state.groups));
    protect?.(state.groups, data.member, true);
    const before = $member.get();
    setMember(data.member);
    // A changed member has re-bound the page through the store; new groups alone need this pass.
    if ($member.get() === before) pass(doc.documentElement);
  } catch (error) {
    console.error('World Family: could not load the app and member.', error);
    // Without an answer, the cached member decides: a page held for them is left now.
    if (state.groups) protect?.(state.groups, $member.get(), true);
  }
  // Ours: ready after the pass that used the fetched member, so custom code sees settled gates.
  (window as { $memberstackReady?: boolean }).$memberstackReady = true;
  doc.dispatchEvent(new CustomEvent('memberstack.ready', { detail: widget }));
}
