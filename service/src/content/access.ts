/**
 * Who may read a piece of secure content (docs/product/widget.md §3 "Content group"): a member holding a
 * plan the content's group is granted to, through an active plan connection; a group granted
 * to no plan is open to every member.
 */
import type { SecureContentResponse } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { contentGroupPlans, secureContent } from '../db/schema.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { holdsAnyPlan } from '../members/plan-holding.ts';

export const CONTENT_NOT_FOUND_MESSAGE = 'This content does not exist.';
export const CONTENT_FORBIDDEN_MESSAGE = 'Your membership does not include this content.';

/** The secure content for a member: 404 when unknown in the app, 403 when their plans do not grant it. */
export async function readSecureContent(
  db: Queryable,
  { appId, memberId, contentId }: { appId: string; memberId: string; contentId: string },
): Promise<SecureContentResponse['data']> {
  const [item] = await db
    .select()
    .from(secureContent)
    .where(and(eq(secureContent.appId, appId), eq(secureContent.contentId, contentId)));
  if (!item) throw notFound(CONTENT_NOT_FOUND_MESSAGE);
  const granted = await db
    .select({ planId: contentGroupPlans.planId })
    .from(contentGroupPlans)
    .where(eq(contentGroupPlans.contentGroupId, item.contentGroupId));
  const plans = granted.map((grant) => grant.planId);
  if (plans.length > 0 && !(await holdsAnyPlan(db, { appId, memberId, plans }))) {
    throw forbidden(CONTENT_FORBIDDEN_MESSAGE);
  }
  return { contentId: item.contentId, content: item.content as SecureContentResponse['data']['content'] };
}
