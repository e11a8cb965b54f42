/** Answers of the /app calls (docs/product/widget.md §7, SDK HTTP table). */
import { z } from 'zod/mini';
import { appSchema, memberSchema, planSchema } from './entities.ts';
import { envelope } from './envelope.ts';
import { idSchema } from './fields.ts';

/** GET /app */
export const appResponseSchema = envelope(appSchema);
export type AppResponse = z.infer<typeof appResponseSchema>;

/** GET /app-member: the app and the signed-in member (null when nobody is). */
export const appMemberResponseSchema = envelope(
  z.object({ app: appSchema, member: z.nullable(memberSchema) }),
);
export type AppMemberResponse = z.infer<typeof appMemberResponseSchema>;

/** Path parameter of GET /app/plans/{planId}. */
export const planIdParamSchema = z.object({ planId: idSchema });
export type PlanIdParam = z.infer<typeof planIdParamSchema>;

/** GET /app/plans/{planId} */
export const planResponseSchema = envelope(planSchema);
export type PlanResponse = z.infer<typeof planResponseSchema>;

/** getPlans (read from GET /app): `{ data: Plan[] }`. */
export const plansResponseSchema = envelope(z.array(planSchema));
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/**
 * POST /page-view: what `@memberstack/dom` clients send on every page view (their
 * `trackPageView`, on unless `autoTrackPageViews: false`). Accepted so that such pages stay
 * quiet; nothing of it is kept (docs/decisions.md "No page-view tracking").
 */
export const pageViewRequestSchema = z.object({
  data: z.optional(z.looseObject({ sessionData: z.optional(z.looseObject({})) })),
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;

/** `{ data: null }`: no analytics session is made. */
export const pageViewResponseSchema = envelope(z.null());
export type PageViewResponse = z.infer<typeof pageViewResponseSchema>;
