/**
 * Mounts handlers on a route table (docs/architecture.md "One route table"): the table says
 * method, path, who may call, the schemas and the route's policy; this module adds, per route,
 * the body limit, the app resolution, the member and admin checks, the route's rate limits, the
 * validation of path parameters, query and body, and the JSON answer. A handler object must
 * name every route of its table, or the type check fails; a route whose policy cannot be
 * applied (http/route-policy.ts) fails at start-up.
 *
 * Refusals come in this order: a body over the route's limit (413), unknown app or key
 * (401/403), no session (401), no admin plan (403), over a rate limit (429), then a malformed
 * request (400). A 'server' route (the admin API) is reached with a secret key instead of the app
 * and member checks. A route that names an audit action has each call that passed those checks
 * recorded in the audit log (security/audit.ts), done or refused, with its status.
 */
import {
  bodyLimitOf,
  type Route,
  type RouteAnswerInput,
  type RouteInput,
  type RouteTable,
} from '@wf/sdk/contract';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { z } from 'zod/mini';
import { type MemberEnv, requireMember } from '../auth/member.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import { recordAuditEvent } from '../security/audit.ts';
import { bodyLimit } from './body-limit.ts';
import type { ApiEnv, BaseEnv, Deps, ServerEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { assertRoutePolicy, routeLimits } from './route-policy.ts';
import { parseOrThrow, readJsonBody } from './validate.ts';

/** The context a handler of route R runs in: with the app for app calls, and the member when one is required. */
export type RouteEnv<R extends Route> = R['reach'] extends 'app'
  ? R['access'] extends 'member' | 'admin'
    ? MemberEnv
    : ApiEnv
  : R['reach'] extends 'server'
    ? ServerEnv
    : BaseEnv;

/** What a handler of route R answers: the JSON body (status from the route), or a whole Response. */
export type RouteReplyOf<R extends Route> = R['reply'] extends z.ZodMiniType
  ? RouteAnswerInput<R> | Response
  : Response;

/** The handler of route R. */
export type RouteHandler<R extends Route> = (
  c: Context<RouteEnv<R>>,
  input: RouteInput<R>,
) => RouteReplyOf<R> | Promise<RouteReplyOf<R>>;

/** One handler for every route of a table. */
export type Handlers<T extends RouteTable> = { [K in keyof T]: RouteHandler<T[K]> };

/** What every mounted route may need. */
export interface MountOptions {
  deps: Pick<Deps, 'database' | 'clock' | 'env'>;
  /** Resolves the app of 'app' routes from X-APP-ID and X-API-Key (one instance: it caches apps). */
  resolveApp?: MiddlewareHandler<ApiEnv>;
  /** Resolves the app of 'server' routes from their secret key (http/secret-key.ts). */
  resolveSecretKey?: MiddlewareHandler<ServerEnv>;
  /** Runs after the app is known, before the member checks (e.g. "this table serves one app only"). */
  appGuard?: MiddlewareHandler<ApiEnv>;
}

/** Registers middleware and a final handler for one method and path. */
export function on(
  app: Hono<BaseEnv>,
  method: string,
  path: string,
  middleware: MiddlewareHandler[],
  handler: (c: Context) => Promise<Response> | Response,
): void {
  (app.on as (method: string, path: string, ...handlers: MiddlewareHandler[]) => void)(
    method,
    path,
    ...middleware,
    handler as MiddlewareHandler,
  );
}

/** The Hono form of a path: '/member/team/{teamId}' -> '/member/team/:teamId'. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The route of a group sharing method and path that the query picks (a route without `match` is the default). */
function pick(group: [string, Route][], query: Record<string, string>): [string, Route] {
  const matched = group.find(
    ([, route]) => route.match && Object.entries(route.match).every(([name, value]) => query[name] === value),
  );
  const chosen = matched ?? group.find(([, route]) => !route.match) ?? group[0];
  if (!chosen) throw new Error('an empty route group');
  return chosen;
}

/** What runs before a route's handler: body limit, app, app guard, member, admin, rate limits. */
function checksOf(route: Route, options: MountOptions): MiddlewareHandler[] {
  const where = `${route.method} ${route.path}`;
  // A GET carries no body (the Node adapter never gives it one): no limit to check, and reading
  // `body` to find that out would build the full Request on every page view's GET /member.
  const checks: MiddlewareHandler[] = route.method === 'GET' ? [] : [bodyLimit(bodyLimitOf(route))];
  if (route.reach === 'server') {
    if (!options.resolveSecretKey) throw new Error(`${where}: a 'server' route needs resolveSecretKey`);
    checks.push(options.resolveSecretKey as MiddlewareHandler);
    const limits = routeLimits(route, options.deps);
    if (limits) checks.push(limits);
    return checks;
  }
  if (route.reach !== 'app') return checks;
  if (!options.resolveApp) throw new Error(`${where}: an 'app' route needs resolveApp`);
  checks.push(options.resolveApp as MiddlewareHandler);
  if (options.appGuard) checks.push(options.appGuard as MiddlewareHandler);
  if (route.access !== 'anyone') checks.push(requireMember(options.deps) as MiddlewareHandler);
  if (route.access === 'admin') checks.push(requireAdmin(options.deps) as MiddlewareHandler);
  const limits = routeLimits(route, options.deps);
  if (limits) checks.push(limits);
  return checks;
}

/**
 * The query a route reads. A page (an e-mail's link, a popup) never answers a JSON validation
 * error: a query it cannot use counts as an empty one, and the page says what that means.
 */
function queryOf(c: Context, route: Route): unknown {
  if (!route.query) return undefined;
  if (route.reach !== 'page') return parseOrThrow(route.query, c.req.query());
  try {
    return parseOrThrow(route.query, c.req.query());
  } catch {
    return parseOrThrow(route.query, {});
  }
}

/**
 * The body a route reads: JSON for API calls; for a page, the fields of its form (a body it
 * cannot use counts as an empty form, as a page's query does).
 */
async function bodyOf(c: Context, route: Route): Promise<unknown> {
  if (!route.body || route.body === 'multipart') return undefined;
  if (route.reach !== 'page') return parseOrThrow(route.body, await readJsonBody(c));
  let fields: Record<string, unknown> = {};
  try {
    const form = await c.req.parseBody();
    fields = Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string'));
  } catch {
    // Not a form: nothing usable.
  }
  try {
    return parseOrThrow(route.body, fields);
  } catch {
    return parseOrThrow(route.body, {});
  }
}

/** Parses what the route reads from the request: path parameters, query and body. */
async function inputOf(c: Context, route: Route): Promise<RouteInput<Route>> {
  return {
    params: route.params ? parseOrThrow(route.params, c.req.param()) : undefined,
    query: queryOf(c, route),
    body: await bodyOf(c, route),
  } as RouteInput<Route>;
}

/** True when two routes on one path are checked alike (their checks run before the query picks one). */
function samePolicy(a: Route, b: Route): boolean {
  return (
    a.reach === b.reach &&
    a.access === b.access &&
    a.limits === b.limits &&
    a.audit === b.audit &&
    bodyLimitOf(a).bytes === bodyLimitOf(b).bytes
  );
}

/** Who made an audited call: the secret key, or the signed-in member; none on other routes. */
function actorOf(c: Context): { kind: 'secret-key' | 'member'; id: string; mode?: string } | undefined {
  const variables = c.var as Partial<ServerEnv['Variables'] & MemberEnv['Variables']>;
  if (variables.secretKey) return { kind: 'secret-key', ...variables.secretKey };
  if (variables.member) return { kind: 'member', id: variables.member.id };
  return undefined;
}

/** What an audited call acted on: the id its answer names, else the id in its path (never an address). */
function targetOf(c: Context, reply: unknown): string | null {
  const data = (reply as { data?: { id?: unknown } } | undefined)?.data;
  if (data && typeof data.id === 'string') return data.id;
  const param = c.req.param('id');
  return typeof param === 'string' && !param.includes('@') ? param : null;
}

/** Records one call of an audited route (a failure to record is logged, never the caller's). */
async function audit(
  c: Context,
  route: Route,
  options: MountOptions,
  outcome: { status: number; reply?: unknown; code?: string },
): Promise<void> {
  const actor = actorOf(c);
  const app = (c.var as Partial<ApiEnv['Variables']>).app;
  if (!route.audit || !actor || !app) return;
  try {
    await recordAuditEvent(options.deps.database.db, {
      appId: app.id,
      actorKind: actor.kind,
      actorId: actor.id,
      action: route.audit,
      targetId: targetOf(c, outcome.reply),
      detail: {
        status: outcome.status,
        ...(actor.mode ? { mode: actor.mode } : {}),
        ...(outcome.code ? { code: outcome.code } : {}),
      },
      now: options.deps.clock(),
    });
  } catch (error) {
    (c.var as Partial<BaseEnv['Variables']>).logger?.error(
      { err: error },
      'the audit event was not recorded',
    );
  }
}

/** A Hono app serving every route of `table` with its handler. */
export function mountRoutes<T extends RouteTable>(
  table: T,
  handlers: Handlers<T>,
  options: MountOptions,
): Hono<BaseEnv> {
  const app = new Hono<BaseEnv>();
  const groups = new Map<string, [string, Route][]>();
  for (const [name, route] of Object.entries(table)) {
    assertRoutePolicy(route);
    const key = `${route.method} ${route.path}`;
    groups.set(key, [...(groups.get(key) ?? []), [name, route]]);
  }
  for (const group of groups.values()) {
    const [, first] = group[0] as [string, Route];
    if (group.some(([, route]) => !samePolicy(route, first))) {
      throw new Error(
        `${first.method} ${first.path}: routes on one path must share reach, access and policy`,
      );
    }
    on(app, first.method, honoPath(first.path), checksOf(first, options), async (c) => {
      const [name, route] = pick(group, c.req.query());
      const handler = handlers[name] as RouteHandler<Route>;
      let reply: Awaited<ReturnType<RouteHandler<Route>>>;
      try {
        reply = await handler(c as never, await inputOf(c, route));
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 500;
        const code = error instanceof ApiError ? error.code : undefined;
        await audit(c, route, options, { status, ...(code ? { code } : {}) });
        throw error;
      }
      if (reply instanceof Response) {
        await audit(c, route, options, { status: reply.status });
        return reply;
      }
      const status = route.status ?? 200;
      await audit(c, route, options, { status, reply });
      return c.json(reply as object, status as 200);
    });
  }
  return app;
}
