/**
 * The reply notifications' unsubscribe link (docs/comments.md "Reply notifications"): the link
 * opens a page with one button, so a mail scanner that follows links ends nothing; the button
 * ends the subscription its token names. The token is the link's only secret: never cached,
 * never sent on as a referrer.
 */

import { appOfToken, unsubscribeByToken } from '../../comments/subscriptions.ts';
import { htmlSecurityHeaders } from '../../http/security-headers.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { renderAccountPage } from '../auth/account-pages.ts';
import { themeOf } from '../pages/tokens.ts';
import type { CommentsDeps } from './common.ts';

const LINK_PAGE_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } as const;

export function commentUnsubscribeHandlers({
  deps,
}: CommentsDeps): Pick<ApiHandlers, 'commentUnsubscribePage' | 'commentUnsubscribe'> {
  const { database, env } = deps;
  const next = { href: `${env.publicUrl}/`, label: 'Go to the website' };

  function page(html: string, status: 200 | 404 = 200): Response {
    return new Response(html, {
      status,
      headers: {
        'Content-Type': 'text/html; charset=UTF-8',
        ...htmlSecurityHeaders([]),
        ...LINK_PAGE_HEADERS,
      },
    });
  }

  const gone = (appName: string | null) =>
    page(
      renderAccountPage({
        appName,
        heading: 'You are not subscribed',
        paragraphs: ['This link no longer ends a subscription: you may have unsubscribed already.'],
        next,
      }),
      404,
    );

  return {
    commentUnsubscribePage: async (_c, { query }) => {
      const app = await appOfToken(database.db, query.token ?? '');
      if (!app) return gone(null);
      return page(
        renderAccountPage({
          appName: app.name,
          theme: themeOf(app),
          heading: 'Stop e-mails about replies',
          paragraphs: [
            `You will no longer get an e-mail when someone replies to your comments on ${app.name}.`,
          ],
          confirm: { label: 'Unsubscribe', token: query.token ?? '', app: app.id },
          next,
        }),
      );
    },

    commentUnsubscribe: async (_c, { body }) => {
      const token = body.token ?? '';
      const app = await appOfToken(database.db, token);
      if (!app || !(await database.transaction((tx) => unsubscribeByToken(tx, token)))) return gone(null);
      return page(
        renderAccountPage({
          appName: app.name,
          theme: themeOf(app),
          heading: 'You are unsubscribed',
          paragraphs: ['You will no longer get e-mails about replies to your comments.'],
          next,
        }),
      );
    },
  };
}
