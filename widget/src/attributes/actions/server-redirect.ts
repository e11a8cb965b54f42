/**
 * §9's "server's redirect" (docs/product/data-attributes.md): the plan's (signed up with, or
 * held), else the app's default. Pure over the app (GET /app's `plans[].redirects` and defaults).
 */
import { heldPlanIds as heldPlans } from '@wf/sdk/access';
import type { App, Member } from '@wf/sdk/contract';

type RedirectKey = 'afterLogin' | 'afterSignup' | 'afterLogout';

/** The plan ids a member holds. */
export function heldPlanIds(member: Member | null | undefined): string[] {
  return member ? [...heldPlans(member)] : [];
}

/** Of these plans, the highest-priority one's own redirect (GET /app's `plans[].redirects`). */
function planRedirect(app: App, planIds: readonly string[], key: RedirectKey): string | null {
  const withOne = app.plans
    .filter((plan) => planIds.includes(plan.id) && plan.redirects?.[key])
    .sort((a, b) => b.priority - a.priority);
  return withOne[0]?.redirects?.[key] ?? null;
}

/**
 * The plan's redirect for `kind`, else the app's. Our service keeps no redirect per member, so
 * the member's own step is the login redirect this browser remembers, used by the
 * `login-redirect` action only.
 */
export function serverRedirect(
  app: App | null,
  kind: 'signup' | 'login' | 'logout',
  planIds: readonly string[],
): string | null {
  if (!app) return null;
  if (kind === 'signup') return planRedirect(app, planIds, 'afterSignup') ?? app.signupRedirect ?? null;
  if (kind === 'login') return planRedirect(app, planIds, 'afterLogin') ?? app.loginRedirect ?? null;
  return planRedirect(app, planIds, 'afterLogout') ?? app.logoutRedirect ?? null;
}
