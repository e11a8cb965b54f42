/**
 * The built site's CSP manifest (docs/security.md "Headers"), read from the root of the folder
 * being served: the script hashes each page may run, as the build computed them. Read again
 * when the file changes (a publish), kept otherwise. A site without a manifest (or with one that
 * does not parse) runs no inline script at all, and the service says so once in its log.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { CSP_MANIFEST_FILE, type CspManifest, cspManifestSchema } from '@wf/config/csp';
import type { Logger } from '../log.ts';

const EMPTY: CspManifest = { version: 1, pages: {} };

interface Loaded {
  stamp: string;
  manifest: CspManifest;
}

export class CspManifests {
  #loaded = new Map<string, Promise<Loaded>>();
  #warned = new Set<string>();

  /** The script hashes of an HTML file under `root` (none when the manifest does not list it). */
  async scriptHashes(root: string, file: string, logger: Logger): Promise<readonly string[]> {
    const manifest = await this.#manifest(root, logger);
    const page = path.relative(root, file).split(path.sep).join('/');
    return manifest.pages[page] ?? [];
  }

  /** The manifest's file in a built site (not a file the site serves). */
  static fileOf(root: string): string {
    return path.join(root, CSP_MANIFEST_FILE);
  }

  async #manifest(root: string, logger: Logger): Promise<CspManifest> {
    const file = CspManifests.fileOf(root);
    const info = await stat(file).catch(() => null);
    if (!info) {
      this.#warnOnce(root, logger, `${CSP_MANIFEST_FILE} is missing: inline scripts will not run`);
      return EMPTY;
    }
    const stamp = `${info.size}:${info.mtimeMs}`;
    const cached = await this.#loaded.get(root)?.catch(() => undefined);
    if (cached?.stamp === stamp) return cached.manifest;
    const loading = this.#read(file, stamp, root, logger);
    this.#loaded.set(root, loading);
    return (await loading).manifest;
  }

  async #read(file: string, stamp: string, root: string, logger: Logger): Promise<Loaded> {
    try {
      const parsed = cspManifestSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (parsed.success) return { stamp, manifest: parsed.data };
    } catch {
      // Unreadable or not JSON: as if absent.
    }
    this.#warnOnce(root, logger, `${CSP_MANIFEST_FILE} is not a valid manifest: inline scripts will not run`);
    return { stamp, manifest: EMPTY };
  }

  #warnOnce(root: string, logger: Logger, message: string): void {
    if (this.#warned.has(root)) return;
    this.#warned.add(root);
    logger.warn({ siteDir: root }, message);
  }
}
