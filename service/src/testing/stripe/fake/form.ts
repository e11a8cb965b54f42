/**
 * Test support: the request parameters of the local fake of Stripe (fake-stripe.ts), read the way
 * Stripe reads them. The `stripe` package sends form-encoded bodies (and GET queries) with
 * bracketed keys: `line_items[0][price]=price_x`, `subscription_data[metadata][memberId]=mem_x`,
 * `expand[0]=latest_invoice`.
 */

/** A parameter value: text, a list, or a nested map. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

/** Names that would reach the prototype of a plain object. */
const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);

function isIndex(segment: string): boolean {
  return /^\d+$/.test(segment);
}

/** The segments of a bracketed key: 'a[b][0]' -> ['a', 'b', '0']. */
function segmentsOf(key: string): string[] {
  const head = key.split('[', 1)[0] ?? '';
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
  return [head, ...rest];
}

function setPath(target: FormParams | FormValue[], segments: string[], value: string): void {
  const [segment, ...rest] = segments;
  if (segment === undefined || UNSAFE.has(segment)) return;
  const container = target as Record<string, FormValue>;
  if (rest.length === 0) {
    container[segment] = value;
    return;
  }
  const next = rest[0] ?? '';
  let child = container[segment];
  if (typeof child !== 'object') {
    child = isIndex(next) || next === '' ? [] : {};
    container[segment] = child;
  }
  // 'a[]=x' appends, as qs reads it.
  if (Array.isArray(child) && next === '') {
    setPath(child, [String(child.length), ...rest.slice(1)], value);
    return;
  }
  setPath(child, rest, value);
}

/** Reads a form body or query string into nested parameters. */
export function decodeForm(text: string): FormParams {
  const params: FormParams = {};
  for (const [key, value] of new URLSearchParams(text)) setPath(params, segmentsOf(key), value);
  return params;
}

/** A text parameter at `path` ('subscription_data.metadata'), or undefined. */
export function textAt(params: FormParams, path: string): string | undefined {
  const value = valueAt(params, path);
  return typeof value === 'string' ? value : undefined;
}

/** The parameter at a dotted `path`, or undefined. */
export function valueAt(params: FormParams, path: string): FormValue | undefined {
  let value: FormValue | undefined = params;
  for (const segment of path.split('.')) {
    if (value === undefined || typeof value === 'string') return undefined;
    value = (value as Record<string, FormValue>)[segment];
  }
  return value;
}

/** A map of text parameters (metadata) at `path`; {} when there is none. */
export function mapAt(params: FormParams, path: string): Record<string, string> {
  const value = valueAt(params, path);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A list of texts at `path` (expand, lookup_keys); [] when there is none. */
export function listAt(params: FormParams, path: string): string[] {
  const value = valueAt(params, path);
  if (!value || typeof value !== 'object') return [];
  return Object.values(value).filter((item): item is string => typeof item === 'string');
}
