/**
 * The data-attribute runtime's always-loaded part (docs/product/data-attributes.md §1): page
 * protection and the anti-flash style as soon as the loader runs, then one binding pass over the
 * document (gates, `data-ms-bind:*`, member data, secure content, form set-up), the ready events,
 * a pass again whenever the member changes, and a MutationObserver for markup added later.
 * Submits and clicks are delegated from the document; what they do (forms, actions, plans,
 * prices, modals) is a chunk fetched on first use (./actions.ts). Each phase is a module of
 * ./runtime/; this file puts them in order.
 */
import type { ContentGroup, Member } from '@wf/sdk/contract';
import { $member } from '../runtime/store.ts';
import type { WidgetApi } from '../runtime/widget.ts';
import { type AttributeContext, browserNavigation, type Navigation } from './context.ts';
import { addAntiFlashStyle, installedLate } from './runtime/anti-flash.ts';
import { createBindingPass } from './runtime/binding-pass.ts';
import { applyBootParams } from './runtime/boot-params.ts';
import { delegateEvents } from './runtime/delegation.ts';
import { type ActionsModule, type CommentsModule, lazyActions } from './runtime/handlers.ts';
import { bindWhenReady } from './runtime/ready.ts';
import { initialState, viewerOf } from './runtime/state.ts';

export { ANTI_FLASH_ATTRIBUTE, antiFlashCss } from './runtime/anti-flash.ts';
export { CLICK_SELECTOR, claimsClick, clickTarget, rememberChoices } from './runtime/clicks.ts';
export type { ActionsModule, CommentsModule } from './runtime/handlers.ts';

/** Options of {@link startAttributeRuntime}. */
export interface AttributeRuntimeOptions {
  widget: WidgetApi;
  /** Fetches the handlers chunk. */
  loadActions(): Promise<ActionsModule>;
  /** Fetches the comments chunk (§11), for a page with a channel. */
  loadComments?(): Promise<CommentsModule>;
  /**
   * Where the page protection is checked (./protect.ts); `settled` is false for the cached
   * member, true for the service's answer.
   */
  protect?(groups: readonly ContentGroup[], member: Member | null, settled?: boolean): void;
  doc?: Document;
  /** How the page leaves (window.location by default; tests record it). */
  navigate?: Navigation;
  /** Stops the runtime (its listeners and observer) when aborted: tests start one per page. */
  signal?: AbortSignal;
}

/** Starts the runtime. Call it as soon as the loader runs (in <head>, before the body is parsed). */
export function startAttributeRuntime(options: AttributeRuntimeOptions): AttributeContext {
  const doc = options.doc ?? document;
  const params = new URLSearchParams(doc.location?.search ?? '');
  const state = initialState(params);
  applyBootParams(params);
  const late = installedLate(doc);

  // 1. Page protection, then the anti-flash style, from the caches.
  if (state.groups) options.protect?.(state.groups, $member.get(), false);
  addAntiFlashStyle(doc, viewerOf(state));

  const loadActions = lazyActions(options.loadActions);
  const loadComments = options.loadComments && lazyActions(options.loadComments);
  const context: AttributeContext = {
    widget: options.widget,
    doc,
    member: () => $member.get(),
    app: () => state.app,
    rerender: () => pass(doc.documentElement),
    removed: () => state.removed,
    navigate: options.navigate ?? browserNavigation,
  };
  const pass = createBindingPass({
    doc,
    state,
    prepare: (elements) => {
      void loadActions()
        .then((module) => module.prepare(context, elements))
        .catch((error: unknown) => console.error('World Family: could not load the form handlers.', error));
    },
    channels: (elements) => {
      void loadComments?.()
        .then((module) =>
          module.startChannels(context, elements, (kind, text) => {
            void loadActions().then((actions) => actions.showMessage(kind, text));
          }),
        )
        .catch((error: unknown) => console.error('World Family: could not load the comments.', error));
    },
  });

  // 2. Submits and clicks, delegated: they work for markup added at any time.
  delegateEvents({ doc, context, loadActions, signal: options.signal });

  // 3. The binding pass, once the document is parsed, then the app and member.
  const ready = () =>
    bindWhenReady({
      doc,
      widget: options.widget,
      state,
      pass,
      late,
      protect: options.protect,
      signal: options.signal,
    });
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', ready, { once: true });
  else ready();
  return context;
}
