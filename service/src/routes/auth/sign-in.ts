/**
 * What login and signup answer: a new session (docs/security.md: a new token at every login), the
 * member, the bearer token and, when asked, the content groups the member may see; the
 * session and CSRF cookies are set for same-site use.
 */
import type { AuthData, AuthResponse, ContentGroup, Member } from '@wf/sdk/contract';
import type { Context } from 'hono';
import { loadContentGroups } from '../../apps/present.ts';
import { setSessionCookies } from '../../auth/cookies.ts';
import {
  createSession,
  type NewSession,
  type SessionClient,
  type SessionPolicy,
} from '../../auth/session.ts';
import type { Queryable } from '../../db/client.ts';
import type { AppRecord, Deps } from '../../http/context.ts';
import { type MemberRecord, presentLoaded, presentMember } from '../../members/present.ts';

/** The content groups a member may see: open ones and those granted to a plan the member holds. */
async function memberContentGroups(q: Queryable, appId: string, member: Member): Promise<ContentGroup[]> {
  const held = new Set(
    member.planConnections.filter((connection) => connection.active).map((connection) => connection.planId),
  );
  const groups = await loadContentGroups(q, appId);
  return groups.filter((group) => group.plans.length === 0 || group.plans.some((planId) => held.has(planId)));
}

/**
 * Starts a session and builds the answer's data. Run it inside the transaction that signs in,
 * if there is one (signup); a login that only reads the member needs none: `q` is then the
 * database, and a session whose answer failed is never handed out.
 */
export async function startSession(
  q: Queryable,
  args: {
    app: AppRecord;
    member: MemberRecord;
    now: Date;
    /** Who signs in: the browser and address shown in their list of sessions. */
    client: SessionClient;
    policy: SessionPolicy;
    includeContentGroups?: boolean;
  },
): Promise<{ data: AuthData; session: NewSession }> {
  const session = await createSession(q, {
    appId: args.app.id,
    memberId: args.member.id,
    now: args.now,
    client: args.client,
    policy: args.policy,
  });
  // The statement that started the session read the member's lists; without them (a member
  // deleted meanwhile, or of another app) presentMember reads them, or says why it cannot.
  const member =
    session.memberLists && args.member.appId === args.app.id
      ? presentLoaded(args.member, session.memberLists, args.app.settings)
      : await presentMember(q, args.member, { app: args.app });
  const data: AuthData = {
    member,
    tokens: { accessToken: session.token, expires: session.expiresAt.getTime() },
  };
  if (args.includeContentGroups) data.contentGroups = await memberContentGroups(q, args.app.id, member);
  return { data, session };
}

/** What `@memberstack/dom` clients send as X-User-Agent ('@memberstack/client@1.2.0'). */
const MEMBERSTACK_CLIENT = /^@memberstack\/client@/;

/**
 * True for `@memberstack/dom` clients: they keep the token themselves (in localStorage, or in a
 * cookie of their own that is also named `_ms-mid`) and send it as a bearer token. Our HttpOnly
 * cookie of that name would stop them: on a page of the service's own host name (cookies ignore
 * ports) a script may not write a cookie named like an HttpOnly one, so the client could not
 * store its token and would seem signed out after signing in (README "Install the widget on any
 * page"). Pages on the service's host still pass page protection: the client's cookie holds the
 * same token.
 */
export function keepsItsOwnToken(c: Context): boolean {
  return MEMBERSTACK_CLIENT.test(c.req.header('X-User-Agent') ?? '');
}

/**
 * Sets the cookies (for clients that do not keep the token themselves) and answers `{ data }`
 * (after the transaction committed).
 */
export function signedIn(
  c: Context,
  deps: Pick<Deps, 'env'>,
  { data, session, now }: { data: AuthData; session: NewSession; now: Date },
  status: 200 | 201 = 200,
): Response {
  if (!keepsItsOwnToken(c)) {
    setSessionCookies(c, deps.env, { token: session.token, expiresAt: session.expiresAt, now });
  }
  const body: AuthResponse = { data };
  return c.json(body, status);
}
