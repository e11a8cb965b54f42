/**
 * Sign-up with a provider that does not vouch for the address it shares (Facebook, Spotify, an
 * unverified address elsewhere): docs/security.md "Proof of the address". Such an address makes
 * no account at once, or anyone could point a provider account of theirs at another person's
 * address and own that person's account before they sign up. Instead the callback keeps the
 * profile with the flow, mails a 6-digit code to the address and shows a form in the popup;
 * POST /auth-provider/confirm with the code makes the member (the address proven), links the
 * provider and signs in, in the browser that started the flow only.
 */
import { CODE_SEND_PER_EMAIL, CODE_SEND_PER_IP, ERROR_CODES, PROVIDER_MESSAGES } from '@wf/sdk/contract';
import type { Context } from 'hono';
import { CODE_TTL_MINUTES, checkCode, consumeCode, issueCode } from '../../auth/codes.ts';
import { browserBinding } from '../../auth/providers/binding.ts';
import {
  endPendingFlow,
  findPendingFlow,
  holdForProof,
  type TakenProviderFlow,
} from '../../auth/providers/flows.ts';
import { createProviderMember, linkProvider } from '../../auth/providers/sign-in.ts';
import type { ProviderProfile } from '../../auth/providers/table.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AppRecord, BaseEnv, Deps } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { passwordlessCodeEmail } from '../../mail/templates/index.ts';
import { providerName } from '../../members/credentials.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { themeOf } from '../pages/tokens.ts';
import { countCodeGuess, ipOf } from './common.ts';
import { providerPages } from './provider-pages.ts';
import { flowEndedPage, proofPage } from './provider-views.ts';

/** The codes checkCode refuses with, shown on the form rather than ending the popup. */
const CODE_REFUSALS: readonly string[] = [
  ERROR_CODES.invalidCode,
  ERROR_CODES.codeExpired,
  ERROR_CODES.tooManyAttempts,
];

/** What the form says when the field does not hold six digits. */
export const PROOF_CODE_FORMAT_MESSAGE = 'Please enter the 6-digit code from the e-mail.';

/** What the form says after 'Send a new code'. */
export const PROOF_CODE_RESENT_MESSAGE = 'We have sent a new code. Codes sent before no longer work.';

function refusal(status: 409, code: string, message: (provider: string) => string, provider: string) {
  return new ApiError(status, code, message(provider), { details: { params: { provider } } });
}

export function proofHandlers(deps: Deps) {
  const { database, clock, mailer } = deps;
  const { page, loadApp, failure, popupSession, signedInPage } = providerPages(deps);

  /** Mails a new code to the address (limited like every code e-mail: docs/security.md "Limits"). */
  async function sendCode(
    c: Context<BaseEnv>,
    { app, email, name, now }: { app: AppRecord; email: string; name: string; now: Date },
  ) {
    await hitRateLimits(database.db, {
      appId: app.id,
      now,
      hits: [
        { rule: CODE_SEND_PER_IP, key: ipOf(c, deps) },
        { rule: CODE_SEND_PER_EMAIL, key: email },
      ],
    });
    const { code } = await database.transaction((tx) =>
      issueCode(tx, { appId: app.id, purpose: 'provider-signup', email, memberId: null, now }),
    );
    const mail = passwordlessCodeEmail({
      appName: app.name,
      code,
      purpose: 'signup',
      expiresInMinutes: CODE_TTL_MINUTES,
      via: name,
    });
    await mailer.send({ appId: app.id, to: email, ...mail });
  }

  /**
   * The callback's answer when the provider did not vouch for an address that has no account:
   * the profile waits with the flow, a code goes to the address, the popup shows the form.
   */
  async function askForProof(
    c: Context<BaseEnv>,
    input: { app: AppRecord; flow: TakenProviderFlow; profile: ProviderProfile; email: string; now: Date },
  ): Promise<Response> {
    const { app, flow, profile, email, now } = input;
    const name = providerName(app, flow.provider);
    const state = flow.secrets.state;
    await holdForProof(database.db, {
      state,
      profile: { id: profile.id, email, name: profile.name, picture: profile.picture },
      now,
    });
    await sendCode(c, { app, email, name, now });
    return page(c, proofPage({ appName: app.name, theme: themeOf(app), providerName: name, email, state }));
  }

  const providerConfirm: ApiHandlers['providerConfirm'] = async (c, { body }) => {
    const now = clock();
    const state = body.state ?? '';
    const bindingHash = browserBinding(c);
    const flow =
      state && bindingHash ? await findPendingFlow(database.db, { state, bindingHash, now }) : undefined;
    const app = flow && (await loadApp(flow.appId));
    if (!flow || !app || !bindingHash) return page(c, flowEndedPage('Sign in', themeOf()), 410);
    const name = providerName(app, flow.provider);
    const email = flow.pendingProfile.email;
    const view = { appName: app.name, theme: themeOf(app), providerName: name, email, state };
    try {
      if (body.action === 'cancel') {
        await endPendingFlow(database.db, { state, bindingHash, now });
        throw new ApiError(400, ERROR_CODES.providerCancelled, PROVIDER_MESSAGES.cancelled(name), {
          details: { params: { provider: name } },
        });
      }
      if (body.action === 'resend') {
        await sendCode(c, { app, email, name, now });
        return page(c, proofPage({ ...view, notice: PROOF_CODE_RESENT_MESSAGE }));
      }
      const typed = (body.code ?? '').replace(/\s+/g, '');
      if (!/^\d{6}$/.test(typed))
        return page(c, proofPage({ ...view, error: PROOF_CODE_FORMAT_MESSAGE }), 400);
      await countCodeGuess(c, deps, { appId: app.id, email, now });
      const code = await checkCode(database.db, {
        appId: app.id,
        purpose: 'provider-signup',
        email,
        code: typed,
        now,
      }).catch((error: unknown) => {
        if (error instanceof ApiError && CODE_REFUSALS.includes(error.code)) return error;
        throw error;
      });
      if (code instanceof ApiError) return page(c, proofPage({ ...view, error: code.message }), 400);

      const signedIn = await database
        .transaction(async (tx) => {
          if (!(await consumeCode(tx, code.id, now))) return undefined;
          if (!(await endPendingFlow(tx, { state, bindingHash, now }))) return undefined;
          const member = await createProviderMember(tx, { app, flow, email, now });
          const profile = { ...flow.pendingProfile, emailVerified: false };
          await linkProvider(tx, { app, member, provider: flow.provider, profile, proven: true, now });
          return popupSession(tx, c, { app, member, now });
        })
        .catch((error: unknown) => {
          // The address made an account meanwhile, or the provider account was linked elsewhere.
          if (error instanceof ApiError && error.code === ERROR_CODES.emailTaken)
            throw refusal(409, ERROR_CODES.providerAccountExists, PROVIDER_MESSAGES.accountExists, name);
          if (isUniqueViolation(error))
            throw refusal(409, ERROR_CODES.providerLinkedElsewhere, PROVIDER_MESSAGES.linkedElsewhere, name);
          throw error;
        });
      if (!signedIn) return page(c, flowEndedPage(app.name, themeOf(app)), 410);
      return signedInPage(c, { app, flow, name, signedIn, now });
    } catch (error) {
      if (error instanceof ApiError) return failure(c, app, flow.origin, error);
      throw error;
    }
  };

  return { askForProof, providerConfirm };
}
