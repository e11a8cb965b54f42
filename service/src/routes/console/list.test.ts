/**
 * GET /api/admin/members (docs/console.md "The list"): search, filters, sort and keyset paging,
 * on a real database. Every page is walked: no member repeats and none is skipped.
 */
import { APP_ID, FREE_PLAN_ID, MEMBERSHIP_PLAN_ID } from '@wf/config/app';
import { type ConsoleMemberRow, consoleMembersPageSchema } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberProviders, members, planConnections } from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import { insertMember } from '../../members/testing.ts';
import { type ConsoleTest, call, createConsoleTest, type SignedIn, signInAdmin } from './test-kit.ts';

let test: ConsoleTest;
let admin: SignedIn;

/** Members whose address starts with 'flt-', made for the filters. */
const filtered: Record<string, string> = {};

beforeAll(async () => {
  test = await createConsoleTest();
  admin = await signInAdmin(test, { email: 'list-admin@example.org' });
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  // Thirty members to page through: some never signed in, some signing in at the same instant.
  for (let i = 0; i < 30; i += 1) {
    await insertMember(test.database, {
      email: `page-${String((i * 7) % 30).padStart(2, '0')}@example.org`,
      customFields: { 'first-name': `Page${i}` },
      createdAt: new Date(base + i * 1000),
      lastLoginAt: i % 3 === 0 ? null : new Date(base + (i % 4) * 60_000),
    });
  }
  const make = async (key: string, fields: Parameters<typeof insertMember>[1]) => {
    filtered[key] = (await insertMember(test.database, { email: `flt-${key}@example.org`, ...fields })).id;
  };
  await make('free', { planIds: [FREE_PLAN_ID], verified: true });
  await make('paid', { paidPlanIds: [MEMBERSHIP_PLAN_ID] });
  await make('none', {});
  await make('named', { customFields: { name: 'Zanele Mbeki' } });
  await make('first', { customFields: { 'first-name': 'Zora', 'last-name': 'Neale' } });
  await make('trial', {});
  await make('late', {});
  await make('gone', {});
  await make('google', { verified: true });
  for (const [key, status] of [
    ['trial', 'TRIALING'],
    ['late', 'PAST_DUE'],
    ['gone', 'CANCELED'],
  ] as const) {
    await test.database.db.insert(planConnections).values({
      id: newId('con'),
      appId: APP_ID,
      memberId: filtered[key] as string,
      planId: MEMBERSHIP_PLAN_ID,
      type: 'SUBSCRIPTION',
      status,
    });
  }
  await test.database.db.insert(memberProviders).values({
    appId: APP_ID,
    memberId: filtered.google as string,
    provider: 'google',
    providerUserId: 'google-1',
    email: 'flt-google@example.org',
    provesEmail: true,
  });
}, 60_000);
afterAll(async () => {
  await test.close();
});

async function list(query: Record<string, string>) {
  const response = await call(test, 'GET', `/api/admin/members?${new URLSearchParams(query)}`, admin.headers);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return consoleMembersPageSchema.parse(JSON.parse(text)).data;
}

/** Every member the query finds, page after page. */
async function walk(query: Record<string, string>, limit: number): Promise<ConsoleMemberRow[]> {
  const rows: ConsoleMemberRow[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const page = await list({ ...query, limit: String(limit), ...(after ? { after } : {}) });
    expect(page.members.length).toBeLessThanOrEqual(limit);
    rows.push(...page.members);
    after = page.nextCursor;
    if (!after) return rows;
  }
  throw new Error('the pages never ended');
}

function keys(rows: readonly ConsoleMemberRow[]) {
  return rows.map((row) => row.email).sort();
}

describe('paging', () => {
  it.each([
    ['created', 'desc'],
    ['created', 'asc'],
    ['email', 'asc'],
    ['email', 'desc'],
    ['lastLogin', 'desc'],
    ['lastLogin', 'asc'],
  ] as const)(
    'given sort %s %s and pages of 7, every member of the app comes once, in order',
    async (sort, order) => {
      const all = await test.database.db.select().from(members).where(eq(members.appId, APP_ID));
      const rows = await walk({ sort, order }, 7);
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
      expect(rows.map((row) => row.id).sort()).toEqual(all.map((row) => row.id).sort());
      const bySeq = new Map(all.map((row) => [row.id, row.seq]));
      const sign = order === 'asc' ? 1 : -1;
      const expected = [...all].sort((a, b) => {
        if (sort === 'email') return sign * (a.email < b.email ? -1 : 1);
        if (sort === 'lastLogin') {
          const difference = (a.lastLoginAt?.getTime() ?? 0) - (b.lastLoginAt?.getTime() ?? 0);
          if (difference !== 0) return sign * difference;
        }
        return sign * ((bySeq.get(a.id) ?? 0) - (bySeq.get(b.id) ?? 0));
      });
      expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    },
  );

  it('given a member created between two pages, the walk neither repeats nor skips one that was there', async () => {
    const first = await list({ sort: 'email', limit: '5' });
    await insertMember(test.database, { email: 'aaa-newcomer@example.org' });
    const rest = await walk({ sort: 'email', after: first.nextCursor ?? '' }, 5);
    const seen = [...first.members, ...rest].map((row) => row.email);
    expect(new Set(seen).size).toBe(seen.length);
    // Sorted before the first page: not shown, and nothing else is lost.
    expect(seen).not.toContain('aaa-newcomer@example.org');
    const all = await test.database.db.select().from(members).where(eq(members.appId, APP_ID));
    expect(seen.length).toBe(all.length - 1);
  });

  it('given no limit, a page holds 50; totalCount counts every match; the last page has no cursor', async () => {
    const all = await test.database.db.select().from(members).where(eq(members.appId, APP_ID));
    const page = await list({});
    expect(page.members).toHaveLength(Math.min(50, all.length));
    expect(page.totalCount).toBe(all.length);
    const small = await list({ q: 'flt-', limit: '100' });
    expect(small.nextCursor).toBeNull();
    expect(small.totalCount).toBe(small.members.length);
  });
});

