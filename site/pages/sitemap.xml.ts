/** sitemap.xml: every public indexable page, with absolute URLs. */
import type { APIRoute } from 'astro';
import { buildEnv } from '../config.ts';
import { indexablePaths } from '../lib/sitemap.ts';

export const GET: APIRoute = async ({ site }) => {
  const origin = site ?? new URL(buildEnv.siteUrl);
  const urls = (await indexablePaths()).map(
    (path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`,
  );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
