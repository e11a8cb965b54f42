/**
 * How a member signs in, changed by the member (POST /member-auth, /member/set-password,
 * /member/disconnect-provider; docs/product/widget.md §6 "Member"). Passwords follow the signup rules
 * (8..128 characters from the contract, then the common-password check); a password change
 * or a first password ends every other session of the member; the last way to sign in is
 * never removed.
 *
 * Hashing is slow on purpose, so it runs before the transaction: the database (one connection
 * on PGlite) is never held while a hash is computed.
 */
import { EMAIL_TAKEN_MESSAGE, ERROR_CODES } from '@wf/sdk/contract';
import { and, asc, eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { assertStrongPassword } from '../auth/password-policy.ts';
import { revokeOtherSessions } from '../auth/session.ts';
import type { Database, Tx } from '../db/client.ts';
import { memberProviders, members } from '../db/schema.ts';
import type { AppRecord } from '../http/context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { LOGIN_PER_EMAIL } from '../security/limits.ts';
import { hitRateLimits } from '../security/rate-limit.ts';
import type { MemberRecord } from './present.ts';
import { lockMember, MEMBER_GONE_MESSAGE } from './rows.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is incorrect.';
export const NO_PASSWORD_YET_MESSAGE = 'Your account has no password yet. Use Set Password instead.';
export const PASSWORD_ALREADY_SET_MESSAGE =
  'Your account already has a password. Use Change Password instead.';
export const PASSWORD_CHANGED_CONCURRENTLY_MESSAGE =
  'Your password was changed at the same time from somewhere else. Please try again.';
export const EMAIL_UPDATED_MESSAGE = 'Your email address has been updated.';
export const PASSWORD_UPDATED_MESSAGE = 'Your password has been changed.';
export const EMAIL_AND_PASSWORD_UPDATED_MESSAGE = 'Your email address and password have been updated.';
export const PASSWORD_SET_MESSAGE = 'Your password has been set.';

/** True for a unique-constraint violation from either driver (the error or its cause). */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** 409 auth/email-taken: the address belongs to another member of the app. */
export function emailTakenError(): ApiError {
  return new ApiError(409, ERROR_CODES.emailTaken, EMAIL_TAKEN_MESSAGE, {
    details: { fields: { email: EMAIL_TAKEN_MESSAGE } },
  });
}

/** What a member asks POST /member-auth to change. */
export interface MemberAuthChange {
  appId: string;
  memberId: string;
  /** The session the request came with: it stays signed in after a password change. */
  sessionId: string;
  email?: string;
  oldPassword?: string;
  newPassword?: string;
  now: Date;
}

/**
 * Changes the member's e-mail (lower-cased, not used by another member of the app; the new
 * address is not verified yet) and/or password (the current one must match). Answers the
 * updated row and the confirmation for the member.
 */
export async function updateMemberAuth(
  database: Database,
  change: MemberAuthChange,
): Promise<{ member: MemberRecord; message: string }> {
  const { appId, memberId, now } = change;
  const email = change.email?.trim().toLowerCase();
  let newHash: { old: string; next: string } | undefined;

  if (change.newPassword !== undefined) {
    const [current] = await database.db
      .select()
      .from(members)
      .where(and(eq(members.appId, appId), eq(members.id, memberId)));
    if (!current) throw notFound(MEMBER_GONE_MESSAGE);
    if (current.passwordHash === null) {
      throw new ApiError(400, ERROR_CODES.validation, NO_PASSWORD_YET_MESSAGE);
    }
    // Guessing the current password here counts like guessing it at login.
    await hitRateLimits(database.db, { appId, now, hits: [{ rule: LOGIN_PER_EMAIL, key: current.email }] });
    if (!(await verifyPassword(current.passwordHash, change.oldPassword ?? ''))) {
      throw new ApiError(400, ERROR_CODES.wrongPassword, WRONG_CURRENT_PASSWORD_MESSAGE, {
        details: { fields: { oldPassword: WRONG_CURRENT_PASSWORD_MESSAGE } },
      });
    }
    assertStrongPassword(change.newPassword, email ?? current.email);
    newHash = { old: current.passwordHash, next: await hashPassword(change.newPassword) };
  }

  try {
    return await database.transaction(async (tx) => {
      const member = await lockMember(tx, appId, memberId);
      const set: Partial<typeof members.$inferInsert> = {};
      const emailChanged = email !== undefined && email !== member.email;
      if (emailChanged) {
        const [other] = await tx
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.appId, appId), eq(members.email, email)));
        if (other) throw emailTakenError();
        set.email = email;
        set.verified = false;
      }
      if (newHash) {
        // The hash checked above must still be the stored one.
        if (member.passwordHash !== newHash.old) {
          throw new ApiError(409, ERROR_CODES.validation, PASSWORD_CHANGED_CONCURRENTLY_MESSAGE);
        }
        set.passwordHash = newHash.next;
        await revokeOtherSessions(tx, { memberId, exceptSessionId: change.sessionId, now });
      }
      const [updated] =
        Object.keys(set).length > 0
          ? await tx.update(members).set(set).where(eq(members.id, memberId)).returning()
          : [member];
      if (!updated) throw notFound(MEMBER_GONE_MESSAGE);
      const message = newHash
        ? email !== undefined
          ? EMAIL_AND_PASSWORD_UPDATED_MESSAGE
          : PASSWORD_UPDATED_MESSAGE
        : EMAIL_UPDATED_MESSAGE;
      return { member: updated, message };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}

/**
 * Gives a member who has no password (passwordless or provider sign-in) a first one, and ends
 * their other sessions. 400 'member/password-already-set' when they have one.
 */
export async function setFirstPassword(
  database: Database,
  input: { appId: string; memberId: string; sessionId: string; password: string; email: string; now: Date },
): Promise<{ member: MemberRecord; message: string }> {
  const alreadySet = () => new ApiError(400, ERROR_CODES.passwordAlreadySet, PASSWORD_ALREADY_SET_MESSAGE);
  const [current] = await database.db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(and(eq(members.appId, input.appId), eq(members.id, input.memberId)));
  if (current?.passwordHash) throw alreadySet();
  assertStrongPassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  return database.transaction(async (tx) => {
    const member = await lockMember(tx, input.appId, input.memberId);
    if (member.passwordHash !== null) throw alreadySet();
    const [updated] = await tx
      .update(members)
      .set({ passwordHash })
      .where(eq(members.id, member.id))
      .returning();
    if (!updated) throw notFound(MEMBER_GONE_MESSAGE);
    await revokeOtherSessions(tx, { memberId: member.id, exceptSessionId: input.sessionId, now: input.now });
    return { member: updated, message: PASSWORD_SET_MESSAGE };
  });
}

/** The name people know a provider by ('Google'), from the app's settings. */
export function providerName(app: Pick<AppRecord, 'settings'>, provider: string): string {
  return app.settings.authProviders.find((entry) => entry.provider === provider)?.name ?? provider;
}

export function notConnectedMessage(name: string): string {
  return `Your account is not connected to ${name}.`;
}

export function lastSignInMethodMessage(name: string): string {
  return `${name} is your only way to sign in. Set a password before you disconnect it.`;
}

export function disconnectedMessage(name: string): string {
  return `${name} has been disconnected.`;
}

/**
 * Unlinks a sign-in provider from the member, unless it is their last way to sign in (no
 * password and no other provider). Answers the providers left and the confirmation.
 */
export async function disconnectProvider(
  tx: Tx,
  input: { app: Pick<AppRecord, 'id' | 'settings'>; memberId: string; provider: string },
): Promise<{ providers: { provider: string }[]; message: string }> {
  const { app, memberId, provider } = input;
  const name = providerName(app, provider);
  const member = await lockMember(tx, app.id, memberId);
  const linked = await tx
    .select({ provider: memberProviders.provider })
    .from(memberProviders)
    .where(eq(memberProviders.memberId, member.id))
    .orderBy(asc(memberProviders.createdAt), asc(memberProviders.provider));
  if (!linked.some((entry) => entry.provider === provider)) throw notFound(notConnectedMessage(name));
  if (member.passwordHash === null && linked.length === 1) {
    throw new ApiError(400, ERROR_CODES.lastSignInMethod, lastSignInMethodMessage(name), {
      details: { params: { provider: name } },
    });
  }
  await tx
    .delete(memberProviders)
    .where(and(eq(memberProviders.memberId, member.id), eq(memberProviders.provider, provider)));
  return {
    providers: linked.filter((entry) => entry.provider !== provider),
    message: disconnectedMessage(name),
  };
}
