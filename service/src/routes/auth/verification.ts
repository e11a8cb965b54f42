/**
 * E-mail verification (docs/product/widget.md §7 sendMemberVerificationEmail): POST
 * /auth/send-email-verification mails the signed-in member a link; opening the link
 * (GET /auth/verify-email, without app headers: it comes from an e-mail) verifies the address
 * and sends the browser to the site.
 */
import type { AcknowledgementResponse } from '@wf/sdk/contract';
import { issueVerificationToken, useVerificationToken } from '../../auth/email-verification.ts';
import type { Deps } from '../../http/context.ts';
import { isStorableText } from '../../http/validate.ts';
import { verificationEmail } from '../../mail/templates/index.ts';
import { CODE_SEND_PER_EMAIL, CODE_SEND_PER_IP } from '../../security/limits.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { ipOf } from './common.ts';

export const VERIFICATION_SENT_MESSAGE = 'We have sent you a link to verify your email address.';
export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.';

/** Longest token or app id read from the link. */
const MAX_PARAM_LENGTH = 200;

/**
 * POST /auth/send-email-verification, and GET /auth/verify-email?token=...&app=..., the link of
 * the e-mail (opened by a browser: no app headers).
 */
export function verificationHandlers(deps: Deps): Pick<ApiHandlers, 'sendEmailVerification' | 'verifyEmail'> {
  const { database, clock, mailer, env } = deps;
  return {
    sendEmailVerification: async (c) => {
      const { app, member } = c.var;
      if (member.verified) {
        const body: AcknowledgementResponse = { data: { success: true }, message: ALREADY_VERIFIED_MESSAGE };
        return body;
      }
      const now = clock();
      await hitRateLimits(database.db, {
        appId: app.id,
        now,
        hits: [
          { rule: CODE_SEND_PER_IP, key: ipOf(c, deps) },
          { rule: CODE_SEND_PER_EMAIL, key: member.email },
        ],
      });
      const token = await database.transaction((tx) =>
        issueVerificationToken(tx, { appId: app.id, memberId: member.id, email: member.email, now }),
      );
      const link = new URL(`${env.publicUrl}/api/auth/verify-email`);
      link.searchParams.set('token', token);
      link.searchParams.set('app', app.id);
      const mail = verificationEmail({ appName: app.name, link: link.toString() });
      await mailer.send({ appId: app.id, to: member.email, ...mail });
      const body: AcknowledgementResponse = { data: { success: true }, message: VERIFICATION_SENT_MESSAGE };
      return body;
    },

    verifyEmail: async (c, { query }) => {
      const token = query.token ?? '';
      const appId = query.app ?? '';
      let verified = false;
      const usable = (text: string) =>
        text.length > 0 && text.length <= MAX_PARAM_LENGTH && isStorableText(text);
      // A link mangled to hold U+0000 must not reach a query (500); it verifies nothing.
      if (usable(token) && usable(appId)) {
        const now = clock();
        verified = await database.transaction((tx) => useVerificationToken(tx, { appId, token, now }));
      }
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(`${env.publicUrl}/?verified=${verified ? 1 : 0}`, 303);
    },
  };
}
