/**
 * The bad-input suite's test bench: the service in-process on a seeded test database, two
 * signed-in members (a team owner with a password, a passwordless member of that team), a way
 * to send a generated request as one of them, and the rules every answer must follow
 * (docs/security.md: "malformed JSON, wrong types and oversized bodies answer 400 or 413 with a clear
 * message, never 500"; "messages a person can read; never a stack trace").
 *
 *   WF_FUZZ_SEED=1234 WF_FUZZ_PATH=7:0:2 npx vitest run --project service service/src/fuzz/member-routes.test.ts
 *   WF_FUZZ_RUNS=300 WF_FUZZ_REPORT=1 npx vitest run --project service service/src/fuzz
 *
 * The first replays a failure (fast-check prints its seed and path; replay the whole file, as
 * the database state that earlier properties left behind counts too); the second runs more
 * cases and prints what every endpoint answered.
 */

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ADMIN_PLAN_ID,
  APP_ID,
  AUTH_PROVIDERS,
  CUSTOM_FIELDS,
  FREE_PLAN_ID,
  LIVE_PUBLIC_KEY,
  MEMBERSHIP_PLAN_ID,
  MEMBERSHIP_PRICE_ID,
  TEAM_PLAN_ID,
  TEST_PUBLIC_KEY,
} from '@wf/config/app';
import { API_KEY_HEADER, APP_ID_HEADER, MEMBER_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import type fc from 'fast-check';
import pino from 'pino';
import { z } from 'zod';
import { createSession } from '../auth/session.ts';
import { secureContent, teams } from '../db/schema.ts';
import { hostnameOf, servedHosts } from '../http/host-guard.ts';
import { grantTestPlan, insertMember } from '../members/testing.ts';
import { connectionFrom, createTestApp, type TestApp } from '../testing/app.ts';
import type { FieldContext } from './arbitraries.ts';

/** fast-check parameters: a fixed seed and more runs come from the environment (test code only). */
export function fuzzParameters(numRuns: number): fc.Parameters<unknown> {
  const { WF_FUZZ_SEED: seed, WF_FUZZ_RUNS: runs, WF_FUZZ_PATH: path } = process.env;
  return {
    numRuns: runs ? Number(runs) : numRuns,
    ...(seed ? { seed: Number(seed) } : {}),
    ...(path ? { path } : {}),
    // A failing request is shrunk to a small one, but never for longer than this.
    interruptAfterTimeLimit: 60_000,
  };
}

/** Who sends a request. */
export type Identity =
  | { kind: 'anonymous' }
  | { kind: 'bearer'; who: MemberName }
  | { kind: 'cookie'; who: MemberName; xsrf: 'matching' | 'missing' | 'wrong' }
  | { kind: 'junk-authorization'; value: string }
  | { kind: 'junk-cookie'; value: string };

/** Which app the request names with X-APP-ID and X-API-Key. */
export type Credentials =
  | { kind: 'test-key' }
  | { kind: 'live-key' }
  | { kind: 'none' }
  | { kind: 'custom'; appId?: string; apiKey?: string };

export type MemberName = 'owner' | 'joiner' | 'admin';

/** A generated request. */
export interface FuzzRequest {
  method: string;
  /** Path and query, e.g. /api/auth/login. */
  path: string;
  identity: Identity;
  credentials: Credentials;
  /** Extra headers (X-Forwarded-For unless given is a fresh address, so per-IP limits rarely bite). */
  headers?: Record<string, string>;
  contentType?: string;
  body?: string | Uint8Array;
}

/** An answer, read once. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
}

export interface FuzzMember {
  id: string;
  email: string;
  password: string | null;
}

export interface FuzzApp {
  test: TestApp;
  owner: FuzzMember;
  joiner: FuzzMember;
  /** The team the owner owns and the joiner joined. */
  teamId: string;
  /** The team's invite token at set-up (generate-invite-link replaces it later). */
  inviteToken: string;
  /** Secure content ids of the seed. */
  contentIds: string[];
  /** Error lines the service logged, oldest first (drained by {@link FuzzApp.send}). */
  serverErrors: string[];
  send(request: FuzzRequest): Promise<Answer & { errors: string[] }>;
  close(): Promise<void>;
}

/**
 * True when a request names, in X-Forwarded-Host (the fuzz app trusts its proxy), a host the
 * service does not serve: the host guard then answers 421 before any route runs.
 */
