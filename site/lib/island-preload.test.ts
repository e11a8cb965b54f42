import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOnlyEntries, ModuleGraph, withPreloads, writeIslandPreloads } from './island-preload.ts';

let root: string;

const island = (client: string, component: string, renderer = '/_astro/client.js') =>
  `<astro-island uid="x" component-url="${component}" component-export="X" renderer-url="${renderer}" props="{}" client="${client}"></astro-island>`;

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'wf-preload-'));
  await mkdir(path.join(root, '_astro'));
  await mkdir(path.join(root, 'admin'));
  const files: Record<string, string> = {
    // The island: a static import, a re-export, a dynamic import (not preloaded), a string that
    // merely looks like an import.
    'Island.js':
      'import{a}from"./shared.js";export{b}from"./ui/Button.js";const m=()=>import("./Lazy.js");const s=\'import x from "./fake.js"\';export const X=a;',
    'shared.js': 'import"./deep.js";export const a=1;',
    // A cycle back to shared.js.
    'deep.js': 'import{a}from"./shared.js";export const d=a;',
    'ui/Button.js': 'import{d}from"../deep.js";export const b=d;',
    'Lazy.js': 'import"./never.js";export const l=1;',
    'never.js': '',
    'client.js': 'import"./react.js";export default 1;',
    'react.js': 'export const r=1;',
    'Eager.js': 'import"./eager-dep.js";',
    'eager-dep.js': '',
  };
  await mkdir(path.join(root, '_astro', 'ui'));
  for (const [name, source] of Object.entries(files))
    await writeFile(path.join(root, '_astro', name), source);
  await writeFile(path.join(root, 'admin', 'members.html'), page(island('only', '/_astro/Island.js')));
  await writeFile(path.join(root, 'index.html'), page(island('load', '/_astro/Eager.js')));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('clientOnlyEntries', () => {
  it('names the component and renderer of client-only islands and nothing of the others', () => {
    const html = page(
      island('only', '/_astro/A.js') + island('load', '/_astro/B.js') + island('visible', '/_astro/C.js'),
    );
    expect(clientOnlyEntries(html)).toEqual(['/_astro/A.js', '/_astro/client.js']);
  });
});

describe('ModuleGraph', () => {
  it('follows static imports and re-exports to the end, each module once, and no dynamic import', async () => {
    const graph = new ModuleGraph(root);
    expect(await graph.closure(['/_astro/Island.js'])).toEqual([
      '/_astro/Island.js',
      '/_astro/shared.js',
      '/_astro/ui/Button.js',
      '/_astro/deep.js',
    ]);
  });

  it('answers no imports for a file outside the build or missing', async () => {
    const graph = new ModuleGraph(root);
    expect(await graph.imports('/../../etc/passwd')).toEqual([]);
    expect(await graph.imports('/_astro/missing.js')).toEqual([]);
  });
});

describe('withPreloads', () => {
  it('adds one link per module the page does not already load, in its head', () => {
    const html = page('', '<script type="module" src="/_astro/a.js"></script>');
    const updated = withPreloads(html, ['/_astro/a.js', '/_astro/b.js']);
    expect(updated).toContain('<link rel="modulepreload" href="/_astro/b.js"></head>');
    expect(updated).not.toContain('href="/_astro/a.js"');
    expect(withPreloads(updated, ['/_astro/b.js'])).toBe(updated);
  });
});

describe('writeIslandPreloads', () => {
  it('gives the page of a client-only island its whole static graph and leaves the other pages alone', async () => {
    const before = await readFile(path.join(root, 'index.html'), 'utf8');
    expect(await writeIslandPreloads(root)).toBe(1);
    const members = await readFile(path.join(root, 'admin', 'members.html'), 'utf8');
    const preloaded = [...members.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded).toEqual([
      '/_astro/Island.js',
      '/_astro/client.js',
      '/_astro/shared.js',
      '/_astro/ui/Button.js',
      '/_astro/react.js',
      '/_astro/deep.js',
    ]);
    expect(await readFile(path.join(root, 'index.html'), 'utf8')).toBe(before);
    // A second pass (a rebuild reusing the folder) adds nothing.
    expect(await writeIslandPreloads(root)).toBe(0);
  });
});
