/**
 * The handlers of the sign-in and sign-up routes (provider popups included, and test mode's
 * sign-in page), and of POST /member/logout (docs/product/widget.md §7).
 */
import type { Deps } from '../../http/context.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { testSignInHandlers } from '../test-mode/sign-in.ts';
import { accountLinkHandlers } from './account-links.ts';
import { captchaHandlers } from './captcha.ts';
import { loginHandlers } from './login.ts';
import { logoutHandlers } from './logout.ts';
import { passwordlessHandlers } from './passwordless.ts';
import { providerHandlers } from './providers.ts';
import { resetHandlers } from './reset.ts';
import { signupHandlers } from './signup.ts';
import { verificationHandlers } from './verification.ts';

export type AuthRouteName =
  | 'login'
  | 'signup'
  | 'signupPasswordless'
  | 'sendLoginCode'
  | 'sendSignupCode'
  | 'loginPasswordless'
  | 'captchaChallenge'
  | 'sendEmailVerification'
  | 'verifyEmail'
  | 'confirmEmailVerification'
  | 'sendResetPasswordEmail'
  | 'resetPassword'
  | 'logout'
  | 'emailChangePage'
  | 'confirmEmailChange'
  | 'secureAccountPage'
  | 'secureAccount'
  | 'providerSignup'
  | 'providerLogin'
  | 'providerConnect'
  | 'providerCallback'
  | 'testProviderPage'
  | 'testProviderSubmit'
  | 'providerConfirm';

export function authHandlers(deps: Deps): Pick<ApiHandlers, AuthRouteName> {
  return {
    ...loginHandlers(deps),
    ...signupHandlers(deps),
    ...passwordlessHandlers(deps),
    ...captchaHandlers(deps),
    ...verificationHandlers(deps),
    ...resetHandlers(deps),
    ...logoutHandlers(deps),
    ...accountLinkHandlers(deps),
    ...providerHandlers(deps),
    ...testSignInHandlers(deps),
  };
}