export function isMisdirected(request: FuzzRequest, publicUrl: string): boolean {
  const forwarded = Object.entries(request.headers ?? {}).find(
    ([name]) => name.toLowerCase() === 'x-forwarded-host',
  )?.[1];
  // The proxy next to the service wrote the right-most entry, which is the one read
  // (docs/security.md "Reverse proxies"); blank entries name no host.
  const written = forwarded
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .at(-1);
  if (!written) return false;
  return !servedHosts(publicUrl, []).has(hostnameOf(written));
}

/** A password that passes the policy. */
export const FUZZ_PASSWORD = 'Tangerine-Lighthouse-47';
const XSRF_VALUE = 'fuzz-xsrf-token';

let addressCounter = 0;
/** A client address not used before in this process. */
export function freshAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function readAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** Builds the app (TRUST_PROXY on, test mode) with a team owner and a team member signed up. */
export async function createFuzzApp(): Promise<FuzzApp> {
  const serverErrors: string[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => serverErrors.push(line) });
  // Builds do nothing but write a home page: an admin's fuzzed videos must not run astro.
  const test = await createTestApp(
    { TRUST_PROXY: 'true' },
    {
      logger,
      publishing: {
        build: async ({ outDir }) => {
          await mkdir(outDir, { recursive: true });
          await writeFile(path.join(outDir, 'index.html'), '<!doctype html><title>Home</title>');
        },
        oldBuildGraceMs: 0,
      },
    },
  );

  const sessionToken = async (memberId: string) =>
    (await createSession(test.database.db, { appId: APP_ID, memberId, now: new Date() })).token;

  async function send(request: FuzzRequest): Promise<Answer & { errors: string[] }> {
    const headers = new Headers();
    const { credentials, identity } = request;
    if (credentials.kind === 'test-key' || credentials.kind === 'live-key') {
      headers.set(APP_ID_HEADER, APP_ID);
      headers.set(API_KEY_HEADER, credentials.kind === 'test-key' ? TEST_PUBLIC_KEY : LIVE_PUBLIC_KEY);
    } else if (credentials.kind === 'custom') {
      if (credentials.appId !== undefined) headers.set(APP_ID_HEADER, credentials.appId);
      if (credentials.apiKey !== undefined) headers.set(API_KEY_HEADER, credentials.apiKey);
    }
    if (identity.kind === 'bearer') {
      headers.set('Authorization', `Bearer ${await sessionToken(members[identity.who].id)}`);
    } else if (identity.kind === 'cookie') {
      const token = await sessionToken(members[identity.who].id);
      headers.set('Cookie', `${MEMBER_COOKIE}=${token}; ${XSRF_COOKIE}=${XSRF_VALUE}`);
      if (identity.xsrf !== 'missing') {
        headers.set(XSRF_HEADER, identity.xsrf === 'matching' ? XSRF_VALUE : `${XSRF_VALUE}-not`);
      }
    } else if (identity.kind === 'junk-authorization') {
      headers.set('Authorization', identity.value);
    } else if (identity.kind === 'junk-cookie') {
      headers.set('Cookie', identity.value);
    }
    headers.set('X-Forwarded-For', freshAddress());
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    if (request.contentType !== undefined) headers.set('Content-Type', request.contentType);
    const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
    serverErrors.length = 0;
    // As if from the trusted proxy in front of the service, on the same machine.
    const response = await test.app.request(
      request.path,
      { method: request.method, headers, ...(hasBody ? { body: request.body as BodyInit } : {}) },
      connectionFrom('127.0.0.1'),
    );
    const answer = await readAnswer(response);
    return { ...answer, errors: serverErrors.splice(0) };
  }

  const members: Record<MemberName, FuzzMember> = {
    owner: { id: '', email: 'fuzz-owner@example.com', password: FUZZ_PASSWORD },
    joiner: { id: '', email: '', password: null },
    admin: { id: '', email: '', password: null },
  };
  const fixtures = {
    test,
    owner: members.owner,
    joiner: members.joiner,
    teamId: '',
    inviteToken: '',
    contentIds: [] as string[],
    serverErrors,
    send,
    close: () => test.close(),
  };

  // The owner signs up through the API, as a person would, with the free plan; an administrator
  // grants the team plan (it is restricted).
  const signup = await send({
    method: 'POST',
    path: '/api/auth/signup',
    identity: { kind: 'anonymous' },
    credentials: { kind: 'test-key' },
    contentType: 'application/json',
    body: JSON.stringify({
      email: members.owner.email,
      password: FUZZ_PASSWORD,
      plans: [{ planId: FREE_PLAN_ID }],
      customFields: { 'first-name': 'Fuzz' },
    }),
  });
  const ownerId = (signup.json as { data?: { member?: { id: string } } }).data?.member?.id;
  if (!ownerId) throw new Error(`fuzz set-up: signup answered ${signup.status} ${signup.text}`);
  members.owner.id = ownerId;
  await grantTestPlan(test.database, ownerId, TEAM_PLAN_ID);
  const [team] = await test.database.db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.ownerMemberId, ownerId));
  const teamId = team?.id;
  if (!teamId) throw new Error('fuzz set-up: granting the team plan made no team');
  fixtures.teamId = teamId;

  const invite = await send({
    method: 'POST',
    path: '/api/member/team/generate-invite-link',
    identity: { kind: 'bearer', who: 'owner' },
    credentials: { kind: 'test-key' },
    contentType: 'application/json',
    body: JSON.stringify({ teamId }),
  });
  const inviteToken = (invite.json as { data?: { inviteToken?: string } }).data?.inviteToken;
  if (!inviteToken) throw new Error(`fuzz set-up: invite link answered ${invite.status} ${invite.text}`);
  fixtures.inviteToken = inviteToken;

  const joiner = await insertMember(test.database, { planIds: [FREE_PLAN_ID] });
  members.joiner.id = joiner.id;
  members.joiner.email = joiner.email;
  const joined = await send({
    method: 'POST',
    path: '/api/member/team/join',
    identity: { kind: 'bearer', who: 'joiner' },
    credentials: { kind: 'test-key' },
    contentType: 'application/json',
    body: JSON.stringify({ inviteToken }),
  });
  if (joined.status !== 200) throw new Error(`fuzz set-up: join answered ${joined.status} ${joined.text}`);

  // An administrator, so that the admin routes are reached past the admin check.
  const admin = await insertMember(test.database, { planIds: [FREE_PLAN_ID, ADMIN_PLAN_ID] });
  members.admin.id = admin.id;
  members.admin.email = admin.email;

  const content = await test.database.db
    .select({ contentId: secureContent.contentId })
    .from(secureContent)
    .where(eq(secureContent.appId, APP_ID));
  fixtures.contentIds = content.map((row) => row.contentId);
  return fixtures;
}

