/**
 * Module preloads for the islands that render only in the browser (docs/architecture.md "Speed"):
 * after the build, each page that holds a `client:only` island gets a `<link rel="modulepreload">`
 * in its head for every module the island and its renderer import statically, however deep.
 *
 * Without them the browser learns an island's imports one level at a time: it fetches the island,
 * parses it, finds its imports, fetches those, and so on. A console screen is about six levels
 * deep, so its first paint waited for six round trips of small files before it could ask the
 * service for its data. With the whole graph named in the head, the files are fetched at once.
 *
 * Only `client:only` islands get preloads: they draw nothing until their code has run, so their
 * page is blank (a 'Loading...' line) for as long as the waterfall lasts. Islands that render on
 * the server already show their content; their code is left to load as Astro schedules it, so
 * that a public page's first paint does not share its bandwidth with script (the budgets in
 * e2e/budgets.spec.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { init, parse } from 'es-module-lexer';
import { htmlFiles } from './csp-manifest.ts';

/** The value of `name` in one tag's attributes, if it has one. */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The module URLs of the page's `client:only` islands: each island's component and renderer. */
export function clientOnlyEntries(html: string): string[] {
  const entries = new Set<string>();
  for (const [tag] of html.matchAll(/<astro-island\s[^>]*>/g)) {
    if (attribute(tag, 'client') !== 'only') continue;
    for (const name of ['component-url', 'renderer-url']) {
      const url = attribute(tag, name);
      if (url?.startsWith('/')) entries.add(url);
    }
  }
  return [...entries];
}

/**
 * The static import graph of the built site's modules, read lazily: a module's URL (a path from
 * the site's root) to the URLs it imports statically. Dynamic imports are left out: they load
 * when the code asks for them, and preloading them would fetch what the page may never run.
 */
export class ModuleGraph {
  readonly #root: string;
  readonly #imports = new Map<string, Promise<string[]>>();

  constructor(root: string) {
    this.#root = root;
  }

  /** The URLs `url` imports statically (none when the file is not part of the build). */
  imports(url: string): Promise<string[]> {
    let known = this.#imports.get(url);
    if (!known) {
      known = this.#read(url);
      this.#imports.set(url, known);
    }
    return known;
  }

  /** `entries` and every module they reach through static imports, entries first, each once. */
  async closure(entries: string[]): Promise<string[]> {
    const seen = new Set<string>();
    const queue = [...entries];
    while (queue.length > 0) {
      const url = queue.shift() as string;
      if (seen.has(url)) continue;
      seen.add(url);
      queue.push(...(await this.imports(url)));
    }
    return [...seen];
  }

  async #read(url: string): Promise<string[]> {
    const file = path.join(this.#root, ...url.split('/'));
    if (!file.startsWith(this.#root + path.sep)) return [];
    let source: string;
    try {
      source = await readFile(file, 'utf8');
    } catch {
      return [];
    }
    await init;
    const [imports] = parse(source, file);
    const found: string[] = [];
    for (const specifier of imports) {
      // d === -1: a static import or re-export; -2: import.meta; 0 and above: a dynamic import().
      if (specifier.d !== -1 || !specifier.n) continue;
      if (!specifier.n.startsWith('.') && !specifier.n.startsWith('/')) continue;
      found.push(new URL(specifier.n, `https://site.invalid${url}`).pathname);
    }
    return found;
  }
}

/** The page with a modulepreload link in its head for each of `urls` it does not already load. */
export function withPreloads(html: string, urls: string[]): string {
  const missing = urls.filter(
    (url) => !html.includes(`<link rel="modulepreload" href="${url}"`) && !html.includes(`src="${url}"`),
  );
  if (missing.length === 0) return html;
  const links = missing.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  const head = html.indexOf('</head>');
  return head === -1 ? html : `${html.slice(0, head)}${links}${html.slice(head)}`;
}

/** Adds the preloads to every page of the built site in `root`; answers how many pages changed. */
export async function writeIslandPreloads(root: string): Promise<number> {
  const graph = new ModuleGraph(path.resolve(root));
  let changed = 0;
  for (const [, file] of await htmlFiles(root)) {
    const html = await readFile(file, 'utf8');
    const entries = clientOnlyEntries(html);
    if (entries.length === 0) continue;
    const updated = withPreloads(html, await graph.closure(entries));
    if (updated === html) continue;
    await writeFile(file, updated);
    changed += 1;
  }
  return changed;
}

/** The integration: after the build, the preloads (before the CSP manifest reads the pages). */
export function islandPreload(): AstroIntegration {
  return {
    name: 'wf-island-preload',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const count = await writeIslandPreloads(fileURLToPath(dir));
        logger.info(`module preloads for client-only islands on ${count} pages`);
      },
    },
  };
}
