/**
 * How a member signs in, changed by the member (POST /member-auth, /member-auth/send-code,
 * /member/set-password, /member/disconnect-provider; docs/product/widget.md §6 "Member",
 * docs/security.md "Changing the e-mail address", "Notices"). Passwords follow the signup rules
 * (8..128 characters from the contract, then the common-password check); a password change
 * or a first password ends every other session of the member and is mailed to them; the last
 * way to sign in is never removed.
 *
 * Hashing is slow on purpose, so it runs before the transaction: the database (one connection
 * on PGlite) is never held while a hash is computed.
 */
import { EMAIL_CHANGE_PER_MEMBER, EMAIL_TAKEN_MESSAGE, ERROR_CODES } from '@wf/sdk/contract';
import { and, asc, eq } from 'drizzle-orm';
import { CODE_TTL_MINUTES, checkCode, consumeCode, invalidCodeError, issueCode } from '../auth/codes.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { assertStrongPassword } from '../auth/password-policy.ts';
import { revokeOtherSessions } from '../auth/session.ts';
import type { Database, Tx } from '../db/client.ts';
import { memberProviders, members } from '../db/schema.ts';
import type { AppRecord, Deps } from '../http/context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { reauthenticationCodeEmail } from '../mail/templates/index.ts';
import { hitRateLimits } from '../security/rate-limit.ts';
import type { MemberRecord } from './present.ts';
import { lockMember, MEMBER_GONE_MESSAGE } from './rows.ts';
import { emailChangeRequestedMessage, notifyPasswordChanged, requestEmailChange } from './security-events.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is incorrect.';
export const NO_PASSWORD_YET_MESSAGE = 'Your account has no password yet. Use Set Password instead.';
export const PASSWORD_ALREADY_SET_MESSAGE =
  'Your account already has a password. Use Change Password instead.';
export const PASSWORD_CHANGED_CONCURRENTLY_MESSAGE =
  'Your password was changed at the same time from somewhere else. Please try again.';
export const PASSWORD_UPDATED_MESSAGE = 'Your password has been changed.';
/** The answer when the "new" address is the current one. */
export const EMAIL_UNCHANGED_MESSAGE = 'This is already your email address.';
export const PASSWORD_TO_CHANGE_EMAIL_MESSAGE =
  'Please enter your current password to change your email address.';
export const CODE_TO_CHANGE_EMAIL_MESSAGE =
  'Please enter the code we sent to your current email address to change it.';
export const PASSWORD_SET_MESSAGE = 'Your password has been set.';

/** 409 auth/email-taken: the address belongs to another member of the app (signup's answer). */
export function emailTakenError(): ApiError {
  return new ApiError(409, ERROR_CODES.emailTaken, EMAIL_TAKEN_MESSAGE, {
    details: { fields: { email: EMAIL_TAKEN_MESSAGE } },
  });
}

/** Counts one guess of the member's current password or e-mailed code before it is checked. */
export type GuessCounter = (kind: 'password' | 'code', email: string) => Promise<void>;

/** What a member asks POST /member-auth to change. */
export interface MemberAuthChange {
  app: AppRecord;
  memberId: string;
  /** The session the request came with: it stays signed in after a password change. */
  sessionId: string;
  /** The new address (canonical, from the contract). */
  email?: string;
  oldPassword?: string;
  newPassword?: string;
  /** The code mailed to the current address, for a member without a password. */
  code?: string;
  now: Date;
  countGuess: GuessCounter;
}

function wrongPasswordError(): ApiError {
  return new ApiError(400, ERROR_CODES.wrongPassword, WRONG_CURRENT_PASSWORD_MESSAGE, {
    details: { fields: { oldPassword: WRONG_CURRENT_PASSWORD_MESSAGE } },
  });
}

/**
 * Proves the request comes from the member, not only from their session: the current password,
 * or for a member without one the code mailed to their current address.
 */
async function reauthenticate(
  database: Database,
  member: MemberRecord,
  change: MemberAuthChange,
): Promise<void> {
  if (member.passwordHash !== null) {
    if (change.oldPassword === undefined) {
      throw new ApiError(400, ERROR_CODES.reauthenticationRequired, PASSWORD_TO_CHANGE_EMAIL_MESSAGE, {
        details: { fields: { oldPassword: PASSWORD_TO_CHANGE_EMAIL_MESSAGE } },
      });
    }
    await change.countGuess('password', member.email);
    if (!(await verifyPassword(member.passwordHash, change.oldPassword))) throw wrongPasswordError();
    return;
  }
  if (change.code === undefined) {
    throw new ApiError(400, ERROR_CODES.reauthenticationRequired, CODE_TO_CHANGE_EMAIL_MESSAGE, {
      details: { fields: { code: CODE_TO_CHANGE_EMAIL_MESSAGE } },
    });
  }
  await change.countGuess('code', member.email);
  const code = await checkCode(database.db, {
    appId: member.appId,
    purpose: 'reauth',
    email: member.email,
    code: change.code,
    now: change.now,
  });
  if (code.memberId !== member.id || !(await consumeCode(database.db, code.id, change.now))) {
    throw invalidCodeError();
  }
}

