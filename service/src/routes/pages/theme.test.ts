/**
 * The look of the service's own pages (docs/architecture.md "The pages the service draws"): ui's
 * tokens read as data, an app's colour over the primary ones, and the icon each page names.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_ICON, pageTheme, tokensOf } from './theme.ts';
import { UI_TOKENS_FILE, uiTokens } from './tokens.ts';

describe('tokensOf', () => {
  it("given ui's token sheet, it reads every colour token with its first value", () => {
    const tokens = tokensOf(readFileSync(UI_TOKENS_FILE, 'utf8'));
    expect(tokens['--wf-color-primary']).toBe('#3a2e7a');
    expect(tokens['--wf-color-text']).toBe('#2a2420');
    expect(tokens['--wf-color-border-field']).toBe('#8a7d70');
  });

  it('given a value inside @media (reduced motion), the first value outside it stands', () => {
    expect(uiTokens()['--wf-duration-fast']).toBe('120ms');
  });
});

describe('pageTheme', () => {
  const tokens = { '--wf-color-primary': '#3a2e7a', '--wf-color-text': '#2a2420' };

  it("given no branding, it is ui's own tokens and the site's icon", () => {
    expect(pageTheme(tokens)).toEqual({
      tokens: '--wf-color-primary: #3a2e7a; --wf-color-text: #2a2420;',
      icon: DEFAULT_ICON,
      primary: '#3a2e7a',
    });
  });

  it("given an app's colour, it replaces the primary tokens, with white text when white reads on it", () => {
    const theme = pageTheme(tokens, { primaryColor: '#2449c7' });
    expect(theme.tokens).toContain('--wf-color-primary: #2449c7;');
    expect(theme.tokens).toContain('--wf-color-primary-contrast: #ffffff;');
    expect(theme.primary).toBe('#2449c7');
  });

  it("given a light colour on which white would not read (WCAG 2.2 AA), the text on it is ui's text colour", () => {
    expect(contrastRatio('#c9a84c', '#ffffff')).toBeLessThan(4.5);
    expect(pageTheme(tokens, { primaryColor: '#c9a84c' }).tokens).toContain(
      '--wf-color-primary-contrast: #2a2420;',
    );
  });

  it("given a colour that is not six hex digits (it would be written into the page's CSS), it is ignored", () => {
    for (const primaryColor of ['red', '#fff', '#3a2e7a; } body { display: none', 'url(x)']) {
      expect(pageTheme(tokens, { primaryColor }).primary).toBe('#3a2e7a');
    }
  });

  it("given an app's logo, the page names it; a logo that is not an https URL or a path on the service is ignored", () => {
    expect(pageTheme(tokens, { logo: '/examples/membership/favicon.svg' }).icon).toBe(
      '/examples/membership/favicon.svg',
    );
    expect(pageTheme(tokens, { logo: 'https://cdn.example/logo.png' }).icon).toBe(
      'https://cdn.example/logo.png',
    );
    for (const logo of [
      'javascript:alert(1)',
      '//evil.example/x.svg',
      'http://plain.example/x.svg',
      '/a b',
    ]) {
      expect(pageTheme(tokens, { logo }).icon).toBe(DEFAULT_ICON);
    }
  });
});
