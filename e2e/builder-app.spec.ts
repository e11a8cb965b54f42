/**
 * A builder's own membership site, end to end (README "Your own membership site in ten
 * minutes"; docs/apps.md): `npm run app:create` makes 'Lotus Studio' with a free plan, a
 * $12/month plan and a protected /members/ folder; a service started on that file (its own data,
 * beside the suite's) serves a two-page site on another origin, where a visitor is turned away
 * from /members/, signs up, buys the plan with the test card and gets a receipt that names Lotus
 * Studio and links to its site; restarted in live mode, the app is still there.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { healthy, type Instance, startInstance, stopInstance } from '../service/src/testing/instance.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { BUILDER_SERVICE_PORT, BUILDER_SITE_PORT, SITE_BUILD } from './ports.ts';
import { uniqueEmail } from './widget/plain-page.ts';

const SERVICE = `http://localhost:${BUILDER_SERVICE_PORT}`;
/** Chromium resolves every *.localhost name to this machine: an origin of the builder's own. */
const SITE = `http://lotus.localhost:${BUILDER_SITE_PORT}`;

interface LotusFile {
  id: string;
  keys: { test: string; live: string };
  plans: { id: string; name: string; prices?: { id: string }[] }[];
}

let folder: string;
let lotus: LotusFile;
let service: Instance | undefined;
let site: Server;

/**
 * Starts the builder's service on its own apps/ and data folders (through the shared launcher,
 * service/src/testing/instance.ts); resolves once it answers. The restart in live mode keeps the
 * data of the test mode.
 */
async function startService(mode: 'test' | 'live'): Promise<void> {
  service = await startInstance({
    name: `builder (${mode} mode)`,
    port: BUILDER_SERVICE_PORT,
    host: 'localhost',
    dataDir: path.join(folder, 'data'),
    siteBuild: SITE_BUILD,
    reuse: mode === 'live',
    env: {
      PUBLIC_URL: SERVICE,
      APPS_DIR: path.join(folder, 'apps'),
      WF_TEST_MODE: mode === 'test' ? 'true' : 'false',
      WF_ALLOWED_ORIGINS: '',
    },
  });
  await healthy(service, 60_000);
}

async function stopService(): Promise<void> {
  const running = service;
  service = undefined;
  if (running) await stopInstance(running);
}

/** The builder's two pages, as they would write them: the install tag, a form, a button. */
function pages(): Record<string, string> {
  const paid = lotus.plans.find((plan) => plan.prices?.length);
  const head = (title: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><script src="${SERVICE}/widget.js" data-memberstack-app="${lotus.id}"></script></head>`;
  return {
    '/': `${head('Lotus Studio')}<body><main>
<h1>Lotus Studio</h1>
<p>Yoga and breathing classes, online.</p>
<div data-ms-content="!members">
  <h2>Join us</h2>
  <form data-ms-form="signup" redirect="/">
    <label>E-mail <input data-ms-member="email" type="email" name="email" autocomplete="email"></label>
    <label>Password <input data-ms-member="password" type="password" name="password" autocomplete="new-password"></label>
    <button type="submit">Create my account</button>
  </form>
</div>
<div data-ms-content="members">
  <p>Signed in as <span data-ms-member="email"></span>.</p>
  <button type="button" data-ms-price:add="${paid?.prices?.[0]?.id}">Join ${paid?.name} for $12 a month</button>
</div>
<p><a href="/members/">The members' classes</a></p>
</main></body></html>`,
    '/members/': `${head('Members · Lotus Studio')}<body><main>
<h1>The members' classes</h1>
<p>Monday: sun salutations. Thursday: breathing for beginners.</p>
<p><a href="/">Home</a></p>
</main></body></html>`,
  };
}

function startSite(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', SITE);
    // The browser asks the origin for its icon; the studio's pages name none: no content, rather
    // than a 404 in the page's console.
    if (url.pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const body = pages()[url.pathname];
    if (!body) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      .end(body);
  });
  return new Promise((resolve) => server.listen(BUILDER_SITE_PORT, '127.0.0.1', () => resolve(server)));
}

/** The mails sent to `email`, read from the builder's dev mailbox with its own unlock token. */
async function mailsTo(email: string): Promise<{ subject: string; text: string; html: string | null }[]> {
  const credentials = await readFile(path.join(folder, 'data', 'admin-credentials.txt'), 'utf8');
  const token = new URL(/^unlock test tools: (\S+)$/m.exec(credentials)?.[1] ?? SERVICE).searchParams.get(
    'token',
  );
  const response = await fetch(`${SERVICE}/dev/mailbox.json?to=${encodeURIComponent(email)}`, {
    headers: { Cookie: `wf-test-tools=${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { subject: string; text: string; html: string | null }[] }).data;
}

