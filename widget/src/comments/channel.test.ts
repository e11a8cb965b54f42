// @vitest-environment happy-dom
import { COMMENT_MESSAGES } from '@wf/sdk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChannelOptions, startChannel } from './channel.ts';
import { fakeComments, serviceError } from './fake-sdk.ts';
import { CHANNEL_MARKUP } from './fixture.ts';
import { COMMENT_WORDS } from './words.ts';

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  document.body.innerHTML = '';
  vi.useRealTimers();
});

async function settle(): Promise<void> {
  for (let i = 0; i < 6; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

function open(
  fake: ReturnType<typeof fakeComments>,
  extra: Partial<ChannelOptions> = {},
  markup: string = CHANNEL_MARKUP,
) {
  document.body.innerHTML = markup;
  const root = document.querySelector<HTMLElement>('[data-ms-channel]') as HTMLElement;
  const say = vi.fn();
  const channel = startChannel(root, {
    sdk: fake.sdk,
    memberId: () => fake.state.memberId,
    say,
    ...extra,
  });
  stops.push(() => channel.stop());
  return { root, say, channel };
}

const visible = (element: Element | null | undefined) =>
  !!element && (element as HTMLElement).style.display !== 'none';
const items = (root: Element) => [...root.querySelectorAll<HTMLElement>('[data-ms-post-id]')];
const texts = (root: Element) =>
  items(root).map((item) => item.querySelector('[data-ms-post="content"]')?.textContent);
const within = (item: Element, selector: string) => item.querySelector<HTMLElement>(selector) as HTMLElement;

describe('comment channel: the list (§11)', () => {
  it('given posts / each is a clone of the template in internalOrder, with its counts, author and date', async () => {
    const fake = fakeComments();
    fake.addPost('mem_ben', 'First');
    fake.addPost('mem_cy', 'Second');
    const { root } = open(fake);
    await settle();
    expect(texts(root)).toEqual(['First', 'Second']);
    expect(root.querySelectorAll('[data-ms-post="item"]')).toHaveLength(2);
    const [first] = items(root);
    expect(within(first as HTMLElement, '[data-ms-post-creator="first-name"]').textContent).toBe('Ben');
    expect(within(first as HTMLElement, 'time').getAttribute('datetime')).toMatch(/^2026-03-01T/);
    expect(root.querySelector('[data-ms-post="count"]')?.textContent).toBe('2');
    expect(visible(root.querySelector('[data-ms-channel-content="loading"]'))).toBe(false);
    expect(visible(root.querySelector('[data-ms-channel-content="!has-posts"]'))).toBe(false);
    expect(root.getAttribute('data-wf-channel')).toBe('ready');
  });

  it('given a newest-first channel / the newest post comes first', async () => {
    const fake = fakeComments();
    fake.addPost('mem_ben', 'First');
    fake.addPost('mem_cy', 'Second');
    const { root } = open(
      fake,
      {},
      CHANNEL_MARKUP.replace('data-ms-channel-sort="oldest"', 'data-ms-channel-sort="newest"'),
    );
    await settle();
    expect(texts(root)).toEqual(['Second', 'First']);
  });

  it('given no posts / the empty state shows and the count is 0', async () => {
    const { root } = open(fakeComments());
    await settle();
    expect(items(root)).toHaveLength(0);
    expect(visible(root.querySelector('[data-ms-channel-content="!has-posts"]'))).toBe(true);
  });

  it('given ids in the template / every clone gets its own, and its labels follow', async () => {
    const fake = fakeComments();
    const post = fake.addPost('mem_ada', 'Mine');
    const { root } = open(fake);
    await settle();
    const item = items(root)[0] as HTMLElement;
    const field = within(item, '[data-ms-post-edit="content"]');
    expect(field.id).toBe(`edit-post-${post.id}`);
    expect(within(item, 'label').getAttribute('for')).toBe(field.id);
  });

  it('given member content with markup, lines and links / text, <br> and only http(s) and mailto links', async () => {
    const fake = fakeComments();
    fake.addPost(
      'mem_ben',
      '<img src=x onerror=alert(1)> hi\nsee https://example.com/a?b=1. or javascript:alert(1) and mailto:ada@example.com',
    );
    const { root } = open(fake);
    await settle();
    const content = within(items(root)[0] as HTMLElement, '[data-ms-post="content"]');
    expect(content.querySelector('img')).toBeNull();
    expect(content.textContent).toContain('<img src=x onerror=alert(1)> hi');
    expect(content.querySelectorAll('br')).toHaveLength(1);
    const links = [...content.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/a?b=1',
      'mailto:ada@example.com',
    ]);
    expect(links[0]?.getAttribute('rel')).toBe('ugc nofollow noopener noreferrer');
  });

  it('given a PRIVATE field named by the creator attribute / it stays empty even if sent', async () => {
    const fake = fakeComments();
    fake.addPost('mem_ben', 'Hi');
    const { root } = open(fake, { privateFields: () => new Set(['first-name']) });
    await settle();
    expect(within(items(root)[0] as HTMLElement, '[data-ms-post-creator]').textContent).toBe('');
  });
});

describe('comment channel: paging by keyset', () => {
  it('given more posts than a page / "load more" reads after the last one, then hides', async () => {
    const fake = fakeComments();
    for (const text of ['a', 'b', 'c']) fake.addPost('mem_ben', text);
    const { root } = open(fake, { pageSize: 2 });
    await settle();
    expect(texts(root)).toEqual(['a', 'b']);
    const more = root.querySelector<HTMLElement>('[data-ms-post="loadMore"]') as HTMLElement;
    expect(visible(more)).toBe(true);
    expect(visible(root.querySelector('[data-ms-post="loadMoreAbove"]'))).toBe(false);
    more.click();
    await settle();
    expect(texts(root)).toEqual(['a', 'b', 'c']);
    expect(fake.calls.filter((call) => call.name === 'getPosts').at(-1)?.args).toMatchObject({
      order: 'oldest',
      after: fake.posts[1]?.internalOrder,
    });
    expect(visible(more)).toBe(false);
  });

  it('given only "load more above" / the list starts at its end and reads earlier posts above', async () => {
    const fake = fakeComments();
    for (const text of ['a', 'b', 'c']) fake.addPost('mem_ben', text);
    const markup = CHANNEL_MARKUP.replace(
      '<button type="button" data-ms-post="loadMore">Show more comments</button>',
      '',
    );
    const { root } = open(fake, { pageSize: 2 }, markup);
    await settle();
    expect(texts(root)).toEqual(['b', 'c']);
    const above = root.querySelector<HTMLElement>('[data-ms-post="loadMoreAbove"]') as HTMLElement;
    expect(visible(above)).toBe(true);
    above.click();
    await settle();
    expect(texts(root)).toEqual(['a', 'b', 'c']);
    expect(fake.calls.filter((call) => call.name === 'getPosts').at(-1)?.args).toMatchObject({
      order: 'newest',
      after: fake.posts[1]?.internalOrder,
    });
  });
});

describe('comment channel: what a member does', () => {
  it('given Enter in the post form / it posts, the post appears, the field empties; Shift+Enter does not send', async () => {
    const fake = fakeComments();
    const { root } = open(fake);
    await settle();
    const field = root.querySelector<HTMLTextAreaElement>('#post-content') as HTMLTextAreaElement;
    field.value = 'Line one';
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', shiftKey: true, bubbles: true }));
    await settle();
    expect(fake.calls.some((call) => call.name === 'createPost')).toBe(false);
    field.value = 'Line one\nLine two';
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await settle();
    expect(fake.calls.find((call) => call.name === 'createPost')?.args).toEqual({
      channelKey: 'lessons',
      content: 'Line one\nLine two',
    });
    expect(texts(root)).toEqual(['Line oneLine two']);
    expect(field.value).toBe('');
    // The stream's copy of the same post changes nothing.
    expect(items(root)).toHaveLength(1);
  });

  it('given a vote / the button gets is-active and the count; again clears it (NONE)', async () => {
    const fake = fakeComments();
    fake.addPost('mem_ben', 'Vote me');
    const { root } = open(fake);
    await settle();
    const like = within(items(root)[0] as HTMLElement, '[data-ms-post="like"]');
    like.click();
    await settle();
    expect(like.classList.contains('is-active')).toBe(true);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(like.textContent).toContain('1');
    like.click();
    await settle();
    expect(fake.calls.filter((call) => call.name === 'postVote').map((call) => call.args)).toEqual([
      { postId: fake.posts[0]?.id, vote: 'UP' },
      { postId: fake.posts[0]?.id, vote: 'NONE' },
    ]);
    expect(like.classList.contains('is-active')).toBe(false);
  });

  it('given posts of others and one’s own / edit and delete show on one’s own only', async () => {
    const fake = fakeComments();
    fake.addPost('mem_ben', 'Theirs');
    fake.addPost('mem_ada', 'Mine');
    const { root } = open(fake);
    await settle();
    const [theirs, mine] = items(root) as [HTMLElement, HTMLElement];
    expect(visible(within(theirs, '[data-ms-post="edit"]'))).toBe(false);
    expect(visible(within(theirs, '[data-ms-post-delete="show"]'))).toBe(false);
    expect(visible(within(mine, '[data-ms-post="edit"]'))).toBe(true);
    expect(visible(within(mine, '[data-ms-post-edit="section"]'))).toBe(false);
  });

  it('given a moderator / edit and delete show on every post', async () => {
    const fake = fakeComments({ info: { isModerator: true } });
    fake.addPost('mem_ben', 'Theirs');
    const { root } = open(fake);
    await settle();
    expect(visible(within(items(root)[0] as HTMLElement, '[data-ms-post="edit"]'))).toBe(true);
  });

  it('given the author edits / the section opens with the text, saving updates it and closes it', async () => {
    const fake = fakeComments();
    fake.addPost('mem_ada', 'Before');
    const { root } = open(fake);
    await settle();
    const item = items(root)[0] as HTMLElement;
    within(item, '[data-ms-post="edit"]').click();
    const field = within(item, '[data-ms-post-edit="content"]') as HTMLTextAreaElement;
    expect(visible(within(item, '[data-ms-post-edit="section"]'))).toBe(true);
    expect(field.value).toBe('Before');
    expect(document.activeElement).toBe(field);
    field.value = 'After';
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await settle();
    expect(within(item, '[data-ms-post="content"]').textContent).toBe('After');
    expect(visible(within(item, '[data-ms-post="is-edited"]'))).toBe(true);
    expect(visible(within(item, '[data-ms-post-edit="section"]'))).toBe(false);
  });

  it('given the author deletes a post without replies / it goes; with replies / the placeholder stays', async () => {
    const fake = fakeComments();
    fake.addPost('mem_ada', 'Alone');
    const answered = fake.addPost('mem_ada', 'Answered');
    fake.addThread('mem_ben', answered.id, 'A reply');
    const { root, say } = open(fake);
    await settle();
    const [alone, withReplies] = items(root) as [HTMLElement, HTMLElement];
    within(alone, '[data-ms-post-delete="show"]').click();
    expect(visible(within(alone, '[data-ms-post-delete="section"]'))).toBe(true);
    within(alone, '[data-ms-post="delete"]').click();
    await settle();
    expect(alone.isConnected).toBe(false);
    expect(say).toHaveBeenCalledWith('success', 'The comment was deleted.');
    within(withReplies, '[data-ms-post-delete="show"]').click();
    within(withReplies, '[data-ms-post="delete"]').click();
    await settle();
    expect(within(withReplies, '[data-ms-post="content"]').textContent).toBe('This comment was removed');
    expect(visible(within(withReplies, '[data-ms-post="edit"]'))).toBe(false);
  });

  it('given replies / "show threads" opens the section and reads them; a reply is added and counted', async () => {
    const fake = fakeComments();
    const post = fake.addPost('mem_ben', 'Question');
    fake.addThread('mem_cy', post.id, 'An answer');
    const { root } = open(fake);
    await settle();
    const item = items(root)[0] as HTMLElement;
    const section = within(item, '[data-ms-thread="section"]');
    const toggle = within(item, '[data-ms-post="showThreads"]');
    expect(visible(section)).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(item, '[data-ms-post="threadCount"]').textContent).toBe('1');
    toggle.click();
    await settle();
    expect(visible(section)).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      [...section.querySelectorAll('[data-ms-thread="content"]')].map((node) => node.textContent),
    ).toEqual(['An answer']);
    const field = within(item, 'form[data-ms-form="thread"] textarea') as HTMLTextAreaElement;
    field.value = 'Thanks';
    field.form?.requestSubmit();
    await settle();
    expect(fake.calls.find((call) => call.name === 'createThread')?.args).toEqual({
      postId: post.id,
      content: 'Thanks',
    });
    expect(section.querySelectorAll('[data-ms-thread-id]')).toHaveLength(2);
    expect(within(item, '[data-ms-post="threadCount"]').textContent).toBe('2');
  });
});

