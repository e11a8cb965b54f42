/**
 * The ways a page of the console's list is read (docs/console.md "Speed"): walking the order's
 * index, finding the matches first, or looking for them in a stretch of the order. All give the
 * same pages.
 */
import { APP_ID, FREE_PLAN_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../db/schema.ts';
import { newId } from '../ids.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/database.ts';
import { COUNT_LIMIT, type ConsolePageRequest, listConsoleMembers, probedPage } from './console-list.ts';
import { insertMember } from './testing.ts';

let test: TestDatabase;

beforeAll(async () => {
  test = await openSeededTestDatabase();
  const base = Date.parse('2026-02-01T00:00:00.000Z');
  for (let i = 0; i < 23; i += 1) {
    await insertMember(test.database, {
      email: `mode-${String((i * 5) % 23).padStart(2, '0')}@example.org`,
      planIds: i % 2 === 0 ? [FREE_PLAN_ID] : [],
      lastLoginAt: i % 4 === 0 ? null : new Date(base + (i % 3) * 1000),
    });
  }
}, 60_000);
afterAll(async () => {
  await test.close();
});

async function walk(request: Omit<ConsolePageRequest, 'appId' | 'after' | 'limit'>): Promise<string[]> {
  const ids: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await listConsoleMembers(test.database.db, { appId: APP_ID, limit: 4, after, ...request });
    ids.push(...page.members.map((row) => row.id));
    if (!page.nextCursor) return ids;
    after = page.nextCursor;
  }
}

describe('listConsoleMembers', () => {
  it.each([
    ['created', 'desc'],
    ['email', 'asc'],
    ['lastLogin', 'desc'],
    ['lastLogin', 'asc'],
  ] as const)(
    'given sort %s %s, the index walk, the counted read and the probed read give the same pages',
    async (sort, order) => {
      for (const filters of [{ q: 'mode-' }, { q: 'mode-', plan: FREE_PLAN_ID }]) {
        const walked = await walk({ filters, sort, order, strategy: 'walk' });
        const filteredFirst = await walk({ filters, sort, order, strategy: 'counted' });
        // A stretch of the order wide enough for every page, and one so narrow that pages fall
        // back to finding the matches first.
        const probed = await walk({ filters, sort, order, strategy: 'probed' });
        const probedNarrowly = await walk({ filters, sort, order, strategy: 'probed', probeRows: 3 });
        expect(walked.length).toBe(filters.plan ? 12 : 23);
        expect(new Set(walked).size).toBe(walked.length);
        expect(filteredFirst).toEqual(walked);
        expect(probed).toEqual(walked);
        expect(probedNarrowly).toEqual(walked);
      }
    },
  );
});

describe('a probed read', () => {
  const request = {
    appId: APP_ID,
    filters: { q: 'mode-', plan: FREE_PLAN_ID },
    sort: 'created',
    order: 'desc',
    limit: 4,
  } as const;

  it('given a stretch of the order that holds the page, it answers the page from it', async () => {
    const rows = await probedPage(test.database.db, request, 5);
    expect(rows?.map((row) => row.id)).toEqual(
      (await listConsoleMembers(test.database.db, { ...request, limit: 5, strategy: 'walk' })).members.map(
        (row) => row.id,
      ),
    );
  });

  it('given a stretch too short to hold the page, it answers nothing, so the matches are found first', async () => {
    expect(await probedPage(test.database.db, { ...request, probeRows: 6 }, 5)).toBeUndefined();
  });
});

describe('the count of a search or filter', () => {
  const MANY = COUNT_LIMIT + 30;
  beforeAll(async () => {
    const rows = Array.from({ length: MANY }, (_, i) => ({
      id: newId('mem'),
      appId: APP_ID,
      email: `many-${String(i).padStart(4, '0')}@example.org`,
      verified: i % 2 === 0,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await test.database.db.insert(members).values(rows.slice(start, start + 500));
    }
  }, 60_000);

  it(`given more matches than ${COUNT_LIMIT}, it answers ${COUNT_LIMIT} and not exact; every page says the same and every match comes once`, async () => {
    const request = {
      appId: APP_ID,
      filters: { q: 'many-' },
      sort: 'email',
      order: 'asc',
      limit: 100,
    } as const;
    const ids = new Set<string>();
    let after: string | undefined;
    let pages = 0;
    for (;;) {
      const page = await listConsoleMembers(test.database.db, { ...request, after });
      pages += 1;
      expect(page.totalCount).toBe(COUNT_LIMIT);
      expect(page.totalCountExact).toBe(false);
      for (const row of page.members) ids.add(row.id);
      if (!page.nextCursor) break;
      after = page.nextCursor;
    }
    expect(ids.size).toBe(MANY);
    expect(pages).toBe(Math.ceil(MANY / 100));
  });

  it('given as many matches as the limit or fewer, it counts them exactly', async () => {
    const page = await listConsoleMembers(test.database.db, {
      appId: APP_ID,
      filters: { q: 'many-0', verified: true },
      sort: 'created',
      order: 'desc',
      limit: 10,
    });
    expect(page.totalCount).toBe(500);
    expect(page.totalCountExact).toBe(true);
  });

  it('given no search or filter, it counts every member exactly, past the limit', async () => {
    const page = await listConsoleMembers(test.database.db, {
      appId: APP_ID,
      filters: {},
      sort: 'created',
      order: 'desc',
      limit: 10,
    });
    expect(page.totalCount).toBeGreaterThan(MANY);
    expect(page.totalCountExact).toBe(true);
  });

  it('given a cursor whose count was changed to claim an inexact count below the limit, it answers 400', async () => {
    const first = await listConsoleMembers(test.database.db, {
      appId: APP_ID,
      filters: { q: 'many-' },
      sort: 'email',
      order: 'asc',
      limit: 10,
    });
    const parsed = JSON.parse(Buffer.from(first.nextCursor ?? '', 'base64url').toString('utf8')) as unknown[];
    const forged = Buffer.from(JSON.stringify([...parsed.slice(0, 4), 7, false])).toString('base64url');
    await expect(
      listConsoleMembers(test.database.db, {
        appId: APP_ID,
        filters: { q: 'many-' },
        sort: 'email',
        order: 'asc',
        limit: 10,
        after: forged,
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
