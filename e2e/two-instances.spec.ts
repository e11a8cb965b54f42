/**
 * Two instances of the real service on one PostgreSQL database and one S3-compatible bucket
 * (docs/architecture.md "Many instances"), in Chromium: a profile image uploaded through instance A
 * is stored in the bucket and served by instance B;
 * a comment posted on A appears live on a page of B (PostgreSQL LISTEN/NOTIFY); a video an
 * administrator publishes on A is built by B too and served as its own page.
 *
 * The spec starts both instances itself (`node service/src/main.ts`, as playwright.config.ts
 * starts the run's single embedded-database instance, through service/src/testing/instance.ts),
 * each with its own copies of the site
 * build and of content/, on a database created for the run on the PostgreSQL server at
 * postgres://postgres@127.0.0.1:5432 and dropped at the end, with `S3_URL` naming a bucket of a
 * real S3 server started for the run (service/src/testing/s3-server.ts: s3rver behind a front that
 * checks every request's signature). PostgreSQL must be there: the spec fails, never skips, when it
 * is not. Images kept in the database, the embedded default, are what the run's main instance
 * serves to every other spec.
 *
 * Cookies on localhost are shared between ports, so a session made on A is also sent to B: as it
 * is behind a load balancer, where both instances answer one origin.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { videoSlug } from '@wf/config/site-api';
import pg from 'pg';
import {
  databaseUrl,
  healthy,
  type Instance,
  onServer as onPostgresServer,
  startInstance,
  stopInstance,
} from '../service/src/testing/instance.ts';
import { type S3TestServer, startS3TestServer } from '../service/src/testing/s3-server.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { E2E_DATA_DIR, SITE_BUILD, TWO_INSTANCES_PORTS } from './ports.ts';
import { openPlainPage, uniqueEmail } from './widget/plain-page.ts';

/** Two instances on a shared, loaded machine: give live updates and page loads time. */
const expect = baseExpect.configure({ timeout: 20_000 });

const SERVER_URL = 'postgres://postgres@127.0.0.1:5432';
const VIDEO = 'leadership-challenging-times';
const PASSWORD = 'a-long-pass-phrase-9';

/** A real 2x2 PNG image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const database = `e2e_two_${randomBytes(6).toString('hex')}`;
/** Where in the bucket the instances keep images (S3_URL's path after the bucket). */
const BUCKET_PREFIX = 'images';
const instances: Instance[] = [];
let A: Instance;
let B: Instance;
let s3: S3TestServer;

const onServer = (statement: string) => onPostgresServer(SERVER_URL, statement, 'two-instances.spec.ts');

/** Starts one instance on the run's database, with copies of the site build and content of its own. */
async function start(name: string, port: number): Promise<Instance> {
  const instance = await startInstance({
    name,
    port,
    // Cookies on localhost are shared between ports (see above).
    host: 'localhost',
    dataDir: `${E2E_DATA_DIR}-two-${name}`,
    siteBuild: SITE_BUILD,
    databaseUrl: databaseUrl(SERVER_URL, database),
    env: {
      WF_ALLOWED_ORIGINS: TWO_INSTANCES_PORTS.map((other) => `http://localhost:${other}`).join(','),
      S3_URL: s3.url({ prefix: BUCKET_PREFIX }),
    },
  });
  instances.push(instance);
  return instance;
}

async function stop(instance: Instance): Promise<void> {
  await stopInstance(instance);
  await rm(instance.dataDir, { recursive: true, force: true });
}

/** What the seeding instance wrote beside the test administrator (e2e/admin.ts). */
async function credentials(): Promise<{ email: string; password: string; secretKey: string }> {
  const text = await readFile(path.join(A.dataDir, 'admin-credentials.txt'), 'utf8');
  const email = /email: (.+)/.exec(text)?.[1]?.trim();
  const password = /password: (.+)/.exec(text)?.[1]?.trim();
  const secretKey = /^secret key: (\S+)$/m.exec(text)?.[1];
  if (!email || !password || !secretKey) throw new Error('no admin credentials in instance A’s data folder');
  return { email, password, secretKey };
}

