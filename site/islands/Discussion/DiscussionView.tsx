import type { CommentOrder } from '@wf/sdk/contract';
import { Button, EmptyState, Select, Spinner, Switch } from '@wf/ui';
import { CommentCard } from './CommentCard.tsx';
import { Composer } from './Composer.tsx';
import { type DiscussionCopy, fillText } from './copy.ts';
import type { DiscussionList } from './model.ts';
import { ReportDialog } from './ReportDialog.tsx';
import type { DiscussionActions, DiscussionState, DiscussionViewer } from './types.ts';
import './Discussion.css';

export interface DiscussionViewProps {
  state: DiscussionState;
  copy: DiscussionCopy;
  /** 'no-access': the service's sentence; 'failed': what went wrong. */
  message?: string | null;
  list: DiscussionList;
  viewer: DiscussionViewer | null;
  /** Epoch milliseconds, for the edit window. */
  now: number;
  /** The player's current time (null until it says). */
  currentTime: number | null;
  /** Loading the next page or another order. */
  listBusy?: boolean;
  editingId?: string | null;
  replyingTo?: string | null;
  reportTarget?: string | null;
  reportSent?: boolean;
  /** Comments (by id) with a call under way; 'composer', 'report' and 'reply:{postId}' too. */
  pending?: ReadonlySet<string>;
  /** Failures by the same keys. */
  errors?: Readonly<Record<string, string>>;
  /** A sentence for everyone (a block made, say). */
  notice?: string | null;
  /** The member is mailed when someone replies to their posts. */
  subscribed?: boolean;
  actions: DiscussionActions;
}

/**
 * The 'Discussion' section under a video (docs/comments.md "The site's Discussion"): the
 * invitation for visitors and members without the Membership, or the composer and the posts with
 * their replies, hearts, moments, edits, reports and, for moderators, hide, pin and block.
 */
