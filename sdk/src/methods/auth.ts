/** Sign-in, sign-up, codes, password reset and sign-out (docs/product/widget.md §7). */

import type {
  AuthResponse,
  CaptchaChallenge,
  LoginRequest,
  PasswordlessLoginRequest,
  PasswordlessSendRequest,
  PasswordlessSignupRequest,
  ResetPasswordRequest,
  SendResetPasswordEmailRequest,
  SignupRequest,
} from '../contract/auth.ts';
import { ERROR_CODES } from '../contract/codes.ts';
import type { AcknowledgementResponse } from '../contract/envelope.ts';
import { MEMBERSHIP_ROUTES as API_ROUTES } from '../contract/routes/membership.ts';
import { isWfError } from '../errors.ts';
import type { MethodContext } from './context.ts';

/** Builds the auth methods. */
export function authMethods({ request, session }: MethodContext) {
  /** Stores the session a login or signup answered with. */
  function signedIn(response: AuthResponse): AuthResponse {
    session.signIn(response.data.member, response.data.tokens);
    return response;
  }

  return {
    /** Logs in with e-mail and password; stores the session. POST /auth/login */
    loginMemberEmailPassword: async (params: LoginRequest) =>
      signedIn(await request(API_ROUTES.login, { body: params })),

    /** E-mails a login code. POST /auth/passwordless/login/send */
    sendMemberLoginPasswordlessEmail: (params: PasswordlessSendRequest): Promise<AcknowledgementResponse> =>
      request(API_ROUTES.sendLoginCode, { body: params }),

    /** Logs in with the e-mailed code; stores the session. POST /auth/passwordless/login */
    loginMemberPasswordless: async (params: PasswordlessLoginRequest) =>
      signedIn(await request(API_ROUTES.loginPasswordless, { body: params })),

    /** Signs up with e-mail and password; stores the session. POST /auth/signup */
    signupMemberEmailPassword: async (params: SignupRequest) =>
      signedIn(await request(API_ROUTES.signup, { body: params })),

    /** E-mails a signup code. POST /auth/passwordless/signup/send */
    sendMemberSignupPasswordlessEmail: (params: PasswordlessSendRequest): Promise<AcknowledgementResponse> =>
      request(API_ROUTES.sendSignupCode, { body: params }),

    /** Signs up with the e-mailed code; stores the session. POST /auth/signup?isPasswordless=true */
    signupMemberPasswordless: async (params: PasswordlessSignupRequest) =>
      signedIn(await request(API_ROUTES.signupPasswordless, { body: params })),

    /** An ALTCHA challenge for the signup captcha, when the app requires one. GET /auth/captcha/challenge */
    getCaptchaChallenge: (): Promise<CaptchaChallenge> => request(API_ROUTES.captchaChallenge, {}),

    /** E-mails a password-reset code. POST /auth/send-reset-password-email */
    sendMemberResetPasswordEmail: (params: SendResetPasswordEmailRequest): Promise<AcknowledgementResponse> =>
      request(API_ROUTES.sendResetPasswordEmail, { body: params }),

    /** Sets a new password with the e-mailed code. POST /auth/reset-password */
    resetMemberPassword: (params: ResetPasswordRequest): Promise<AcknowledgementResponse> =>
      request(API_ROUTES.resetPassword, { body: params }),

    /** E-mails the signed-in member a verification link. POST /auth/send-email-verification */
    sendMemberVerificationEmail: (): Promise<AcknowledgementResponse> =>
      request(API_ROUTES.sendEmailVerification, { body: {} }),

    /**
     * Signs out. The local session is cleared even when the request fails; a session the
     * service no longer knows counts as signed out. POST /member/logout
     */
    async logout(): Promise<AcknowledgementResponse> {
      try {
        return await request(API_ROUTES.logout, {});
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
