import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeMultiline, oneLine, safeHref } from './escape.ts';

describe('escapeHtml', () => {
  it('given markup and quotes, it escapes all five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('escapeMultiline', () => {
  it('given several lines, it escapes them and keeps the breaks', () => {
    expect(escapeMultiline('a<b\r\nc\nd')).toBe('a&lt;b<br>c<br>d');
  });
});

describe('safeHref', () => {
  it('given an https URL, it keeps it', () => {
    expect(safeHref('https://example.com/a?b=1&c=2')).toBe('https://example.com/a?b=1&amp;c=2');
  });

  it('given a javascript: URL, it answers #', () => {
    expect(safeHref('javascript:alert(1)')).toBe('#');
  });

  it('given a relative path, it answers #', () => {
    expect(safeHref('/login')).toBe('#');
  });
});

describe('oneLine', () => {
  it('given line breaks, it makes one line (no header injection)', () => {
    expect(oneLine('Hello\r\nBcc: x@example.com')).toBe('Hello Bcc: x@example.com');
  });
});