/** Ids of the seeded app, for valid-shaped bodies to reach past validation. */
export const SEEDED: Pick<FieldContext, 'planIds' | 'priceIds' | 'providers' | 'customFieldKeys'> = {
  planIds: [FREE_PLAN_ID, MEMBERSHIP_PLAN_ID, ADMIN_PLAN_ID, TEAM_PLAN_ID],
  priceIds: [MEMBERSHIP_PRICE_ID],
  providers: AUTH_PROVIDERS.map((provider) => provider.provider),
  customFieldKeys: CUSTOM_FIELDS.map((field) => field.key),
};

/** What an answer must be like. */
export interface Expectations {
  /** Under /api: a JSON body, errors as { error: { code, message } }. */
  api: boolean;
  /** The documented 501s (checkout, billing portal, comments, provider popups). */
  notImplemented?: boolean;
  /** Schema of a successful (2xx) body. */
  success?: z.core.$ZodType;
}

/** What gives away an internal failure in a message meant for people. */
const RAW_ERROR_SIGNS: readonly RegExp[] = [
  /\n\s+at\s/,
  /\bat .+:\d+:\d+/,
  /\b(TypeError|ReferenceError|RangeError|SyntaxError|AggregateError|DrizzleError|ZodError)\b/,
  /node_modules|\/src\/.+\.[cm]?[jt]s\b|\.[cm]?[jt]s:\d+/,
  /Failed query|syntax error at|violates .*constraint|relation "|column "|duplicate key|invalid input syntax|invalid byte sequence|unsupported Unicode|PGlite|drizzle/i,
  /\[object Object\]/,
  /Maximum call stack/i,
];

/** Zod's own sentences: a person sees them only with the field they are about. */
const BARE_ZOD_MESSAGE =
  /^(Invalid input|Invalid option|Too (big|small)|Unrecognized key|Invalid string|Expected )/;

