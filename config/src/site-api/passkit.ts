/**
 * The digital membership pass (docs/product/website.md §2 "Wallet pass widget", §3 "Pass request" and
 * "Pass enrolment result", §7): POST /functions/passkit-enroll, /functions/passkit-get-member
 * and /functions/passkit-update-member. Unlike the rest of the API, these answer the bare
 * `{ ok, passUrl, member: { id }, error }` bodies the website reads; a refusal that is not an
 * auth failure is `ok: false` with a sentence meant for people.
 */

import { emailSchema, ID_MAX } from '@wf/sdk/contract';
import { z } from 'zod/mini';

/** Longest first or last name a pass holds. */
export const PASS_NAME_MAX = 100;

/** Shown when the member id a pass request names is missing. */
export const PASS_EXTERNAL_ID_MESSAGE = 'externalId must be the member id.';

/** Shown when the pass member id of an update is missing. */
export const PASS_MEMBER_ID_MESSAGE = 'memberId must be the id of the pass member.';

/** An id sent by the client: trimmed, 1 to {@link ID_MAX} characters. */
function idOf(message: string) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(ID_MAX));
}

/** A first or last name: trimmed, may be empty (a member who gave only an e-mail address). */
function nameOf(label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .check(
      z.trim(),
      z.maxLength(PASS_NAME_MAX, { error: `${label} must be ${PASS_NAME_MAX} characters or fewer` }),
    );
}

/** docs/product/website.md §3 "Pass request": who the pass is for. */
export const passRequestSchema = z.object({
  /** The member's id (Member.id): only the signed-in member's own id is accepted. */
  externalId: idOf(PASS_EXTERNAL_ID_MESSAGE),
  /** The member's e-mail address. */
  email: emailSchema,
  /** Shown on the card with the last name. */
  firstName: nameOf('First name'),
  lastName: nameOf('Last name'),
});
export type PassRequest = z.infer<typeof passRequestSchema>;

/** POST /functions/passkit-enroll: the member's pass request. */
export const enrollPassRequestSchema = passRequestSchema;
export type EnrollPassRequest = PassRequest;

/** POST /functions/passkit-get-member: whose pass to look up. */
export const getPassMemberRequestSchema = z.object({ externalId: idOf(PASS_EXTERNAL_ID_MESSAGE) });
export type GetPassMemberRequest = z.infer<typeof getPassMemberRequestSchema>;

/** POST /functions/passkit-update-member: the pass request plus the pass member's id. */
export const updatePassMemberRequestSchema = z.extend(passRequestSchema, {
  /** `member.id` of an earlier result. */
  memberId: idOf(PASS_MEMBER_ID_MESSAGE),
});
export type UpdatePassMemberRequest = z.infer<typeof updatePassMemberRequestSchema>;

/** docs/product/website.md §3 "Pass enrolment result": the bare answer of every passkit function. */
export const passResultSchema = z.object({
  ok: z.boolean(),
  /** The public pass page: the member card, its QR code and 'Add to Apple Wallet'. */
  passUrl: z.optional(z.string()),
  /** The pass member (not the site member): send its id to update the pass. */
  member: z.optional(z.object({ id: z.string() })),
  /** Why the pass could not be made or found, when ok is false. */
  error: z.optional(z.string()),
});
export type PassResult = z.infer<typeof passResultSchema>;
