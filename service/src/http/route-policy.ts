/**
 * The policy a route declares in its table (docs/architecture.md "One route table"), applied
 * by mountRoutes: its body limit, its rate limits, and the audit action every admin route
 * names. Declared as data, so a new route cannot forget a rule that only memory applied.
 */
import { AUDIT_ACTION_PATTERN, type Route, type RouteLimit } from '@wf/sdk/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { MemberEnv } from '../auth/member.ts';
import { hitRateLimits } from '../security/rate-limit.ts';
import type { Deps, ServerEnv } from './context.ts';
import { ApiError, rateLimited } from './errors.ts';
import { clientIp } from './origin.ts';

/**
 * Throws when a route's policy cannot be applied: a limit on a route that names no app (its
 * counter belongs to an app), a member's limit on a route anyone may call, an admin route
 * without an audit action, or an action not in the form 'resource.verb'.
 */
export function assertRoutePolicy(route: Route): void {
  const where = `${route.method} ${route.path}`;
  for (const limit of route.limits ?? []) {
    if (route.reach !== 'app' && route.reach !== 'server') {
      throw new Error(`${where}: a rate limit needs a route that names its app`);
    }
    if (limit.per === 'secret-key' && route.reach !== 'server') {
      throw new Error(`${where}: a limit per secret key needs a route reached with a secret key`);
    }
    if (route.reach === 'server' && (limit.per === 'member' || limit.per === 'member-email')) {
      throw new Error(`${where}: a call with a secret key has no member to count a limit for`);
    }
    if ((limit.per === 'member' || limit.per === 'member-email') && route.access === 'anyone') {
      throw new Error(`${where}: a limit per member needs a route that requires a member`);
    }
  }
  if (route.access === 'admin' && !route.audit) {
    throw new Error(`${where}: an admin route names its audit action (Route.audit)`);
  }
  if (route.audit !== undefined && !AUDIT_ACTION_PATTERN.test(route.audit)) {
    throw new Error(`${where}: the audit action "${route.audit}" is not of the form 'resource.verb'`);
  }
}

/** The context of a request a limit counts: an app call (with its member) or a secret key's. */
type LimitedEnv = {
  Variables: MemberEnv['Variables'] & Partial<ServerEnv['Variables']>;
};

/** The key a request is counted under for `limit`. */
function keyOf(c: Context<LimitedEnv>, limit: RouteLimit, deps: Pick<Deps, 'env'>): string {
  switch (limit.per) {
    case 'ip':
      return clientIp(c, deps.env.trustProxy);
    case 'member':
      return c.var.member.id;
    case 'member-email':
      return c.var.member.email;
    case 'secret-key': {
      const key = c.var.secretKey;
      if (!key) throw new Error('a limit per secret key on a request without one');
      return key.id;
    }
  }
}

/** The 429 of a route limit in the route's own words, given the seconds until it lifts. */
export function limitRefusal(retryAfterSeconds: number, message: (minutes: number) => string): ApiError {
  return rateLimited(retryAfterSeconds, message(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
}

/**
 * Counts the request under every limit of the route, in one step (docs/security.md "Limits"),
 * and answers 429 with Retry-After when one is over: in the route's own words when it has them.
 */
export function routeLimits(
  route: Route,
  deps: Pick<Deps, 'database' | 'clock' | 'env'>,
): MiddlewareHandler | undefined {
  const limits = route.limits ?? [];
  if (limits.length === 0) return undefined;
  const message = limits.find((limit) => limit.message)?.message;
  const middleware: MiddlewareHandler<LimitedEnv> = async (c, next) => {
    try {
      await hitRateLimits(deps.database.db, {
        appId: c.var.app.id,
        now: deps.clock(),
        hits: limits.map((limit) => ({ rule: limit.rule, key: keyOf(c, limit, deps) })),
      });
    } catch (error) {
      if (!message || !(error instanceof ApiError) || error.status !== 429) throw error;
      const seconds = Number(error.headers['Retry-After'] ?? limits[0]?.rule.windowSeconds);
      throw limitRefusal(seconds, message);
    }
    await next();
  };
  return middleware as MiddlewareHandler;
}
