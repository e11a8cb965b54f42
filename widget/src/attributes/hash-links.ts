/**
 * The older hash links that still sit on Memberstack 2.0 pages (`href="#/ms/login"`, ...): each
 * is treated like the `data-ms-modal` or `data-ms-action` it stands for (docs/product/data-attributes.md
 * §6, §7), gates included.
 */

/** Links the runtime reads as hash links. */
export const HASH_LINK_SELECTOR = 'a[href^="#/ms/"]';

/** What a hash link stands for. */
export type HashLink = { modal: 'login' | 'signup' | 'forgot-password' | 'profile' } | { action: 'logout' };

const MODALS = ['login', 'signup', 'forgot-password', 'profile'] as const;

/** The modal or action of `#/ms/<name>` (anything after a further `/` is ignored), or null. */
export function hashLinkOf(element: Element): HashLink | null {
  if (element.tagName !== 'A') return null;
  const match = /^#\/ms\/([a-z-]+)(?:\/.*)?$/.exec(element.getAttribute('href')?.trim() ?? '');
  const name = match?.[1];
  if (name === 'logout') return { action: 'logout' };
  const modal = MODALS.find((candidate) => candidate === name);
  return modal ? { modal } : null;
}
