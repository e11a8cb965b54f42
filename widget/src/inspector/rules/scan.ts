/**
 * The page-scan rules (docs/product/widget.md §5 "Inspector page-scan rules" and "Inspector warnings", §8's
 * ids; docs/product/inspector.md): pure functions over a DOM-like tree and the app's data. The
 * test-mode overlay runs them over the live page; `npm run check:attributes` over built HTML.
 * Each family of rules is a module of ./scan/; this file runs them over every element, in the
 * order the findings are listed.
 */
import { attributeFindings } from './scan/attribute-names.ts';
import { commentFindings } from './scan/comments.ts';
import { formFindings, plainFormFindings } from './scan/forms.ts';
import { actionFindings, hashLinkFindings, modalFindings, providerFindings } from './scan/found-items.ts';
import { gateFindings, memberDataFindings } from './scan/gates-member-data.ts';
import { installFindings } from './scan/install.ts';
import { readPage, type ScanPage } from './scan/page.ts';
import { planAndPriceFindings } from './scan/plans-prices.ts';
import { walk } from './scan/tree.ts';
import type { Finding, ScanApp, ScanElement } from './types.ts';

export { isInstallScript } from './scan/install-script.ts';

/** Which rules to run: all, all but the private-field check, or only that check (docs/product/widget.md §4: it runs 1 s later). */
export type ScanChecks = 'all' | 'page' | 'private-fields';

export interface ScanOptions {
  /** The app's plans, prices, custom fields and content groups; null skips the rules that need them. */
  app: ScanApp | null;
  checks?: ScanChecks;
}

/** The findings of one element, family by family. */
function elementFindings<E extends ScanElement>(element: E, page: ScanPage<E>): Finding<E>[] {
  const found = [
    ...installFindings(element, page),
    ...hashLinkFindings(element),
    ...plainFormFindings(element),
  ];
  const names = element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('data-ms-'));
  if (names.length === 0) return found;
  const { findings, attr, settled } = attributeFindings(element, names);
  return [
    ...found,
    ...findings,
    ...planAndPriceFindings(element, names, settled, attr, page),
    ...formFindings(element, attr, page),
    ...commentFindings(element, attr, page),
    ...actionFindings(element, attr),
    ...modalFindings(element, attr),
    ...memberDataFindings(element, attr, page),
    ...providerFindings(element, attr),
    ...gateFindings(element, attr, page),
  ];
}

/** Runs the rules over root and everything under it. */
export function scanPage<E extends ScanElement>(root: E, options: ScanOptions): Finding<E>[] {
  const checks = options.checks ?? 'all';
  const page = readPage(root, options.app);
  const findings: Finding<E>[] = [];
  for (const element of walk(root)) {
    for (const finding of elementFindings(element, page)) {
      // docs/product/widget.md §4: the private-field check runs in a phase of its own.
      if (checks === 'private-fields' && finding.id !== 'private-custom-field') continue;
      if (checks === 'page' && finding.id === 'private-custom-field') continue;
      findings.push(finding);
    }
  }
  return findings;
}
