import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { EXAMPLE_APP_ID, EXAMPLE_TEST_PUBLIC_KEY } from './app.ts';

/**
 * The example app's data as `npm run check:attributes -- --app` reads it (docs/product/inspector.md).
 * After changing the example app, rewrite it with `WF_WRITE_EXAMPLE_APP=1 npx vitest run --project service service/src/examples/app-json.test.ts`.
 */
const APP_JSON = new URL('../../../examples/membership/app.json', import.meta.url);

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({});
}, 60_000);
afterAll(async () => {
  await test.close();
});

describe('examples/membership/app.json', () => {
  it('given GET /api/app of the example app, it is exactly what the service answers', async () => {
    const response = await test.app.request('/api/app', {
      headers: { 'X-APP-ID': EXAMPLE_APP_ID, 'X-API-Key': EXAMPLE_TEST_PUBLIC_KEY },
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
