/**
 * Who is calling: the session named by `Authorization: Bearer <token>` or, failing that, by
 * the `_ms-mid` cookie. A token that names no live session of this app answers 401
 * 'client/invalid-token' (and the cookie is cleared); cookie-authenticated writes must pass
 * the CSRF check.
 */
import {
  ERROR_CODES,
  INVALID_TOKEN_MESSAGE,
  MEMBER_COOKIE,
  MEMBER_NOT_LOGGED_IN_MESSAGE,
} from '@wf/sdk/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ApiEnv, Deps } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { clientIp } from '../http/origin.ts';
import type { MemberRecord } from '../members/present.ts';
import { clearedSessionCookie } from './cookies.ts';
import { assertCsrf } from './csrf.ts';
import { findSession, type SessionLookup, type SessionUse, sessionPolicy } from './session.ts';

/** Context of routes behind {@link requireMember}. */
export interface MemberEnv extends ApiEnv {
  Variables: ApiEnv['Variables'] & {
    /** The signed-in member's row. */
    member: MemberRecord;
    /** The session the request came with. */
    session: SessionUse;
  };
}

/** Context of routes behind {@link optionalMember}: null when nobody is signed in. */
export interface OptionalMemberEnv extends ApiEnv {
  Variables: ApiEnv['Variables'] & {
    member: MemberRecord | null;
    session: SessionUse | null;
  };
}

/** Where the token came from: bearer requests are exempt from the CSRF check. */
export type TokenSource = 'bearer' | 'cookie';

/** The session token a request carries, or null. */
export function readSessionToken(c: Context): { token: string; source: TokenSource } | null {
  const authorization = c.req.header('Authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return { token: bearer, source: 'bearer' };
  const cookie = getCookie(c, MEMBER_COOKIE);
  if (cookie) return { token: cookie, source: 'cookie' };
  return null;
}

/** 401 client/invalid-token, clearing the session cookie. */
export function invalidTokenError(deps: Pick<Deps, 'env'>): ApiError {
  return new ApiError(401, ERROR_CODES.invalidToken, INVALID_TOKEN_MESSAGE, {
    headers: { 'Set-Cookie': clearedSessionCookie(deps.env) },
  });
}

/** 401 member/not-logged-in. */
export function notLoggedInError(): ApiError {
  return new ApiError(401, ERROR_CODES.notLoggedIn, MEMBER_NOT_LOGGED_IN_MESSAGE);
}

type SessionDeps = Pick<Deps, 'database' | 'clock' | 'env'>;

/** The lookup of a token a request carries in an app, at this time, from the request's address. */
function lookupOf(c: Context, deps: SessionDeps, appId: string, token: string): SessionLookup {
  return {
    appId,
    token,
    now: deps.clock(),
    ip: clientIp(c, deps.env.trustProxy),
    policy: sessionPolicy(deps.env),
  };
}

/** The row `find` gives for the request's token with where it came from, null without a token. */
async function authenticateBy<E extends ApiEnv, R>(
  c: Context<E>,
  deps: SessionDeps,
  find: (lookup: SessionLookup) => Promise<R | null>,
): Promise<(R & { source: TokenSource }) | null> {
  const carried = readSessionToken(c);
  if (!carried) return null;
  const found = await find(lookupOf(c, deps, c.var.app.id, carried.token));
  if (!found) throw invalidTokenError(deps);
  if (carried.source === 'cookie') assertCsrf(c);
  return { ...found, source: carried.source };
}

/** The caller's session and member, null without a token; throws on a bad token or a failed CSRF check. */
export function authenticate<E extends ApiEnv>(
  c: Context<E>,
  deps: SessionDeps,
): Promise<{ member: MemberRecord; session: SessionUse; source: TokenSource } | null> {
  return authenticateBy(c, deps, (lookup) => findSession(deps.database.db, lookup));
}

/** Middleware: puts the signed-in member (or null) on the context. */
export function optionalMember(deps: SessionDeps): MiddlewareHandler<OptionalMemberEnv> {
  return async (c, next) => {
    const found = await authenticate(c, deps);
    c.set('member', found?.member ?? null);
    c.set('session', found?.session ?? null);
    await next();
  };
}

/** Middleware: 401 'Member not logged in' unless a member is signed in. */
export function requireMember(deps: SessionDeps): MiddlewareHandler<MemberEnv> {
  return async (c, next) => {
    const found = await authenticate(c, deps);
    if (!found) throw notLoggedInError();
    c.set('member', found.member);
    c.set('session', found.session);
    await next();
  };
}

/**
 * The member signed in by this browser's session cookie for an app, or null: for pages a browser
 * opens (a popup, an e-mail's link), which carry the cookie and never a bearer token.
 */
export async function cookieMemberId(c: Context, deps: SessionDeps, appId: string): Promise<string | null> {
  const carried = readSessionToken(c);
  if (carried?.source !== 'cookie') return null;
  const found = await findSession(deps.database.db, lookupOf(c, deps, appId, carried.token));
  return found?.member.id ?? null;
}
