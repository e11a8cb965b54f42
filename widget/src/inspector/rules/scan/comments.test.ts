/** The comments family over a parsed page (docs/product/inspector.md; docs/product/comments.md). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '@wf/sdk/contract';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../../scripts/lib/html-tree.ts';
import type { ScanElement } from '../types.ts';
import { attributeFindings } from './attribute-names.ts';
import { commentFindings } from './comments.ts';
import { readPage } from './page.ts';
import { walk } from './tree.ts';

const app = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../fixtures/app.json'), 'utf8')) as { data: App }
).data;

/** The family's findings over `html`, as [id, attribute]. */
function scan(html: string): [string, string][] {
  const root = parseHtml(html);
  const page = readPage<ScanElement>(root, app);
  return [...walk<ScanElement>(root)].flatMap((element) => {
    const names = element.getAttributeNames().filter((name) => name.startsWith('data-ms-'));
    const { attr } = attributeFindings(element, names);
    return commentFindings(element, attr, page).map((f): [string, string] => [f.id, f.dataAttribute]);
  });
}

describe('commentFindings', () => {
  it('given a channel with posts, threads and a post form / the channel is found, nothing else', () => {
    expect(
      scan(`<section data-ms-channel="general"><div data-ms-post="showThreads"><div data-ms-thread="list"></div></div>
        <form data-ms-form="post"></form></section>`),
    ).toEqual([['commenting-channel', 'data-ms-channel="general"']]);
  });

  it('given commenting UI outside a channel / one orphan error, for the outermost element', () => {
    expect(
      scan(
        '<div data-ms-post="list"><div data-ms-thread="list"></div><form data-ms-form="post"></form></div>',
      ),
    ).toEqual([['orphan-commenting-ui', 'data-ms-post="list"']]);
    expect(scan('<form data-ms-form="thread"></form>')).toEqual([
      ['orphan-commenting-ui', 'data-ms-form="thread"'],
    ]);
  });

  it('given a post list inside a thread / post-in-thread; showThreads there / fine', () => {
    expect(
      scan(
        '<div data-ms-channel="c"><div data-ms-thread="t"><div data-ms-post="list"></div></div></div>',
      ).map(([id]) => id),
    ).toEqual(['commenting-channel', 'post-in-thread']);
    expect(
      scan(
        '<div data-ms-channel="c"><div data-ms-thread="t"><div data-ms-post="showThreads"></div></div></div>',
      ),
    ).toHaveLength(1);
  });

  it('given creator data of a public field / found; of a private one / private-custom-field', () => {
    expect(
      scan('<span data-ms-post-creator="first-name"></span><span data-ms-thread-creator="city"></span>'),
    ).toEqual([
      ['post-creator-data', 'data-ms-post-creator="first-name"'],
      ['thread-creator-data', 'data-ms-thread-creator="city"'],
    ]);
    expect(scan('<span data-ms-post-creator="phone"></span>')).toEqual([
      ['private-custom-field', 'data-ms-post-creator="phone"'],
    ]);
  });
});
