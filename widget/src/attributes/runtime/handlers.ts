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
}

/** Fetches the chunk once; a failed fetch is tried again by the next caller. */
export function lazyActions(load: () => Promise<ActionsModule>): () => Promise<ActionsModule> {
  let actions: Promise<ActionsModule> | undefined;
  return () => {
    actions ??= load();
    actions.catch(() => {
      actions = undefined;
    });
    return actions;
  };
}
