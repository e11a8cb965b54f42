/**
 * POST /auth/signup (e-mail and password) and POST /auth/signup?isPasswordless=true (e-mail and
 * the 6-digit code from /auth/passwordless/signup/send), docs/product/widget.md §7.
 */
import { ERROR_CODES } from '@wf/sdk/contract';
import { CAPTCHA_FAILED_MESSAGE, verifyCaptcha } from '../../auth/captcha.ts';
import { checkCode, consumeCode, invalidCodeError } from '../../auth/codes.ts';
import { hashPassword } from '../../auth/password.ts';
import { assertStrongPassword } from '../../auth/password-policy.ts';
import type { Deps } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { CODE_CHECK_PER_IP, SIGNUP_PER_IP } from '../../security/limits.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { assertPasswordless, ipOf, normaliseEmail } from './common.ts';
import { createMember } from './create-member.ts';
import { signedIn, startSession } from './sign-in.ts';

export function signupHandlers(deps: Deps): Pick<ApiHandlers, 'signup' | 'signupPasswordless'> {
  const { database, clock } = deps;
  return {
    signup: async (c, { body }) => {
      const app = c.var.app;
      const now = clock();
      await hitRateLimits(database.db, {
        appId: app.id,
        now,
        hits: [{ rule: SIGNUP_PER_IP, key: ipOf(c, deps) }],
      });
      if (app.settings.captchaRequired) {
        const token = body.captchaToken;
        if (!token || !(await verifyCaptcha(database.db, { appId: app.id, token, now }))) {
          throw new ApiError(400, ERROR_CODES.captchaFailed, CAPTCHA_FAILED_MESSAGE);
        }
      }
      const email = normaliseEmail(body.email);
      assertStrongPassword(body.password, email);
      // Hashed before the transaction: a slow step must not hold the database.
      const passwordHash = await hashPassword(body.password);
      const result = await database.transaction(async (tx) => {
        const member = await createMember(tx, {
          app,
          email,
          passwordHash,
          verified: false,
          customFields: body.customFields,
          metaData: body.metaData,
          plans: body.plans,
          inviteToken: body.inviteToken,
          now,
        });
        return startSession(tx, {
          app,
          member,
          now,
          includeContentGroups: body.options?.includeContentGroups,
        });
      });
      return signedIn(c, deps, { ...result, now }, 201);
    },

    signupPasswordless: async (c, { body }) => {
      const app = c.var.app;
      assertPasswordless(app);
      const now = clock();
      await hitRateLimits(database.db, {
        appId: app.id,
        now,
        hits: [
          { rule: SIGNUP_PER_IP, key: ipOf(c, deps) },
          { rule: CODE_CHECK_PER_IP, key: ipOf(c, deps) },
        ],
      });
      const email = normaliseEmail(body.email);
      const code = await checkCode(database.db, {
        appId: app.id,
        purpose: 'signup',
        email,
        code: body.passwordlessToken,
        now,
      });
      const result = await database.transaction(async (tx) => {
        if (!(await consumeCode(tx, code.id, now))) throw invalidCodeError();
        const member = await createMember(tx, {
          app,
          email: code.email,
          passwordHash: null,
          // The code reached the inbox: the address is verified.
          verified: true,
          customFields: body.customFields,
          metaData: body.metaData,
          plans: body.plans,
          now,
        });
        return startSession(tx, {
          app,
          member,
          now,
          includeContentGroups: body.options?.includeContentGroups,
        });
      });
      return signedIn(c, deps, { ...result, now }, 201);
    },
  };
}
