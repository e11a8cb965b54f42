import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const uiDir = path.dirname(new URL(import.meta.url).pathname);

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return cssFiles(full);
    // The font sheets are linked by the page on their own (docs/architecture.md "Fonts").
    return full.endsWith('.css') && name !== 'fonts.css' && name !== 'web-fonts.css' ? [full] : [];
  });
}

/** The selectors of every style rule (not at-rules' preludes, not keyframe steps). */
function selectors(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  const rule = /([^{};]+)\{/g;
  for (let match = rule.exec(withoutComments); match; match = rule.exec(withoutComments)) {
    const prelude = (match[1] ?? '').trim();
    if (prelude.startsWith('@') || /^(from|to|\d+%)$/.test(prelude)) continue;
    found.push(...prelude.split(',').map((s) => s.trim()));
  }
  return found;
}

describe('the ui style sheets', () => {
  const files = cssFiles(uiDir);

  it('are all imported by styles.css, so one sheet carries the whole library', () => {
    const entry = readFileSync(path.join(uiDir, 'styles.css'), 'utf8');
    for (const file of files) {
      if (file.endsWith('styles.css')) continue;
      const imported = new RegExp(`@import ['"]\\./${path.relative(uiDir, file).replaceAll('.', '\\.')}['"]`);
      expect(entry, `styles.css does not import ${path.relative(uiDir, file)}`).toMatch(imported);
    }
  });

  it('never style a bare element or the page: every rule is scoped to a wf- class or the token root', () => {
    for (const file of files) {
      for (const selector of selectors(readFileSync(file, 'utf8'))) {
        // Parenthesised arguments (":where(:root, :host)") were split on their comma: rejoin them.
        if (selector === ':host)' || selector === ':where(:root') continue;
        expect(
          /^(\.wf-|:where\(:root|\[data-wf)/.test(selector) || selector.startsWith(':where(.wf-'),
          `${path.relative(uiDir, file)}: "${selector}" reaches outside the library`,
        ).toBe(true);
      }
    }
  });
});