/**
 * Changes the member's password (the current one must match; every other session ends), and/or
 * asks for a new address (docs/security.md "Changing the e-mail address"): after the member
 * proves who they are, the new address is mailed a link and the current one a notice; the
 * address changes only when the link is opened. The answer is the same whether the new
 * address has an account or not. Answers the member (address unchanged) and the sentence for them.
 */
export async function updateMemberAuth(
  deps: Pick<Deps, 'database' | 'mailer' | 'env'>,
  change: MemberAuthChange,
): Promise<{ member: MemberRecord; message: string }> {
  const { database } = deps;
  const { app, memberId, now } = change;
  const [current] = await database.db
    .select()
    .from(members)
    .where(and(eq(members.appId, app.id), eq(members.id, memberId)));
  if (!current) throw notFound(MEMBER_GONE_MESSAGE);
  const newEmail = change.email !== undefined && change.email !== current.email ? change.email : undefined;

  let newHash: { old: string; next: string } | undefined;
  if (change.newPassword !== undefined) {
    if (current.passwordHash === null) {
      throw new ApiError(400, ERROR_CODES.validation, NO_PASSWORD_YET_MESSAGE);
    }
    // Guessing the current password here counts like guessing it at login.
    await change.countGuess('password', current.email);
    if (!(await verifyPassword(current.passwordHash, change.oldPassword ?? ''))) throw wrongPasswordError();
    assertStrongPassword(change.newPassword, current.email);
    newHash = { old: current.passwordHash, next: await hashPassword(change.newPassword) };
  } else if (newEmail !== undefined) {
    await reauthenticate(database, current, change);
  }

  if (newEmail !== undefined) {
    await hitRateLimits(database.db, {
      appId: app.id,
      now,
      hits: [{ rule: EMAIL_CHANGE_PER_MEMBER, key: memberId }],
    });
  }

  let member = current;
  if (newHash) {
    const hashes = newHash;
    member = await database.transaction(async (tx) => {
      const locked = await lockMember(tx, app.id, memberId);
      // The hash checked above must still be the stored one.
      if (locked.passwordHash !== hashes.old) {
        throw new ApiError(409, ERROR_CODES.validation, PASSWORD_CHANGED_CONCURRENTLY_MESSAGE);
      }
      const [updated] = await tx
        .update(members)
        .set({ passwordHash: hashes.next })
        .where(eq(members.id, memberId))
        .returning();
      if (!updated) throw notFound(MEMBER_GONE_MESSAGE);
      await revokeOtherSessions(tx, { memberId, exceptSessionId: change.sessionId, now });
      return updated;
    });
    await notifyPasswordChanged(deps, { app, member, now });
  }
  if (newEmail !== undefined) await requestEmailChange(deps, { app, member, newEmail, now });

  const messages = [
    newHash ? PASSWORD_UPDATED_MESSAGE : null,
    newEmail !== undefined ? emailChangeRequestedMessage(newEmail) : null,
  ].filter((text) => text !== null);
  return { member, message: messages.length > 0 ? messages.join(' ') : EMAIL_UNCHANGED_MESSAGE };
}

/** POST /member-auth/send-code: a code to the member's current address that confirms a change of address. */
export async function sendReauthenticationCode(
  deps: Pick<Deps, 'database' | 'mailer'>,
  { app, member, now }: { app: AppRecord; member: MemberRecord; now: Date },
): Promise<string> {
  const { code } = await deps.database.transaction((tx) =>
    issueCode(tx, { appId: app.id, purpose: 'reauth', email: member.email, memberId: member.id, now }),
  );
  await deps.mailer.send({
    appId: app.id,
    to: member.email,
    ...reauthenticationCodeEmail({ appName: app.name, code, expiresInMinutes: CODE_TTL_MINUTES }),
  });
  return reauthenticationCodeSentMessage(member.email);
}

/** What the member is told once the code is on its way. */
export function reauthenticationCodeSentMessage(email: string): string {
  return `We have sent a code to ${email}.`;
}

/**
 * Gives a member who has no password (passwordless or provider sign-in) a first one, and ends
 * their other sessions. 400 'member/password-already-set' when they have one.
 */
export async function setFirstPassword(
  deps: Pick<Deps, 'database' | 'mailer' | 'env'>,
  input: { app: AppRecord; memberId: string; sessionId: string; password: string; email: string; now: Date },
): Promise<{ member: MemberRecord; message: string }> {
  const { database } = deps;
  const appId = input.app.id;
  const alreadySet = () => new ApiError(400, ERROR_CODES.passwordAlreadySet, PASSWORD_ALREADY_SET_MESSAGE);
  const [current] = await database.db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(and(eq(members.appId, appId), eq(members.id, input.memberId)));
  if (current?.passwordHash) throw alreadySet();
  assertStrongPassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  const member = await database.transaction(async (tx) => {
    const locked = await lockMember(tx, appId, input.memberId);
    if (locked.passwordHash !== null) throw alreadySet();
    const [updated] = await tx
      .update(members)
      .set({ passwordHash })
      .where(eq(members.id, locked.id))
      .returning();
    if (!updated) throw notFound(MEMBER_GONE_MESSAGE);
    await revokeOtherSessions(tx, { memberId: locked.id, exceptSessionId: input.sessionId, now: input.now });
    return updated;
  });
  await notifyPasswordChanged(deps, { app: input.app, member, now: input.now });
  return { member, message: PASSWORD_SET_MESSAGE };
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
