/** The handlers chunk (../actions.ts): its surface, and one fetch of it shared by every caller. */
import type { AttributeContext } from '../context.ts';

/** The handlers chunk (../actions.ts), fetched on the first submit or click that needs it. */
export interface ActionsModule {
  handleSubmit(
    context: AttributeContext,
    form: HTMLFormElement,
    submitter: HTMLElement | null,
  ): Promise<void>;
  handleClick(context: AttributeContext, trigger: HTMLElement): Promise<void>;
  /** Set-up that needs the SDK: prefilled inputs, secure content, provider buttons, captcha. */
  prepare(context: AttributeContext, elements: Element[]): void;
  /** A field of a `data-ms-form` the browser refused to submit: the message names it. */
  reportInvalid(context: AttributeContext, field: Element): void;
  /** Shows a message in the page's box (§5): the comments' words go through it too. */
  showMessage(kind: 'success' | 'error', text: string): void;
}

/** The comments chunk (../../comments/index.ts), fetched when a page has a channel (§11). */
export interface CommentsModule {
  /** Starts each channel element not started yet (a pass hands them all, every time). */
  startChannels(
    context: AttributeContext,
    channels: Element[],
    say: (kind: 'success' | 'error', text: string) => void,
  ): void;
}

/** Fetches the chunk once; a failed fetch is tried again by the next caller. */
export function lazyActions<T = ActionsModule>(load: () => Promise<T>): () => Promise<T> {
  let actions: Promise<T> | undefined;
  return () => {
    actions ??= load();
    actions.catch(() => {
      actions = undefined;
    });
    return actions;
  };
}
