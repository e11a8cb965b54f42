/**
 * What a site built on the platform adds to it when it is mounted (docs/architecture.md "The
 * platform and its site"): its own API table and handlers, its pages, the static site it
 * serves and its 404 page. The platform knows a site only through this shape; main.ts composes
 * them (a site's schema, configuration and seed are its own modules, which main.ts calls too).
 */
import type { RouteTable } from '@wf/sdk/contract';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv, BaseEnv, Deps } from '../http/context.ts';
import type { PageGuard } from '../static/protection.ts';
import type { NotFoundResponder } from '../static/site.ts';

/** What the platform hands a site when it mounts it. */
export interface PlatformServices {
  deps: Deps;
  /** Resolves the app of 'app' calls from X-APP-ID and X-API-Key (the platform's one instance). */
  resolveApp: MiddlewareHandler<ApiEnv>;
  /** Page protection: checks a page against its app's content groups before a byte is sent. */
  guard: PageGuard;
}

/** A site built on the platform. */
export interface SiteExtension {
  /** The site's own API routes: described in the OpenAPI document beside the platform's. */
  routes: RouteTable;
  /** Its handlers of `routes`, mounted under /api after the platform's (with `mountRoutes`). */
  api(services: PlatformServices): Hono<BaseEnv>;
  /** Its pages outside /api, mounted after the platform's uploads. */
  pages?(services: PlatformServices): Hono<BaseEnv>;
  /** The static site it serves, mounted last. */
  site?(services: PlatformServices): Hono<BaseEnv>;
  /** Its 404 page, answered for misses of the platform's own pages (/examples/). */
  notFound?(): NotFoundResponder;
}
