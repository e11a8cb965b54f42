/** Sign-in, sign-up, codes, password reset and sign-out (widget-spec §7). */

import type {
  LoginRequest,
  PasswordlessLoginRequest,
  PasswordlessSendRequest,
  PasswordlessSignupRequest,
  ResetPasswordRequest,
  SendResetPasswordEmailRequest,
  SignupRequest,
} from '../contract/auth.ts';
import {
  type AuthResponse,
  authResponseSchema,
  type CaptchaChallenge,
  captchaChallengeSchema,
} from '../contract/auth.ts';
import { type AcknowledgementResponse, acknowledgementResponseSchema } from '../contract/envelope.ts';
import { ERROR_CODES } from '../contract/errors.ts';
import { isWfError } from '../errors.ts';
import type { MethodContext } from './context.ts';

/** Builds the auth methods. */
export function authMethods({ request, session }: MethodContext) {
  async function signIn(path: string, body: unknown): Promise<AuthResponse> {
    const response = await request({ method: 'POST', path, body, schema: authResponseSchema });
    session.signIn(response.data.member, response.data.tokens);
    return response;
  }

  function acknowledge(path: string, body?: unknown): Promise<AcknowledgementResponse> {
    return request({ method: 'POST', path, body, schema: acknowledgementResponseSchema });
  }

  return {
    /** Logs in with e-mail and password; stores the session. POST /auth/login */
    loginMemberEmailPassword: (params: LoginRequest) => signIn('/auth/login', params),

    /** E-mails a login code. POST /auth/passwordless/login/send */
    sendMemberLoginPasswordlessEmail: (params: PasswordlessSendRequest) =>
      acknowledge('/auth/passwordless/login/send', params),

    /** Logs in with the e-mailed code; stores the session. POST /auth/passwordless/login */
    loginMemberPasswordless: (params: PasswordlessLoginRequest) => signIn('/auth/passwordless/login', params),

    /** Signs up with e-mail and password; stores the session. POST /auth/signup */
    signupMemberEmailPassword: (params: SignupRequest) => signIn('/auth/signup', params),

    /** E-mails a signup code. POST /auth/passwordless/signup/send */
    sendMemberSignupPasswordlessEmail: (params: PasswordlessSendRequest) =>
      acknowledge('/auth/passwordless/signup/send', params),

    /** Signs up with the e-mailed code; stores the session. POST /auth/signup?isPasswordless=true */
    signupMemberPasswordless: (params: PasswordlessSignupRequest) =>
      signIn('/auth/signup?isPasswordless=true', params),

    /** An ALTCHA challenge for the signup captcha, when the app requires one. GET /auth/captcha/challenge */
    getCaptchaChallenge: (): Promise<CaptchaChallenge> =>
      request({ method: 'GET', path: '/auth/captcha/challenge', schema: captchaChallengeSchema }),

    /** E-mails a password-reset code. POST /auth/send-reset-password-email */
    sendMemberResetPasswordEmail: (params: SendResetPasswordEmailRequest) =>
      acknowledge('/auth/send-reset-password-email', params),

    /** Sets a new password with the e-mailed code. POST /auth/reset-password */
    resetMemberPassword: (params: ResetPasswordRequest) => acknowledge('/auth/reset-password', params),

    /** E-mails the signed-in member a verification link. POST /auth/send-email-verification */
    sendMemberVerificationEmail: () => acknowledge('/auth/send-email-verification', {}),

    /**
     * Signs out. The local session is cleared even when the request fails; a session the
     * service no longer knows counts as signed out. POST /member/logout
     */
    async logout(): Promise<AcknowledgementResponse> {
      try {
        return await acknowledge('/member/logout');
      } catch (error) {
        if (isWfError(error) && error.code === ERROR_CODES.invalidToken) return { data: { success: true } };
        throw error;
      } finally {
        session.clear();
      }
    },
  };
}

/** The auth methods of a client. */
export type AuthMethods = ReturnType<typeof authMethods>;
