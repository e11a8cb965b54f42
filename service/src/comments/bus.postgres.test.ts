/**
 * The live stream across instances (docs/comments.md "Live updates"): on PostgreSQL a post made
 * through one instance reaches a reader streaming from another, through LISTEN/NOTIFY; a post
 * too long for a notification arrives as a `resync`. PostgreSQL only (`npm run test:postgres`).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { silentLogger } from '../log.ts';
import { clientOf, signedInMember } from '../members/testing.ts';
import { createServiceApp, createTestApp, type TestApp } from '../testing/app.ts';
import { openSecondInstanceDatabase, TEST_DATABASE_URL } from '../testing/database.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let test: TestApp;
let second: { app: TestApp['app']; database: Database };

beforeAll(async () => {
  if (!TEST_DATABASE_URL)
    throw new Error('WF_TEST_DATABASE_URL is not set: run this file with npm run test:postgres');
  // DATABASE_URL makes each instance's comments fan out through LISTEN/NOTIFY.
  test = await createTestApp({ DATABASE_URL: TEST_DATABASE_URL });
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

describe('the comments bus on PostgreSQL', () => {
  it('given a reader streaming from one instance, a post made through the other reaches them', async () => {
    const key = `across-${Date.now()}`;
    const writer = await signedInMember(test);
    const reader = await signedInMember(test);
    const readerOnSecond = clientOf({ app: second.app }, reader.session.token);
    const received: { type: string }[] = [];
    const stop = readerOnSecond.subscribeToChannelEvents({ channelKey: key }, (event) =>
      received.push(event),
    );
    // The listening connection opens with the first stream.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const { data: post } = await writer.client.createPost({ channelKey: key, content: 'Across instances' });
    const long = 'é'.repeat(4000);
    await writer.client.createPost({ channelKey: key, content: long });
    for (let i = 0; i < 100 && received.length < 2; i += 1) await new Promise((r) => setTimeout(r, 50));
    stop();

    expect(received[0]).toMatchObject({
      type: 'post.created',
      post: { id: post.id, content: 'Across instances' },
    });
    expect(received[1]).toEqual({ type: 'resync' });
  });
});
