/**
 * A comment's text on the page (docs/product/comments.md "Rules", Content): text nodes, a `<br>`
 * per line break, and `http`, `https` and `mailto` addresses as links. Never HTML: the member's
 * words are never parsed as markup, so nothing they write can become an element but these.
 */

/** What a link in a comment carries (user content: no endorsement, no opener). */
export const COMMENT_LINK_REL = 'ugc nofollow noopener noreferrer';

/** Candidates for links: a scheme we allow, then anything up to a space or an angle bracket. */
const CANDIDATE = /\b(?:https?:\/\/|mailto:)[^\s<>"]+/gi;

/** Punctuation that ends a sentence rather than the address (a closing bracket without its opening one too). */
function trimTrailing(candidate: string): string {
  let end = candidate.length;
  for (;;) {
    const last = candidate[end - 1];
    if (last && '.,;:!?\'"'.includes(last)) end -= 1;
    else if (last === ')' && !candidate.slice(0, end - 1).includes('(')) end -= 1;
    else break;
  }
  return candidate.slice(0, end);
}

/** The address as a link target, when its scheme is one we allow (checked on the parsed URL). */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    if (url.protocol === 'mailto:' && url.pathname.includes('@')) return url.href;
  } catch {
    // not an address
  }
  return null;
}

/** Splits a line into text and link pieces. */
export function linkPieces(line: string): ({ text: string } | { text: string; href: string })[] {
  const pieces: ({ text: string } | { text: string; href: string })[] = [];
  let at = 0;
  for (const match of line.matchAll(CANDIDATE)) {
    const address = trimTrailing(match[0]);
    const href = address.length > 0 ? safeHref(address) : null;
    if (!href) continue;
    if (match.index > at) pieces.push({ text: line.slice(at, match.index) });
    pieces.push({ text: address, href });
    at = match.index + address.length;
  }
  if (at < line.length) pieces.push({ text: line.slice(at) });
  return pieces;
}

/** Replaces the element's children with the comment's text, line breaks and links. */
export function renderCommentText(element: Element, content: string): void {
  const doc = element.ownerDocument;
  const nodes: Node[] = [];
  content.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (index > 0) nodes.push(doc.createElement('br'));
    for (const piece of linkPieces(line)) {
      if ('href' in piece) {
        const link = doc.createElement('a');
        link.href = piece.href;
        link.rel = COMMENT_LINK_REL;
        link.target = '_blank';
        link.textContent = piece.text;
        nodes.push(link);
      } else nodes.push(doc.createTextNode(piece.text));
    }
  });
  element.replaceChildren(...nodes);
}
