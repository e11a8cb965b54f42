/** What the attribute runtime's parts share: the widget, the page and what is known of the app. */
import type { App, Member } from '@wf/sdk/contract';
import type { WidgetApi } from '../runtime/widget.ts';

export interface AttributeContext {
  /** The widget API (SDK calls, modals). */
  widget: WidgetApi;
  doc: Document;
  /** The signed-in member, or null. */
  member(): Member | null;
  /** The app, once GET /app-member has answered (null before, or when it failed). */
  app(): App | null;
  /** Runs the binding pass again (after a change the member store does not announce). */
  rerender(): void;
  /** Elements the gates took out of the page, each with the comment that holds its place (for the inspector). */
  removed(): ReadonlyMap<Element, Comment>;
  /** Where the page goes after an action (the browser's location when absent; recorded in tests). */
  navigate?: Navigation;
}

/** How the page leaves (window.location by default). */
export interface Navigation {
  assign(path: string): void;
  reload(): void;
}

/** The browser's own navigation. */
export const browserNavigation: Navigation = {
  assign: (path) => window.location.assign(path),
  reload: () => window.location.reload(),
};
