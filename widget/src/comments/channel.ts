/**
 * One comment channel on the page (docs/product/data-attributes.md §11, docs/comments.md "The
 * widget"): `data-ms-channel` and everything inside it. The post and reply templates are taken
 * out and cloned per item, in `internalOrder` order; "load more" pages by keyset in either
 * direction; forms post, reply and edit; votes, counts, typing and the notification choice follow
 * the channel's live stream, with polling when the stream cannot be held open.
 */
import type { WidgetApi } from '../runtime/widget.ts';
import { contentField, findAnchor, marked, replaceWithAnchor, show, uniqueIds, writeDate } from './dom.ts';
import { renderCommentText } from './text.ts';
import { type CommentWords, commentWords } from './words.ts';

type Sdk = Pick<
  WidgetApi,
  | 'getPosts'
  | 'getThreads'
  | 'createPost'
  | 'updatePost'
  | 'deletePost'
  | 'postVote'
  | 'createThread'
  | 'updateThread'
  | 'deleteThread'
  | 'threadVote'
  | 'getChannelInfo'
  | 'subscribeToChannel'
  | 'postIsTyping'
  | 'subscribeToChannelEvents'
>;
type Post = Awaited<ReturnType<Sdk['getPosts']>>['data']['posts'][number];
type Thread = Awaited<ReturnType<Sdk['getThreads']>>['data']['threads'][number];
type Info = Awaited<ReturnType<Sdk['getChannelInfo']>>['data'];
type CommentMember = Post['member'];
type StreamEvent = Parameters<Parameters<Sdk['subscribeToChannelEvents']>[1]>[0];
type Order = 'oldest' | 'newest';
type Kind = 'post' | 'thread';
type Entry = Post | Thread;

/** The SDK calls a channel makes: the widget's, or a fake in tests and stories. */
export type CommentsSdk = Sdk;

/** What a channel needs from the page's runtime. */
export interface ChannelOptions {
  sdk: CommentsSdk;
  /** The signed-in member's id, or null. */
  memberId(): string | null;
  /** Custom fields that may not be shown (PRIVATE ones), by key: never shown even if sent. */
  privateFields?(): ReadonlySet<string>;
  /** `data-locale`: the words and the dates. */
  locale?: string | undefined;
  /** The page's message box (§5). */
  say(kind: 'success' | 'error', text: string): void;
  /** Items per page (20). */
  pageSize?: number;
  /** How often the channel is read again while the live stream is down (15 s). */
  pollMs?: number;
}

/** A started channel. */
export interface Channel {
  /** Reads everything again (after a sign-in or sign-out). */
  reload(): Promise<void>;
  /** Closes the live stream and polling (the channel left the page); `reload` opens them again. */
  pause(): void;
  /** True between `pause` and the next `reload`. */
  readonly paused: boolean;
  stop(): void;
}

const TYPING_SHOWN_MS = 6000;
const TYPING_SEND_MS = 3000;
/** Stream failures in a row before polling takes over until the stream is back. */
const FAILURES_BEFORE_POLLING = 1;

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

function reverse(order: Order): Order {
  return order === 'oldest' ? 'newest' : 'oldest';
}

function orderOf(element: Element | null, name: string, fallback: Order): Order {
  const value = element?.getAttribute(name)?.trim();
  return value === 'newest' || value === 'oldest' ? value : fallback;
}

interface Item {
  data: Entry;
  el: HTMLElement;
  /** A post's replies, once its thread section is used. */
  threads?: List;
}

/**
 * A list of posts (in the channel) or of one post's replies (in its thread section): its items in
 * display order, the keyset cursors of the pages read so far, and its controls.
 */
interface List {
  kind: Kind;
  /** Where the list's controls are (the channel, or the thread section). */
  host: HTMLElement;
  template: HTMLElement | null;
  anchor: Comment | null;
  order: Order;
  items: Item[];
  /** The last item paged towards the bottom and the top, in display order. */
  below: string | null;
  above: string | null;
  hasBelow: boolean;
  hasAbove: boolean;
  /** Reads from the end of the display order (a list with only "load more above"). */
  fromEnd: boolean;
  loading: boolean;
  loaded: boolean;
  postId?: string;
  total: number;
}