describe('search', () => {
  it('given the start of an address in any case, it finds the members whose address starts so', async () => {
    const page = await list({ q: 'FLT-G' });
    expect(keys(page.members)).toEqual(['flt-gone@example.org', 'flt-google@example.org']);
  });

  it('given the start of a name, first name or last name, it finds the member', async () => {
    expect(keys((await list({ q: 'zanele' })).members)).toEqual(['flt-named@example.org']);
    expect(keys((await list({ q: 'ZOR' })).members)).toEqual(['flt-first@example.org']);
    expect(keys((await list({ q: 'neale' })).members)).toEqual(['flt-first@example.org']);
  });

  it('given LIKE wildcards, they are taken literally', async () => {
    expect((await list({ q: '%' })).members).toEqual([]);
    expect((await list({ q: 'flt_' })).members).toEqual([]);
  });

  it('given a row, it carries the name, plans and providers', async () => {
    const [named] = (await list({ q: 'flt-named' })).members;
    expect(named?.name).toBe('Zanele Mbeki');
    const [first] = (await list({ q: 'flt-first' })).members;
    expect(first?.name).toBe('Zora Neale');
    const [free] = (await list({ q: 'flt-free' })).members;
    expect(free?.plans).toEqual([{ planId: FREE_PLAN_ID, name: expect.any(String), status: 'ACTIVE' }]);
    const [google] = (await list({ q: 'flt-google' })).members;
    expect(google?.providers).toEqual(['google']);
    expect(google?.verified).toBe(true);
  });
});

describe('filters', () => {
  const find = async (query: Record<string, string>) => keys((await list({ q: 'flt-', ...query })).members);

  it('given a status, it finds the members with a paid plan in that status', async () => {
    expect(await find({ status: 'active' })).toEqual(['flt-paid@example.org']);
    expect(await find({ status: 'trialing' })).toEqual(['flt-trial@example.org']);
    expect(await find({ status: 'past_due' })).toEqual(['flt-late@example.org']);
    expect(await find({ status: 'canceled' })).toEqual(['flt-gone@example.org']);
  });

  it('given status none, it finds the members who hold no plan (a cancelled one holds none)', async () => {
    expect(await find({ status: 'none' })).toEqual([
      'flt-first@example.org',
      'flt-gone@example.org',
      'flt-google@example.org',
      'flt-named@example.org',
      'flt-none@example.org',
    ]);
  });

  it('given a plan, it finds the members holding it; with a status, those whose connection has it', async () => {
    expect(await find({ plan: FREE_PLAN_ID })).toEqual(['flt-free@example.org']);
    expect(await find({ plan: MEMBERSHIP_PLAN_ID })).toEqual([
      'flt-late@example.org',
      'flt-paid@example.org',
      'flt-trial@example.org',
    ]);
    expect(await find({ plan: MEMBERSHIP_PLAN_ID, status: 'canceled' })).toEqual(['flt-gone@example.org']);
  });

  it('given verified and provider, they narrow the list', async () => {
    expect(await find({ verified: 'true' })).toEqual(['flt-free@example.org', 'flt-google@example.org']);
    expect((await find({ verified: 'false' })).length).toBe(7);
    expect(await find({ provider: 'google' })).toEqual(['flt-google@example.org']);
    expect(await find({ provider: 'google', verified: 'false' })).toEqual([]);
  });

  it('given filters, totalCount counts the matches only', async () => {
    const page = await list({ q: 'flt-', status: 'none', limit: '2' });
    expect(page.members).toHaveLength(2);
    expect(page.totalCount).toBe(5);
    expect(page.nextCursor).not.toBeNull();
  });
});

describe('malformed queries', () => {
  it.each([
    ['limit=0'],
    ['limit=101'],
    ['limit=abc'],
    ['limit=2.5'],
    ['sort=name'],
    ['order=up'],
    ['status=paid'],
    ['verified=yes'],
    ['provider=Google%20Inc'],
    ['after=not-a-cursor'],
    [`after=${Buffer.from('{"a":1}').toString('base64url')}`],
    [`after=${Buffer.from('["email","asc","x\\u0000",1]').toString('base64url')}`],
    [`after=${Buffer.from('["lastLogin","desc","2026-02-31T00:00:00.000000Z",1]').toString('base64url')}`],
    [`after=${Buffer.from('["lastLogin","desc","yesterday",1]').toString('base64url')}`],
    [`q=${'x'.repeat(201)}`],
    ['q=%00'],
    ['plan=%00'],
  ])('given %s, it answers 400 naming the problem, never 500', async (query) => {
    const response = await call(test, 'GET', `/api/admin/members?${query}`, admin.headers);
    expect(response.status, await response.clone().text()).toBe(400);
    expect((await response.json()).error.code).toBe('validation/invalid-request');
  });

  it("given a cursor of another sort, it answers 400: a cursor holds its page's order", async () => {
    const page = await list({ sort: 'email', limit: '2' });
    const response = await call(
      test,
      'GET',
      `/api/admin/members?sort=created&after=${page.nextCursor}`,
      admin.headers,
    );
    expect(response.status).toBe(400);
  });
});
