/**
 * Who may read the dev mailbox (docs/security.md "Test mode"): it holds every code the
 * service mails, so it answers the machine's owner (http/test-tools-access.ts: straight from
 * this machine, with the owner's cookie), and otherwise only an administrator, who then sees the
 * mail of their own app. The host guard has already refused rebinding pages.
 */
import { ERROR_CODES, MEMBER_COOKIE } from '@wf/sdk/contract';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { holdsAdminPlan } from '../../auth/admin.ts';
import { findSessionAnyApp, sessionPolicy } from '../../auth/session.ts';
import type { BaseEnv, Deps } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { type TestToolsRefusal, testToolsRefusal } from '../../http/test-tools-access.ts';

/** Whose mail a reader may see: every app's, or one app's; or why they may see none. */
export type MailboxAccess =
  | { kind: 'all' }
  | { kind: 'app'; appId: string }
  | { kind: 'refused'; reason: TestToolsRefusal };

/** Whose mail a reader may see. */
export type MailboxScope = Exclude<MailboxAccess, { kind: 'refused' }>;

export const MAILBOX_REFUSED_MESSAGE =
  'The dev mailbox answers only on the machine that runs the service, or to an administrator who is signed in.';

/** The sentence of a refusal, by its reason. */
const REFUSAL_MESSAGES: Readonly<Record<TestToolsRefusal, string>> = {
  elsewhere: MAILBOX_REFUSED_MESSAGE,
  proxied:
    'The dev mailbox does not answer through a proxy or tunnel the service was not told about (TRUST_PROXY).',
  locked:
    'The dev mailbox is locked: open the unlock link the service printed at start (also in admin-credentials.txt in its data folder).',
};

type AccessDeps = Pick<Deps, 'database' | 'env' | 'clock' | 'testToolsToken'>;

/** Whose mail the request may see, or why it may see none. */
export async function mailboxAccess(c: Context<BaseEnv>, deps: AccessDeps): Promise<MailboxAccess> {
  const { database, env, clock } = deps;
  const refusal = testToolsRefusal(c, deps);
  if (refusal === null) return { kind: 'all' };
  const token = getCookie(c, MEMBER_COOKIE);
  const found = token
    ? await findSessionAnyApp(database.db, { token, now: clock(), policy: sessionPolicy(env) })
    : null;
  if (found && (await holdsAdminPlan(database.db, found.session.appId, found.member.id))) {
    return { kind: 'app', appId: found.session.appId };
  }
  return { kind: 'refused', reason: refusal };
}

/** The reader's scope; throws 403 saying why for anyone else. */
export async function mailboxScope(c: Context<BaseEnv>, deps: AccessDeps): Promise<MailboxScope> {
  const access = await mailboxAccess(c, deps);
  if (access.kind === 'refused') {
    throw new ApiError(403, ERROR_CODES.mailboxRefused, REFUSAL_MESSAGES[access.reason]);
  }
  return access;
}
