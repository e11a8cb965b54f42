// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pageTree } from './page-tree.ts';
import { scanPage } from './rules/scan.ts';

describe('the scanned page (docs/product/inspector.md "What is scanned")', () => {
  it('given elements the gates removed, it scans them at their comments, and leaves our own hosts out', () => {
    document.body.innerHTML = `<main>
      <div id="gated" data-ms-content="members"><a href="#" data-ms-plan:add="prc_wrong">x</a></div>
      <p>after</p></main><div id="wf-widget"><button data-ms-modal="login">ours</button></div>`;
    const gated = document.getElementById('gated') as HTMLElement;
    const anchor = document.createComment(' data-ms removed ');
    gated.replaceWith(anchor);

    const tree = pageTree(document, new Map([[gated, anchor]]));
    const main = tree.children[1]?.children[0];
    expect(main?.children.map((child) => child.element.id || child.tagName)).toEqual(['gated', 'P']);
    expect(main?.children[0]?.parentElement).toBe(main);

    const ids = scanPage(tree, { app: null }).map((finding) => finding.id);
    expect(ids).toEqual(['gated-content', 'broken-plan-button']);
    expect(ids).not.toContain('login-modal');
  });
});
