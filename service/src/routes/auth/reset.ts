/**
 * Password reset (docs/product/widget.md §7): POST /auth/send-reset-password-email e-mails a 6-digit code
 * (the same answer, in the same time, for known and unknown addresses); POST
 * /auth/reset-password sets the new password with it and ends every session of the member.
 */
import type { AcknowledgementResponse } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import {
  CODE_TTL_MINUTES,
  type CodeRecord,
  checkCode,
  consumeCode,
  findCodeWithoutEmail,
  invalidCodeError,
  issueCode,
} from '../../auth/codes.ts';
import { clearSessionCookies } from '../../auth/cookies.ts';
import { hashPassword } from '../../auth/password.ts';
import { assertStrongPassword } from '../../auth/password-policy.ts';
import { revokeAllSessions } from '../../auth/session.ts';
import { members } from '../../db/schema.ts';
import type { Deps } from '../../http/context.ts';
import { resetCodeEmail } from '../../mail/templates/index.ts';
import { CODE_CHECK_PER_IP, RESET_GUESSES_PER_APP } from '../../security/limits.ts';
import { assertUnderLimits, hitRateLimits } from '../../security/rate-limit.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { ipOf, normaliseEmail, RESET_SENT_MESSAGE } from './common.ts';
import { sendNeutrally } from './neutral-send.ts';

/** docs/product/widget.md §7: resetMemberPassword's answer has a message. */
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset.';

/** The key of the app-wide cap on guesses sent without an address. */
const APP_KEY = 'app';

export function resetHandlers(deps: Deps): Pick<ApiHandlers, 'sendResetPasswordEmail' | 'resetPassword'> {
  const { database, clock, mailer, env } = deps;
  return {
    sendResetPasswordEmail: (c, { body }) => {
      const app = c.var.app;
      return sendNeutrally(c, deps, body.email, {
        message: RESET_SENT_MESSAGE,
        toMember: async (member, email, now) => {
          const { code } = await database.transaction((tx) =>
            issueCode(tx, { appId: app.id, purpose: 'reset', email, memberId: member.id, now }),
          );
          const mail = resetCodeEmail({ appName: app.name, code, expiresInMinutes: CODE_TTL_MINUTES });
          await mailer.send({ appId: app.id, to: email, ...mail });
        },
      });
    },

    resetPassword: async (c, { body: { token, newPassword, email } }) => {
      const app = c.var.app;
      const now = clock();
      await hitRateLimits(database.db, {
        appId: app.id,
        now,
        hits: [{ rule: CODE_CHECK_PER_IP, key: ipOf(c, deps) }],
      });
      assertStrongPassword(newPassword, email);

      let code: CodeRecord;
      if (email) {
        code = await checkCode(database.db, {
          appId: app.id,
          purpose: 'reset',
          email: normaliseEmail(email),
          code: token,
          now,
        });
      } else {
        // Without an address a guess may match any live reset code: guesses are capped app-wide.
        const appCap = [{ rule: RESET_GUESSES_PER_APP, key: APP_KEY }];
        await assertUnderLimits(database.db, { appId: app.id, now, hits: appCap });
        try {
          code = await findCodeWithoutEmail(database.db, {
            appId: app.id,
            purpose: 'reset',
            code: token,
            now,
          });
        } catch (error) {
          await hitRateLimits(database.db, { appId: app.id, now, hits: appCap }).catch(() => undefined);
          throw error;
        }
      }
      assertStrongPassword(newPassword, code.email);
      const passwordHash = await hashPassword(newPassword);

      await database.transaction(async (tx) => {
        if (!code.memberId || !(await consumeCode(tx, code.id, now))) throw invalidCodeError();
        const [member] = await tx
          .update(members)
          .set({ passwordHash, verified: true })
          .where(and(eq(members.id, code.memberId), eq(members.appId, app.id), eq(members.email, code.email)))
          .returning({ id: members.id });
        if (!member) throw invalidCodeError();
        await revokeAllSessions(tx, { memberId: member.id, now });
      });
      clearSessionCookies(c, env);
      const body: AcknowledgementResponse = { data: { success: true }, message: PASSWORD_RESET_MESSAGE };
      return body;
    },
  };
}
