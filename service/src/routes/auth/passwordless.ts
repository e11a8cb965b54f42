/**
 * Passwordless sign-in (widget-spec §7): POST /auth/passwordless/login/send and
 * /auth/passwordless/signup/send e-mail a 6-digit code; POST /auth/passwordless/login signs in
 * with it. The sends answer the same, in the same time, for known and unknown addresses.
 */
import { passwordlessLoginRequestSchema, passwordlessSendRequestSchema } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { CODE_TTL_MINUTES, checkCode, consumeCode, invalidCodeError, issueCode } from '../../auth/codes.ts';
import { members } from '../../db/schema.ts';
import type { ApiEnv, Deps } from '../../http/context.ts';
import { validate } from '../../http/validate.ts';
import { accountExistsEmail, passwordlessCodeEmail } from '../../mail/templates/index.ts';
import { CODE_CHECK_PER_IP } from '../../security/limits.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import { assertPasswordless, CODE_SENT_MESSAGE, ipOf, normaliseEmail } from './common.ts';
import { sendNeutrally } from './neutral-send.ts';
import { signedIn, startSession } from './sign-in.ts';

export function passwordlessRoutes(deps: Deps): Hono<ApiEnv> {
  const { database, clock, mailer, env } = deps;
  const routes = new Hono<ApiEnv>();

  routes.post('/auth/passwordless/login/send', validate(passwordlessSendRequestSchema), async (c) => {
    assertPasswordless(c.var.app);
    const app = c.var.app;
    return sendNeutrally(c, deps, c.req.valid('json').email, {
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
  });

  routes.post('/auth/passwordless/signup/send', validate(passwordlessSendRequestSchema), async (c) => {
    assertPasswordless(c.var.app);
    const app = c.var.app;
    return sendNeutrally(c, deps, c.req.valid('json').email, {
      message: CODE_SENT_MESSAGE,
      // The owner learns that the account exists; the caller learns nothing (issue 3).
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
  });

  routes.post('/auth/passwordless/login', validate(passwordlessLoginRequestSchema), async (c) => {
    const app = c.var.app;
    assertPasswordless(app);
    const now = clock();
    const { passwordlessToken, email, options } = c.req.valid('json');
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
  });

  return routes;
}