describe('comment channel: live', () => {
  it('given another member posts, replies, votes, edits and deletes / the page follows without reading again', async () => {
    const fake = fakeComments();
    const { root } = open(fake);
    await settle();
    const reads = fake.calls.filter((call) => call.name === 'getPosts').length;
    fake.state.memberId = 'mem_ben';
    const { data: post } = await fake.sdk.createPost({ channelKey: 'lessons', content: 'From Ben' });
    await fake.sdk.postVote({ postId: post.id, vote: 'UP' });
    await fake.sdk.createThread({ postId: post.id, content: 'Ben again' });
    fake.state.memberId = 'mem_ada';
    const item = items(root)[0] as HTMLElement;
    expect(texts(root)).toEqual(['From Ben']);
    expect(within(item, '[data-ms-post="likeCount"]').textContent).toBe('1');
    expect(within(item, '[data-ms-post="threadCount"]').textContent).toBe('1');
    // Ben's vote is not Ada's.
    expect(within(item, '[data-ms-post="like"]').classList.contains('is-active')).toBe(false);
    fake.state.memberId = 'mem_ben';
    await fake.sdk.updatePost({ postId: post.id, content: 'Edited by Ben' });
    expect(texts(root)).toEqual(['Edited by Ben']);
    fake.emit({ type: 'post.deleted', id: post.id, postId: null, placeholder: false });
    expect(items(root)).toHaveLength(0);
    expect(fake.calls.filter((call) => call.name === 'getPosts').length).toBe(reads);
  });

  it('given someone typing / the indicator names them and the presence count says so, for 6 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = fakeComments();
    const { root } = open(fake);
    await settle();
    const indicator = root.querySelector('[data-ms-post-content="is-typing-section"]');
    expect(visible(indicator)).toBe(false);
    fake.emit({
      type: 'typing',
      member: { id: 'mem_ben', customFields: { 'first-name': 'Ben' }, profileImage: null },
    });
    expect(visible(indicator)).toBe(true);
    expect(root.querySelector('[data-ms-post="is-typing"]')?.textContent).toBe('Ben is typing…');
    expect(root.querySelector('[data-ms-channel-presence="count"]')?.textContent).toBe('1');
    vi.advanceTimersByTime(7000);
    expect(visible(indicator)).toBe(false);
  });

  it('given typing in the post form / the channel is told, once per 3 s', async () => {
    const fake = fakeComments();
    const { root } = open(fake);
    await settle();
    const field = root.querySelector('#post-content') as HTMLTextAreaElement;
    for (let i = 0; i < 3; i += 1) field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(fake.calls.filter((call) => call.name === 'postIsTyping')).toHaveLength(1);
  });

  it('given the stream fails / the channel is read again every poll, and new posts appear', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = fakeComments();
    fake.state.streamFails = true;
    const { root } = open(fake, { pollMs: 1000 });
    await settle();
    fake.addPost('mem_ben', 'Polled');
    await vi.advanceTimersByTimeAsync(1100);
    await settle();
    expect(texts(root)).toEqual(['Polled']);
  });
});

