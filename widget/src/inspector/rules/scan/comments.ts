/**
 * The comments family (docs/product/widget.md §8 `orphan-commenting-ui`, `post-in-thread`,
 * `private-custom-field`; docs/product/comments.md): commenting UI outside a channel, a post list
 * inside a thread, and creator data that would show a private field.
 */
import type { Finding, ScanElement } from '../types.ts';
import { type AttributeReader, finding, type ScanPage } from './page.ts';
import { ancestors, isTag } from './tree.ts';

/** Whether the element is commenting UI: a post or thread container, or a comment form. */
function commenting(node: ScanElement): boolean {
  return (
    node.hasAttribute('data-ms-post') ||
    node.hasAttribute('data-ms-thread') ||
    (isTag(node, 'FORM') && ['post', 'thread'].includes(node.getAttribute('data-ms-form')?.trim() ?? ''))
  );
}

/** The element's commenting faults, and its channel and creator data as found items. */
export function commentFindings<E extends ScanElement>(
  element: E,
  attr: AttributeReader,
  page: ScanPage<E>,
): Finding<E>[] {
  const found: Finding<E>[] = [];
  if (element.hasAttribute('data-ms-channel')) {
    found.push(finding('commenting-channel', element, 'data-ms-channel'));
  }
  if (commenting(element)) {
    const above = [...ancestors(element)];
    const inChannel = above.some((node) => node.hasAttribute('data-ms-channel'));
    // One error for the outermost orphan, not one per element inside it.
    if (!inChannel && !above.some(commenting)) {
      found.push(
        finding(
          'orphan-commenting-ui',
          element,
          element.hasAttribute('data-ms-post')
            ? 'data-ms-post'
            : element.hasAttribute('data-ms-thread')
              ? 'data-ms-thread'
              : 'data-ms-form',
        ),
      );
    }
    const post = attr('data-ms-post');
    if (
      inChannel &&
      post !== null &&
      post !== 'showThreads' &&
      above.some((node) => node.hasAttribute('data-ms-thread'))
    ) {
      found.push(
        finding(
          'post-in-thread',
          element,
          'data-ms-post',
          `use data-ms-thread="${post}" inside a thread section.`,
        ),
      );
    }
  }
  for (const [name, id] of [
    ['data-ms-post-creator', 'post-creator-data'],
    ['data-ms-thread-creator', 'thread-creator-data'],
  ] as const) {
    const key = attr(name);
    if (key === null) continue;
    const field = page.app?.customFields.find((candidate) => candidate.key === key);
    if (field && field.visibility !== 'PUBLIC')
      found.push(
        finding('private-custom-field', element, name, `"${key}" is a ${field.visibility} custom field.`),
      );
    else found.push(finding(id, element, name));
  }
  return found;
}
