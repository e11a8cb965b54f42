/**
 * Passwordless sign-in (docs/product/widget.md §7): POST /auth/passwordless/login/send and
 * /auth/passwordless/signup/send e-mail a 6-digit code; POST /auth/passwordless/login signs in
 * with it. The sends answer the same, in the same time, for known and unknown addresses.
 */
import { and, eq } from 'drizzle-orm';
import { CODE_TTL_MINUTES, checkCode, consumeCode, invalidCodeError, issueCode } from '../../auth/codes.ts';
import { members } from '../../db/schema.ts';
import type { Deps } from '../../http/context.ts';
import { accountExistsEmail, passwordlessCodeEmail } from '../../mail/templates/index.ts';
import { CODE_CHECK_PER_IP } from '../../security/limits.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { assertPasswordless, CODE_SENT_MESSAGE, ipOf, normaliseEmail } from './common.ts';
import { sendNeutrally } from './neutral-send.ts';
import { signedIn, startSession } from './sign-in.ts';

export function passwordlessHandlers(
  deps: Deps,
): Pick<ApiHandlers, 'sendLoginCode' | 'sendSignupCode' | 'loginPasswordless'> {
  const { database, clock, mailer, env } = deps;
  return {
    sendLoginCode: (c, { body }) => {
      assertPasswordless(c.var.app);
      const app = c.var.app;
      return sendNeutrally(c, deps, body.email, {
        message: CODE_SENT_MESSAGE,
        toMember: async (member, email, now) => {
          const { code } = await database.transaction((tx) =>
            issueCode(tx, { appId: app.id, purpose: 'login', email, memberId: member.id, now }),
          );
          const mail = passwordlessCodeEmail({
            appName: app.name,
            code,
            purpose: 'login',
            expiresInMinutes: CODE_TTL_MINUTES,
          });
          await mailer.send({ appId: app.id, to: email, ...mail });
        },
      });
    },

    sendSignupCode: (c, { body }) => {
      assertPasswordless(c.var.app);
      const app = c.var.app;
      return sendNeutrally(c, deps, body.email, {
        message: CODE_SENT_MESSAGE,
        // The owner learns that the account exists; the caller learns nothing (docs/security.md).
        toMember: async (_member, email) => {
          const mail = accountExistsEmail({ appName: app.name, loginUrl: `${env.publicUrl}/login` });
          await mailer.send({ appId: app.id, to: email, ...mail });
        },
        toStranger: async (email, now) => {
          const { code } = await database.transaction((tx) =>
            issueCode(tx, { appId: app.id, purpose: 'signup', email, memberId: null, now }),
          );
          const mail = passwordlessCodeEmail({
            appName: app.name,
            code,
            purpose: 'signup',
            expiresInMinutes: CODE_TTL_MINUTES,
          });
          await mailer.send({ appId: app.id, to: email, ...mail });
        },
      });
    },

    loginPasswordless: async (c, { body: { passwordlessToken, email, options } }) => {
      const app = c.var.app;
      assertPasswordless(app);
      const now = clock();
      await hitRateLimits(database.db, {
        appId: app.id,
        now,
        hits: [{ rule: CODE_CHECK_PER_IP, key: ipOf(c, deps) }],
      });
      const code = await checkCode(database.db, {
        appId: app.id,
        purpose: 'login',
        email: normaliseEmail(email),
        code: passwordlessToken,
        now,
      });
      const result = await database.transaction(async (tx) => {
        if (!code.memberId || !(await consumeCode(tx, code.id, now))) throw invalidCodeError();
        // The code reached the inbox: the address is verified.
        const [member] = await tx
          .update(members)
          .set({ verified: true })
          .where(and(eq(members.id, code.memberId), eq(members.appId, app.id), eq(members.email, code.email)))
          .returning();
        if (!member) throw invalidCodeError();
        return startSession(tx, { app, member, now, includeContentGroups: options?.includeContentGroups });
      });
      return signedIn(c, deps, { ...result, now });
    },
  };
}
