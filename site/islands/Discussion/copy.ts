/**
 * The Discussion's words (content/site/pages/video.yaml, labels `discussion...`). Texts with
 * '{time}', '{count}', '{name}' or '{until}' are filled in by the island.
 */

export const DISCUSSION_COPY_KEYS = [
  'heading',
  'loading',
  'visitorText',
  'visitorJoin',
  'visitorLogin',
  'noAccessText',
  'noAccessAction',
  'emptyTitle',
  'emptyText',
  'failedText',
  'retry',
  'composerLabel',
  'composerPlaceholder',
  'post',
  'commentAt',
  'atMoment',
  'removeMoment',
  'playFrom',
  'order',
  'newest',
  'oldest',
  'countOne',
  'countMany',
  'loadMore',
  'heart',
  'reply',
  'replyLabel',
  'sendReply',
  'showReplies',
  'showReply',
  'hideReplies',
  'edit',
  'editLabel',
  'save',
  'cancel',
  'edited',
  'delete',
  'confirmDelete',
  'report',
  'reportTitle',
  'reportReason',
  'reportSend',
  'reportSent',
  'hide',
  'restore',
  'pin',
  'unpin',
  'pinned',
  'hidden',
  'block',
  'blocked',
  'you',
  'member',
  'actionsFor',
  'failed',
  'notify',
] as const;

export type DiscussionCopyKey = (typeof DISCUSSION_COPY_KEYS)[number];

/** Every text of the Discussion by its key. */
export type DiscussionCopy = Record<DiscussionCopyKey, string> & {
  /** Where a visitor joins and logs in. */
  joinHref: string;
  loginHref: string;
};

/** The copy from the page's labels: `label('discussionHeading')` and so on. */
export function discussionCopy(
  label: (key: string) => string,
  links: { joinHref: string; loginHref: string },
): DiscussionCopy {
  const texts = Object.fromEntries(
    DISCUSSION_COPY_KEYS.map((key) => [key, label(`discussion${key[0]?.toUpperCase()}${key.slice(1)}`)]),
  ) as Record<DiscussionCopyKey, string>;
  return { ...texts, ...links };
}

/** `text` with its `{name}` placeholders filled. */
export function fillText(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}
