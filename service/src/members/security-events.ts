/**
 * Changes to how a member signs in, and the links that confirm or undo them (docs/security.md
 * "Changing the e-mail address", "Notices"):
 *
 * - an e-mail change waits for the new address to confirm it (a link valid 24 hours); a new
 *   address that already has an account gets an explanation instead, so the answer to the
 *   member is the same either way;
 * - every change mails the member's own address a notice whose "this wasn't me" link (valid
 *   7 days) cancels a pending change of address or puts the old address back, removes a new
 *   password, and signs out every session.
 *
 * Links are `{event id}.{secret}`; only the secret's SHA-256 is stored. Following one is two
 * steps (a page, then a button), so a mail scanner that opens links changes nothing.
 */

import { timingSafeEqual } from 'node:crypto';
import { API_ROUTES } from '@wf/sdk/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { loginUrlOf } from '../apps/settings.ts';
import { revokeAllSessions } from '../auth/session.ts';
import type { Queryable, Tx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { members, securityEvents } from '../db/schema.ts';
import type { AppRecord, Deps } from '../http/context.ts';
import { serviceUrl } from '../http/service-url.ts';
import { newId, newToken, sha256 } from '../ids.ts';
import {
  emailChangeConfirmEmail,
  emailChangedEmail,
  emailChangeRequestedEmail,
  emailChangeTakenEmail,
  passwordChangedEmail,
  passwordResetEmail,
} from '../mail/templates/index.ts';
import type { MemberRecord } from './present.ts';
import { lockMember } from './rows.ts';
import { emitMemberEvent } from './webhooks/emit.ts';

/** How long the new address may confirm a change. */
export const EMAIL_CHANGE_CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
/** How long "this wasn't me" works. */
export const SECURE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What the member is told after asking for a change of address (the same whatever the address). */
export function emailChangeRequestedMessage(newEmail: string): string {
  return `We have sent a link to ${newEmail}. Your email address changes when you open it.`;
}

export type SecurityEvent = typeof securityEvents.$inferSelect;
type EventKind = SecurityEvent['kind'];
type NoticeDeps = Pick<Deps, 'database' | 'mailer' | 'env'>;

/** A link's token: the event id and a secret. */
function linkToken(eventId: string, secret: string): string {
  return `${eventId}.${secret}`;
}

/** The page of a link (GET shows it, its button POSTs to the same path). */
function linkUrl(
  deps: Pick<Deps, 'env'>,
  page: 'email-change' | 'secure-account',
  app: AppRecord,
  token: string,
) {
  const route = page === 'email-change' ? API_ROUTES.emailChangePage : API_ROUTES.secureAccountPage;
  return serviceUrl(deps.env, route, { query: { token, app: app.id } });
}

/** Records a change with its "this wasn't me" secret (and a confirmation secret for a new address). */
async function recordEvent(
  q: Queryable,
  event: {
    app: AppRecord;
    member: MemberRecord;
    kind: EventKind;
    newEmail?: string;
    now: Date;
    confirmable?: boolean;
  },
): Promise<{ id: string; secureSecret: string; confirmSecret: string | null }> {
  const id = newId('sev');
  const secureSecret = newToken();
  const confirmSecret = event.confirmable ? newToken() : null;
  await q.insert(securityEvents).values({
    id,
    appId: event.app.id,
    memberId: event.member.id,
    kind: event.kind,
    oldEmail: event.member.email,
    newEmail: event.newEmail ?? null,
    confirmHash: confirmSecret ? sha256(confirmSecret) : null,
    confirmBy: confirmSecret ? new Date(event.now.getTime() + EMAIL_CHANGE_CONFIRM_TTL_MS) : null,
    secureHash: sha256(secureSecret),
    secureBy: new Date(event.now.getTime() + SECURE_LINK_TTL_MS),
    createdAt: event.now,
  });
  return { id, secureSecret, confirmSecret };
}

/**
 * Asks for the member's address to become `newEmail`: cancels any earlier pending request,
 * mails the new address a confirmation (or, when it already has an account, an explanation)
 * and the current address a notice. The caller re-authenticated the member first.
 */
export async function requestEmailChange(
  deps: NoticeDeps,
  { app, member, newEmail, now }: { app: AppRecord; member: MemberRecord; newEmail: string; now: Date },
): Promise<void> {
  const { database, mailer } = deps;
  const [owner] = await database.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.appId, app.id), eq(members.email, newEmail)));
  const taken = owner !== undefined;
  const event = await database.transaction(async (tx) => {
    await cancelPendingChanges(tx, member.id, now);
    return recordEvent(tx, { app, member, kind: 'email-change', newEmail, now, confirmable: !taken });
  });
  const toNew =
    event.confirmSecret === null
      ? emailChangeTakenEmail({ appName: app.name, loginUrl: loginUrlOf(app, deps.env.publicUrl) })
      : emailChangeConfirmEmail({
          appName: app.name,
          newEmail,
          link: linkUrl(deps, 'email-change', app, linkToken(event.id, event.confirmSecret)),
        });
  await mailer.send({ appId: app.id, to: newEmail, ...toNew });
  const secureLink = linkUrl(deps, 'secure-account', app, linkToken(event.id, event.secureSecret));
  await mailer.send({
    appId: app.id,
    to: member.email,
    ...emailChangeRequestedEmail({ appName: app.name, newEmail, secureLink }),
  });
}

