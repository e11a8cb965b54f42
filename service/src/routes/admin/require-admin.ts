/**
 * Admin-only routes (website-spec §6): the signed-in member must hold an active or trialing plan
 * connection whose planId starts with 'pln_admin-', checked here on the server whatever the
 * page showed. Goes after requireMember (401 without a session); 403 otherwise.
 */

import { ADMIN_PLAN_PREFIX, ADMIN_REQUIRED_MESSAGE } from '@wf/sdk/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { MemberEnv } from '../../auth/member.ts';
import { planConnections } from '../../db/schema.ts';
import type { Deps } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';

/** Plan connection statuses that count (a cancelled or unpaid admin plan does not). */
const GRANTING_STATUSES = ['ACTIVE', 'TRIALING'] as const;

/** Middleware: 403 'You need an Admin Plan to access this page.' unless the member is an admin. */
export function requireAdmin(deps: Pick<Deps, 'database'>): MiddlewareHandler<MemberEnv> {
  return async (c, next) => {
    const [held] = await deps.database.db
      .select({ id: planConnections.id })
      .from(planConnections)
      .where(
        and(
          eq(planConnections.appId, c.var.app.id),
          eq(planConnections.memberId, c.var.member.id),
          // '_' is a LIKE wildcard: escaped, so only the literal prefix matches.
          like(planConnections.planId, `${ADMIN_PLAN_PREFIX.replaceAll('_', '\\_')}%`),
          inArray(planConnections.status, [...GRANTING_STATUSES]),
        ),
      )
      .limit(1);
    if (!held) throw forbidden(ADMIN_REQUIRED_MESSAGE);
    await next();
  };
}
