/** Requests and answers of the /auth calls (docs/product/widget.md §7, SDK HTTP table). */
import { z } from 'zod/mini';
import { contentGroupSchema, memberSchema, tokensSchema } from './entities.ts';
import { envelope } from './envelope.ts';
import {
  authOptionsSchema,
  currentPasswordSchema,
  customFieldsInputSchema,
  emailSchema,
  jsonObjectSchema,
  opaqueTokenSchema,
  originSchema,
  passwordSchema,
  signupPlansSchema,
  tokenSchema,
} from './fields.ts';

/** POST /auth/login */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  options: z.optional(authOptionsSchema),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /auth/signup */
export const signupRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  customFields: z.optional(customFieldsInputSchema),
  metaData: z.optional(jsonObjectSchema),
  captchaToken: z.optional(opaqueTokenSchema),
  /** Joins the team whose invite link carried it. */
  inviteToken: z.optional(opaqueTokenSchema),
  /** Free plans only; a paid or unknown plan fails with planUnavailableMessage(id). */
  plans: z.optional(signupPlansSchema),
  /** Origin of the page that signed up, for example https://example.org. */
  origin_domain: z.optional(originSchema),
  options: z.optional(authOptionsSchema),
  /** Referral data passed through from an affiliate script. */
  rewardfulData: z.optional(jsonObjectSchema),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** POST /auth/signup?isPasswordless=true */
export const passwordlessSignupRequestSchema = z.object({
  email: emailSchema,
  passwordlessToken: tokenSchema,
  customFields: z.optional(customFieldsInputSchema),
  metaData: z.optional(jsonObjectSchema),
  plans: z.optional(signupPlansSchema),
  /** Not in the HTTP table, but the widget-level call passes includeContentGroups (docs/product/widget.md §7). */
  options: z.optional(authOptionsSchema),
});
export type PasswordlessSignupRequest = z.infer<typeof passwordlessSignupRequestSchema>;

/** POST /auth/passwordless/login/send and /auth/passwordless/signup/send */
export const passwordlessSendRequestSchema = z.object({ email: emailSchema });
export type PasswordlessSendRequest = z.infer<typeof passwordlessSendRequestSchema>;

/** POST /auth/passwordless/login */
export const passwordlessLoginRequestSchema = z.object({
  passwordlessToken: tokenSchema,
  email: emailSchema,
  options: z.optional(authOptionsSchema),
});
export type PasswordlessLoginRequest = z.infer<typeof passwordlessLoginRequestSchema>;

/** POST /auth/send-reset-password-email */
export const sendResetPasswordEmailRequestSchema = z.object({ email: emailSchema });
export type SendResetPasswordEmailRequest = z.infer<typeof sendResetPasswordEmailRequestSchema>;

/** POST /auth/reset-password */
export const resetPasswordRequestSchema = z.object({
  /** The six code characters joined. */
  token: tokenSchema,
  newPassword: passwordSchema,
  /**
   * The address the code was sent to, when the client still knows it (not in the spec's
   * table): wrong codes then count against that address's code, which is void after 5.
   */
  email: z.optional(emailSchema),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /auth/send-email-verification: no fields. */
export const sendEmailVerificationRequestSchema = z.object({});
export type SendEmailVerificationRequest = z.infer<typeof sendEmailVerificationRequestSchema>;

/** The data of a successful login or signup: the member and a bearer session token. */
export const authDataSchema = z.object({
  member: memberSchema,
  tokens: tokensSchema,
  /** Present when options.includeContentGroups was set. */
  contentGroups: z.optional(z.array(contentGroupSchema)),
});
export type AuthData = z.infer<typeof authDataSchema>;

/** `{ data: AuthData }`: login, signup, passwordless login and signup. */
export const authResponseSchema = envelope(authDataSchema);
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * GET /auth/captcha/challenge: an ALTCHA challenge, answered bare (not in `{ data }`) because the
 * ALTCHA format is read as is. The browser finds `number` with sha256(salt + number) = challenge.
 */
export const captchaChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  salt: z.string().check(z.maxLength(200)),
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  maxnumber: z.int().check(z.positive()),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** Query of the e-mail verification link (GET /auth/verify-email). */
export const verifyEmailQuerySchema = z.object({
  token: z.optional(z.string()),
  app: z.optional(z.string()),
});
