/**
 * What an administrator does to a member from the console (docs/console.md "Actions"): give or
 * take a free plan, sign them out everywhere, mark their address verified, mail a new
 * verification link, block them from commenting or lift the block, delete them. Each change writes its own audit event, in the transaction of
 * the change, naming the administrator and what the member was before and after (the mounting
 * also records each call with its status).
 */
import {
  CODE_SEND_PER_EMAIL,
  COMMENT_BLOCK_PERMANENT_UNTIL,
  CONSOLE_COMMENT_BLOCK_MINUTES,
  type ConsoleCommentBlockDuration,
  canonicalEmail,
  isAdminPlan,
} from '@wf/sdk/contract';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { revokeAllSessions } from '../auth/session.ts';
import { mailVerificationLink } from '../auth/verification-mail.ts';
import { type CommentBlock, currentCommentBlock, setCommentBlock } from '../comments/moderation.ts';
import type { Queryable, Tx } from '../db/client.ts';
import { members, planConnections, sessions } from '../db/schema.ts';
import type { AppRecord, Deps } from '../http/context.ts';
import { ApiError, invalidRequest } from '../http/errors.ts';
import { recordAuditEvent } from '../security/audit.ts';
import { hitRateLimits } from '../security/rate-limit.ts';
import { findConsoleMember, noSuchConsoleMember } from './console-detail.ts';
import { eraseMember } from './erase.ts';
import { grantPlan, revokePlan } from './plans.ts';
import type { MemberRecord } from './present.ts';
import { emitMemberEvent } from './webhooks/emit.ts';

/** Who acts, on which member of which app, when. */
export interface ConsoleAction {
  appId: string;
  memberId: string;
  /** The signed-in administrator. */
  actorId: string;
  now: Date;
}

/** Shown when an administrator would take away their own admin plan (the app could be left without one). */
export const OWN_ADMIN_PLAN_MESSAGE = 'You cannot remove your own admin plan: another administrator can.';

/** Shown when the address typed to confirm a deletion is not the member's. */
export const CONFIRM_EMAIL_MISMATCH_MESSAGE =
  "The address typed does not match this member's: nothing was deleted.";

/** The member's row, locked for the change; 404 when the app has no such member. */
async function lockConsoleMember(tx: Tx, appId: string, memberId: string): Promise<MemberRecord> {
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.appId, appId), eq(members.id, memberId)))
    .for('update');
  if (!row) throw noSuchConsoleMember(memberId);
  return row;
}

/** The member's plans as an audit event records them. */
async function plansSnapshot(q: Queryable, memberId: string) {
  return q
    .select({ planId: planConnections.planId, type: planConnections.type, status: planConnections.status })
    .from(planConnections)
    .where(eq(planConnections.memberId, memberId))
    .orderBy(asc(planConnections.createdAt), asc(planConnections.id));
}

/** Records one change made from the console. */
function recordChange(
  tx: Tx,
  action: ConsoleAction,
  name: string,
  detail: { before: unknown; after: unknown } & Record<string, unknown>,
): Promise<void> {
  return recordAuditEvent(tx, {
    appId: action.appId,
    actorKind: 'member',
    actorId: action.actorId,
    action: name,
    targetId: action.memberId,
    detail,
    now: action.now,
  });
}

/** Gives the member a free plan (restricted ones too, never a paid or archived one). */
export function addPlanFromConsole(
  database: Deps['database'],
  action: ConsoleAction & { planId: string },
): Promise<void> {
  return database.transaction(async (tx) => {
    await lockConsoleMember(tx, action.appId, action.memberId);
    const before = await plansSnapshot(tx, action.memberId);
    await grantPlan(tx, action);
    const after = await plansSnapshot(tx, action.memberId);
    await recordChange(tx, action, 'member.plan-added', {
      planId: action.planId,
      before: { plans: before },
      after: { plans: after },
    });
  });
}

/** Takes a free plan away from the member; never the acting administrator's own admin plan. */
export function removePlanFromConsole(
  database: Deps['database'],
  action: ConsoleAction & { planId: string },
): Promise<void> {
  return database.transaction(async (tx) => {
    await lockConsoleMember(tx, action.appId, action.memberId);
    if (action.memberId === action.actorId && isAdminPlan(action.planId)) {
      throw new ApiError(409, 'console/own-admin-plan', OWN_ADMIN_PLAN_MESSAGE);
    }
    const before = await plansSnapshot(tx, action.memberId);
    await revokePlan(tx, action);
    const after = await plansSnapshot(tx, action.memberId);
    await recordChange(tx, action, 'member.plan-removed', {
      planId: action.planId,
      before: { plans: before },
      after: { plans: after },
    });
  });
}

/** Ends every session of the member; answers how many were still open. */
export function signOutFromConsole(database: Deps['database'], action: ConsoleAction): Promise<number> {
  return database.transaction(async (tx) => {
    await lockConsoleMember(tx, action.appId, action.memberId);
    const open = and(eq(sessions.memberId, action.memberId), isNull(sessions.revokedAt));
    const [row] = await tx.select({ value: count() }).from(sessions).where(open);
    const openBefore = row?.value ?? 0;
    await revokeAllSessions(tx, { memberId: action.memberId, now: action.now });
    await recordChange(tx, action, 'member.signed-out', {
      before: { openSessions: openBefore },
      after: { openSessions: 0 },
    });
    return openBefore;
  });
}

