/**
 * Keyset paging under real concurrency (docs/comments.md "Rules"): two service instances on one
 * PostgreSQL database take posts at once while a reader pages the channel oldest first; the
 * reader never sees a post twice and misses none, because each internalOrder is taken under the
 * channel row's lock and so committed in order. PostgreSQL only: PGlite runs one statement at a
 * time, so nothing there is ever concurrent (`npm run test:postgres`, project 'postgres').
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { silentLogger } from '../log.ts';
import { clientOf, signedInMember } from '../members/testing.ts';
import { createServiceApp, createTestApp, type TestApp } from '../testing/app.ts';
import { openSecondInstanceDatabase, TEST_DATABASE_URL } from '../testing/database.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

let test: TestApp;
let second: { app: TestApp['app']; database: Database };

beforeAll(async () => {
  if (!TEST_DATABASE_URL)
    throw new Error('WF_TEST_DATABASE_URL is not set: run this file with npm run test:postgres');
  test = await createTestApp();
  const database = await openSecondInstanceDatabase(test);
  second = {
    database,
    app: createServiceApp({ db: database, env: test.env, siteEnv: test.siteEnv, logger: silentLogger() }),
  };
});

afterAll(async () => {
  await second?.database.close();
  await test?.close();
});

describe('internalOrder on PostgreSQL', () => {
  it('given posts taken at once by two instances while a reader pages, no post is repeated or skipped', async () => {
    const key = `concurrent-${Date.now()}`;
    const writers = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const { session } = await signedInMember(test);
        return clientOf({ app: index % 2 === 0 ? test.app : second.app }, session.token);
      }),
    );
    const reader = await signedInMember(test);
    const seen: string[] = [];
    let after: string | undefined;
    let writing = true;

    async function page(): Promise<number> {
      const { data } = await reader.client.getPosts({ channelKey: key, order: 'oldest', limit: 3, after });
      seen.push(...data.posts.map((post) => post.content));
      after = data.posts.at(-1)?.internalOrder ?? after;
      return data.posts.length;
    }

    const reading = (async () => {
      while (writing) await page();
      while ((await page()) > 0) {
        // Reads the rest once the writers are done.
      }
    })();
    const posted = await Promise.all(
      writers.flatMap((writer, index) =>
        [0, 1, 2, 3].map(async (round) => {
          const { data } = await writer.createPost({ channelKey: key, content: `w${index}-r${round}` });
          return data;
        }),
      ),
    );
    writing = false;
    await reading;

    const byOrder = [...posted].sort((a, b) => a.internalOrder.localeCompare(b.internalOrder));
    expect(byOrder.map((post) => post.internalOrder)).toEqual(
      Array.from({ length: 40 }, (_, index) => String(index + 1).padStart(16, '0')),
    );
    expect(seen).toEqual(byOrder.map((post) => post.content));
  });
});