/** True when text is a JSON object or array (a serialised error, not a sentence). */
function isJsonDocument(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

/** The rule breaks of one answer (empty when it is sound). */
export function problemsOf(answer: Answer, expectations: Expectations): string[] {
  const problems: string[] = [];
  const { status } = answer;
  if (status >= 500 && !(status === 501 && expectations.notImplemented)) problems.push(`status ${status}`);
  if (!expectations.api) return problems;

  if (!/^application\/json\b/i.test(answer.headers.get('Content-Type') ?? '')) {
    problems.push(`Content-Type ${answer.headers.get('Content-Type')} is not JSON`);
  }
  if (answer.json === undefined) {
    problems.push('the body is not JSON');
    return problems;
  }
  if (status >= 400) {
    const error = (answer.json as { error?: { code?: unknown; message?: unknown } }).error;
    if (typeof error?.code !== 'string' || !/^[a-z][\w-]*(\/[\w-]+)*$/.test(error.code)) {
      problems.push('the error has no code');
    }
    const message = error?.message;
    if (typeof message !== 'string' || message.trim() === '') {
      problems.push('the error has no message');
    } else {
      for (const sign of RAW_ERROR_SIGNS)
        if (sign.test(message)) problems.push(`the message looks raw (${sign})`);
      if (BARE_ZOD_MESSAGE.test(message)) problems.push('the message is a bare zod message');
      if (isJsonDocument(message)) problems.push('the message is JSON');
    }
  } else if (status >= 200 && status < 300 && expectations.success) {
    const parsed = z.safeParse(expectations.success, answer.json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push(
        `the success body does not match the contract (${issue?.path.join('.')}: ${issue?.message})`,
      );
    }
  }
  return problems;
}

function clip(text: string, length = 300): string {
  return text.length > length ? `${text.slice(0, length)}... (${text.length} characters)` : text;
}

/** A readable account of a request, for counterexamples. */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === undefined
      ? ''
      : typeof request.body === 'string'
        ? ` body=${clip(JSON.stringify(request.body))}`
        : ` body=<${request.body.length} bytes>`;
  return `${request.method} ${clip(request.path, 200)} identity=${JSON.stringify(request.identity).slice(0, 200)} credentials=${clip(JSON.stringify(request.credentials), 200)} headers=${clip(JSON.stringify(request.headers ?? {}), 300)} contentType=${JSON.stringify(request.contentType)}${body}`;
}

/** Throws, describing the request, the answer and what the service logged, when the answer breaks a rule. */
export function assertSound(
  request: FuzzRequest,
  answer: Answer & { errors: string[] },
  expectations: Expectations,
): void {
  const problems = problemsOf(answer, expectations);
  if (problems.length === 0) return;
  const logged = answer.errors.map((line) => clip(line, 2_000)).join('\n');
  throw new Error(
    `${problems.join('; ')}\n  request: ${describeRequest(request)}\n  answer: ${answer.status} ${clip(answer.text, 500)}${logged ? `\n  logged: ${logged}` : ''}`,
  );
}

/** Statuses and error codes seen per endpoint, to show that requests reached validation. */
export class Tally {
  readonly seen = new Map<string, Map<string, number>>();

  add(endpoint: string, answer: Answer): void {
    const code = (answer.json as { error?: { code?: string } } | undefined)?.error?.code;
    const key = code ? `${answer.status} ${code}` : String(answer.status);
    const counts = this.seen.get(endpoint) ?? new Map<string, number>();
    counts.set(key, (counts.get(key) ?? 0) + 1);
    this.seen.set(endpoint, counts);
  }

  /** How many answers of an endpoint had this status (and code, when given). */
  count(endpoint: string, status: number, code?: string): number {
    let total = 0;
    for (const [key, n] of this.seen.get(endpoint) ?? []) {
      const [seenStatus, seenCode] = key.split(' ');
      if (Number(seenStatus) === status && (code === undefined || seenCode === code)) total += n;
    }
    return total;
  }

  /** One line per endpoint: "POST /auth/login  400 validation/invalid-request ×31, 429 ... ×2". */
  summary(): string {
    return [...this.seen]
      .map(([endpoint, counts]) => {
        const parts = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => `${key} ×${n}`);
        return `${endpoint.padEnd(48)} ${parts.join(', ')}`;
      })
      .join('\n');
  }
}
