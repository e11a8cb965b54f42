/**
 * Password reset (docs/product/widget.md §7; docs/security.md "Password reset"): POST
 * /auth/send-reset-password-email e-mails a 6-digit code (the same answer, in the same time,
 * for known and unknown addresses) and binds this browser to the address with a short-lived
 * HttpOnly cookie; POST /auth/reset-password sets the new password with the code of the
 * address it names, or of the address the cookie holds (a client that sends no address, as
 * @memberstack/dom's resetMemberPassword does), ends every session of the member and mails
 * them a notice. A guess always names its address, so guesses are limited per address (a code
 * is void after 5 wrong tries) and per client, never app-wide.
 */
import { type AcknowledgementResponse, ERROR_CODES } from '@wf/sdk/contract';
import { CODE_TTL_MINUTES, checkCode, consumeCode, invalidCodeError } from '../../auth/codes.ts';
import {
  clearResetAddressCookie,
  clearSessionCookies,
  readResetAddressCookie,
  setResetAddressCookie,
} from '../../auth/cookies.ts';
import { hashPassword } from '../../auth/password.ts';
import { assertStrongPassword } from '../../auth/password-policy.ts';
import { revokeAllSessions } from '../../auth/session.ts';
import type { Deps } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { resetCodeEmail } from '../../mail/templates/index.ts';
import {
  describeMethods,
  notifyUnprovenMethodsRemoved,
  proveAddress,
  unprovenMethods,
} from '../../members/address-proof.ts';
import { notifyPasswordReset } from '../../members/security-events.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { countCodeGuess, RESET_SENT_MESSAGE } from './common.ts';
import { sendNeutrally } from './neutral-send.ts';

/** docs/product/widget.md §7: resetMemberPassword's answer has a message. */
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset.';

/** A reset that names no address, from a browser that asked for no code here. */
export const RESET_EMAIL_REQUIRED_MESSAGE = 'Please enter the email address the code was sent to.';

export function resetHandlers(deps: Deps): Pick<ApiHandlers, 'sendResetPasswordEmail' | 'resetPassword'> {
  const { database, clock, env } = deps;
  return {
    sendResetPasswordEmail: (c, { body: { email } }) => {
      const app = c.var.app;
      setResetAddressCookie(c, env, email);
      return sendNeutrally(c, deps, email, {
        message: RESET_SENT_MESSAGE,
        purpose: 'reset',
        codeTo: 'member',
        codeMail: async (code, member) =>
          resetCodeEmail({
            appName: app.name,
            code,
            expiresInMinutes: CODE_TTL_MINUTES,
            disconnects: member
              ? describeMethods(app, { ...(await unprovenMethods(database.db, member)), password: false })
              : [],
          }),
      });
    },

    resetPassword: async (c, { body: { token, newPassword, email } }) => {
      const app = c.var.app;
      const now = clock();
      const address = email ?? readResetAddressCookie(c);
      if (!address) {
        throw new ApiError(400, ERROR_CODES.emailRequired, RESET_EMAIL_REQUIRED_MESSAGE, {
          details: { fields: { email: RESET_EMAIL_REQUIRED_MESSAGE } },
        });
      }
      await countCodeGuess(c, deps, { appId: app.id, email: address, now });
      assertStrongPassword(newPassword, address);
      const code = await checkCode(database.db, {
        appId: app.id,
        purpose: 'reset',
        email: address,
        code: token,
        now,
      });
      const passwordHash = await hashPassword(newPassword);

      const proof = await database.transaction(async (tx) => {
        if (!code.memberId || !(await consumeCode(tx, code.id, now))) throw invalidCodeError();
        // The code proves the address (docs/security.md "Proof of the address").
        const proven = await proveAddress(tx, {
          appId: app.id,
          memberId: code.memberId,
          email: code.email,
          now,
          passwordHash,
        });
        if (!proven) throw invalidCodeError();
        await revokeAllSessions(tx, { memberId: proven.member.id, now });
        return proven;
      });
      await notifyPasswordReset(deps, { app, member: proof.member, now });
      await notifyUnprovenMethodsRemoved(deps, { app, proof });
      clearSessionCookies(c, env);
      clearResetAddressCookie(c, env);
      const body: AcknowledgementResponse = { data: { success: true }, message: PASSWORD_RESET_MESSAGE };
      return body;
    },
  };
}
