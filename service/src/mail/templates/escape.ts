/** HTML escaping for mail templates: every interpolated value goes through {@link escapeHtml}. */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Escapes text and keeps its line breaks visible in HTML. */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');
}

/**
 * A link target that is safe in an href: only http(s) and mailto URLs pass; anything else
 * (javascript:, data:, a relative path) becomes '#', so a bad value can never run script.
 */
export function safeHref(url: string): string {
  try {
    const parsed = new URL(url);
    if (['http:', 'https:', 'mailto:'].includes(parsed.protocol)) return escapeHtml(parsed.href);
  } catch {
    // not an absolute URL
  }
  return '#';
}

/** Collapses line breaks and runs of spaces, for header values such as a subject. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Items in an English sentence: 'a', 'a and b', 'a, b and c'. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
