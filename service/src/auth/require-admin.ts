/**
 * Admin-only routes (docs/product/website.md §6): the signed-in member must hold the app's
 * admin plan, checked here on the server whatever the page showed. Goes after requireMember
 * (401 without a session); 403 otherwise.
 */
import { ADMIN_REQUIRED_MESSAGE } from '@wf/sdk/contract';
import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { holdsAdminPlan } from './admin.ts';
import type { MemberEnv } from './member.ts';

/** Middleware: 403 'You need an Admin Plan to access this page.' unless the member is an admin. */
export function requireAdmin(deps: Pick<Deps, 'database'>): MiddlewareHandler<MemberEnv> {
  return async (c, next) => {
    if (!(await holdsAdminPlan(deps.database.db, c.var.app.id, c.var.member.id))) {
      throw forbidden(ADMIN_REQUIRED_MESSAGE);
    }
    await next();
  };
}
