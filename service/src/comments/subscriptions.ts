/**
 * Subscriptions and reply notifications (docs/comments.md "Reply notifications"): a member
 * subscribed to a channel with THREADS_ONLY is mailed when someone else replies to one of their
 * posts there; every mail carries the subscription's one-click unsubscribe link.
 */
import { API_ROUTES, type SubscriptionMode } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client.ts';
import { apps, commentSubscriptions, members } from '../db/schema.ts';
import type { Deps } from '../http/context.ts';
import { serviceUrl } from '../http/service-url.ts';
import { newToken } from '../ids.ts';
import { commentReplyEmail } from '../mail/templates/comment-reply.ts';

/** The member's subscription to the channel. */
export async function subscriptionOf(
  q: Queryable,
  channelId: string,
  memberId: string,
): Promise<SubscriptionMode> {
  const [row] = await q
    .select({ mode: commentSubscriptions.mode })
    .from(commentSubscriptions)
    .where(and(eq(commentSubscriptions.channelId, channelId), eq(commentSubscriptions.memberId, memberId)));
  return row?.mode ?? 'NONE';
}

/** Sets the member's subscription: NONE removes it; THREADS_ONLY keeps an existing row (and its link). */
export async function setSubscription(
  tx: Tx,
  input: { appId: string; channelId: string; memberId: string; mode: SubscriptionMode; now: Date },
): Promise<void> {
  const where = and(
    eq(commentSubscriptions.channelId, input.channelId),
    eq(commentSubscriptions.memberId, input.memberId),
  );
  if (input.mode === 'NONE') {
    await tx.delete(commentSubscriptions).where(where);
    return;
  }
  await tx
    .insert(commentSubscriptions)
    .values({
      appId: input.appId,
      channelId: input.channelId,
      memberId: input.memberId,
      mode: input.mode,
      unsubscribeToken: newToken(),
      createdAt: input.now,
    })
    .onConflictDoNothing();
}

/** Ends the subscription a link's token names; answers whether one was ended. */
export async function unsubscribeByToken(tx: Tx, token: string): Promise<boolean> {
  if (!token) return false;
  const removed = await tx
    .delete(commentSubscriptions)
    .where(eq(commentSubscriptions.unsubscribeToken, token))
    .returning({ memberId: commentSubscriptions.memberId });
  return removed.length > 0;
}

/** The app of the subscription a link's token names, when it is still live. */
export async function appOfToken(q: Queryable, token: string): Promise<typeof apps.$inferSelect | undefined> {
  if (!token) return undefined;
  const [row] = await q
    .select({ app: apps })
    .from(commentSubscriptions)
    .innerJoin(apps, eq(apps.id, commentSubscriptions.appId))
    .where(eq(commentSubscriptions.unsubscribeToken, token));
  return row?.app;
}

/**
 * Mails the post's author about a reply, when they are subscribed and did not write it. Call it
 * after the reply's transaction committed.
 */
export async function notifyReply(
  deps: Pick<Deps, 'database' | 'mailer' | 'env'>,
  input: {
    app: { id: string; name: string };
    channelId: string;
    postAuthorId: string | null;
    replierId: string;
    reply: string;
    /** The discussion's page, already checked to be the app's (page-url.ts), or null. */
    pageUrl?: string | null;
  },
): Promise<void> {
  if (!input.postAuthorId || input.postAuthorId === input.replierId) return;
  const [row] = await deps.database.db
    .select({ token: commentSubscriptions.unsubscribeToken, email: members.email })
    .from(commentSubscriptions)
    .innerJoin(members, eq(members.id, commentSubscriptions.memberId))
    .where(
      and(
        eq(commentSubscriptions.channelId, input.channelId),
        eq(commentSubscriptions.memberId, input.postAuthorId),
        eq(commentSubscriptions.mode, 'THREADS_ONLY'),
      ),
    );
  if (!row) return;
  const unsubscribeUrl = serviceUrl(deps.env, API_ROUTES.commentUnsubscribePage, {
    query: { token: row.token },
  });
  const mail = commentReplyEmail({
    appName: input.app.name,
    reply: input.reply,
    pageUrl: input.pageUrl ?? null,
    unsubscribeUrl,
  });
  await deps.mailer.send({ appId: input.app.id, to: row.email, ...mail });
}
