/**
 * Request validation with the contract's zod schemas (`@wf/sdk/contract`): one schema, one
 * truth for the SDK, the forms and the service. Failures answer 400 with a readable message
 * and the field problems; bodies that are not JSON answer 400 or 415, never 500.
 */
import { ERROR_CODES, type ValidationDetails } from '@wf/sdk/contract';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ApiError, invalidRequest, SERVICE_ERROR_CODES } from './errors.ts';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const english = z.locales.en();

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

/** Parses `value` with `schema`, or throws a 400 naming the problems. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value, { reportInput: true });
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
 * body must be declared as JSON and parse as JSON.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    throw new ApiError(
      415,
      SERVICE_ERROR_CODES.unsupportedMediaType,
      'The request body must be JSON, sent with Content-Type: application/json.',
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, ERROR_CODES.validation, 'The request body is not valid JSON.');
  }
}

/** Middleware: validates the JSON body; handlers read it typed with `c.req.valid('json')`. */
export function validate<T extends z.ZodType, E extends Env = Env, P extends string = string>(
  schema: T,
): MiddlewareHandler<E, P, { in: { json: z.input<T> }; out: { json: z.output<T> } }> {
  return async (c, next) => {
    c.req.addValidatedData('json', parseOrThrow(schema, await readJsonBody(c)) as object);
    await next();
  };
}

/** Middleware: validates the query string; handlers read it with `c.req.valid('query')`. */
export function validateQuery<T extends z.ZodType, E extends Env = Env, P extends string = string>(
  schema: T,
): MiddlewareHandler<E, P, { in: { query: z.input<T> }; out: { query: z.output<T> } }> {
  return async (c, next) => {
    c.req.addValidatedData('query', parseOrThrow(schema, c.req.query()) as object);
    await next();
  };
}