describe('comment channel: who may read and post', () => {
  it('given a channel the member may not read / the denied slot says the service’s sentence', async () => {
    const fake = fakeComments({ readError: serviceError(403, COMMENT_MESSAGES.readRefused) });
    const { root } = open(fake);
    await settle();
    const slot = root.querySelector('[data-ms-channel-content="denied"]');
    expect(visible(slot)).toBe(true);
    expect(slot?.textContent).toBe(COMMENT_MESSAGES.readRefused);
    expect(visible(root.querySelector('form[data-ms-form="post"]'))).toBe(false);
    expect(fake.calls.some((call) => call.name === 'subscribeToChannelEvents')).toBe(false);
  });

  it('given a member without the channel’s plan / they read, the form hides and the slot says why', async () => {
    const fake = fakeComments({ info: { canPost: false, reason: 'plan-required' } });
    fake.addPost('mem_ben', 'Visible');
    const { root } = open(fake);
    await settle();
    expect(texts(root)).toEqual(['Visible']);
    expect(root.querySelector('[data-ms-channel-content="denied"]')?.textContent).toBe(
      COMMENT_MESSAGES.planRequired,
    );
    expect(visible(root.querySelector('form[data-ms-form="post"]'))).toBe(false);
  });

  it('given a visitor / no form, no denial; a vote asks them to log in', async () => {
    const fake = fakeComments({ memberId: null });
    fake.addPost('mem_ben', 'Public');
    const { root, say } = open(fake);
    await settle();
    expect(visible(root.querySelector('form[data-ms-form="post"]'))).toBe(false);
    expect(visible(root.querySelector('[data-ms-channel-content="denied"]'))).toBe(false);
    expect((root.querySelector('select') as HTMLSelectElement).disabled).toBe(true);
    within(items(root)[0] as HTMLElement, '[data-ms-post="like"]').click();
    await settle();
    expect(say).toHaveBeenCalledWith('error', COMMENT_WORDS.en.signedOut);
    expect(fake.calls.some((call) => call.name === 'postVote')).toBe(false);
  });

  it('given the notification select / a choice subscribes to the channel', async () => {
    const fake = fakeComments();
    const { root, say } = open(fake);
    await settle();
    const select = root.querySelector('select') as HTMLSelectElement;
    select.value = 'THREADS_ONLY';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(fake.calls.find((call) => call.name === 'subscribeToChannel')?.args).toEqual({
      channelKey: 'lessons',
      action: 'THREADS_ONLY',
    });
    expect(say).toHaveBeenCalledWith('success', COMMENT_WORDS.en.subscribed);
  });

  it('the refusals are the service’s sentences', () => {
    expect(COMMENT_WORDS.en.readRefused).toBe(COMMENT_MESSAGES.readRefused);
    expect(COMMENT_WORDS.en.notVerified).toBe(COMMENT_MESSAGES.notVerified);
    expect(COMMENT_WORDS.en.planRequired).toBe(COMMENT_MESSAGES.planRequired);
  });
});

