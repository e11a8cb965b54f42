/**
 * The two ways a page of the console's list is read (docs/console.md "Speed"): walking the
 * order's index, or finding and counting the matches in one statement. Both give the same pages.
 */
import { APP_ID, FREE_PLAN_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestDatabase, type TestDatabase } from '../testing/database.ts';
import { type ConsolePageRequest, listConsoleMembers } from './console-list.ts';
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
    'given sort %s %s, the index walk and the counted read give the same pages',
    async (sort, order) => {
      for (const filters of [{ q: 'mode-' }, { q: 'mode-', plan: FREE_PLAN_ID }]) {
        const walked = await walk({ filters, sort, order, strategy: 'walk' });
        const filteredFirst = await walk({ filters, sort, order, strategy: 'counted' });
        expect(walked.length).toBe(filters.plan ? 12 : 23);
        expect(new Set(walked).size).toBe(walked.length);
        expect(filteredFirst).toEqual(walked);
      }
    },
  );
});
