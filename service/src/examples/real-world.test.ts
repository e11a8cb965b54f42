import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { CORPUS_APP_ID, CORPUS_TEST_PUBLIC_KEY } from './real-world.ts';

/**
 * The corpus app's data as `npm run check:attributes -- --app` reads it for examples/real-world/.
 * After changing the corpus app, rewrite it with `WF_WRITE_EXAMPLE_APP=1 npx vitest run --project service service/src/examples/real-world.test.ts`.
 */
const APP_JSON = new URL('../../../examples/real-world/app.json', import.meta.url);

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({});
}, 60_000);
afterAll(async () => {
  await test.close();
});

describe('the real-world corpus app (examples/real-world/app.json)', () => {
  it('given GET /api/app of the corpus app, it is exactly what the service answers', async () => {
    const response = await test.app.request('/api/app', {
      headers: { 'X-APP-ID': CORPUS_APP_ID, 'X-API-Key': CORPUS_TEST_PUBLIC_KEY },
    });
    expect(response.status).toBe(200);
    const answer = await response.json();
    if (process.env.WF_WRITE_EXAMPLE_APP === '1') {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(APP_JSON, `${JSON.stringify(answer, null, 2)}\n`);
    }
    expect(JSON.parse(await readFile(APP_JSON, 'utf8'))).toEqual(answer);
  });
});
