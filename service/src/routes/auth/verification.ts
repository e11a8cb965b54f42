/**
 * E-mail verification (docs/product/widget.md §7 sendMemberVerificationEmail): POST
 * /auth/send-email-verification mails the signed-in member a link; opening the link
 * (GET /auth/verify-email, without app headers: it comes from an e-mail) proves the address and
 * sends the browser to the site. When that first proof would remove sign-in methods set up
 * before it (docs/security.md "Proof of the address") and the browser is not the member's own,
 * a page says so first and its button (POST, so a mail scanner changes nothing) proves it.
 */
import { type AcknowledgementResponse, CODE_SEND_PER_EMAIL, CODE_SEND_PER_IP } from '@wf/sdk/contract';
import { consumeCode } from '../../auth/codes.ts';
import { findVerificationToken, type LiveVerification } from '../../auth/email-verification.ts';
import { cookieMemberId } from '../../auth/member.ts';
import { mailVerificationLink } from '../../auth/verification-mail.ts';
import type { AppRecord, Deps } from '../../http/context.ts';
import { htmlSecurityHeaders } from '../../http/security-headers.ts';
import { isStorableText } from '../../http/validate.ts';
import { listOf } from '../../mail/templates/escape.ts';
import {
  anyMethod,
  describeMethods,
  notifyUnprovenMethodsRemoved,
  proveAddress,
  unprovenMethods,
} from '../../members/address-proof.ts';
import { findMemberAtAddress } from '../../members/rows.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { themeOf } from '../pages/tokens.ts';
import { renderAccountPage } from './account-pages.ts';
import { ipOf } from './common.ts';

export const VERIFICATION_SENT_MESSAGE = 'We have sent you a link to verify your email address.';
export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.';

/** Headers of the link's answers: they carry its secret. */
const LINK_PAGE_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } as const;

/** Longest token or app id read from the link. */
const MAX_PARAM_LENGTH = 200;

/**
 * POST /auth/send-email-verification, and GET /auth/verify-email?token=...&app=..., the link of
 * the e-mail (opened by a browser: no app headers).
 */
export function verificationHandlers(
  deps: Deps,
): Pick<ApiHandlers, 'sendEmailVerification' | 'verifyEmail' | 'confirmEmailVerification'> {
  const { database, clock, env } = deps;

  const landing = (verified: boolean) => `${env.publicUrl}/?verified=${verified ? 1 : 0}`;

  /** The link's app, live code and member, or null when the link does not work (any more). */
  async function liveLink(link: { token?: string; app?: string }) {
    const token = link.token ?? '';
    const appId = link.app ?? '';
    const usable = (text: string) =>
      text.length > 0 && text.length <= MAX_PARAM_LENGTH && isStorableText(text);
    // A link mangled to hold U+0000 must not reach a query (500); it verifies nothing.
    if (!usable(token) || !usable(appId)) return null;
    const now = clock();
    const app = await deps.apps.find(appId);
    const verification = app && (await findVerificationToken(database.db, { appId, token, now }));
    if (!app || !verification) return null;
    const member = await findMemberAtAddress(database.db, {
      appId,
      memberId: verification.memberId,
      email: verification.email,
    });
    return member ? { app, verification, member } : null;
  }

  /** Uses the link once and proves the address it was sent to; undefined when it was used first. */
  function prove(app: AppRecord, verification: LiveVerification, { keep }: { keep: boolean }) {
    const now = clock();
    return database.transaction(async (tx) => {
      if (!(await consumeCode(tx, verification.id, now))) return undefined;
      return proveAddress(tx, {
        appId: app.id,
        memberId: verification.memberId,
        email: verification.email,
        now,
        keep,
      });
    });
  }

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
      await mailVerificationLink(deps, { app, member, now });
      const body: AcknowledgementResponse = { data: { success: true }, message: VERIFICATION_SENT_MESSAGE };
      return body;
    },

    verifyEmail: async (c, { query }) => {
      for (const [name, value] of Object.entries(LINK_PAGE_HEADERS)) c.header(name, value);
      const found = await liveLink(query);
      if (!found) return c.redirect(landing(false), 303);
      const { app, verification, member } = found;
      // Opened in the browser signed in as the member: whoever set the account up is the one
      // proving its address, so nothing is removed (docs/security.md "Proof of the address").
      const sameBrowser = (await cookieMemberId(c, deps, app.id)) === member.id;
      const removes = sameBrowser
        ? { password: false, providers: [] }
        : await unprovenMethods(database.db, member);
      if (!anyMethod(removes)) {
        const proof = await prove(app, verification, { keep: true });
        return c.redirect(landing(proof !== undefined), 303);
      }
      const html = renderAccountPage({
        appName: app.name,
        theme: themeOf(app),
        heading: 'Confirm your email address',
        paragraphs: [
          `Confirming proves that ${member.email} is yours.`,
          `This account was set up before its address was confirmed, so what it was set up with stops working when you confirm: ${listOf(describeMethods(app, removes))}. Someone who knows your address could have set it up; this keeps them out.`,
          'If you set it up yourself, log in on this device first and open the link again to keep everything, or confirm here and choose a new password afterwards.',
        ],
        confirm: { label: 'Confirm my email address', token: query.token ?? '', app: app.id },
        next: { href: `${env.publicUrl}/`, label: 'Go to the website' },
      });
      // The page holds the link's secret: never cached, never sent on as a referrer.
      return c.html(html, 200, { ...htmlSecurityHeaders([]), ...LINK_PAGE_HEADERS });
    },

    confirmEmailVerification: async (c, { body }) => {
      for (const [name, value] of Object.entries(LINK_PAGE_HEADERS)) c.header(name, value);
      const found = await liveLink(body);
      if (!found) return c.redirect(landing(false), 303);
      const proof = await prove(found.app, found.verification, { keep: false });
      if (proof) await notifyUnprovenMethodsRemoved(deps, { app: found.app, proof });
      return c.redirect(landing(proof !== undefined), 303);
    },
  };
}