async function fillCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Lotus Member');
  await page.getByLabel('Postal code').fill('10001');
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = await mkdtemp(path.join(tmpdir(), 'wf-builder-'));
  await mkdir(path.join(folder, 'apps'), { recursive: true });
  // A builder's clone keeps World Family's file beside theirs: the site the service serves.
  await copyFile('apps/world-family.json', path.join(folder, 'apps', 'world-family.json'));
  const { stdout } = await promisify(execFile)(process.execPath, [
    'service/src/cli/app-create.ts',
    '--dir',
    path.join(folder, 'apps'),
    '--name',
    'Lotus Studio',
    '--site',
    SITE,
    '--free',
    'Free',
    '--paid',
    'Studio 12',
    '--protect',
    '/members/',
  ]);
  expect(stdout).toContain('Wrote');
  lotus = JSON.parse(await readFile(path.join(folder, 'apps', 'lotus-studio.json'), 'utf8')) as LotusFile;
  site = await startSite();
  await startService('test');
});

test.afterAll(async () => {
  await stopService();
  await new Promise((resolve) => site?.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

test('a builder’s Lotus Studio: turned away, signed up, bought with the test card, a receipt of its own', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('lotus');

  await test.step('a visitor is turned away from /members/ to the home page', async () => {
    await page.goto(`${SITE}/members/`);
    await page.waitForURL(`${SITE}/`);
    await expect(page.getByRole('heading', { name: 'Lotus Studio' })).toBeVisible();
    await expect(page.getByText('sun salutations')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step('signs up with the site’s own form', async () => {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('a-long-pass-phrase-9');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
    // A free account alone does not open the paid folder.
    await page.goto(`${SITE}/members/`);
    await page.waitForURL(`${SITE}/`);
  });

  await test.step('buys Studio with the test card on the test checkout, in Lotus Studio’s name', async () => {
    await page.getByRole('button', { name: 'Join Studio for $12 a month' }).click();
    const card = page.getByRole('dialog', { name: 'Copy Stripe Test Card' });
    await card.getByRole('button', { name: 'Continue to Test Checkout' }).click();
    await page.waitForURL(/\/api\/test-checkout\/cs_/);
    await expect(page.getByText('Lotus Studio').first()).toBeVisible();
    await expect(page.getByText('World Family')).toHaveCount(0);
    await fillCard(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('lotus-checkout.png'), fullPage: true });
    await page.getByRole('button', { name: 'Subscribe for $12.00' }).click();
    await page.waitForURL((url) => url.origin === SITE);
  });

  await test.step('now opens /members/', async () => {
    // At once, as a member who has just paid would: the page must not bounce them on a stale cache.
    await page.goto(`${SITE}/members/`);
    await expect(page.getByRole('heading', { name: "The members' classes" })).toBeVisible();
    await expect(page).toHaveURL(`${SITE}/members/`);
  });

  await test.step('the receipt names Lotus Studio and links to its site', async () => {
    await expect
      .poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/^Your Lotus Studio receipt: \$12\.00 for Studio/));
    const receipt = (await mailsTo(email)).find((mail) => mail.subject.includes('receipt'));
    expect(receipt?.text).toContain(`${SITE}/members/`);
    expect(receipt?.html).toContain(`href="${SITE}/members/"`);
    expect(`${receipt?.text} ${receipt?.html}`).not.toMatch(/World Family|\/dashboard/);
  });
});

test('restarted in live mode, the app is still there, with its live key', async () => {
  await stopService();
  await startService('live');
  const response = await fetch(`${SERVICE}/api/app`, {
    headers: { 'X-APP-ID': lotus.id, 'X-API-Key': lotus.keys.live, Origin: SITE },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
  const { data } = (await response.json()) as {
    data: { name: string; mode: string; plans: { id: string }[] };
  };
  expect(data).toMatchObject({ name: 'Lotus Studio', mode: 'live' });
  expect(data.plans.map((plan) => plan.id).sort()).toEqual(lotus.plans.map((plan) => plan.id).sort());
});
