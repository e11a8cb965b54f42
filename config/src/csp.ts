/**
 * The CSP manifest (docs/security.md "Headers"): the SHA-256 hashes of every built page's inline
 * scripts, written by the site build from what it produced and read by the service, which
 * allows exactly those scripts on each page. A script added to a built page afterwards is not
 * in the manifest, so the browser refuses to run it.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';

/** The manifest's file name, at the root of the built site (never served). */
export const CSP_MANIFEST_FILE = 'csp-hashes.json';

/** Pages by path relative to the site's root ('index.html', 'temples/phoenix.html'), with their hashes. */
export const cspManifestSchema = z.object({
  version: z.literal(1),
  pages: z.record(z.string(), z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/))),
});
export type CspManifest = z.infer<typeof cspManifestSchema>;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** CSP source expressions ('sha256-...') for the inline scripts of an HTML page, sorted. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** The manifest of a set of pages (path relative to the root, with '/' separators, and its HTML). */
export function cspManifestOf(pages: Iterable<[path: string, html: string]>): CspManifest {
  const manifest: CspManifest = { version: 1, pages: {} };
  for (const [page, html] of pages) manifest.pages[page] = inlineScriptHashes(html);
  return manifest;
}
