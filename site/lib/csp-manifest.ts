/**
 * Writes the CSP manifest when the site is built (docs/security.md "Headers"): the hashes of
 * the inline scripts of every page the build produced, which the service sends as each page's
 * script-src. Taken from the build's own output, never from the files as they are later served.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSP_MANIFEST_FILE, cspManifestOf } from '@wf/config/csp';
import type { AstroIntegration } from 'astro';

/** Every HTML file under `root`, as [path relative to root with '/' separators, absolute path]. */
export async function htmlFiles(root: string): Promise<[string, string][]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(root, file).split(path.sep).join('/'), file] as [string, string];
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Writes `csp-hashes.json` for the built site in `root`; answers how many pages it covers. */
export async function writeCspManifest(root: string): Promise<number> {
  const pages: [string, string][] = [];
  for (const [page, file] of await htmlFiles(root)) pages.push([page, await readFile(file, 'utf8')]);
  const manifest = cspManifestOf(pages);
  await writeFile(path.join(root, CSP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return pages.length;
}

/** The integration: after the build, the manifest of what it produced. */
export function cspManifest(): AstroIntegration {
  return {
    name: 'wf-csp-manifest',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const count = await writeCspManifest(fileURLToPath(dir));
        logger.info(`${CSP_MANIFEST_FILE}: inline script hashes of ${count} pages`);
      },
    },
  };
}