/** Ends the member's unconfirmed requests for a new address. */
async function cancelPendingChanges(tx: Tx, memberId: string, now: Date): Promise<void> {
  await tx
    .update(securityEvents)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(securityEvents.memberId, memberId),
        eq(securityEvents.kind, 'email-change'),
        isNull(securityEvents.confirmedAt),
        isNull(securityEvents.cancelledAt),
      ),
    );
}

/** The event a link names, when its secret matches `hashOf(event)`; null otherwise. */
async function eventOfLink(
  q: Queryable,
  { appId, token }: { appId: string; token: string },
  hashOf: (event: SecurityEvent) => string | null,
): Promise<SecurityEvent | null> {
  const [id, secret] = token.split('.');
  if (!id || !secret || !/^sev_[0-9a-z]{24}$/.test(id) || secret.length > 100) return null;
  const [event] = await q
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.id, id), eq(securityEvents.appId, appId)));
  const stored = event ? hashOf(event) : null;
  if (!event || !stored) return null;
  const expected = Buffer.from(stored, 'hex');
  const actual = Buffer.from(sha256(secret), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? event : null;
}

/** A link as its page first shows it: usable (with its event), expired, or not usable. */
export type LinkState = { kind: 'ready'; event: SecurityEvent } | { kind: 'expired' } | { kind: 'invalid' };

/** The state of a new address's confirmation link. */
export async function emailChangeLinkState(
  q: Queryable,
  { appId, token, now }: { appId: string; token: string; now: Date },
): Promise<LinkState> {
  const event = await eventOfLink(q, { appId, token }, (e) => e.confirmHash);
  if (event?.kind !== 'email-change' || !event.newEmail) return { kind: 'invalid' };
  if (event.confirmedAt || event.cancelledAt) return { kind: 'invalid' };
  if (!event.confirmBy || event.confirmBy <= now) return { kind: 'expired' };
  return { kind: 'ready', event };
}

/** The state of a "this wasn't me" link (single use). */
export async function secureLinkState(
  q: Queryable,
  { appId, token, now }: { appId: string; token: string; now: Date },
): Promise<LinkState> {
  const event = await eventOfLink(q, { appId, token }, (e) => e.secureHash);
  if (!event || event.securedAt) return { kind: 'invalid' };
  if (event.secureBy <= now) return { kind: 'expired' };
  return { kind: 'ready', event };
}

/** What following a link did. */
export type LinkOutcome =
  | { kind: 'done'; email: string; passwordRemoved?: boolean }
  | { kind: 'expired' }
  | { kind: 'taken' }
  | { kind: 'invalid' };

/**
 * The new address confirms the change: the member's address becomes it (and is verified: the
 * link reached its inbox); the previous address is told, with a "this wasn't me" link.
 */