export function DiscussionView({
  state,
  copy,
  message,
  list,
  viewer,
  now,
  currentTime,
  listBusy = false,
  editingId = null,
  replyingTo = null,
  reportTarget = null,
  reportSent = false,
  pending = new Set(),
  errors = {},
  notice = null,
  subscribed = false,
  actions,
}: DiscussionViewProps) {
  const count = list.totalCount === 1 ? copy.countOne : fillText(copy.countMany, { count: list.totalCount });
  return (
    <section className="wf-discussion" aria-labelledby="discussion-heading" data-state={state}>
      <div className="wf-discussion__head">
        <h2 id="discussion-heading">{copy.heading}</h2>
        {state === 'ready' && list.totalCount > 0 ? (
          <span className="wf-discussion__count">{count}</span>
        ) : null}
      </div>

      {state === 'loading' ? (
        <div className="wf-discussion__panel" role="status">
          <Spinner />
          <p>{copy.loading}</p>
        </div>
      ) : state === 'visitor' ? (
        <div className="wf-discussion__panel wf-discussion__invite">
          <p>{copy.visitorText}</p>
          <div className="wf-discussion__invite-actions">
            <Button href={copy.joinHref}>{copy.visitorJoin}</Button>
            <Button href={copy.loginHref} variant="secondary">
              {copy.visitorLogin}
            </Button>
          </div>
        </div>
      ) : state === 'no-access' ? (
        <div className="wf-discussion__panel wf-discussion__invite">
          <p>{message ?? copy.noAccessText}</p>
          <div className="wf-discussion__invite-actions">
            <Button href={copy.joinHref}>{copy.noAccessAction}</Button>
          </div>
        </div>
      ) : state === 'failed' ? (
        <div className="wf-discussion__panel" role="alert">
          <p>{message ?? copy.failedText}</p>
          <Button variant="secondary" onClick={actions.retry}>
            {copy.retry}
          </Button>
        </div>
      ) : (
        <>
          {viewer?.refusal ? (
            <p className="wf-discussion__panel wf-discussion__refusal">{viewer.refusal}</p>
          ) : (
            <Composer
              copy={copy}
              label={copy.composerLabel}
              placeholder={copy.composerPlaceholder}
              submitLabel={copy.post}
              withMoment
              currentTime={currentTime}
              busy={pending.has('composer')}
              error={errors.composer}
              onSubmit={actions.post}
            />
          )}
          <div className="wf-discussion__toolbar">
            <Switch
              label={copy.notify}
              checked={subscribed}
              disabled={pending.has('subscription')}
              onCheckedChange={actions.setSubscribed}
            />
            {list.posts.length > 0 ? (
              <Select
                label={copy.order}
                value={list.order}
                disabled={listBusy}
                className="wf-discussion__order"
                options={[
                  { value: 'newest', label: copy.newest },
                  { value: 'oldest', label: copy.oldest },
                ]}
                onChange={(event) => actions.setOrder(event.target.value as CommentOrder)}
              />
            ) : null}
          </div>
          {notice ? (
            <p className="wf-discussion__notice" role="status">
              {notice}
            </p>
          ) : null}
          {list.posts.length === 0 ? (
            <EmptyState title={copy.emptyTitle} description={copy.emptyText} headingLevel={3} />
          ) : (
            <>
              <ol className="wf-discussion__list" aria-busy={listBusy}>
                {list.posts.map((post) => {
                  const replies = list.replies[post.id];
                  const threads = post._count.Threads;
                  return (
                    <li key={post.id}>
                      <CommentCard
                        comment={post}
                        copy={copy}
                        viewer={viewer}
                        now={now}
                        editing={editingId === post.id}
                        busy={pending.has(post.id)}
                        error={errors[post.id]}
                        actions={actions}
                        onReply={
                          post.status === 'deleted' || viewer?.refusal
                            ? undefined
                            : () => actions.startReply(post.id)
                        }
                      >
                        {threads > 0 || replies?.open ? (
                          <Button
                            variant="link"
                            size="sm"
                            className="wf-discussion__toggle"
                            aria-expanded={replies?.open ?? false}
                            onClick={() => actions.toggleReplies(post.id)}
                          >
                            {replies?.open
                              ? copy.hideReplies
                              : threads === 1
                                ? copy.showReply
                                : fillText(copy.showReplies, { count: threads })}
                          </Button>
                        ) : null}
                        {replies?.open ? (
                          <div className="wf-discussion__replies">
                            {replies.status === 'loading' ? <Spinner size="sm" /> : null}
                            {replies.status === 'failed' ? (
                              <p className="wf-discussion__error" role="alert">
                                {copy.failed}
                              </p>
                            ) : null}
                            <ol className="wf-discussion__list">
                              {replies.items.map((reply) => (
                                <li key={reply.id}>
                                  <CommentCard
                                    comment={reply}
                                    copy={copy}
                                    viewer={viewer}
                                    now={now}
                                    editing={editingId === reply.id}
                                    busy={pending.has(reply.id)}
                                    error={errors[reply.id]}
                                    actions={actions}
                                  />
                                </li>
                              ))}
                            </ol>
                          </div>
                        ) : null}
                        {replyingTo === post.id ? (
                          <div className="wf-discussion__replies">
                            <Composer
                              copy={copy}
                              label={copy.replyLabel}
                              submitLabel={copy.sendReply}
                              busy={pending.has(`reply:${post.id}`)}
                              error={errors[`reply:${post.id}`]}
                              autoFocus
                              onSubmit={(content) => actions.reply(post.id, content)}
                              onCancel={() => actions.startReply(null)}
                            />
                          </div>
                        ) : null}
                      </CommentCard>
                    </li>
                  );
                })}
              </ol>
              {list.hasMore ? (
                <Button variant="secondary" loading={listBusy} onClick={actions.loadMore}>
                  {copy.loadMore}
                </Button>
              ) : null}
            </>
          )}
        </>
      )}
      <ReportDialog
        copy={copy}
        open={reportTarget !== null}
        busy={pending.has('report')}
        error={errors.report}
        sent={reportSent}
        onClose={() => actions.openReport(null)}
        onSend={actions.report}
      />
    </section>
  );
}