describe('comment channel: a visitor refused', () => {
  it('given a channel closed to visitors / no refusal, no "no comments yet": the page’s signed-out state speaks', async () => {
    const fake = fakeComments({ memberId: null, readError: serviceError(403, COMMENT_MESSAGES.readRefused) });
    const { root } = open(fake);
    await settle();
    expect(visible(root.querySelector('[data-ms-channel-content="denied"]'))).toBe(false);
    expect(visible(root.querySelector('[data-ms-channel-content="!has-posts"]'))).toBe(false);
    expect(visible(root.querySelector('[data-ms-channel-content="loading"]'))).toBe(false);
    expect(root.getAttribute('data-wf-channel')).toBe('refused');
  });
});

describe('comment channel: one’s own post through the stream first', () => {
  it('given the stream brings the new post before the call answers / it is shown and counted once', async () => {
    const fake = fakeComments();
    const { root } = open(fake);
    await settle();
    const create = fake.sdk.createPost;
    fake.sdk.createPost = async (body) => {
      const answer = await create(body); // the fake emits post.created before answering
      return answer;
    };
    const field = root.querySelector('#post-content') as HTMLTextAreaElement;
    field.value = 'Once';
    field.form?.requestSubmit();
    await settle();
    expect(items(root)).toHaveLength(1);
    expect(root.querySelector('[data-ms-post="count"]')?.textContent).toBe('1');
  });
});

