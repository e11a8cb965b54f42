// @vitest-environment happy-dom
/** Submits, refused fields and clicks delegated to the handlers chunk (docs/product/data-attributes.md §4–§10). */
import { sampleMember } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMember } from '../../runtime/store.ts';
import type { AttributeContext } from '../context.ts';
import { PLAN_KEY } from '../storage.ts';
import { delegateEvents } from './delegation.ts';
import type { ActionsModule } from './handlers.ts';

let running = new AbortController();
const context = {} as AttributeContext;

function listen(html: string) {
  running.abort();
  running = new AbortController();
  document.body.innerHTML = html;
  const module = {
    handleSubmit: vi.fn(async () => undefined),
    handleClick: vi.fn(async () => undefined),
    prepare: vi.fn(),
    reportInvalid: vi.fn(),
    showMessage: vi.fn(),
  } satisfies ActionsModule;
  const loadActions = vi.fn(async () => module);
  delegateEvents({ doc: document, context, loadActions, signal: running.signal });
  return { module, loadActions };
}

/** Lets the chunk's promise answer. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  sessionStorage.clear();
  setMember(null);
});
afterEach(() => {
  running.abort();
  document.body.innerHTML = '';
});

describe('delegateEvents: submits', () => {
  it('given a data-ms-form submit / the browser’s own is prevented and the handlers get the form and its submitter', async () => {
    const { module } = listen(
      '<form data-ms-form="login"><button id="go" type="submit">Log in</button></form>',
    );
    const form = document.querySelector('form') as HTMLFormElement;
    const submitter = document.getElementById('go') as HTMLElement;
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
    form.dispatchEvent(event);
    await settle();
    expect(event.defaultPrevented).toBe(true);
    expect(module.handleSubmit).toHaveBeenCalledWith(context, form, submitter);
  });

  it.each(['post', 'thread'])(
    'given a comment form (%s) / the browser’s submit is prevented and the handlers chunk is not fetched',
    async (kind) => {
      const { loadActions } = listen(
        `<form data-ms-form="${kind}"><textarea name="content"></textarea></form>`,
      );
      const event = new Event('submit', { bubbles: true, cancelable: true });
      document.querySelector('form')?.dispatchEvent(event);
      await settle();
      expect(event.defaultPrevented).toBe(true);
      expect(loadActions).not.toHaveBeenCalled();
    },
  );

  it('given a plain form / it is left to the browser', async () => {
    const { loadActions } = listen('<form action="/search"></form>');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')?.dispatchEvent(event);
    await settle();
    expect(event.defaultPrevented).toBe(false);
    expect(loadActions).not.toHaveBeenCalled();
  });
});

describe('delegateEvents: refused fields', () => {
  it('given two refused page fields in one submit / only the first is reported', async () => {
    const { module } = listen(
      '<form data-ms-form="login"><input id="a" required><input id="b" required></form>',
    );
    for (const id of ['a', 'b']) document.getElementById(id)?.dispatchEvent(new Event('invalid'));
    await settle();
    expect(module.reportInvalid).toHaveBeenCalledTimes(1);
    expect(module.reportInvalid).toHaveBeenCalledWith(context, document.getElementById('a'));
  });

  it('given a shown field of ours / the browser’s bubble says it, not the runtime', async () => {
    const { module } = listen(
      '<form data-ms-form="login"><input id="e" data-ms-member="email" required></form>',
    );
    const email = document.getElementById('e') as HTMLInputElement;
    email.getClientRects = () => [{ width: 100, height: 20 }] as unknown as DOMRectList;
    email.dispatchEvent(new Event('invalid'));
    await settle();
    expect(module.reportInvalid).not.toHaveBeenCalled();
  });

  it('given a refused field outside a data-ms-form / it is the page’s', async () => {
    const { module } = listen('<form><input id="a" required></form>');
    document.getElementById('a')?.dispatchEvent(new Event('invalid'));
    await settle();
    expect(module.reportInvalid).not.toHaveBeenCalled();
  });
});

describe('delegateEvents: clicks', () => {
  it('given a click on a modal button / its default is prevented and the handlers get the button', async () => {
    const { module } = listen('<a id="m" href="/login" data-ms-modal="login"><span id="s">Log in</span></a>');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('s')?.dispatchEvent(event);
    await settle();
    expect(event.defaultPrevented).toBe(true);
    expect(module.handleClick).toHaveBeenCalledWith(context, document.getElementById('m'));
  });

  it('given a visitor’s click on a plan link / the plan is stored and the link is followed', async () => {
    const { loadActions } = listen('<a href="/signup" data-ms-plan:add="pln_free-member">Join</a>');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('a')?.dispatchEvent(event);
    await settle();
    expect(sessionStorage.getItem(PLAN_KEY)).toBe('pln_free-member');
    expect(event.defaultPrevented).toBe(false);
    expect(loadActions).not.toHaveBeenCalled();
  });

  it('given a member’s click on the same link / the runtime handles it', async () => {
    setMember(sampleMember());
    const { module } = listen('<a href="/signup" data-ms-plan:add="pln_gold">Join</a>');
    document.querySelector('a')?.click();
    await settle();
    expect(module.handleClick).toHaveBeenCalled();
  });

  it('given a message box’s close control / the box hides without the handlers', async () => {
    const { loadActions } = listen(
      '<div data-ms-message="error" style="display:block"><button data-ms-message-close>×</button></div>',
    );
    document.querySelector('button')?.click();
    await settle();
    expect(document.querySelector<HTMLElement>('[data-ms-message]')?.style.display).toBe('none');
    expect(loadActions).not.toHaveBeenCalled();
  });

  it('given a middle click, or a click the page prevented already / the runtime leaves it', async () => {
    const { loadActions } = listen('<button data-ms-modal="login">Log in</button>');
    const button = document.querySelector('button') as HTMLElement;
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 }));
    button.addEventListener('click', (event) => event.preventDefault(), { once: true });
    button.click();
    await settle();
    expect(loadActions).not.toHaveBeenCalled();
  });

  it('given the runtime stopped / its listeners are gone', async () => {
    const { loadActions } = listen('<button data-ms-modal="login">Log in</button>');
    running.abort();
    document.querySelector('button')?.click();
    await settle();
    expect(loadActions).not.toHaveBeenCalled();
  });
});
