/**
 * The admin API's wire shapes (docs/admin-api.md): what the owner's own servers send and receive
 * with a secret key, as the official @memberstack/admin client calls it. Its members carry what
 * only the owner may see (every custom field, hidden ones too, the member JSON and the login
 * redirect).
 */
import { z } from 'zod/mini';
import { URL_MAX } from '../constants.ts';
import { connectionPaymentSchema, PLAN_CONNECTION_STATUSES, PLAN_CONNECTION_TYPES } from './entities.ts';
import {
  customFieldsInputSchema,
  emailSchema,
  idSchema,
  jsonObjectSchema,
  passwordSchema,
  signupPlansSchema,
} from './fields.ts';

/** The most members one page of the list holds, and how many it holds when the call says nothing. */
export const ADMIN_LIST_MAX = 100;
export const ADMIN_LIST_DEFAULT = 50;

/** The largest cursor a list call may send (a member's sequence number). */
const CURSOR_MAX = Number.MAX_SAFE_INTEGER;

/** GET /members: `first` 1-100 (default 50), `after` a cursor from a page before, `order` by creation. */
export const adminListMembersQuerySchema = z.object({
  first: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ADMIN_LIST_MAX))),
  after: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(CURSOR_MAX))),
  order: z.optional(z.enum(['ASC', 'DESC'])),
});
export type AdminListMembersQuery = z.infer<typeof adminListMembersQuerySchema>;

/** A member's id (mem_...) or, for retrieve only, an e-mail address. */
export const adminMemberParamsSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)),
});

/** Where a member goes after logging in: a path on the app's site or an absolute URL; null clears it. */
export const loginRedirectSchema = z.nullable(
  z.string().check(z.trim(), z.minLength(1), z.maxLength(URL_MAX)),
);

/** POST /members. Plans are free plans only. */
export const adminCreateMemberRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  plans: z.optional(signupPlansSchema),
  customFields: z.optional(customFieldsInputSchema),
  metaData: z.optional(jsonObjectSchema),
  json: z.optional(jsonObjectSchema),
  loginRedirect: z.optional(loginRedirectSchema),
});
export type AdminCreateMemberRequest = z.infer<typeof adminCreateMemberRequestSchema>;

/** PATCH /members/{id}: customFields and metaData are merged key by key, json is replaced whole. */
export const adminUpdateMemberRequestSchema = z.object({
  email: z.optional(emailSchema),
  verified: z.optional(z.boolean()),
  customFields: z.optional(customFieldsInputSchema),
  metaData: z.optional(jsonObjectSchema),
  json: z.optional(jsonObjectSchema),
  loginRedirect: z.optional(loginRedirectSchema),
});
export type AdminUpdateMemberRequest = z.infer<typeof adminUpdateMemberRequestSchema>;

/**
 * DELETE /members/{id}. Subscriptions are always cancelled (an account that no longer exists is
 * never charged, docs/security.md "Deleting an account"); the payment provider's customer is kept.
 */
export const adminDeleteMemberRequestSchema = z.object({
  deleteStripeCustomer: z.optional(z.boolean()),
  cancelStripeSubscriptions: z.optional(z.boolean()),
});

/** POST /members/{id}/add-plan and /remove-plan: a free plan. */
export const adminPlanRequestSchema = z.object({ planId: idSchema });

/** A member's hold on a plan, with the plan's name. */
export const adminPlanConnectionSchema = z.object({
  id: z.string(),
  active: z.boolean(),
  status: z.enum(PLAN_CONNECTION_STATUSES),
  planId: z.string(),
  planName: z.string(),
  type: z.enum(PLAN_CONNECTION_TYPES),
  payment: z.nullable(connectionPaymentSchema),
});

/** The member as the admin API shows it to the app's owner. */
export const adminMemberSchema = z.object({
  id: z.string(),
  auth: z.object({ email: z.string() }),
  verified: z.boolean(),
  metaData: jsonObjectSchema,
  json: jsonObjectSchema,
  loginRedirect: z.nullable(z.string()),
  profileImage: z.nullable(z.string()),
  stripeCustomerId: z.nullable(z.string()),
  /** ISO 8601 time of the member's latest sign-in, or null. */
  lastLogin: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
  /** Every stored custom field, hidden ones too. */
  customFields: z.record(z.string(), z.string()),
  permissions: z.array(z.string()),
  planConnections: z.array(adminPlanConnectionSchema),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** One page of members; `endCursor` is the last member's cursor (the one sent, on an empty page). */
export const adminMemberPageSchema = z.object({
  data: z.array(adminMemberSchema),
  totalCount: z.number(),
  hasNextPage: z.boolean(),
  endCursor: z.number(),
});
export type AdminMemberPage = z.infer<typeof adminMemberPageSchema>;

/** One member, or null when retrieve finds none. */
export const adminMemberResponseSchema = z.object({ data: z.nullable(adminMemberSchema) });
export type AdminMemberResponse = z.infer<typeof adminMemberResponseSchema>;

/** What delete answers: the deleted member's id. */
export const adminDeletedMemberResponseSchema = z.object({ data: z.object({ id: z.string() }) });
