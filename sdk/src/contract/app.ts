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