export async function confirmEmailChange(
  deps: NoticeDeps,
  { app, token, now }: { app: AppRecord; token: string; now: Date },
): Promise<LinkOutcome> {
  const { database, mailer } = deps;
  const state = await emailChangeLinkState(database.db, { appId: app.id, token, now });
  if (state.kind !== 'ready') return state;
  const { event } = state;
  const newEmail = event.newEmail ?? '';
  let changed: { member: MemberRecord; notice: Awaited<ReturnType<typeof recordEvent>> } | null;
  try {
    changed = await database.transaction(async (tx) => {
      const member = await lockMember(tx, app.id, event.memberId);
      if (member.email !== event.oldEmail) return null;
      const [updated] = await tx
        .update(members)
        .set({ email: newEmail, verified: true })
        .where(eq(members.id, member.id))
        .returning();
      await tx.update(securityEvents).set({ confirmedAt: now }).where(eq(securityEvents.id, event.id));
      const notice = await recordEvent(tx, { app, member, kind: 'email-change', newEmail, now });
      if (updated) {
        await emitMemberEvent(tx, { appId: app.id, memberId: member.id, event: 'member.updated', now });
      }
      // The notice's own row is done already: only its "this wasn't me" link is live.
      await tx.update(securityEvents).set({ confirmedAt: now }).where(eq(securityEvents.id, notice.id));
      return updated ? { member, notice } : null;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'taken' };
    throw error;
  }
  if (!changed) return { kind: 'invalid' };
  const secureLink = linkUrl(
    deps,
    'secure-account',
    app,
    linkToken(changed.notice.id, changed.notice.secureSecret),
  );
  await mailer.send({
    appId: app.id,
    to: event.oldEmail,
    ...emailChangedEmail({ appName: app.name, newEmail, secureLink }),
  });
  return { kind: 'done', email: newEmail };
}

/**
 * "This wasn't me": cancels the member's pending change of address, puts back the address this
 * notice went to if a change from it was confirmed since, removes the password when the notice
 * was about a new password, and signs out every session. The member then resets their password
 * from that address.
 */
export async function secureAccount(
  deps: Pick<Deps, 'database'>,
  { app, token, now }: { app: AppRecord; token: string; now: Date },
): Promise<LinkOutcome> {
  const { database } = deps;
  const state = await secureLinkState(database.db, { appId: app.id, token, now });
  if (state.kind !== 'ready') return state;
  const { event } = state;
  try {
    return await database.transaction(async (tx) => {
      const member = await lockMember(tx, app.id, event.memberId);
      await cancelPendingChanges(tx, member.id, now);
      let email = member.email;
      if (member.email !== event.oldEmail && (await changedSince(tx, member.id, event))) {
        await tx
          .update(members)
          .set({ email: event.oldEmail, verified: true })
          .where(eq(members.id, member.id));
        email = event.oldEmail;
        await emitMemberEvent(tx, { appId: app.id, memberId: member.id, event: 'member.updated', now });
      }
      // A password someone else chose stops working; the member picks a new one by reset.
      const passwordRemoved = event.kind !== 'email-change' && member.passwordHash !== null;
      if (passwordRemoved) {
        await tx.update(members).set({ passwordHash: null }).where(eq(members.id, member.id));
      }
      await revokeAllSessions(tx, { memberId: member.id, now });
      await tx.update(securityEvents).set({ securedAt: now }).where(eq(securityEvents.id, event.id));
      return { kind: 'done', email, passwordRemoved } satisfies LinkOutcome;
    });
  } catch (error) {
    // The old address has an account of its own by now: the sessions still end.
    if (!isUniqueViolation(error)) throw error;
    await revokeAllSessions(database.db, { memberId: event.memberId, now });
    return { kind: 'taken' };
  }
}

/** True when a change of address away from `event.oldEmail` was confirmed at or after `event`. */
async function changedSince(tx: Tx, memberId: string, event: SecurityEvent): Promise<boolean> {
  const [change] = await tx
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.memberId, memberId),
        eq(securityEvents.kind, 'email-change'),
        eq(securityEvents.oldEmail, event.oldEmail),
        gt(securityEvents.createdAt, new Date(event.createdAt.getTime() - 1)),
      ),
    )
    .orderBy(desc(securityEvents.createdAt))
    .limit(1);
  return change !== undefined;
}

/** Mails the member a notice of a new password, with a "this wasn't me" link. */
export async function notifyPasswordChanged(
  deps: NoticeDeps,
  { app, member, now }: { app: AppRecord; member: MemberRecord; now: Date },
): Promise<void> {
  const event = await recordEvent(deps.database.db, { app, member, kind: 'password-change', now });
  const secureLink = linkUrl(deps, 'secure-account', app, linkToken(event.id, event.secureSecret));
  await deps.mailer.send({
    appId: app.id,
    to: member.email,
    ...passwordChangedEmail({ appName: app.name, secureLink }),
  });
}

/** Mails the member a notice of a password reset, with a "this wasn't me" link. */
export async function notifyPasswordReset(
  deps: NoticeDeps,
  { app, member, now }: { app: AppRecord; member: MemberRecord; now: Date },
): Promise<void> {
  const event = await recordEvent(deps.database.db, { app, member, kind: 'password-reset', now });
  const secureLink = linkUrl(deps, 'secure-account', app, linkToken(event.id, event.secureSecret));
  await deps.mailer.send({
    appId: app.id,
    to: member.email,
    ...passwordResetEmail({ appName: app.name, secureLink }),
  });
}