/**
 * Marks the member's address verified, on the administrator's word (as the admin API's
 * `verified: true`): nothing set up before is removed, unlike the member's own first proof.
 */
export function verifyFromConsole(database: Deps['database'], action: ConsoleAction): Promise<void> {
  return database.transaction(async (tx) => {
    const member = await lockConsoleMember(tx, action.appId, action.memberId);
    if (member.verified) return;
    await tx.update(members).set({ verified: true }).where(eq(members.id, member.id));
    await emitMemberEvent(tx, {
      appId: action.appId,
      memberId: member.id,
      event: 'member.updated',
      now: action.now,
    });
    await recordChange(tx, action, 'member.verified', {
      before: { verified: false },
      after: { verified: true },
    });
  });
}

/** A block from commenting as the audit log records it. */
function blockSnapshot(block: CommentBlock | null) {
  return { commentBlockedUntil: block?.until.toISOString() ?? null, reason: block?.reason ?? null };
}

/** When a block of this duration given at `now` ends. */
export function commentBlockUntil(duration: ConsoleCommentBlockDuration, now: Date): Date {
  if (duration === 'permanent') return new Date(COMMENT_BLOCK_PERMANENT_UNTIL);
  return new Date(now.getTime() + CONSOLE_COMMENT_BLOCK_MINUTES[duration] * 60_000);
}

/**
 * Blocks the member from commenting (posting, editing, voting) for a day, a week, thirty days or
 * permanently, through the comments' own block (comments/moderation.ts `setCommentBlock`, the
 * one the moderators' route writes); a block they had is replaced.
 */
export function blockCommentingFromConsole(
  database: Deps['database'],
  action: ConsoleAction & { duration: ConsoleCommentBlockDuration; reason?: string | undefined },
): Promise<void> {
  return database.transaction(async (tx) => {
    await lockConsoleMember(tx, action.appId, action.memberId);
    const before = await currentCommentBlock(tx, action);
    await setCommentBlock(tx, {
      appId: action.appId,
      memberId: action.memberId,
      until: commentBlockUntil(action.duration, action.now),
      reason: action.reason,
      by: action.actorId,
      now: action.now,
    });
    const after = await currentCommentBlock(tx, action);
    await recordChange(tx, action, 'member.comment-blocked', {
      duration: action.duration,
      before: blockSnapshot(before),
      after: blockSnapshot(after),
    });
  });
}

/** Lifts the member's block from commenting; nothing (and no audit event) when there is none. */
export function unblockCommentingFromConsole(
  database: Deps['database'],
  action: ConsoleAction,
): Promise<void> {
  return database.transaction(async (tx) => {
    await lockConsoleMember(tx, action.appId, action.memberId);
    const before = await currentCommentBlock(tx, action);
    // An ended block's row goes too: it no longer blocks, and the table keeps no history.
    await setCommentBlock(tx, {
      appId: action.appId,
      memberId: action.memberId,
      until: null,
      by: action.actorId,
      now: action.now,
    });
    if (!before) return;
    await recordChange(tx, action, 'member.comment-unblocked', {
      before: blockSnapshot(before),
      after: blockSnapshot(null),
    });
  });
}

/**
 * Mails the member a new verification link, as their own request does; false when the address
 * is verified already. Counted against the address's limit of mailed codes, so the console
 * cannot be used to flood an inbox.
 */
export async function resendVerificationFromConsole(
  deps: Pick<Deps, 'database' | 'mailer' | 'env'>,
  action: ConsoleAction & { app: Pick<AppRecord, 'id' | 'name'> },
): Promise<boolean> {
  const member = await findConsoleMember(deps.database.db, action.appId, action.memberId);
  if (member.verified) return false;
  await hitRateLimits(deps.database.db, {
    appId: action.appId,
    now: action.now,
    hits: [{ rule: CODE_SEND_PER_EMAIL, key: member.email }],
  });
  await mailVerificationLink(deps, { app: action.app, member, now: action.now });
  await deps.database.transaction((tx) =>
    recordChange(tx, action, 'member.verification-sent', {
      before: { verified: false },
      after: { verified: false },
    }),
  );
  return true;
}

/**
 * Deletes the member as their own deletion does (subscriptions cancelled first, comments
 * erased or left as placeholders; members/erase.ts), once `confirmEmail` names their address.
 * The audit event keeps what they held, never their address: the account is erased.
 */
export async function deleteFromConsole(
  deps: Pick<Deps, 'database' | 'payments' | 'logger' | 'env' | 'uploads'>,
  action: ConsoleAction & { confirmEmail: string },
): Promise<{ id: string }> {
  const member = await findConsoleMember(deps.database.db, action.appId, action.memberId);
  if (canonicalEmail(action.confirmEmail) !== member.email) {
    throw invalidRequest(CONFIRM_EMAIL_MISMATCH_MESSAGE, {
      fields: { confirmEmail: 'Type the member’s e-mail address.' },
    });
  }
  const before = {
    verified: member.verified,
    createdAt: member.createdAt.toISOString(),
    plans: await plansSnapshot(deps.database.db, member.id),
  };
  const deleted = await eraseMember(deps, { appId: action.appId, memberId: member.id, now: action.now });
  await deps.database.transaction((tx) =>
    recordChange(tx, action, 'member.deleted', { before, after: null }),
  );
  return deleted;
}
