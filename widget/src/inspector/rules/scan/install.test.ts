/** The install family over a parsed page (docs/product/inspector.md; docs/product/widget.md §8). */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../../scripts/lib/html-tree.ts';
import type { ScanElement } from '../types.ts';
import { installFindings } from './install.ts';
import { isInstallScript } from './install-script.ts';
import { readPage } from './page.ts';
import { walk } from './tree.ts';

/** The install findings of every element of `html`, as [id, message]. */
function scan(html: string, appId?: string): [string, string][] {
  const root = parseHtml(html);
  const page = readPage<ScanElement>(
    root,
    appId ? { id: appId, plans: [], customFields: [], contentGroups: [] } : null,
  );
  return [...walk<ScanElement>(root)].flatMap((element) =>
    installFindings(element, page).map((finding): [string, string] => [finding.id, finding.message]),
  );
}

describe('isInstallScript', () => {
  it.each([
    ['<script src="https://members.example/widget.js?v=2"></script>', true],
    ['<script src="/widget.js"></script>', true],
    ['<script src="https://static.memberstack.com/scripts/v1/memberstack.js"></script>', true],
    ['<script data-memberstack-app="app_x"></script>', true],
    ['<script src="/js/memberstack.min.js"></script>', true],
    ['<script src="/js/app.js"></script>', false],
    ['<script src="/mywidget.js.map"></script>', false],
    ['<div data-memberstack-app="app_x"></div>', false],
  ])('given %s / %s', (html, expected) => {
    const element = [...walk<ScanElement>(parseHtml(html))].find((node) =>
      /^(SCRIPT|DIV)$/.test(node.tagName),
    );
    expect(isInstallScript(element as ScanElement)).toBe(expected);
  });
});

describe('installFindings', () => {
  it('given one install tag in the head, naming the app / nothing', () => {
    expect(scan('<head><script src="/widget.js" data-app-id="app_x"></script></head>', 'app_x')).toEqual([]);
  });

  it('given two install tags / the second is a duplicate, numbered', () => {
    expect(
      scan(`<head><script src="/widget.js" data-app-id="app_x"></script>
        <script src="https://static.memberstack.com/x/memberstack.js" data-memberstack-app="app_x"></script></head>`),
    ).toEqual([['duplicate-install-code', 'Duplicate Install Code: this is install number 2 on the page.']]);
  });

  it('given an install tag in the body, with defer / misplaced, and late', () => {
    expect(
      scan('<body><script defer src="/widget.js" data-app-id="app_x"></script></body>').map(([id]) => id),
    ).toEqual(['misplaced-install-code', 'async-install-code']);
  });

  it('given a public key where the app id goes, or another app’s id / broken, saying which', () => {
    expect(scan('<head><script src="/widget.js" data-app-id="pk_sb_123"></script></head>')[0]?.[1]).toContain(
      'is a public key, not an app id',
    );
    expect(
      scan('<head><script src="/widget.js" data-app-id="app_other"></script></head>', 'app_x')[0]?.[1],
    ).toContain("is not this app's id, app_x.");
  });

  it('given a misspelt app attribute / broken, naming the one meant; none at all, naming the first to add', () => {
    expect(
      scan(
        '<head><script src="https://static.memberstack.com/m.js" data-memberstackapp="app_x"></script></head>',
      )[0]?.[1],
    ).toContain('write data-memberstack-app, not data-memberstackapp.');
    expect(scan('<head><script src="/widget.js"></script></head>')[0]?.[1]).toContain('add data-app-id.');
  });
});
