/** What the Discussion shows and what a member can do in it (docs/comments.md "The site's Discussion"). */
import type { CommentOrder, Post, Thread } from '@wf/sdk/contract';

export type DiscussionState =
  /** The member state or the channel is loading. */
  | 'loading'
  /** Nobody is signed in: the invitation to join or log in. */
  | 'visitor'
  /** A member without an active Membership: the service's sentence and the Membership's link. */
  | 'no-access'
  /** The discussion could not be read: the sentence and a retry. */
  | 'failed'
  /** The list (empty or not) and the composer. */
  | 'ready';

/** A post or a reply. */
export type DiscussionComment = Post | Thread;

/** Who reads: their id, whether they moderate, and how long they may edit their comments. */
export interface DiscussionViewer {
  id: string;
  isModerator: boolean;
  /** Minutes after posting an author may edit; null: always. */
  editMinutes: number | null;
  /**
   * Why they may read but not write (a block from commenting): the service's sentence, shown in
   * place of the comment box; null when they may write.
   */
  refusal: string | null;
}

export type ModerationAction = 'hide' | 'restore' | 'pin' | 'unpin' | 'block';

/** What the member can do; the promises answer whether the change was made. */
export interface DiscussionActions {
  retry(): void;
  post(content: string, t: number | null): Promise<boolean>;
  reply(postId: string, content: string): Promise<boolean>;
  setOrder(order: CommentOrder): void;
  loadMore(): void;
  toggleReplies(postId: string): void;
  startReply(postId: string | null): void;
  heart(comment: DiscussionComment): void;
  startEdit(commentId: string | null): void;
  save(comment: DiscussionComment, content: string): Promise<boolean>;
  remove(comment: DiscussionComment): void;
  openReport(commentId: string | null): void;
  report(reason: string): Promise<boolean>;
  moderate(comment: DiscussionComment, action: ModerationAction): void;
  seek(seconds: number): void;
  setSubscribed(on: boolean): void;
}

/** True when `comment` is a reply. */
export function isReply(comment: DiscussionComment): comment is Thread {
  return 'postId' in comment;
}
