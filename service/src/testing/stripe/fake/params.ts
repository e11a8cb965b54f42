/**
 * Test support: the local fake of Stripe refuses what Stripe refuses (fake-stripe.ts). Each
 * endpoint declares the parameters Stripe accepts there (shapes.ts), and a request naming any
 * other is answered 400 `parameter_unknown`, in Stripe's error shape, so that no test can pass
 * against a laxer Stripe than the real one.
 */
import type { FormParams, FormValue } from './form.ts';

/**
 * How one parameter is checked: 'value' (text, a number or a flag), 'map' (free keys: metadata),
 * 'unmodelled' (Stripe has it, our provider never sends it: refused until a test models it),
 * nested parameters, or a list of one of these.
 */
export type ParamRule = 'value' | 'map' | 'unmodelled' | ParamShape | readonly [ParamRule];

/** The parameters of an endpoint (or of a nested parameter), by name. */
export interface ParamShape {
  readonly [name: string]: ParamRule;
}

/**
 * Every parameter of Stripe's type `T`, each with its rule: `satisfies ParamsOf<...>` makes
 * TypeScript check the names against the pinned `stripe` types (none missing, none made up).
 */
export type ParamsOf<T> = { readonly [K in keyof Required<T>]-?: ParamRule };

/** What is wrong with a request's parameters. */
export interface ParamProblem {
  /** The parameter, written as Stripe writes it: `subscription_data[trial_days]`. */
  param: string;
  kind: 'unknown' | 'unmodelled';
}

function pathOf(prefix: string, name: string): string {
  return prefix ? `${prefix}[${name}]` : name;
}

function check(value: FormValue, rule: ParamRule, path: string): ParamProblem | null {
  if (rule === 'value') {
    if (typeof value === 'string') return null;
    const [first] = Object.keys(value);
    return { param: pathOf(path, first ?? ''), kind: 'unknown' };
  }
  if (rule === 'map') return null;
  if (rule === 'unmodelled') return { param: path, kind: 'unmodelled' };
  // Stripe reads an empty string as "unset" for nested and list parameters.
  if (typeof value === 'string') return value === '' ? null : { param: path, kind: 'unknown' };
  if (Array.isArray(rule)) {
    const [item] = rule as readonly [ParamRule];
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [index, child] of entries) {
      const problem = check(child, item, pathOf(path, String(index)));
      if (problem) return problem;
    }
    return null;
  }
  return unknownParam(value as FormParams, rule as ParamShape, path);
}

/** The first parameter of `params` that `shape` does not accept, or null when all are known. */
export function unknownParam(params: FormParams, shape: ParamShape, prefix = ''): ParamProblem | null {
  for (const [name, value] of Object.entries(params)) {
    const path = pathOf(prefix, name);
    const rule = Object.hasOwn(shape, name) ? shape[name] : undefined;
    if (rule === undefined) return { param: path, kind: 'unknown' };
    const problem = check(value, rule, path);
    if (problem) return problem;
  }
  return null;
}
