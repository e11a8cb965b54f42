/**
 * The shape of one API route, defined once (docs/architecture.md "One route table"): method,
 * path, who may call it, and the schemas of its path parameters, query, body and answer. The
 * SDK calls through these definitions and the service mounts its handlers on them, so a route
 * that one side lacks fails the type check; the OpenAPI document is generated from them.
 */
import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone (with the app's public key), a signed-in member, or an app admin. */
export type RouteAccess = 'anyone' | 'member' | 'admin';

/**
 * How a route is reached. 'app': a JSON call that names its app with X-APP-ID and X-API-Key
 * (every SDK call). 'open': a JSON call that names no app (health check, API description).
 * 'page': a page a browser opens (an e-mail's link, a popup window), which carries no headers.
 * 'server': a call from the app owner's own server with a secret key alone, which names the app
 * and the mode (the admin API, docs/admin-api.md); a browser's call is refused.
 */
export type RouteReach = 'app' | 'open' | 'page' | 'server';

/** A JSON answer's schema, or what a page answers: HTML, or a redirect; or the plain text 'OK'. */
export type RouteReply = z.ZodMiniType | 'html' | 'redirect' | 'text';

/** A rate limit: at most `limit` requests per `windowSeconds` for each key (docs/security.md "Limits"). */
export interface RateLimitRule {
  /** Names the counter, e.g. 'login-email'; part of the stored key. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Whom a route's limit counts a request for: the client's IP address, the signed-in member, the
 * signed-in member's e-mail address (shared with every other limit keyed by that address), or
 * the secret key of a 'server' call.
 */
export type RateLimitSubject = 'ip' | 'member' | 'member-email' | 'secret-key';

/**
 * A rate limit a route declares. The service counts it after the access checks and before the
 * request is parsed, so a flood of malformed requests counts too. A limit keyed by what only
 * the handler learns (an address in the body, a checkout's app) stays in the handler.
 */
export interface RouteLimit {
  rule: RateLimitRule;
  per: RateLimitSubject;
  /** The refusal in the route's own words, given the whole minutes to wait (default: the service's). */
  message?: (minutes: number) => string;
}

/** The largest body a route reads, and how a larger one is refused (before it is read). */
export interface RouteBodyLimit {
  bytes: number;
  /** The refusal's code and sentence; default 'request/too-large' with a sentence naming the limit. */
  refusal?: { code: string; message: string };
}

/** The body limit of a JSON call (and of a route that reads no body). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** The body limit of a multipart upload, unless the route says otherwise. */
export const MULTIPART_BODY_LIMIT_BYTES = 4.5 * 1024 * 1024;

/**
 * The name of what an admin route does, for the app's audit log: a resource and a verb, such as
 * 'videos.add'. Every admin route declares one (the service refuses to mount one without it).
 */
export const AUDIT_ACTION_PATTERN = /^[a-z][a-z-]*(\.[a-z][a-z-]*)+$/;

/** One route of the API, relative to its base (/api). */
export interface Route {
  method: HttpMethod;
  /** Path under the API base; `{name}` marks a path parameter. */
  path: string;
  /**
   * Query values that pick this route among routes on the same method and path (POST
   * /auth/signup?isPasswordless=true is another route than POST /auth/signup).
   */
  match?: Readonly<Record<string, string>>;
  /** One line for the API reference. */
  summary: string;
  /** The reference's section (OpenAPI tag). */
  tag: string;
  access: RouteAccess;
  reach: RouteReach;
  /** Path parameters, when the path has any. */
  params?: z.ZodMiniType;
  /** Query parameters read by the route. */
  query?: z.ZodMiniType;
  /** A JSON body's schema, or 'multipart' for uploads; none when the route reads no body. */
  body?: z.ZodMiniType | 'multipart';
  reply: RouteReply;
  /** Status of a successful answer (default 200). */
  status?: 200 | 201 | 202 | 303;
  /** Rate limits counted before the request is parsed (docs/security.md "Limits"). */
  limits?: readonly RouteLimit[];
  /** The body limit, when it is not the default of its kind ({@link bodyLimitOf}). */
  bodyLimit?: RouteBodyLimit;
  /** What the route does, for the audit log ({@link AUDIT_ACTION_PATTERN}); required on admin routes. */
  audit?: string;
}

/** The body limit of a route: its own, else the default of its kind (multipart or JSON). */
export function bodyLimitOf(route: Pick<Route, 'body' | 'bodyLimit'>): RouteBodyLimit {
  if (route.bodyLimit) return route.bodyLimit;
  return { bytes: route.body === 'multipart' ? MULTIPART_BODY_LIMIT_BYTES : JSON_BODY_LIMIT_BYTES };
}

/** Defines a route, keeping its literal types (the SDK and the service infer from them). */
export function route<const R extends Route>(definition: R): R {
  return definition;
}

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

/** The parsed path parameters, query and body a handler of route R receives. */
export interface RouteInput<R extends Route> {
  params: Output<R['params']>;
  query: Output<R['query']>;
  /** Undefined for multipart routes: the handler reads the form itself. */
  body: R['body'] extends 'multipart' ? undefined : Output<R['body']>;
}

/** What a caller of route R sends: path parameters, query and body, as the schemas accept them. */
export type RouteCall<R extends Route> = (R['params'] extends z.ZodMiniType
  ? { params: Input<R['params']> }
  : { params?: undefined }) &
  (R['query'] extends z.ZodMiniType ? { query?: Input<R['query']> } : { query?: undefined }) &
  (R['body'] extends 'multipart'
    ? { body: FormData }
    : R['body'] extends z.ZodMiniType
      ? { body: Input<R['body']> }
      : { body?: undefined });

/** The parsed answer of route R (JSON routes only). */
export type RouteAnswer<R extends Route> = R['reply'] extends z.ZodMiniType ? z.output<R['reply']> : never;

/** The answer a handler of route R gives before it is checked against the schema. */
export type RouteAnswerInput<R extends Route> = R['reply'] extends z.ZodMiniType
  ? z.input<R['reply']>
  : never;

/** A table of routes by name. */
export type RouteTable = Readonly<Record<string, Route>>;

/**
 * The URL path of a call: parameters put in (each URL-encoded), then the route's match values
 * and the query. Query values that are undefined are left out.
 */
export function pathOf(
  route: Route,
  params?: Readonly<Record<string, unknown>>,
  query?: Readonly<Record<string, unknown>>,
): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`${route.path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...route.match, ...query })) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
