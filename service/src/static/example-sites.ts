/**
 * The example sites of the examples folder, for the page at /examples/ (routes/pages/examples-index.ts). Read
 * on each request (the folder is small, and a new example shows without a restart): each folder
 * with an index.html is a site, named by its title; a folder without one lists its pages, and
 * its folders one level down (a collection of sites, such as a corpus of real pages).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EXAMPLES_PATH } from '../examples/app.ts';
import type { ExampleSite } from '../routes/pages/examples-index.ts';
import { isFile } from './site.ts';

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The text of a title: the named entities above and numeric ones (`&#8211;`, `&#x2013;`). */
function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi, (entity, decimal, hex) => {
    if (decimal || hex) {
      const code = decimal ? Number(decimal) : Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[entity.toLowerCase()] ?? entity;
  });
}

/** A page's `<title>` and meta description (the first 64 KB are enough for a head). */
function headOf(file: string): { title: string | null; description: string | null } {
  let html: string;
  try {
    html = readFileSync(file, 'utf8').slice(0, 65_536);
  } catch {
    return { title: null, description: null };
  }
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
  const description =
    /<meta\s+name=["']description["']\s+content=["']([^"']*)["']/i.exec(html)?.[1]?.trim() ?? null;
  return {
    title: title ? decodeEntities(title) : null,
    description: description ? decodeEntities(description) : null,
  };
}

/** 'Home · Example Membership Site' names the site 'Example Membership Site'. */
function siteTitle(title: string | null, folder: string): string {
  if (!title) return folder;
  return title.split(' · ').at(-1)?.trim() || folder;
}

function visible(name: string): boolean {
  return !name.startsWith('.');
}

/** A page's own part of its title: 'Log in · Example Membership Site' is 'Log in' on that site's list. */
function pageTitle(title: string, site: string): string {
  const suffix = ` · ${site}`;
  return title.endsWith(suffix) && title.length > suffix.length ? title.slice(0, -suffix.length) : title;
}

function folders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && visible(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

function readSite(dir: string, name: string, base: string, depth: number): ExampleSite {
  const pages = readdirSync(dir)
    .filter((file) => visible(file) && file.endsWith('.html') && isFile(path.join(dir, file)))
    .sort()
    .map((file) => ({
      href: `${base}${encodeURIComponent(file)}`,
      title: headOf(path.join(dir, file)).title ?? file,
    }));
  const index = path.join(dir, 'index.html');
  if (!isFile(index)) {
    const sites =
      depth > 0
        ? folders(dir).map((child) =>
            readSite(path.join(dir, child), child, `${base}${encodeURIComponent(child)}/`, depth - 1),
          )
        : [];
    return { name, home: null, pages, sites };
  }
  const head = headOf(index);
  const title = siteTitle(head.title, name);
  return {
    name,
    home: { href: base, title, description: head.description },
    pages: pages
      .filter((page) => !page.href.endsWith('/index.html'))
      .map((page) => ({ ...page, title: pageTitle(page.title, title) })),
    sites: [],
  };
}

/** The example sites of `root`, in name order (and of their folders, one level down). */
export function readExampleSites(root: string): ExampleSite[] {
  return folders(root).map((name) =>
    readSite(path.join(root, name), name, `${EXAMPLES_PATH}/${encodeURIComponent(name)}/`, 1),
  );
}
