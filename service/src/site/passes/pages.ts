/**
 * The public pass page GET /passes/{serial} and its Apple Wallet file GET
 * /passes/{serial}.pkpass (docs/architecture.md "The members area"). Outside /api and without app headers: the unguessable
 * serial is the key. An unknown serial answers the 404 page. Neither answer may be cached by
 * anyone but the holder, and the page sends no referrer, so its URL does not leak.
 */
import { type Context, Hono } from 'hono';
import type { BaseEnv, Deps } from '../../http/context.ts';
import { htmlSecurityHeaders } from '../../http/security-headers.ts';
import { themeOf } from '../../routes/pages/tokens.ts';
import type { SiteEnv } from '../env.ts';
import { memberCardOf } from './card.ts';
import { renderPassNotFoundPage, renderPassPage } from './page.ts';
import { findPassBySerial } from './passes.ts';
import { buildPkpass, PKPASS_FILE_NAME, PKPASS_MEDIA_TYPE } from './pkpass.ts';
import { qrSvg } from './qr.ts';
import { passCertificatesOnce } from './signer.ts';

/** Headers of both answers: personal data, kept out of shared caches and search engines. */
const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;

const PKPASS_SUFFIX = '.pkpass';

function notFoundPage(c: Context<BaseEnv>): Response {
  return c.html(renderPassNotFoundPage(themeOf()), 404, { ...htmlSecurityHeaders([]), ...PRIVATE_HEADERS });
}

export function passPageRoutes(
  deps: Pick<Deps, 'database' | 'env' | 'clock'>,
  siteEnv: SiteEnv,
): Hono<BaseEnv> {
  const { database, env } = deps;
  const certificates = passCertificatesOnce({ ...siteEnv, dataDir: env.dataDir }, deps.clock);
  const issuer = { passTypeId: siteEnv.passTypeId, teamId: siteEnv.passTeamId };
  const routes = new Hono<BaseEnv>();

  routes.get('/passes/:file', async (c) => {
    const file = c.req.param('file');
    const wantsPkpass = file.endsWith(PKPASS_SUFFIX);
    const serial = wantsPkpass ? file.slice(0, -PKPASS_SUFFIX.length) : file;
    const found = await findPassBySerial(database.db, serial);
    if (!found) return notFoundPage(c);
    const card = memberCardOf(found.pass, found.memberSince, env.publicUrl);

    if (wantsPkpass) {
      const pkpass = await buildPkpass(card, issuer, await certificates());
      return c.body(new Uint8Array(pkpass), 200, {
        ...PRIVATE_HEADERS,
        'Content-Type': PKPASS_MEDIA_TYPE,
        'Content-Disposition': `attachment; filename="${PKPASS_FILE_NAME}"`,
      });
    }
    const qr = await qrSvg(card.passUrl, 'QR code that opens this membership card');
    return c.html(renderPassPage(card, qr, themeOf()), 200, {
      ...htmlSecurityHeaders([]),
      ...PRIVATE_HEADERS,
    });
  });

  return routes;
}
