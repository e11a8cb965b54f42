/**
 * The links of security e-mails (docs/security.md "Changing the e-mail address", "Notices"):
 * GET /auth/email-change and GET /auth/secure-account show what the link will do; the page's
 * button POSTs the same link back, and only that changes anything (a mail scanner that opens
 * links changes nothing). Opened by a browser from an e-mail: no app headers, the link names
 * its app; the secret in it is the whole authority, so the pages send no referrer and are
 * never cached.
 */
import type { AccountLink } from '@wf/sdk/contract';
import type { Context } from 'hono';
import type { AppRecord, BaseEnv, Deps } from '../../http/context.ts';
import { htmlSecurityHeaders } from '../../http/security-headers.ts';
import { isStorableText } from '../../http/validate.ts';
import {
  confirmEmailChange,
  emailChangeLinkState,
  type LinkOutcome,
  type LinkState,
  secureAccount,
  secureLinkState,
} from '../../members/security-events.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { themeOf } from '../pages/tokens.ts';
import { type AccountPage, renderAccountPage } from './account-pages.ts';

const PAGE_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } as const;

const ASK_AGAIN = 'Ask for the change again from the Security settings of your account.';

type Page = Omit<AccountPage, 'appName' | 'next'>;

const INVALID: Page = {
  heading: 'This link does not work',
  paragraphs: [
    'It may have been used already, replaced by a newer email, or copied only in part.',
    ASK_AGAIN,
  ],
};
const EXPIRED: Page = { heading: 'This link has expired', paragraphs: [ASK_AGAIN] };

/** Status of each kind of page. */
function statusOf(kind: string): 200 | 404 | 410 | 409 {
  if (kind === 'invalid') return 404;
  if (kind === 'expired') return 410;
  if (kind === 'taken') return 409;
  return 200;
}

export function accountLinkHandlers(
  deps: Deps,
): Pick<ApiHandlers, 'emailChangePage' | 'confirmEmailChange' | 'secureAccountPage' | 'secureAccount'> {
  const { database, clock, env } = deps;
  const home = { href: `${env.publicUrl}/`, label: 'Go to the website' };

  /** The link's app and token, or null when the link is not even well formed. */
  async function linkOf(link: AccountLink): Promise<{ app: AppRecord; token: string } | null> {
    const { token, app: appId } = link;
    if (!token || !appId || !isStorableText(token) || !isStorableText(appId)) return null;
    const app = await deps.apps.find(appId);
    return app ? { app, token } : null;
  }

  function page(c: Context<BaseEnv>, app: AppRecord | null, kind: string, content: Page): Response {
    const html = renderAccountPage({
      appName: app?.name ?? null,
      theme: themeOf(app),
      next: home,
      ...content,
    });
    return c.html(html, statusOf(kind), { ...htmlSecurityHeaders([]), ...PAGE_HEADERS });
  }

  /** The first page of a link: what the button will do, or why the link does not work. */
  function statePage(
    c: Context<BaseEnv>,
    found: { app: AppRecord; token: string },
    state: LinkState,
    ready: (
      event: Extract<LinkState, { kind: 'ready' }>['event'],
    ) => Omit<Page, 'confirm'> & { button: string },
  ): Response {
    if (state.kind === 'expired') return page(c, found.app, 'expired', EXPIRED);
    if (state.kind === 'invalid') return page(c, found.app, 'invalid', INVALID);
    const { button, ...content } = ready(state.event);
    return page(c, found.app, 'ready', {
      ...content,
      confirm: { label: button, token: found.token, app: found.app.id },
    });
  }

  /** The page of what following a link did. */
  function outcomePage(
    c: Context<BaseEnv>,
    app: AppRecord,
    outcome: LinkOutcome,
    done: (outcome: Extract<LinkOutcome, { kind: 'done' }>) => Page,
    taken: Page,
  ): Response {
    if (outcome.kind === 'expired') return page(c, app, 'expired', EXPIRED);
    if (outcome.kind === 'invalid') return page(c, app, 'invalid', INVALID);
    if (outcome.kind === 'taken') return page(c, app, 'taken', taken);
    return page(c, app, 'done', done(outcome));
  }

  return {
    emailChangePage: async (c, { query }) => {
      const found = await linkOf(query);
      if (!found) return page(c, null, 'invalid', INVALID);
      const state = await emailChangeLinkState(database.db, {
        appId: found.app.id,
        token: found.token,
        now: clock(),
      });
      return statePage(c, found, state, (event) => ({
        heading: 'Confirm your new email address',
        paragraphs: [`Your ${found.app.name} account will use ${event.newEmail} to sign in.`],
        button: 'Confirm new email address',
      }));
    },

    confirmEmailChange: async (c, { body }) => {
      const found = await linkOf(body);
      if (!found) return page(c, null, 'invalid', INVALID);
      const outcome = await confirmEmailChange(deps, { app: found.app, token: found.token, now: clock() });
      return outcomePage(
        c,
        found.app,
        outcome,
        ({ email }) => ({
          heading: 'Your email address has been changed',
          paragraphs: [`You now sign in to ${found.app.name} with ${email}.`],
        }),
        {
          heading: 'This address already has an account',
          paragraphs: [
            'Another account started using this address before the change was confirmed, so your address stays as it was.',
          ],
        },
      );
    },

    secureAccountPage: async (c, { query }) => {
      const found = await linkOf(query);
      if (!found) return page(c, null, 'invalid', INVALID);
      const state = await secureLinkState(database.db, {
        appId: found.app.id,
        token: found.token,
        now: clock(),
      });
      return statePage(c, found, state, (event) => ({
        heading: 'Secure your account',
        paragraphs: [
          event.kind === 'email-change'
            ? `This keeps ${event.oldEmail} as the address of your ${found.app.name} account, cancelling the change to ${event.newEmail}, and signs you out on every device.`
            : `This removes the new password of your ${found.app.name} account and signs you out on every device. You then choose a new password with 'Forgot password'.`,
        ],
        button: 'Secure my account',
      }));
    },

    secureAccount: async (c, { body }) => {
      const found = await linkOf(body);
      if (!found) return page(c, null, 'invalid', INVALID);
      const outcome = await secureAccount(deps, { app: found.app, token: found.token, now: clock() });
      return outcomePage(
        c,
        found.app,
        outcome,
        ({ email, passwordRemoved }) => ({
          heading: 'Your account is secure',
          paragraphs: [
            'You have been signed out on every device.',
            passwordRemoved
              ? `Your password has been removed. To sign in with ${email} again, choose a new password with 'Forgot password'.`
              : `Sign in with ${email}. If someone else may know your password, choose a new one with 'Forgot password'.`,
          ],
        }),
        {
          heading: 'Your old address has another account now',
          paragraphs: [
            'You have been signed out on every device, but your address could not be put back because another account uses it. Please contact the site for help.',
          ],
        },
      );
    },
  };
}
