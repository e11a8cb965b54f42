/**
 * The install family (docs/product/inspector.md; docs/product/widget.md §8 `duplicate-install-code`,
 * `misplaced-install-code`, `broken-install-code`, ours `async-install-code`): how the page installs
 * the membership script.
 */
import type { Finding, ScanElement } from '../types.ts';
import { APP_ID_ATTRIBUTES, MEMBERSTACK_APP_ATTRIBUTES, nearest } from '../vocabulary.ts';
import { isOurLoader } from './install-script.ts';
import { finding, type ScanPage } from './page.ts';
import { ancestors, isTag } from './tree.ts';

/**
 * Why an install tag's script cannot start: it names no app (ours reads `data-app-id` or
 * `data-memberstack-app`; Memberstack's, `data-memberstack-app`), with the misspelt attribute
 * that was meant, as `data-memberstackapp` for `data-memberstack-app`.
 */
function installFault(element: ScanElement, appId: string | undefined): string | null {
  const names: readonly string[] = isOurLoader(element) ? APP_ID_ATTRIBUTES : MEMBERSTACK_APP_ATTRIBUTES;
  const named = names.find((name) => element.getAttribute(name)?.trim());
  if (named) {
    const value = element.getAttribute(named)?.trim() ?? '';
    // A public key where the app id goes: the most common mix-up on moved pages.
    if (value.startsWith('pk_')) {
      return `${named}="${value}" is a public key, not an app id; the app id starts with app_.`;
    }
    if (appId !== undefined && value !== appId) return `${named}="${value}" is not this app's id, ${appId}.`;
    return null;
  }
  const typo = element
    .getAttributeNames()
    .find((name) => !names.includes(name) && nearest(name, names) !== null);
  return typo
    ? `the tag names no app; write ${nearest(typo, names)}, not ${typo}.`
    : `the tag names no app: add ${names[0]}.`;
}

/** The faults of an install tag: a second install, in the body, naming no app or another, async or defer. */
export function installFindings<E extends ScanElement>(element: E, page: ScanPage<E>): Finding<E>[] {
  const number = page.installNumbers.get(element);
  if (number === undefined) return [];
  const found: Finding<E>[] = [];
  if (number > 1)
    found.push(
      finding('duplicate-install-code', element, 'src', `this is install number ${number} on the page.`),
    );
  if (![...ancestors(element)].some((node) => isTag(node, 'HEAD'))) {
    found.push(finding('misplaced-install-code', element, 'src', 'the script is in the <body>.'));
  }
  const fault = installFault(element, page.app?.id);
  if (fault) found.push(finding('broken-install-code', element, 'src', fault));
  // The guide's install rule: no async or defer, so gates and page protection run before the page shows.
  const late = ['async', 'defer'].find((name) => element.hasAttribute(name));
  if (late) {
    found.push(
      finding(
        'async-install-code',
        element,
        'src',
        `the tag has ${late}, so the page shows before the script runs; remove it.`,
      ),
    );
  }
  return found;
}
