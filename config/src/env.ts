/**
 * The rules of the configuration read from the environment, shared by the service
 * (service/src/env.ts) and the site build (site/config.ts), so both read a variable the same
 * way and agree on the mode (docs/architecture.md "Configuration"). A bad value stops the
 * process with a message naming the variable and what it expects.
 */
import { z } from 'zod';

/** Raised when the environment holds a bad value; the message names every bad variable. */
export class EnvError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
    this.problems = problems;
  }
}

const BOOLEAN_WORDS: Readonly<Record<string, boolean>> = {
  true: true,
  '1': true,
  yes: true,
  on: true,
  false: false,
  '0': false,
  no: false,
  off: false,
};

/** A boolean variable: true/false, 1/0, yes/no, on/off (any case); anything else is refused. */
export function booleanVar(name: string) {
  return z.string().transform((raw, ctx) => {
    const value = BOOLEAN_WORDS[raw.trim().toLowerCase()];
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: `${name} must be true or false (got "${raw}")` });
      return z.NEVER;
    }
    return value;
  });
}

/** A URL variable whose scheme is one of `protocols`. */
export function urlVar(name: string, protocols: readonly string[], example: string) {
  return z.string().transform((raw, ctx) => {
    try {
      const url = new URL(raw);
      if (protocols.includes(url.protocol)) return raw.trim();
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: `${name} must be a URL like ${example} (got "${raw}")` });
    return z.NEVER;
  });
}

/**
 * A comma list of bare web origins (`https://shop.example,http://localhost:5173`): scheme http
 * or https, a host, an optional port, and nothing else (no path, query, fragment or
 * credentials). Each is kept in the form browsers send in `Origin` (lower case, default port
 * dropped), without duplicates.
 */
export function originListVar(name: string) {
  return z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const origins: string[] = [];
      for (const entry of raw.split(',').map((item) => item.trim())) {
        if (entry === '') continue;
        const origin = bareOrigin(entry);
        if (origin === undefined) {
          ctx.addIssue({
            code: 'custom',
            message: `${name} must be a comma-separated list of origins such as https://shop.example or http://localhost:5173, without a path (got "${entry}")`,
          });
          return z.NEVER;
        }
        if (!origins.includes(origin)) origins.push(origin);
      }
      return origins;
    });
}

/** The origin `text` names when it is a bare http(s) origin (a trailing slash allowed), else undefined. */
function bareOrigin(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return undefined;
  // 'https://x.example?' and 'https://x.example#' parse with an empty query or fragment.
  if (!/^https?:\/\/[^/?#@]+\/?$/i.test(text)) return undefined;
  return url.origin;
}

/** A folder variable: any non-empty path. */
export function folderVar(name: string, fallback: string) {
  return z
    .string()
    .min(1, { error: `${name} must not be empty` })
    .default(fallback);
}

/** Parses `source` with `schema`, treating empty strings as unset; throws {@link EnvError}. */
export function parseVariables<S extends z.ZodType>(
  schema: S,
  source: Readonly<Record<string, string | undefined>>,
): z.output<S> {
  // Empty strings count as unset, as in most dotenv tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) =>
      issue.code === 'custom' ? issue.message : `${issue.path.join('.')}: ${issue.message}`,
    ),
  );
}

/** The variables that decide the mode. */
export const modeSchema = z.object({
  NODE_ENV: z.string().optional(),
  WF_TEST_MODE: booleanVar('WF_TEST_MODE').optional(),
});

/** Test mode (test keys, test administrator, dev mailbox, test providers) or live mode. */
export interface Mode {
  /** True when NODE_ENV is production. */
  production: boolean;
  testMode: boolean;
}

/**
 * The one mode rule: WF_TEST_MODE when it is set, otherwise test mode unless NODE_ENV is
 * production. The site build and the service both apply it, so a site is built with the key
 * of the mode its service runs in.
 */
export function modeOf(variables: z.output<typeof modeSchema>): Mode {
  const production = variables.NODE_ENV === 'production';
  return { production, testMode: variables.WF_TEST_MODE ?? !production };
}

/** The mode of an environment; throws {@link EnvError} for a WF_TEST_MODE that is not a boolean. */
export function modeFromEnvironment(source: Readonly<Record<string, string | undefined>>): Mode {
  return modeOf(parseVariables(modeSchema, source));
}

/** The port the service listens on (PORT), 4321 by default. */
export const DEFAULT_PORT = 4321;

/** PORT: an integer from 1 to 65535. */
export function portVar() {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return DEFAULT_PORT;
      const port = Number(raw);
      if (/^\d+$/.test(raw.trim()) && port >= 1 && port <= 65535) return port;
      ctx.addIssue({ code: 'custom', message: `PORT must be an integer between 1 and 65535 (got "${raw}")` });
      return z.NEVER;
    });
}

/** PUBLIC_URL: the site's public origin (http or https). */
export function publicUrlVar() {
  return urlVar('PUBLIC_URL', ['http:', 'https:'], 'https://worldfamily.example').optional();
}

/** The default public origin of a service on `port`. */
export function defaultPublicUrl(port: number): string {
  return `http://localhost:${port}`;
}

/** PUBLIC_URL without a trailing slash. */
export function publicUrlOf(raw: string | undefined, port: number): string {
  return (raw ?? defaultPublicUrl(port)).replace(/\/+$/, '');
}
