/**
 * The member's sessions: where they are signed in (docs/security.md "Sessions"). GET
 * /member/sessions lists them; POST /member/sessions/revoke ends one and POST
 * /member/sessions/revoke-others every one but the current; both answer the list left.
 */
import { z } from 'zod/mini';
import { messageEnvelope } from './envelope.ts';
import { idSchema } from './fields.ts';

/** One place the member is signed in. */
export const memberSessionSchema = z.object({
  id: z.string(),
  /** The session this request came with ('This device'). */
  current: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When the session was last used (recorded to within a few minutes). */
  lastActiveAt: z.iso.datetime({ offset: true }),
  /** 'iPhone', 'Mac', 'Windows computer', ...; null when the browser did not say. */
  device: z.nullable(z.string()),
  /** 'Safari 18', 'Chrome 141', ...; null when the browser did not say. */
  browser: z.nullable(z.string()),
  /** Where, as far as can be told without an online lookup ('Local network'); null otherwise. */
  place: z.nullable(z.string()),
  /** The address the session was last used from. */
  ip: z.nullable(z.string()),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

/** The member's live sessions, most recently used first. */
export const memberSessionsResponseSchema = messageEnvelope(z.array(memberSessionSchema));
export type MemberSessionsResponse = z.infer<typeof memberSessionsResponseSchema>;

/** POST /member/sessions/revoke */
export const revokeSessionRequestSchema = z.object({ sessionId: idSchema });
export type RevokeSessionRequest = z.infer<typeof revokeSessionRequestSchema>;

/**
 * The link of a security e-mail (confirm a new address, "this wasn't me"): opened by a browser
 * (the query of GET), then confirmed with a button (the form of POST).
 */
export const accountLinkSchema = z.object({
  token: z.optional(z.string().check(z.maxLength(200))),
  app: z.optional(z.string().check(z.maxLength(200))),
});
export type AccountLink = z.infer<typeof accountLinkSchema>;
