/**
 * Request validation with the contract's zod schemas (`@wf/sdk/contract`): one schema, one
 * truth for the SDK, the forms and the service. Failures answer 400 with a readable message
 * and the field problems; bodies that are not JSON answer 400 or 415, never 500, and so do
 * bodies nested deeper than zod can recurse or holding text PostgreSQL cannot store (U+0000,
 * unpaired surrogates), before they reach zod or a query.
 */
import { ERROR_CODES, type ValidationDetails } from '@wf/sdk/contract';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ApiError, invalidRequest } from './errors.ts';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const english = z.locales.en();
// The contract's schemas are zod/mini, which loads no locale: zod's generic messages must be
// English here whether or not a classic schema was built first (issueMessage compares with them).
z.config(english);

/** `plans[0].planId` for the path ['plans', 0, 'planId']. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

function defaultMessageOf(issue: z.core.$ZodIssue): string | undefined {
  const message = english.localeError?.(issue as never);
  return typeof message === 'string' ? message : message?.message;
}

/**
 * A sentence for one issue. Messages the contract wrote for people ('Please enter a valid
 * email address') pass unchanged; zod's generic ones are prefixed with the field's path.
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const path = formatPath(issue.path);
  if (issue.message !== defaultMessageOf(issue)) return issue.message;
  if (!path) return issue.code === 'invalid_type' ? 'The request body must be a JSON object.' : issue.message;
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) {
    return `${path} is required.`;
  }
  return `${path}: ${issue.message}`;
}

/** Deepest nesting of objects and arrays a request may carry: zod and JSON.stringify recurse. */
export const MAX_JSON_DEPTH = 64;

/** Shown when a request nests objects or arrays deeper than {@link MAX_JSON_DEPTH}. */
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays.`;

/** Ends the message naming a field whose text PostgreSQL cannot store. */
export const UNSTORABLE_TEXT_MESSAGE =
  'contains characters that are not allowed (a NUL character or invalid Unicode).';

/** Text PostgreSQL refuses: U+0000 in text and jsonb, unpaired surrogates in jsonb. */
function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || !text.isWellFormed();
}

/** Whether PostgreSQL can store (and compare) this text: for client text read without a schema. */
export function isStorableText(text: string): boolean {
  return !isUnstorable(text);
}

/** What makes a parsed request unusable before its schema is even tried. */
export type JsonProblem = { kind: 'too-deep' } | { kind: 'unstorable-text'; path: PropertyKey[] };

/**
 * The first problem of a parsed JSON value: nesting deeper than {@link MAX_JSON_DEPTH}, or a
 * string (key or value) PostgreSQL cannot store. Iterative, with parent links instead of
 * copied paths, so that any depth is walked in linear time without recursion.
 */
export function findJsonProblem(value: unknown): JsonProblem | null {
  interface Item {
    value: unknown;
    key: PropertyKey | undefined;
    parent: Item | undefined;
    depth: number;
  }
  const pathOf = (item: Item, last?: PropertyKey): PropertyKey[] => {
    const path: PropertyKey[] = last === undefined ? [] : [last];
    for (let at: Item | undefined = item; at?.key !== undefined; at = at.parent) path.unshift(at.key);
    return path;
  };
  const stack: Item[] = [{ value, key: undefined, parent: undefined, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const current = item.value;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return { kind: 'unstorable-text', path: pathOf(item) };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const depth = item.depth + 1;
    if (depth > MAX_JSON_DEPTH) return { kind: 'too-deep' };
    const entries: [PropertyKey, unknown][] = Array.isArray(current)
      ? [...current.entries()]
      : Object.entries(current);
    for (const [key, child] of entries) {
      if (typeof key === 'string' && isUnstorable(key))
        return { kind: 'unstorable-text', path: pathOf(item, key) };
      stack.push({ value: child, key, parent: item, depth });
    }
  }
  return null;
}

/** Throws a 400 when a parsed request nests too deeply or holds text PostgreSQL cannot store (a 500 otherwise). */
export function assertUsableJson(value: unknown): void {
  const problem = findJsonProblem(value);
  if (!problem) return;
  if (problem.kind === 'too-deep') throw invalidRequest(TOO_DEEP_MESSAGE);
  const field = formatPath(problem.path);
  // Name the field when there is one: 'customFields.first-name contains...'.
  const message = `${typeof problem.path[0] === 'string' ? field : 'The request body'} ${UNSTORABLE_TEXT_MESSAGE}`;
  const details: ValidationDetails = { fields: { [field || '(body)']: message } };
  throw invalidRequest(message, details);
}

/** Parses `value` with `schema`, or throws a 400 naming the problems. */
export function parseOrThrow<T extends z.core.$ZodType>(schema: T, value: unknown): z.output<T> {
  assertUsableJson(value);
  const result = z.safeParse(schema, value, { reportInput: true });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = formatPath(issue.path) || '(body)';
    fields[key] ??= issueMessage(issue);
  }
  const [first] = result.error.issues;
  const details: ValidationDetails = { fields };
  throw invalidRequest(first ? issueMessage(first) : 'The request is not valid.', details);
}

/**
 * The request's JSON body. An empty body counts as `{}` (calls without a payload); any other
 * body must be declared as JSON, parse as JSON, nest at most {@link MAX_JSON_DEPTH} levels and
 * hold only text PostgreSQL can store.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    throw new ApiError(
      415,
      ERROR_CODES.unsupportedMediaType,
      'The request body must be JSON, sent with Content-Type: application/json.',
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, ERROR_CODES.validation, 'The request body is not valid JSON.');
  }
  // Before any use of it, e.g. as a rate-limit key, reaches zod or the database.
  assertUsableJson(body);
  return body;
}

/** Middleware: validates the JSON body; handlers read it typed with `c.req.valid('json')`. */
export function validate<T extends z.core.$ZodType, E extends Env = Env, P extends string = string>(
  schema: T,
): MiddlewareHandler<E, P, { in: { json: z.input<T> }; out: { json: z.output<T> } }> {
  return async (c, next) => {
    c.req.addValidatedData('json', parseOrThrow(schema, await readJsonBody(c)) as object);
    await next();
  };
}

/** Middleware: validates the query string; handlers read it with `c.req.valid('query')`. */
export function validateQuery<T extends z.core.$ZodType, E extends Env = Env, P extends string = string>(
  schema: T,
): MiddlewareHandler<E, P, { in: { query: z.input<T> }; out: { query: z.output<T> } }> {
  return async (c, next) => {
    c.req.addValidatedData('query', parseOrThrow(schema, c.req.query()) as object);
    await next();
  };
}
