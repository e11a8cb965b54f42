/** Requests and answers of the /member calls (docs/product/widget.md §7, SDK HTTP table). */
import { z } from 'zod/mini';
import { memberProviderSchema, memberSchema } from './entities.ts';
import { envelope, messageEnvelope } from './envelope.ts';
import {
  CURRENT_PASSWORD_MESSAGE,
  currentPasswordSchema,
  customFieldsInputSchema,
  emailSchema,
  idSchema,
  jsonObjectSchema,
  passwordSchema,
  returnUrlSchema,
  tokenSchema,
} from './fields.ts';

/** Shown when /member-auth carries neither a new e-mail nor a new password. */
export const MEMBER_AUTH_EMPTY_MESSAGE = 'Please enter a new email address or a new password';

/** GET /member: `{ data: null }` when nobody is signed in. */
export const currentMemberResponseSchema = envelope(z.nullable(memberSchema));
export type CurrentMemberResponse = z.infer<typeof currentMemberResponseSchema>;

/** `{ data: Member, message? }`: every call that changes the member answers with it. */
export const memberResponseSchema = messageEnvelope(memberSchema);
export type MemberResponse = z.infer<typeof memberResponseSchema>;

/** POST /member */
export const updateMemberRequestSchema = z.object({ customFields: customFieldsInputSchema });
export type UpdateMemberRequest = z.infer<typeof updateMemberRequestSchema>;

/**
 * POST /member-auth: a new e-mail, or the old and the new password (or both changes at once).
 * A new e-mail also needs the current password, or, for a member without one, the code POST
 * /member-auth/send-code mailed to the current address (docs/security.md "Changing the e-mail
 * address").
 */
export const updateMemberAuthRequestSchema = z
  .object({
    email: z.optional(emailSchema),
    oldPassword: z.optional(currentPasswordSchema),
    newPassword: z.optional(passwordSchema),
    code: z.optional(tokenSchema),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.email === undefined && body.newPassword === undefined) {
        ctx.addIssue({ code: 'custom', message: MEMBER_AUTH_EMPTY_MESSAGE, path: ['email'] });
      }
      if (body.newPassword !== undefined && body.oldPassword === undefined) {
        ctx.addIssue({ code: 'custom', message: CURRENT_PASSWORD_MESSAGE, path: ['oldPassword'] });
      }
    }),
  );
export type UpdateMemberAuthRequest = z.infer<typeof updateMemberAuthRequestSchema>;

/** POST /member/set-password: only for a member without a password. */
export const setPasswordRequestSchema = z.object({ password: passwordSchema });
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** GET and POST /member/json: the member's JSON document (`{}` when none). */
export const memberJsonResponseSchema = envelope(jsonObjectSchema);
export type MemberJsonResponse = z.infer<typeof memberJsonResponseSchema>;

/** POST /member/json */
export const updateMemberJsonRequestSchema = z.object({ json: jsonObjectSchema });
export type UpdateMemberJsonRequest = z.infer<typeof updateMemberJsonRequestSchema>;

/** Multipart field name of POST /member/profile-image. */
export const PROFILE_IMAGE_FIELD = 'profileImage';

/** POST /member/profile-image: `{ data: { profileImage }, message? }`. */
export const profileImageResponseSchema = messageEnvelope(z.object({ profileImage: z.string() }));
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>;

/** DELETE /member/profile-image: `{ data: { profileImage: null }, message? }`. */
export const deleteProfileImageResponseSchema = messageEnvelope(z.object({ profileImage: z.null() }));
export type DeleteProfileImageResponse = z.infer<typeof deleteProfileImageResponseSchema>;

/**
 * DELETE /member: `{ data: { id }, message? }`, the id of the member whose account was deleted
 * (as @memberstack/dom's `DeletedMember`).
 */
export const deleteMemberResponseSchema = messageEnvelope(z.object({ id: z.string() }));
export type DeleteMemberResponse = z.infer<typeof deleteMemberResponseSchema>;

/** POST /member/plans/add and /member/plans/remove (free plans). */
export const planChangeRequestSchema = z.object({ planId: idSchema });
export type PlanChangeRequest = z.infer<typeof planChangeRequestSchema>;

/** POST /member/disconnect-provider */
export const disconnectProviderRequestSchema = z.object({ provider: idSchema });
export type DisconnectProviderRequest = z.infer<typeof disconnectProviderRequestSchema>;

/** POST /member/disconnect-provider: `{ data: { providers }, message? }` (docs/product/widget.md §7). */
export const providersResponseSchema = messageEnvelope(
  z.object({ providers: z.array(memberProviderSchema) }),
);
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;

/** POST /member/plans/create-checkout-session */
export const checkoutSessionRequestSchema = z.object({
  priceId: idSchema,
  couponId: z.optional(idSchema),
  metadataForCheckout: z.optional(jsonObjectSchema),
  success_url: z.optional(returnUrlSchema),
  cancel_url: z.optional(returnUrlSchema),
  origin_url: z.optional(returnUrlSchema),
  /** Where the checkout started (the real client sends the page and browser details). */
  conversionData: z.optional(jsonObjectSchema),
});
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequestSchema>;

/** POST /member/create-billing-portal-session */
export const billingPortalRequestSchema = z.object({
  return_url: z.optional(returnUrlSchema),
  origin_url: z.optional(returnUrlSchema),
  priceIds: z.optional(z.array(idSchema).check(z.maxLength(50))),
  configuration: z.optional(jsonObjectSchema),
});
export type BillingPortalRequest = z.infer<typeof billingPortalRequestSchema>;

/** Checkout and billing portal: `{ data: { url } }`, the page to send the member to. */
export const redirectResponseSchema = envelope(z.object({ url: z.string() }));
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;