/** Starts a channel on its element. */
export function startChannel(root: HTMLElement, options: ChannelOptions): Channel {
  const { sdk } = options;
  const words: CommentWords = commentWords(options.locale);
  const pageSize = options.pageSize ?? 20;
  const channelKey =
    root.getAttribute('data-ms-channel')?.trim() || root.ownerDocument.location?.pathname || '/';
  const abort = new AbortController();
  const listening = { signal: abort.signal };

  let info: Info | null = null;
  /** The service's sentence when this viewer may not read the channel; a failed first read. */
  let readRefusal: string | null = null;
  let loadFailure: string | null = null;
  let stopStream: (() => void) | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let streamFailures = 0;
  let generation = 0;
  const typing = new Map<string, { member: CommentMember; until: number }>();
  let typingTimer: ReturnType<typeof setTimeout> | null = null;
  let lastTypingSent = 0;
  // A change reaches the page twice, from the call's answer and from the stream: counted once.
  const counted = new Set<string>();
  const gone = new Set<string>();

  // Templates: the reply template first (it sits inside the post template), then the post's.
  const postTemplate = root.querySelector<HTMLElement>('[data-ms-post="item"]');
  const threadTemplate = postTemplate?.querySelector<HTMLElement>('[data-ms-thread="item"]') ?? null;
  if (threadTemplate) replaceWithAnchor(threadTemplate, 'wf-thread-items');
  const postAnchor = postTemplate ? replaceWithAnchor(postTemplate, 'wf-post-items') : null;

  const posts: List = {
    kind: 'post',
    host: root,
    template: postTemplate,
    anchor: postAnchor,
    order: orderOf(root, 'data-ms-channel-sort', 'oldest'),
    items: [],
    below: null,
    above: null,
    hasBelow: false,
    hasAbove: false,
    fromEnd: readsFromEnd(root, 'post'),
    loading: false,
    loaded: false,
    total: 0,
  };

  function readsFromEnd(host: Element, kind: Kind): boolean {
    return (
      marked(host, `data-ms-${kind}`, 'loadMoreAbove').length > 0 &&
      marked(host, `data-ms-${kind}`, 'loadMore').length === 0
    );
  }

  const me = () => options.memberId();
  const isModerator = () => info?.isModerator === true;
  const canEdit = (data: Entry) =>
    data.status !== 'deleted' && ((me() !== null && data.member.id === me()) || isModerator());

  // ---- Rendering ----------------------------------------------------------------------------

  function fill(item: Item, kind: Kind): void {
    const { data, el } = item;
    const at = (value: string) => marked(el, `data-ms-${kind}`, value);
    el.setAttribute(`data-ms-${kind}-id`, data.id);
    for (const content of at('content')) renderCommentText(content, data.content);
    for (const date of at('date')) writeDate(date, data.createdAt, options.locale);
    for (const count of at('likeCount')) count.textContent = String(data._count.likedBy);
    for (const count of at('dislikeCount')) count.textContent = String(data._count.dislikedBy);
    for (const [value, vote] of [
      ['like', 'UP'],
      ['dislike', 'DOWN'],
    ] as const) {
      for (const button of at(value)) {
        const active = data.myVote === vote;
        button.classList.toggle('is-active', active);
        if (button.tagName === 'BUTTON' || button.getAttribute('role') === 'button')
          button.setAttribute('aria-pressed', String(active));
        // A channel without downvotes (`downvotes: false`) shows no dislike.
        show(button, data.status !== 'deleted' && (vote === 'UP' || info?.downvotes !== false));
      }
    }
    for (const image of at('ownerProfileImage')) {
      if (data.member.profileImage && image instanceof HTMLImageElement) {
        image.src = data.member.profileImage;
        image.removeAttribute('srcset');
      }
      show(image, data.status !== 'deleted');
    }
    const hidden = options.privateFields?.() ?? new Set<string>();
    for (const creator of el.querySelectorAll(`[data-ms-${kind}-creator]`)) {
      const key = creator.getAttribute(`data-ms-${kind}-creator`) ?? '';
      creator.textContent = hidden.has(key) ? '' : (data.member.customFields[key] ?? '');
    }
    for (const moderator of at('isModerator')) show(moderator, isModerator());
    for (const flag of at('hidden')) show(flag, data.status === 'hidden');
    for (const flag of at('is-edited')) show(flag, data.editedAt !== null && data.status !== 'deleted');
    const editable = canEdit(data);
    for (const control of [...at('delete'), ...marked(el, `data-ms-${kind}-delete`, 'show')])
      show(control, editable);
    // The channel's edit window (`editMinutes`): the author's edit control goes when it closes.
    const minutes = info?.editMinutes;
    const editOpen =
      isModerator() ||
      typeof minutes !== 'number' ||
      Date.now() < Date.parse(data.createdAt) + minutes * 60_000;
    for (const control of at('edit')) show(control, editable && editOpen);
    if (!editable) {
      for (const section of marked(el, `data-ms-${kind}-edit`, 'section')) show(section, false);
      for (const section of marked(el, `data-ms-${kind}-delete`, 'section')) show(section, false);
    }
    if (kind === 'post') {
      const replies = data._count.Threads;
      for (const count of at('threadCount')) count.textContent = String(replies);
      for (const part of marked(el, 'data-ms-post-content', 'has-threads')) show(part, replies > 0);
      for (const part of marked(el, 'data-ms-post-content', '!has-threads')) show(part, replies === 0);
      for (const form of el.querySelectorAll('form[data-ms-form="thread"]'))
        show(form, info?.canPost === true && data.status !== 'deleted');
    }
  }

  function makeItem(list: List, data: Entry): Item | null {
    if (!list.template) return null;
    const el = list.template.cloneNode(true) as HTMLElement;
    uniqueIds(el, data.id.replace(/[^\w-]/g, ''));
    for (const section of [
      ...marked(el, `data-ms-${list.kind}-edit`, 'section'),
      ...marked(el, `data-ms-${list.kind}-delete`, 'section'),
    ])
      show(section, false);
    const item: Item = { data, el };
    if (list.kind === 'post') {
      const section = el.querySelector<HTMLElement>('[data-ms-thread="section"]');
      const toggles = marked(el, 'data-ms-post', 'showThreads');
      if (section) {
        const threads: List = {
          kind: 'thread',
          host: section,
          template: threadTemplate,
          anchor: findAnchor(el, 'wf-thread-items'),
          order: orderOf(section, 'data-ms-thread-sort', orderOf(root, 'data-ms-thread-sort', 'oldest')),
          items: [],
          below: null,
          above: null,
          hasBelow: false,
          hasAbove: false,
          fromEnd: readsFromEnd(section, 'thread'),
          loading: false,
          loaded: false,
          postId: data.id,
          total: 0,
        };
        item.threads = threads;
        if (toggles.length > 0) {
          show(section, false);
          for (const toggle of toggles) toggle.setAttribute('aria-expanded', 'false');
        }
        renderListControls(threads);
      }
    }
    fill(item, list.kind);
    return item;
  }

  /** Whether a comes before b in the list's display order. */
  function precedes(list: List, a: Entry, b: Entry): boolean {
    return list.order === 'oldest' ? a.internalOrder < b.internalOrder : a.internalOrder > b.internalOrder;
  }

  /** Puts a comment in its place by `internalOrder` (or refreshes it when shown already). */
  function place(list: List, data: Entry): Item | null {
    const shown = list.items.find((item) => item.data.id === data.id);
    if (shown) {
      shown.data = data;
      fill(shown, list.kind);
      return shown;
    }
    const item = makeItem(list, data);
    if (!item) return null;
    const next = list.items.findIndex((other) => precedes(list, data, other.data));
    const before = next === -1 ? list.anchor : (list.items[next]?.el ?? list.anchor);
    if (before?.parentNode) before.parentNode.insertBefore(item.el, before);
    if (next === -1) list.items.push(item);
    else list.items.splice(next, 0, item);
    return item;
  }

  function remove(list: List, id: string): void {
    const index = list.items.findIndex((item) => item.data.id === id);
    const item = list.items[index];
    if (!item) return;
    list.items.splice(index, 1);
    const focusInside = item.el.contains(root.ownerDocument.activeElement);
    item.el.remove();
    // Focus stays near where it was: the next item's first control, else the previous one's.
    const near = list.items[index] ?? list.items[index - 1];
    if (focusInside)
      [...(near?.el.querySelectorAll<HTMLElement>('button, a[href], textarea') ?? [])]
        .find((control) => control.getClientRects().length > 0)
        ?.focus();
  }

  function renderListControls(list: List): void {
    const stop = list.kind === 'post' ? '[data-ms-post="item"]' : undefined;
    const at = (value: string) => marked(list.host, `data-ms-${list.kind}`, value, stop);
    for (const control of at('loadMore')) show(control, list.hasBelow && !list.loading);
    for (const control of at('loadMoreAbove')) show(control, list.hasAbove && !list.loading);
    for (const loading of at('loading')) show(loading, list.loading);
    if (list.kind === 'post') {
      for (const count of at('count')) count.textContent = String(list.total);
      // A refused or failed channel says so in its own slots, not "no comments yet".
      const loaded = list.loaded && !readRefusal && !loadFailure;
      for (const part of marked(root, 'data-ms-channel-content', 'loading')) show(part, !list.loaded);
      for (const part of marked(root, 'data-ms-channel-content', 'has-posts'))
        show(part, loaded && list.items.length > 0);
      for (const part of marked(root, 'data-ms-channel-content', '!has-posts'))
        show(part, loaded && list.items.length === 0);
    }
  }

  function renderChannel(): void {
    const refusal = denial();
    for (const slot of marked(root, 'data-ms-channel-content', 'denied')) {
      const text = slot.querySelector('[data-ms-message-text]') ?? slot;
      if (refusal) text.textContent = refusal;
      show(slot, refusal !== null);
    }
    for (const form of marked(root, 'data-ms-form', 'post'))
      show(form, info?.canPost === true && !readRefusal);
    const signedIn = me() !== null;
    const subscription = info?.subscription ?? 'NONE';
    for (const select of root.querySelectorAll<HTMLSelectElement>('select[data-ms-channel-notifications]')) {
      select.value = subscription;
      select.disabled = !signedIn;
    }
    for (const box of root.querySelectorAll<HTMLInputElement>('input[data-ms-channel-notify]')) {
      box.checked = subscription === 'THREADS_ONLY';
      box.disabled = !signedIn;
    }
    renderTyping();
  }

  /** Why this viewer may not read or post here (null when they may, or are simply signed out). */
  function denial(): string | null {
    // A visitor refused sees the page's signed-out state (`data-ms-content="!members"`), not a refusal.
    if (readRefusal) return me() === null ? null : readRefusal;
    if (!info || info.canPost || info.reason === 'not-logged-in') return null;
    // The channel's own sentence for its rule, when the app gives one.
    if (info.message) return info.message;
    switch (info.reason) {
      case 'not-verified':
        return words.notVerified;
      case 'plan-required':
        return words.planRequired;
      case 'blocked':
        return words.blocked;
      default:
        return null;
    }
  }

  function renderError(): void {
    for (const slot of marked(root, 'data-ms-channel-content', 'error')) {
      const text = slot.querySelector('[data-ms-message-text]') ?? slot;
      if (loadFailure) text.textContent = loadFailure;
      show(slot, loadFailure !== null);
    }
  }

  function renderTyping(): void {
    const now = Date.now();
    for (const [id, entry] of typing) if (entry.until <= now) typing.delete(id);
    const people = [...typing.values()].map(({ member }) => {
      const fields = member.customFields;
      return fields['first-name'] || fields.name || Object.values(fields)[0] || words.someone;
    });
    const text =
      people.length === 0
        ? ''
        : people.length === 1
          ? words.typingOne.replace('{name}', people[0] ?? '')
          : people.length === 2
            ? words.typingTwo.replace('{name}', people[0] ?? '').replace('{other}', people[1] ?? '')
            : words.typingMany.replace('{count}', String(people.length));
    for (const element of marked(root, 'data-ms-post', 'is-typing', '[data-ms-post="item"]')) {
      element.textContent = text;
      show(element, people.length > 0);
    }
    for (const section of marked(root, 'data-ms-post-content', 'is-typing-section', '[data-ms-post="item"]'))
      show(section, people.length > 0);
    for (const count of root.querySelectorAll('[data-ms-channel-presence="count"]'))
      count.textContent = String(people.length);
    if (typingTimer) clearTimeout(typingTimer);
    if (typing.size > 0) typingTimer = setTimeout(renderTyping, 1000);
  }

  // ---- Reading ------------------------------------------------------------------------------

  async function fetchPage(list: List, order: Order, after: string | null): Promise<Entry[]> {
    const query = { order, limit: pageSize, ...(after ? { after } : {}) };
    if (list.kind === 'post') {
      const { data } = await sdk.getPosts({ channelKey, ...query });
      list.total = data.totalCount;
      return data.posts;
    }
    const { data } = await sdk.getThreads({ postId: list.postId ?? '', ...query });
    return data.threads;
  }

  /** Reads a page: the first (`start`), the next below, or the next above. */
  async function page(list: List, where: 'start' | 'below' | 'above'): Promise<void> {
    if (list.loading) return;
    list.loading = true;
    renderListControls(list);
    const started = generation;
    try {
      if (where === 'start') {
        const fromEnd = list.fromEnd;
        const found = await fetchPage(list, fromEnd ? reverse(list.order) : list.order, null);
        if (started !== generation) return;
        const full = found.length === pageSize;
        const last = found[found.length - 1]?.internalOrder ?? null;
        if (fromEnd) {
          list.above = last;
          list.hasAbove = full;
          list.hasBelow = false;
        } else {
          list.below = last;
          list.hasBelow = full;
          list.hasAbove = false;
        }
        for (const data of found) place(list, data);
      } else {
        const towardsBelow = where === 'below';
        const cursor = towardsBelow ? list.below : list.above;
        const found = await fetchPage(list, towardsBelow ? list.order : reverse(list.order), cursor);
        if (started !== generation) return;
        const last = found[found.length - 1]?.internalOrder ?? cursor;
        if (towardsBelow) {
          list.below = last;
          list.hasBelow = found.length === pageSize;
        } else {
          list.above = last;
          list.hasAbove = found.length === pageSize;
        }
        for (const data of found) place(list, data);
      }
      list.loaded = true;
    } catch (error) {
      if (started !== generation) return;
      if (list.kind === 'post' && where === 'start') throw error;
      options.say('error', errorText(error, words.failed));
    } finally {
      if (started === generation) {
        list.loading = false;
        renderListControls(list);
      }
    }
  }

  function clearList(list: List): void {
    for (const item of list.items) item.el.remove();
    list.items = [];
    list.below = list.above = null;
    list.hasAbove = list.hasBelow = false;
    list.loaded = false;
  }

  async function reload(): Promise<void> {
    generation += 1;
    const started = generation;
    stopStream?.();
    stopStream = null;
    stopPolling();
    clearList(posts);
    posts.loading = false;
    readRefusal = null;
    loadFailure = null;
    renderError();
    renderListControls(posts);
    const [channel, first] = await Promise.allSettled([
      sdk.getChannelInfo({ channelKey }),
      page(posts, 'start'),
    ]);
    if (started !== generation) return;
    info = channel.status === 'fulfilled' ? channel.value.data : null;
    if (first.status === 'rejected') {
      const error = first.reason as { status?: number };
      if (error?.status === 403 || error?.status === 401)
        readRefusal = errorText(first.reason, words.readRefused);
      else loadFailure = errorText(first.reason, words.failed);
      posts.loaded = true;
    } else if (info && !info.canRead) readRefusal = info.message || words.readRefused;
    for (const member of info?.typing ?? []) noteTyping(member);
    for (const item of posts.items) {
      fill(item, 'post');
      if (item.threads && !hasToggle(item) && item.data._count.Threads > 0) void page(item.threads, 'start');
    }
    root.setAttribute('data-wf-channel', loadFailure ? 'failed' : readRefusal ? 'refused' : 'ready');
    renderChannel();
    renderError();
    renderListControls(posts);
    if (!readRefusal && !loadFailure) openStream();
  }

  function hasToggle(item: Item): boolean {
    return marked(item.el, 'data-ms-post', 'showThreads').length > 0;
  }

  // ---- Live ---------------------------------------------------------------------------------

  function openStream(): void {
    const started = generation;
    stopStream = sdk.subscribeToChannelEvents({ channelKey }, onEvent, {
      onError: ({ status, retrying }) => {
        if (started !== generation) return;
        streamFailures += 1;
        // Refused (signed out meanwhile, no access): nothing to poll. Gone (404): an older service.
        if (!retrying && status !== 404) return;
        if (streamFailures >= FAILURES_BEFORE_POLLING) startPolling();
      },
    });
  }

  function startPolling(): void {
    if (pollTimer) return;
    pollTimer = setInterval(() => void poll(), options.pollMs ?? 15_000);
  }

  function stopPolling(): void {
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = null;
  }

  /** While the stream is down: the first page again, merged (new posts, counts, edits). */
  async function poll(): Promise<void> {
    if (posts.loading) return;
    try {
      const started = generation;
      const found = await fetchPage(posts, posts.fromEnd ? reverse(posts.order) : posts.order, null);
      if (started !== generation) return;
      for (const data of found as Post[]) {
        const shown = posts.items.find((item) => item.data.id === data.id);
        const before = (shown?.data as Post | undefined)?._count.Threads;
        if (shown || liveFits(posts)) place(posts, data);
        if (shown?.threads?.loaded && before !== data._count.Threads) {
          clearList(shown.threads);
          void page(shown.threads, 'start');
        }
      }
      renderListControls(posts);
    } catch {
      // The next poll tries again.
    }
  }

  /** Whether a new comment belongs in what is shown: the end it arrives at is not cut off. */
  function liveFits(list: List): boolean {
    if (!list.loaded) return false;
    return list.order === 'oldest' ? !list.hasBelow : !list.hasAbove;
  }

  function findComment(id: string): { list: List; item: Item } | null {
    for (const item of posts.items) {
      if (item.data.id === id) return { list: posts, item };
      const reply = item.threads?.items.find((candidate) => candidate.data.id === id);
      if (reply && item.threads) return { list: item.threads, item: reply };
    }
    return null;
  }

  function postItem(id: string | null): Item | undefined {
    return id ? posts.items.find((item) => item.data.id === id) : undefined;
  }

  function setReplies(post: Item, change: number): void {
    const data = post.data as Post;
    post.data = { ...data, _count: { ...data._count, Threads: Math.max(0, data._count.Threads + change) } };
    fill(post, 'post');
  }

  function onEvent(event: StreamEvent): void {
    if (streamFailures > 0) {
      streamFailures = 0;
      stopPolling();
    }
    switch (event.type) {
      case 'post.created': {
        if (postItem(event.post.id) || counted.has(event.post.id)) break;
        counted.add(event.post.id);
        posts.total += 1;
        if (liveFits(posts)) place(posts, { ...event.post, myVote: 'NONE' });
        else if (posts.order === 'oldest') posts.hasBelow = true;
        else posts.hasAbove = true;
        renderListControls(posts);
        break;
      }
      case 'post.updated': {
        const shown = postItem(event.post.id);
        if (shown) place(posts, { ...event.post, myVote: shown.data.myVote });
        break;
      }
      case 'thread.created': {
        const post = postItem(event.thread.postId);
        if (!post || counted.has(event.thread.id)) break;
        counted.add(event.thread.id);
        setReplies(post, 1);
        const threads = post.threads;
        if (threads?.loaded && liveFits(threads)) place(threads, event.thread);
        else if (threads && !threads.loaded && !hasToggle(post)) void page(threads, 'start');
        if (threads) renderListControls(threads);
        break;
      }
      case 'thread.updated': {
        const found = findComment(event.thread.id);
        if (found) place(found.list, { ...event.thread, myVote: found.item.data.myVote });
        break;
      }
      case 'post.deleted':
      case 'thread.deleted':
        removed(event.id, event.postId, event.placeholder);
        break;
      case 'vote': {
        const found = findComment(event.id);
        if (!found) break;
        const data = found.item.data;
        found.item.data = {
          ...data,
          _count: { ...data._count, likedBy: event.likedBy, dislikedBy: event.dislikedBy },
        } as Entry;
        fill(found.item, found.list.kind);
        break;
      }
      case 'typing':
        noteTyping(event.member);
        renderTyping();
        break;
      case 'resync':
        void reload().catch(() => undefined);
        break;
    }
  }

  function noteTyping(member: CommentMember): void {
    if (!member.id || member.id === me()) return;
    typing.set(member.id, { member, until: Date.now() + TYPING_SHOWN_MS });
  }

  /** A comment deleted or hidden: gone, or left as the removed placeholder. */
  function removed(id: string, postId: string | null, placeholder: boolean): void {
    const key = `${id}:${placeholder}`;
    if (gone.has(key)) return;
    gone.add(key);
    const found = findComment(id);
    if (found?.list.kind === 'thread' || (!found && postId && postId !== id)) {
      const post = postItem(found?.list.postId ?? postId);
      if (found) remove(found.list, id);
      if (post) setReplies(post, -1);
      return;
    }
    if (!found) {
      posts.total = Math.max(0, posts.total - 1);
      renderListControls(posts);
      return;
    }
    if (placeholder) {
      found.item.data = {
        ...found.item.data,
        status: 'deleted',
        content: REMOVED[words === commentWords('es') ? 'es' : 'en'],
        member: { id: null, customFields: {}, profileImage: null },
        myVote: 'NONE',
        _count: { ...found.item.data._count, likedBy: 0, dislikedBy: 0 },
      } as Entry;
      fill(found.item, 'post');
    } else {
      remove(posts, id);
      posts.total = Math.max(0, posts.total - 1);
    }
    renderListControls(posts);
  }

  // ---- What the member does -----------------------------------------------------------------

  function itemOf(element: Element): { kind: Kind; list: List; item: Item } | null {
    const threadEl = element.closest('[data-ms-thread-id]');
    const postEl = element.closest('[data-ms-post-id]');
    if (threadEl && (!postEl || postEl.contains(threadEl))) {
      const found = findComment(threadEl.getAttribute('data-ms-thread-id') ?? '');
      return found ? { kind: 'thread', ...found } : null;
    }
    const post = postEl && postItem(postEl.getAttribute('data-ms-post-id'));
    return post ? { kind: 'post', list: posts, item: post } : null;
  }

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      options.say('error', errorText(error, words.failed));
      return undefined;
    }
  }

  function needsMember(): boolean {
    if (me() !== null) return true;
    options.say('error', words.signedOut);
    return false;
  }

  async function vote(target: { kind: Kind; list: List; item: Item }, wanted: 'UP' | 'DOWN'): Promise<void> {
    if (!needsMember()) return;
    const { item, kind, list } = target;
    const next = item.data.myVote === wanted ? 'NONE' : wanted;
    const answer = await run(() =>
      kind === 'post'
        ? sdk.postVote({ postId: item.data.id, vote: next })
        : sdk.threadVote({ threadId: item.data.id, vote: next }),
    );
    if (answer) place(list, answer.data);
  }

  function openEdit(kind: Kind, item: Item, open: boolean): void {
    for (const section of marked(item.el, `data-ms-${kind}-edit`, 'section')) show(section, open);
    for (const content of marked(item.el, `data-ms-${kind}`, 'content')) show(content, !open);
    if (open) {
      const field = marked(item.el, `data-ms-${kind}-edit`, 'content')[0] as HTMLTextAreaElement | undefined;
      if (field && 'value' in field) {
        field.value = item.data.content;
        field.focus();
      }
    } else marked(item.el, `data-ms-${kind}`, 'edit')[0]?.focus();
  }

  async function destroy(target: { kind: Kind; list: List; item: Item }): Promise<void> {
    const { kind, item } = target;
    const answer = await run(() =>
      kind === 'post'
        ? sdk.deletePost({ postId: item.data.id })
        : sdk.deleteThread({ threadId: item.data.id }),
    );
    if (!answer) return;
    removed(
      item.data.id,
      kind === 'thread' ? ((item.data as Thread).postId ?? null) : null,
      answer.data.placeholder,
    );
    if (answer.message) options.say('success', answer.message);
  }

  function toggleThreads(item: Item, toggle: HTMLElement): void {
    const section = item.threads?.host;
    if (!section || !item.threads) return;
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    for (const other of marked(item.el, 'data-ms-post', 'showThreads'))
      other.setAttribute('aria-expanded', String(open));
    show(section, open);
    if (open && !item.threads.loaded) void page(item.threads, 'start');
  }

  root.addEventListener(
    'click',
    (event) => {
      const start = event.target instanceof Element ? event.target : null;
      const control = start?.closest<HTMLElement>(
        '[data-ms-post], [data-ms-thread], [data-ms-post-edit="cancel"], [data-ms-thread-edit="cancel"], [data-ms-post-delete="show"], [data-ms-thread-delete="show"]',
      );
      if (!control || !root.contains(control)) return;
      const kind: Kind =
        control.hasAttribute('data-ms-thread') ||
        control.hasAttribute('data-ms-thread-edit') ||
        control.hasAttribute('data-ms-thread-delete')
          ? 'thread'
          : 'post';
      const value =
        control.getAttribute(`data-ms-${kind}`) ??
        (control.hasAttribute(`data-ms-${kind}-edit`) ? 'cancel' : 'delete-show');
      if (value === 'loadMore' || value === 'loadMoreAbove') {
        event.preventDefault();
        const list = kind === 'post' ? posts : itemOf(control)?.item.threads;
        if (kind === 'thread') {
          const post = postItem(
            control.closest('[data-ms-post-id]')?.getAttribute('data-ms-post-id') ?? null,
          );
          if (post?.threads) void page(post.threads, value === 'loadMore' ? 'below' : 'above');
        } else if (list) void page(list, value === 'loadMore' ? 'below' : 'above');
        return;
      }
      const target = itemOf(control);
      if (!target) return;
      switch (value) {
        case 'like':
        case 'dislike':
          event.preventDefault();
          void vote(target, value === 'like' ? 'UP' : 'DOWN');
          break;
        case 'edit':
          event.preventDefault();
          openEdit(target.kind, target.item, true);
          break;
        case 'cancel':
          event.preventDefault();
          openEdit(target.kind, target.item, false);
          break;
        case 'delete-show': {
          event.preventDefault();
          for (const section of marked(target.item.el, `data-ms-${target.kind}-delete`, 'section'))
            show(section, (section as HTMLElement).style.display === 'none');
          break;
        }
        case 'delete':
          event.preventDefault();
          void destroy(target);
          break;
        case 'showThreads':
          event.preventDefault();
          if (target.kind === 'post') toggleThreads(target.item, control);
          else {
            const post = postItem(
              control.closest('[data-ms-post-id]')?.getAttribute('data-ms-post-id') ?? null,
            );
            if (post) toggleThreads(post, control);
          }
          break;
      }
    },
    listening,
  );

  root.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const kind = form.getAttribute('data-ms-form');
      const editOf = form.getAttribute('data-ms-post-edit') === 'form' ? 'post' : null;
      const threadEdit = form.getAttribute('data-ms-thread-edit') === 'form' ? 'thread' : null;
      if (kind !== 'post' && kind !== 'thread' && !editOf && !threadEdit) return;
      event.preventDefault();
      void submit(form, kind === 'post' || kind === 'thread' ? kind : null, editOf ?? threadEdit);
    },
    listening,
  );

  let sending = false;
  async function submit(form: HTMLFormElement, create: Kind | null, edit: Kind | null): Promise<void> {
    if (sending || !needsMember()) return;
    const field = edit
      ? (marked(form, `data-ms-${edit}-edit`, 'content')[0] as HTMLTextAreaElement | undefined)
      : contentField(form);
    const content = field?.value ?? '';
    if (!content.trim()) {
      field?.focus();
      return;
    }
    sending = true;
    form.setAttribute('aria-busy', 'true');
    try {
      if (create === 'post') {
        const answer = await run(() => sdk.createPost({ channelKey, content }));
        if (!answer) return;
        // The stream may have brought it first: counted once.
        if (!counted.has(answer.data.id)) posts.total += 1;
        counted.add(answer.data.id);
        place(posts, answer.data);
        renderListControls(posts);
      } else if (create === 'thread') {
        const post = postItem(form.closest('[data-ms-post-id]')?.getAttribute('data-ms-post-id') ?? null);
        if (!post) return;
        const answer = await run(() => sdk.createThread({ postId: post.data.id, content }));
        if (!answer) return;
        if (!counted.has(answer.data.id)) setReplies(post, 1);
        counted.add(answer.data.id);
        if (post.threads) {
          if (!post.threads.loaded) await page(post.threads, 'start');
          place(post.threads, answer.data);
          renderListControls(post.threads);
          show(post.threads.host, true);
          for (const toggle of marked(post.el, 'data-ms-post', 'showThreads'))
            toggle.setAttribute('aria-expanded', 'true');
        }
      } else if (edit) {
        const target = itemOf(form);
        if (!target) return;
        const answer = await run(() =>
          edit === 'post'
            ? sdk.updatePost({ postId: target.item.data.id, content })
            : sdk.updateThread({ threadId: target.item.data.id, content }),
        );
        if (!answer) return;
        place(target.list, answer.data);
        openEdit(edit, target.item, false);
        return;
      }
      if (field) field.value = '';
    } finally {
      sending = false;
      form.removeAttribute('aria-busy');
    }
  }

  // Enter sends, Shift+Enter is a new line; typing is told to the channel, once per 3 s.
  root.addEventListener(
    'keydown',
    (event) => {
      const field = event.target;
      if (
        !(field instanceof HTMLTextAreaElement) ||
        event.key !== 'Enter' ||
        event.shiftKey ||
        event.isComposing
      )
        return;
      const form = field.form;
      if (!form || !root.contains(form)) return;
      const commenting =
        /^(post|thread)$/.test(form.getAttribute('data-ms-form') ?? '') ||
        form.hasAttribute('data-ms-post-edit') ||
        form.hasAttribute('data-ms-thread-edit');
      if (!commenting) return;
      event.preventDefault();
      form.requestSubmit();
    },
    listening,
  );
  root.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (
        !(field instanceof Element) ||
        !field.closest('form[data-ms-form="post"], form[data-ms-form="thread"]')
      )
        return;
      if (me() === null || !info?.canPost || Date.now() - lastTypingSent < TYPING_SEND_MS) return;
      lastTypingSent = Date.now();
      void sdk.postIsTyping({ channelKey }).catch(() => undefined);
    },
    listening,
  );
  root.addEventListener(
    'change',
    (event) => {
      const control = event.target;
      let action: 'NONE' | 'THREADS_ONLY' | null = null;
      if (control instanceof HTMLSelectElement && control.hasAttribute('data-ms-channel-notifications'))
        action = control.value === 'THREADS_ONLY' ? 'THREADS_ONLY' : 'NONE';
      if (control instanceof HTMLInputElement && control.hasAttribute('data-ms-channel-notify'))
        action = control.checked ? 'THREADS_ONLY' : 'NONE';
      if (!action || !needsMember()) return;
      const chosen = action;
      void run(() => sdk.subscribeToChannel({ channelKey, action: chosen })).then((answer) => {
        if (info) info = { ...info, subscription: answer?.data.subscription ?? info.subscription };
        renderChannel();
        if (answer) options.say('success', chosen === 'THREADS_ONLY' ? words.subscribed : words.unsubscribed);
      });
    },
    listening,
  );

  void reload().catch(() => undefined);

  let paused = false;
  return {
    reload() {
      paused = false;
      return reload();
    },
    pause() {
      paused = true;
      generation += 1;
      stopStream?.();
      stopStream = null;
      stopPolling();
    },
    get paused() {
      return paused;
    },
    stop() {
      generation += 1;
      abort.abort();
      stopStream?.();
      stopPolling();
      if (typingTimer) clearTimeout(typingTimer);
    },
  };
}

/** The placeholder's words (the service's COMMENT_REMOVED_TEXT in English). */
const REMOVED = { en: 'This comment was removed', es: 'Este comentario fue eliminado' } as const;
