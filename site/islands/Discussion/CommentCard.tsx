import { Badge, Button } from '@wf/ui';
import { type ReactNode, useState } from 'react';
import { formatMoment } from '../../lib/video-moment/store.ts';
import { Composer } from './Composer.tsx';
import { type DiscussionCopy, fillText } from './copy.ts';
import { authorName, canStillEdit, shortDate } from './names.ts';
import type { DiscussionActions, DiscussionComment, DiscussionViewer } from './types.ts';

export interface CommentCardProps {
  comment: DiscussionComment;
  copy: DiscussionCopy;
  viewer: DiscussionViewer | null;
  /** Epoch milliseconds: whether the edit window is still open. */
  now: number;
  editing: boolean;
  /** A call about this comment is under way. */
  busy: boolean;
  error?: string | null;
  actions: DiscussionActions;
  /** The post's reply controls and replies (posts only). */
  children?: ReactNode;
  /** 'Reply' under a post. */
  onReply?: () => void;
}

function HeartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="wf-discussion__heart-icon">
      <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 4.2 2.4h2c.6-1.2 2.1-2.4 4.2-2.4 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/** One post or reply: its author, moment, text, heart, and what the viewer may do with it. */
export function CommentCard({
  comment,
  copy,
  viewer,
  now,
  editing,
  busy,
  error,
  actions,
  children,
  onReply,
}: CommentCardProps) {
  const [confirming, setConfirming] = useState(false);
  const removed = comment.status === 'deleted';
  const own = viewer !== null && comment.member.id === viewer.id;
  const moderator = viewer?.isModerator ?? false;
  const name = own ? copy.you : authorName(comment.member, copy.member);
  // A member blocked from commenting may neither heart nor edit (the service refuses both).
  const refused = Boolean(viewer?.refusal);
  const mayEdit =
    !removed &&
    !refused &&
    ((own && canStillEdit(comment.createdAt, viewer?.editMinutes ?? null, now)) || moderator);
  const hearted = comment.myVote === 'UP';
  const isPost = !('postId' in comment);
  return (
    <article
      className="wf-discussion__comment"
      id={`comment-${comment.id}`}
      data-status={comment.status}
      aria-label={fillText(copy.actionsFor, { name })}
    >
      <header className="wf-discussion__meta">
        <span className="wf-discussion__author">{name}</span>
        <time dateTime={comment.createdAt} className="wf-discussion__date">
          {shortDate(comment.createdAt)}
        </time>
        {comment.editedAt && !removed ? <span className="wf-discussion__edited">({copy.edited})</span> : null}
        {comment.pinned ? <Badge tone="primary">{copy.pinned}</Badge> : null}
        {comment.status === 'hidden' ? <Badge tone="warning">{copy.hidden}</Badge> : null}
      </header>
      {editing ? (
        <Composer
          copy={copy}
          label={copy.editLabel}
          submitLabel={copy.save}
          initialText={comment.content}
          busy={busy}
          error={error}
          autoFocus
          onSubmit={(content) => actions.save(comment, content)}
          onCancel={() => actions.startEdit(null)}
        />
      ) : (
        <div className="wf-discussion__body">
          {comment.t !== null && !removed ? (
            <button
              type="button"
              className="wf-discussion__moment"
              aria-label={fillText(copy.playFrom, { time: formatMoment(comment.t) })}
              onClick={() => actions.seek(comment.t as number)}
            >
              <span aria-hidden="true">▶ </span>
              {formatMoment(comment.t)}
            </button>
          ) : null}
          <p className={removed ? 'wf-discussion__text wf-discussion__text--removed' : 'wf-discussion__text'}>
            {comment.content}
          </p>
        </div>
      )}
      {!removed && !editing && viewer ? (
        <div className="wf-discussion__actions">
          <button
            type="button"
            className="wf-discussion__heart"
            aria-pressed={hearted}
            disabled={busy || refused}
            onClick={() => actions.heart(comment)}
          >
            <HeartIcon />
            <span>{copy.heart}</span>
            <span className="wf-discussion__heart-count">{comment._count.likedBy}</span>
          </button>
          {onReply ? (
            <Button variant="ghost" size="sm" onClick={onReply}>
              {copy.reply}
            </Button>
          ) : null}
          {mayEdit ? (
            <Button variant="ghost" size="sm" onClick={() => actions.startEdit(comment.id)}>
              {copy.edit}
            </Button>
          ) : null}
          {own || moderator ? (
            confirming ? (
              <span className="wf-discussion__confirm">
                <span>{copy.confirmDelete}</span>
                <Button
                  variant="destructive"
                  size="sm"
                  loading={busy}
                  onClick={() => actions.remove(comment)}
                >
                  {copy.delete}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                  {copy.cancel}
                </Button>
              </span>
            ) : (
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                {copy.delete}
              </Button>
            )
          ) : null}
          {!own ? (
            <Button variant="ghost" size="sm" onClick={() => actions.openReport(comment.id)}>
              {copy.report}
            </Button>
          ) : null}
          {moderator ? (
            <span className="wf-discussion__moderation">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => actions.moderate(comment, comment.status === 'hidden' ? 'restore' : 'hide')}
              >
                {comment.status === 'hidden' ? copy.restore : copy.hide}
              </Button>
              {isPost ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => actions.moderate(comment, comment.pinned ? 'unpin' : 'pin')}
                >
                  {comment.pinned ? copy.unpin : copy.pin}
                </Button>
              ) : null}
              {!own && comment.member.id ? (
                <Button variant="secondary" size="sm" onClick={() => actions.moderate(comment, 'block')}>
                  {copy.block}
                </Button>
              ) : null}
            </span>
          ) : null}
        </div>
      ) : null}
      {error && !editing ? (
        <p className="wf-discussion__error" role="alert">
          {error}
        </p>
      ) : null}
      {children}
    </article>
  );
}