/** A member made through A's admin API (not by signing up: its rate limits). */
async function newMember(first: string): Promise<string> {
  const email = uniqueEmail(`two-${first.toLowerCase()}`);
  const response = await fetch(`${A.origin}/admin-api/members`, {
    method: 'POST',
    headers: { 'X-API-Key': (await credentials()).secretKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      customFields: { 'first-name': first, 'last-name': 'Tester' },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return email;
}

/** A browser of its own with the Vimeo stand-in, console errors collected into `errors`. */
async function newBrowser(
  browser: Browser,
  errors: string[],
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  await context.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Vimeo player</title><p>Vimeo player stand-in</p></html>',
    }),
  );
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return { context, page };
}

async function signIn(page: Page, origin: string, email: string, password: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to your account' });
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Starts the Membership's trial from the dashboard, through the test checkout (no card). */
async function takeTrial(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/dashboard`);
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await page
    .getByRole('dialog', { name: 'Copy Stripe Test Card' })
    .getByRole('button', { name: 'Continue to Test Checkout' })
    .click();
  await page.waitForURL(/\/api\/test-checkout\/cs_/);
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await page.waitForURL('**/passkit-success');
}

/** The Discussion section of the page, scrolled into view (it loads when visible). */
async function discussion(page: Page) {
  const section = page.getByRole('region', { name: 'Discussion' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await onServer(`create database ${database}`);
  s3 = await startS3TestServer();
  A = await start('a', TWO_INSTANCES_PORTS[0]);
  // A seeds the database (and writes the administrator's credentials); B then finds it seeded.
  await healthy(A, 90_000);
  B = await start('b', TWO_INSTANCES_PORTS[1]);
  await healthy(B, 90_000);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await Promise.all(instances.map(stop));
  await s3?.close();
  await onServer(`drop database if exists ${database} with (force)`);
});

test('a profile image uploaded through A is stored in the bucket and served by B', async ({ browser }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  const email = await newMember('Ada');
  const { context, page } = await newBrowser(browser, errors, { baseURL: A.origin });

  let src = '';
  /** What B served for the image, checked against the bucket below. */
  let servedByB: Buffer = Buffer.alloc(0);
  await test.step('the member uploads the image in the widget’s profile pane on A', async () => {
    await openPlainPage(page);
    await page.getByRole('button', { name: 'Open login' }).click();
    const login = page.getByRole('dialog', { name: 'Login to your account' });
    await login.getByLabel('Email Address').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
    await page.getByRole('button', { name: 'Open profile' }).click();
    const profile = page.getByRole('dialog');
    await profile
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(profile.getByRole('button', { name: 'Replace Image' })).toBeVisible();
    src = (await profile.getByRole('img', { name: 'Profile image' }).getAttribute('src')) ?? '';
    expect(src).toMatch(/\/uploads\//);
  });

  await test.step('B shows the same image in the profile pane, and serves the same bytes', async () => {
    // The session cookie made on A, as the browser sends it to B (one origin behind a load balancer).
    const onB = await newBrowser(browser, errors, {
      baseURL: B.origin,
      storageState: { cookies: (await context.storageState()).cookies, origins: [] },
    });
    // The member's image URL is absolute, on the PUBLIC_URL of the instance that stored it. Behind
    // a load balancer that is every instance's one origin; here the two have two, so B's browser
    // sends A's image requests to B, as the load balancer would to any instance.
    await onB.context.route(`${A.origin}/uploads/**`, async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `${B.origin}${url.pathname}` }) });
    });
    await openPlainPage(onB.page);
    await expect(onB.page.locator('#who')).toHaveText(`Signed in as ${email}`);
    await onB.page.getByRole('button', { name: 'Open profile' }).click();
    const image = onB.page.getByRole('dialog').getByRole('img', { name: 'Profile image' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const uploadPath = new URL(src, A.origin).pathname;
    const shown = new URL((await image.getAttribute('src')) ?? '', B.origin);
    expect(shown.pathname).toBe(uploadPath);
    const fromBUrl = `${B.origin}${uploadPath}`;
    const width = await onB.page.evaluate(async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      return img.naturalWidth;
    }, fromBUrl);
    expect(width).toBeGreaterThan(0);
    const fromA = await page.request.get(`${A.origin}${uploadPath}`);
    const fromB = await onB.page.request.get(fromBUrl);
    expect(fromB.status()).toBe(200);
    expect(fromB.headers()['content-type']).toBe('image/webp');
    servedByB = await fromB.body();
    expect(Buffer.compare(servedByB, await fromA.body())).toBe(0);
    await onB.context.close();
  });

  await test.step('the image is in the bucket, signed by the instances, and not in the database', async () => {
    const [, appId, name] = new URL(src, A.origin).pathname.split('/').slice(1);
    const stored = await s3.object(`${BUCKET_PREFIX}/${appId}/${name}`);
    expect(stored, 'the bucket holds the uploaded image').toBeDefined();
    expect(Buffer.compare(Buffer.from(stored ?? []), servedByB)).toBe(0);
    expect(s3.refused, 'requests the bucket refused for their signature').toBe(0);
    const client = new pg.Client({ connectionString: databaseUrl(SERVER_URL, database) });
    await client.connect();
    try {
      const { rows } = await client.query('select name from uploads where app_id = $1', [appId]);
      expect(rows).toEqual([]);
    } finally {
      await client.end();
    }
  });

  await context.close();
  expect(errors, 'console errors').toEqual([]);
});

test('a comment posted on A appears live on a page of B', async ({ browser }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const ben = { email: await newMember('Ben'), ...(await newBrowser(browser, errors)) };
  const cy = { email: await newMember('Cy'), ...(await newBrowser(browser, errors)) };

  await test.step('one member takes the Membership on A, the other on B; both open the video', async () => {
    for (const [who, instance] of [
      [ben, A],
      [cy, B],
    ] as const) {
      await signIn(who.page, instance.origin, who.email, PASSWORD);
      await takeTrial(who.page, instance.origin);
      await who.page.goto(`${instance.origin}/videos/${VIDEO}`);
      const section = await discussion(who.page);
      await expect(section.getByRole('textbox', { name: 'Your comment' })).toBeVisible();
    }
  });

  await test.step('the member on A comments; the page on B shows it without a reload', async () => {
    const text = `Seen from the other instance ${randomBytes(3).toString('hex')}`;
    const section = await discussion(ben.page);
    await section.getByRole('textbox', { name: 'Your comment' }).fill(text);
    await section.getByRole('button', { name: 'Post' }).click();
    await expect(
      section.getByRole('article', { name: 'Comment by You' }).filter({ hasText: text }),
    ).toBeVisible();
    const seen = (await discussion(cy.page)).getByRole('article', { name: 'Comment by Ben Tester' });
    await expect(seen).toContainText(text);
    expect(new URL(cy.page.url()).origin).toBe(B.origin);
  });

  await ben.context.close();
  await cy.context.close();
  expect(errors, 'console errors').toEqual([]);
});

test('a video an administrator publishes on A is served by B', async ({ browser }) => {
  // A builds the site, then B, polling the jobs every 5 s, builds its own copy.
  test.setTimeout(240_000);
  const errors: string[] = [];
  const { email, password } = await credentials();
  const admin = await newBrowser(browser, errors);
  const title = `Two Instances ${Date.now()}`;
  const slug = videoSlug(title);

  await test.step('the administrator adds the video on A and waits for A’s build', async () => {
    await signIn(admin.page, A.origin, email, password);
    await admin.page.goto(`${A.origin}/admin/videos`);
    await expect(admin.page.getByRole('heading', { name: 'Add New Video' })).toBeVisible();
    await admin.page.getByLabel('Title').fill(title);
    await admin.page.getByLabel('Description').fill('Published on one instance, served by the other.');
    await admin.page.getByLabel('Vimeo ID').fill('76979871');
    await admin.page.getByLabel('Thumbnail URL').fill(`${A.origin}/images/video-placeholder.svg`);
    await admin.page.getByLabel('Duration').fill('18:40');
    await admin.page.getByLabel('Category').selectOption('Orisha');
    await admin.page.getByRole('button', { name: 'Add Video' }).click();
    await expect(admin.page.getByText('Video Added Successfully')).toBeVisible({ timeout: 120_000 });
  });

  await test.step('B builds its own copy and serves the new video page', async () => {
    await expect
      .poll(async () => (await admin.page.request.get(`${B.origin}/videos/${slug}`)).status(), {
        timeout: 150_000,
        intervals: [2_000],
      })
      .toBe(200);
    const visitor = await newBrowser(browser, errors);
    await visitor.page.goto(`${B.origin}/videos/${slug}`);
    await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await visitor.context.close();
  });

  await admin.context.close();
  expect(errors, 'console errors').toEqual([]);
});
