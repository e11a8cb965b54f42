/**
 * Who may read the dev mailbox (docs/security.md "Test mode"): it holds every code the
 * service mails, so it answers a loopback client of a service that listens on loopback only
 * (the developer's own machine, the default), and otherwise only an administrator, who then
 * sees the mail of their own app. The host guard has already refused rebinding pages.
 */
import { ERROR_CODES, MEMBER_COOKIE } from '@wf/sdk/contract';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { holdsAdminPlan } from '../../auth/admin.ts';
import { findSessionAnyApp, sessionPolicy } from '../../auth/session.ts';
import type { BaseEnv, Deps } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { isFromThisMachine } from '../../http/loopback.ts';

/** Whose mail a reader may see: every app's, or one app's. */
export type MailboxScope = { kind: 'all' } | { kind: 'app'; appId: string };

export const MAILBOX_REFUSED_MESSAGE =
  'The dev mailbox answers only on the machine that runs the service, or to an administrator who is signed in.';

/** The reader's scope; throws 403 for anyone else. */
export async function mailboxScope(
  c: Context<BaseEnv>,
  { database, env, clock }: Pick<Deps, 'database' | 'env' | 'clock'>,
): Promise<MailboxScope> {
  if (isFromThisMachine(c, env)) return { kind: 'all' };
  const token = getCookie(c, MEMBER_COOKIE);
  const found = token
    ? await findSessionAnyApp(database.db, { token, now: clock(), policy: sessionPolicy(env) })
    : null;
  if (found && (await holdsAdminPlan(database.db, found.session.appId, found.member.id))) {
    return { kind: 'app', appId: found.session.appId };
  }
  throw new ApiError(403, ERROR_CODES.mailboxRefused, MAILBOX_REFUSED_MESSAGE);
}
