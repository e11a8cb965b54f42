/** Logging out (docs/product/data-attributes.md §7, §9): where it goes, and what it forgets. */
import type { Member } from '@wf/sdk/contract';
import type { AttributeContext } from '../context.ts';
import { sitePath } from '../redirects.ts';
import { PLAN_KEY, PRICE_KEY, write } from '../storage.ts';
import { appOf } from './app-data.ts';
import { navigation } from './run.ts';
import { heldPlanIds, serverRedirect } from './server-redirect.ts';

/** Where a log-out goes: the link's own page, else the plan's, else the app's; null: reload (§7). */
export async function logoutTarget(
  context: AttributeContext,
  trigger: HTMLElement | null,
  before: Member | null,
): Promise<string | null> {
  const here = `${window.location.pathname}${window.location.search}`;
  const own = sitePath(trigger?.closest('a')?.getAttribute('href'), window.location.href);
  if (own && own.split('#')[0] !== here) return own;
  const server = sitePath(
    serverRedirect(await appOf(context), 'logout', heldPlanIds(before)),
    window.location.href,
  );
  return server && server !== here ? server : null;
}

/** Logs out, forgets the choices of the visit, and leaves for the logout redirect (or reloads). */
export async function logOut(context: AttributeContext, trigger: HTMLElement | null): Promise<void> {
  const before = context.member();
  const target = await logoutTarget(context, trigger, before);
  await context.widget.logout();
  write('sessionStorage', PLAN_KEY, null);
  write('sessionStorage', PRICE_KEY, null);
  if (target) navigation(context).assign(target);
  else navigation(context).reload();
}