describe('comment channel: answers and events of one change', () => {
  it('given one’s own reply and deletion / the stream’s copies change no count twice', async () => {
    const fake = fakeComments();
    const post = fake.addPost('mem_ada', 'Question');
    const other = fake.addPost('mem_ada', 'Second');
    const { root } = open(fake);
    await settle();
    const item = items(root)[0] as HTMLElement;
    const field = within(item, 'form[data-ms-form="thread"] textarea') as HTMLTextAreaElement;
    field.value = 'Mine';
    field.form?.requestSubmit();
    await settle();
    expect(within(item, '[data-ms-post="threadCount"]').textContent).toBe('1');
    const reply = within(item, '[data-ms-thread-id]');
    within(reply, '[data-ms-thread="delete"]').click();
    await settle();
    expect(within(item, '[data-ms-post="threadCount"]').textContent).toBe('0');
    const second = items(root)[1] as HTMLElement;
    within(second, '[data-ms-post="delete"]').click();
    await settle();
    expect(root.querySelector('[data-ms-post="count"]')?.textContent).toBe('1');
    expect(post.id).not.toBe(other.id);
  });
});

describe('comment channel: the channel’s own rules (channel info)', () => {
  it('given a refusal sentence, no downvotes and a closed edit window / the page follows them', async () => {
    const sentence = 'The discussion of our videos is for members with an active Membership.';
    const fake = fakeComments({ info: { canPost: false, reason: 'plan-required', message: sentence } });
    fake.addPost('mem_ben', 'Visible');
    const { root } = open(fake);
    await settle();
    expect(root.querySelector('[data-ms-channel-content="denied"]')?.textContent).toBe(sentence);

    const rules = fakeComments({ info: { downvotes: false, editMinutes: 15 } });
    rules.addPost('mem_ada', 'Long ago'); // the fake's clock: March 2026, well past 15 minutes
    const second = open(rules);
    await settle();
    const item = items(second.root)[0] as HTMLElement;
    expect(visible(within(item, '[data-ms-post="dislike"]'))).toBe(false);
    expect(visible(within(item, '[data-ms-post="like"]'))).toBe(true);
    expect(visible(within(item, '[data-ms-post="edit"]'))).toBe(false);
    expect(visible(within(item, '[data-ms-post-delete="show"]'))).toBe(true);
  });
});

describe('comment channel: paused while out of the page', () => {
  it('given pause / the stream closes; reload / it opens again and the list is read anew', async () => {
    const fake = fakeComments();
    fake.addPost('mem_ben', 'Hello');
    const { root, channel } = open(fake);
    await settle();
    const opened = () => fake.calls.filter((call) => call.name === 'subscribeToChannelEvents').length;
    expect(opened()).toBe(1);
    channel.pause();
    expect(channel.paused).toBe(true);
    fake.addPost('mem_ben', 'While away');
    await channel.reload();
    await settle();
    expect(channel.paused).toBe(false);
    expect(opened()).toBe(2);
    expect(texts(root)).toEqual(['Hello', 'While away']);
  });
});
