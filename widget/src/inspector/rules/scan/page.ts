/**
 * What the rules know of the whole page and the app before they look at one element, and how a
 * finding is written (docs/product/inspector.md).
 */
import { entryOf } from '../catalogue.ts';
import type { Finding, FindingId, FindingLevel, ScanApp, ScanElement } from '../types.ts';
import { ERROR_IDS, WARNING_IDS } from '../types.ts';
import { isInstallScript } from './install-script.ts';
import { isSubmitControl, walk } from './tree.ts';

/** The page and the app, as every rule family reads them. */
export interface ScanPage<E extends ScanElement> {
  /** The app's data; null skips the rules that need it. */
  app: ScanApp | null;
  /** The ids of the app's free plans (no prices). */
  freePlanIds: ReadonlySet<string>;
  /** The ids of the app's prices. */
  priceIds: ReadonlySet<string>;
  /** The keys of the app's custom fields. */
  fieldKeys: readonly string[];
  /** The ids of forms that a submit button elsewhere on the page sends (`<button form="id">`). */
  submittedFromOutside: ReadonlySet<string>;
  /** Each install tag's place among the page's install tags, from 1. */
  installNumbers: ReadonlyMap<E, number>;
}

/** Reads the page once: the app's ids, the forms sent from outside, the install tags in order. */
export function readPage<E extends ScanElement>(root: E, app: ScanApp | null): ScanPage<E> {
  const submittedFromOutside = new Set<string>();
  const installNumbers = new Map<E, number>();
  for (const element of walk(root)) {
    const owner = element.getAttribute('form')?.trim();
    if (owner && isSubmitControl(element)) submittedFromOutside.add(owner);
    if (isInstallScript(element)) installNumbers.set(element, installNumbers.size + 1);
  }
  return {
    app,
    freePlanIds: new Set(app?.plans.filter((plan) => plan.prices.length === 0).map((plan) => plan.id)),
    priceIds: new Set(app?.plans.flatMap((plan) => plan.prices.map((price) => price.id))),
    fieldKeys: app?.customFields.map((field) => field.key) ?? [],
    submittedFromOutside,
    installNumbers,
  };
}

const ERROR_SET: ReadonlySet<string> = new Set(ERROR_IDS);
const WARNING_SET: ReadonlySet<string> = new Set(WARNING_IDS);

function levelOf(id: FindingId): FindingLevel {
  if (ERROR_SET.has(id)) return 'error';
  return WARNING_SET.has(id) ? 'warning' : 'found';
}

/** A finding about the element's attribute `name`: the catalogue's title, then what is wrong here. */
export function finding<E extends ScanElement>(
  id: FindingId,
  element: E,
  name: string,
  detail?: string,
): Finding<E> {
  const value = element.getAttribute(name);
  const title = entryOf(id).title;
  return {
    id,
    level: levelOf(id),
    element,
    message: detail ? `${title}: ${detail}` : title,
    dataAttribute: value === null ? name : value === '' ? name : `${name}="${value}"`,
  };
}

/** An element's attribute, trimmed; null when absent or already reported as unknown or empty. */
export type AttributeReader = (name: string) => string | null;
