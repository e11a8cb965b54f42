/**
 * Passwordless sign-in (docs/product/widget.md §7): POST /auth/passwordless/login/send and
 * /auth/passwordless/signup/send e-mail a 6-digit code; POST /auth/passwordless/login signs in
 * with it. The sends answer the same, in the same time, for known and unknown addresses.
 */
import { loginUrlOf } from '../../apps/settings.ts';
import { CODE_TTL_MINUTES, checkCode, consumeCode, invalidCodeError } from '../../auth/codes.ts';
import { sessionPolicy } from '../../auth/session.ts';
import type { Deps } from '../../http/context.ts';
import { accountExistsEmail, passwordlessCodeEmail } from '../../mail/templates/index.ts';
import {
  describeMethods,
  notifyUnprovenMethodsRemoved,
  proveAddress,
  unprovenMethods,
} from '../../members/address-proof.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { assertPasswordless, CODE_SENT_MESSAGE, countCodeGuess, sessionClientOf } from './common.ts';
import { sendNeutrally } from './neutral-send.ts';
import { signedIn, startSession } from './sign-in.ts';

export function passwordlessHandlers(
  deps: Deps,
): Pick<ApiHandlers, 'sendLoginCode' | 'sendSignupCode' | 'loginPasswordless'> {
  const { database, clock, env } = deps;
  return {
    sendLoginCode: (c, { body }) => {
      const app = c.var.app;
      assertPasswordless(app);
      return sendNeutrally(c, deps, body.email, {
        message: CODE_SENT_MESSAGE,
        purpose: 'login',
        codeTo: 'member',
        codeMail: async (code, member) =>
          passwordlessCodeEmail({
            appName: app.name,
            code,
            purpose: 'login',
            expiresInMinutes: CODE_TTL_MINUTES,
            removes: member ? describeMethods(app, await unprovenMethods(database.db, member)) : [],
          }),
      });
    },

    sendSignupCode: (c, { body }) => {
      const app = c.var.app;
      assertPasswordless(app);
      return sendNeutrally(c, deps, body.email, {
        message: CODE_SENT_MESSAGE,
        purpose: 'signup',
        codeTo: 'stranger',
        codeMail: (code) =>
          passwordlessCodeEmail({
            appName: app.name,
            code,
            purpose: 'signup',
            expiresInMinutes: CODE_TTL_MINUTES,
          }),
        // The owner learns that the account exists; the caller learns nothing (docs/security.md).
        otherMail: () => accountExistsEmail({ appName: app.name, loginUrl: loginUrlOf(app, env.publicUrl) }),
      });
    },

    loginPasswordless: async (c, { body: { passwordlessToken, email, options } }) => {
      const app = c.var.app;
      assertPasswordless(app);
      const now = clock();
      await countCodeGuess(c, deps, { appId: app.id, email, now });
      const code = await checkCode(database.db, {
        appId: app.id,
        purpose: 'login',
        email,
        code: passwordlessToken,
        now,
      });
      const { proof, ...result } = await database.transaction(async (tx) => {
        if (!code.memberId || !(await consumeCode(tx, code.id, now))) throw invalidCodeError();
        // The code reached the inbox: the address is proven (on a first proof, what was set up
        // before it stops working: docs/security.md "Proof of the address").
        const proof = await proveAddress(tx, {
          appId: app.id,
          memberId: code.memberId,
          email: code.email,
          now,
        });
        if (!proof) throw invalidCodeError();
        const session = await startSession(tx, {
          app,
          member: proof.member,
          now,
          client: sessionClientOf(c, deps),
          policy: sessionPolicy(deps.env),
          includeContentGroups: options?.includeContentGroups,
        });
        return { ...session, proof };
      });
      await notifyUnprovenMethodsRemoved(deps, { app, proof });
      return signedIn(c, deps, { ...result, now });
    },
  };
}
