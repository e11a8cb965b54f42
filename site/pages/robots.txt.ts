/** robots.txt: everything may be crawled (member pages carry noindex); points to the sitemap. */
import type { APIRoute } from 'astro';
import { buildEnv } from '../config.ts';

export const GET: APIRoute = ({ site }) => {
  const origin = site ?? new URL(buildEnv.siteUrl);
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL('/sitemap.xml', origin).href}`, ''].join(
    '\n',
  );
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
