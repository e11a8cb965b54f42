// @vitest-environment happy-dom
/** Set-up of the elements that need the SDK (docs/product/data-attributes.md §4, §10). */
import { sampleMember } from '@wf/sdk/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContext } from './fake-context.ts';
import { prepare } from './prepare.ts';

/** Lets the secure content requests answer. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('prepare: the member’s forms', () => {
  const PROFILE = `<form data-ms-form="profile">
    <input id="first" data-ms-member="first-name"><input id="email" data-ms-member="email">
    <input id="pw" data-ms-member="current-password" type="password"><input id="code" data-ms-member="token">
    <div data-ms-member="last-name"></div></form>`;

  it('given a profile form and a member / it fills the member’s fields, never a password or a code', () => {
    document.body.innerHTML = PROFILE;
    const { context } = fakeContext({ member: sampleMember() });
    prepare(context, [document.querySelector('form') as Element]);
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
    expect(value('first')).toBe('Ada');
    expect(value('email')).toBe('ada@example.org');
    expect(value('pw')).toBe('');
    expect(value('code')).toBe('');
  });

  it('given an input the member has typed in since / a later pass leaves it', () => {
    document.body.innerHTML = PROFILE;
    const { context } = fakeContext({ member: sampleMember() });
    const form = document.querySelector('form') as Element;
    prepare(context, [form]);
    const first = document.getElementById('first') as HTMLInputElement;
    first.value = 'Augusta';
    prepare(context, [form]);
    expect(first.value).toBe('Augusta');
  });

  it('given a visitor / the form stays empty', () => {
    document.body.innerHTML = PROFILE;
    const { context } = fakeContext({ member: null });
    prepare(context, [document.querySelector('form') as Element]);
    expect((document.getElementById('first') as HTMLInputElement).value).toBe('');
  });
});

describe('prepare: secure content', () => {
  it('given protected HTML for a member / the content replaces the element, asked for once', async () => {
    document.body.innerHTML = '<div id="s" data-ms-secure-html="intro">…</div>';
    const { context, widget } = fakeContext({ member: sampleMember() });
    const element = document.getElementById('s') as Element;
    prepare(context, [element]);
    prepare(context, [element]);
    await settle();
    expect(widget.getSecureContent).toHaveBeenCalledTimes(1);
    expect(widget.getSecureContent).toHaveBeenCalledWith({ contentId: 'intro' });
    expect(document.body.innerHTML).toBe('<p>secret</p>');
  });

  it('given a protected link / its href is set from the content’s url', async () => {
    document.body.innerHTML = '<a id="l" data-ms-secure-link="file">Download</a>';
    const { context, widget } = fakeContext({ member: sampleMember() });
    widget.getSecureContent.mockResolvedValue({ data: { contentId: 'file', content: { url: '/f.pdf' } } });
    prepare(context, [document.getElementById('l') as Element]);
    await settle();
    expect(document.getElementById('l')?.getAttribute('href')).toBe('/f.pdf');
  });

  it('given a refusal, or content of the wrong shape / the element is removed', async () => {
    document.body.innerHTML =
      '<div id="a" data-ms-secure-html="x"></div><a id="b" data-ms-secure-link="y"></a>';
    const { context, widget } = fakeContext({ member: sampleMember() });
    widget.getSecureContent
      .mockRejectedValueOnce(new Error('403'))
      .mockResolvedValueOnce({ data: { contentId: 'y', content: { html: '<p>not a link</p>' } } });
    prepare(context, [document.getElementById('a') as Element, document.getElementById('b') as Element]);
    await settle();
    expect(document.getElementById('a')).toBeNull();
    expect(document.getElementById('b')).toBeNull();
  });

  it('given a visitor / nothing is asked for', async () => {
    document.body.innerHTML = '<div id="s" data-ms-secure-html="intro">…</div>';
    const { context, widget } = fakeContext({ member: null });
    prepare(context, [document.getElementById('s') as Element]);
    await settle();
    expect(widget.getSecureContent).not.toHaveBeenCalled();
    expect(document.getElementById('s')).not.toBeNull();
  });
});

describe('prepare: manage-providers', () => {
  it('given the member’s connected provider / its button shows connected', () => {
    document.body.innerHTML = `<div data-ms-auth="manage-providers">
      <button id="g" data-ms-auth-provider="google" data-ms-auth-connected-text="Connected">Connect</button></div>`;
    const member = sampleMember({
      auth: {
        email: 'ada@example.org',
        hasPassword: true,
        providers: [{ provider: 'google' }],
      },
    });
    const { context } = fakeContext({ member });
    prepare(context, [document.querySelector('[data-ms-auth]') as Element]);
    expect(document.getElementById('g')?.textContent).toBe('Connected');
  });
});
