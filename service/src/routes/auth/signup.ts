/**
 * POST /auth/signup (e-mail and password) and POST /auth/signup?isPasswordless=true (e-mail and
 * the 6-digit code from /auth/passwordless/signup/send), docs/product/widget.md §7.
 */
import { ERROR_CODES, SIGNUP_PER_ADDRESS, SIGNUP_PER_IP } from '@wf/sdk/contract';
import { CAPTCHA_FAILED_MESSAGE, verifyCaptcha } from '../../auth/captcha.ts';
import { checkCode, consumeCode, invalidCodeError } from '../../auth/codes.ts';
import { hashPassword } from '../../auth/password.ts';
import { assertStrongPassword } from '../../auth/password-policy.ts';
import { sessionPolicy } from '../../auth/session.ts';
import type { Deps } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { createMember } from '../../members/create-member.ts';
import { assertMetaDataSize } from '../../members/member-json.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { assertPasswordless, countCodeGuess, ipOf, sessionClientOf } from './common.ts';
import { signedIn, startSession } from './sign-in.ts';

export function signupHandlers(deps: Deps): Pick<ApiHandlers, 'signup' | 'signupPasswordless'> {
  const { database, clock } = deps;
  return {
    signup: async (c, { body }) => {
      const app = c.var.app;
      const now = clock();
      assertMetaDataSize(body.metaData);
      // Canonical already (the contract's emailSchema).
      const { email } = body;
      // Refused before it counts: choosing a stronger password is not another probe.
      assertStrongPassword(body.password, email);
      // The form must say 'an account exists', so the answer is an oracle: asked at most this
      // often per client and per address (docs/security.md "Account existence").
      await hitRateLimits(database.db, {
        appId: app.id,
        now,
        hits: [
          { rule: SIGNUP_PER_IP, key: ipOf(c, deps) },
          { rule: SIGNUP_PER_ADDRESS, key: body.email },
        ],
      });
      if (app.settings.captchaRequired) {
        const token = body.captchaToken;
        if (!token || !(await verifyCaptcha(database.db, { appId: app.id, token, now }))) {
          throw new ApiError(400, ERROR_CODES.captchaFailed, CAPTCHA_FAILED_MESSAGE);
        }
      }
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
          client: sessionClientOf(c, deps),
          policy: sessionPolicy(deps.env),
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
      assertMetaDataSize(body.metaData);
      const now = clock();
      await hitRateLimits(database.db, {
        appId: app.id,
        now,
        hits: [
          { rule: SIGNUP_PER_IP, key: ipOf(c, deps) },
          { rule: SIGNUP_PER_ADDRESS, key: body.email },
        ],
      });
      await countCodeGuess(c, deps, { appId: app.id, email: body.email, now });
      const { email } = body;
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
          client: sessionClientOf(c, deps),
          policy: sessionPolicy(deps.env),
          member,
          now,
          includeContentGroups: body.options?.includeContentGroups,
        });
      });
      return signedIn(c, deps, { ...result, now }, 201);
    },
  };
}
