import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { signInAsAdmin } from './admin.ts';
import { expect, test } from './fixtures.ts';
import { SITE_BUILD } from './ports.ts';
import { VIDEO_IDS } from './routes.ts';

interface VideoFile {
  id: string;
  vimeoId: string;
  locked: boolean;
}

function readVideos(): VideoFile[] {
  return readdirSync('content/videos')
    .filter((f) => f.endsWith('.md'))
    .map((file) => {
      const text = readFileSync(path.join('content/videos', file), 'utf8');
      const vimeoId = /^vimeoId:\s*['"]?(\d+)/m.exec(text)?.[1];
      if (!vimeoId) throw new Error(`${file} has no vimeoId`);
      return { id: file.replace(/\.md$/, ''), vimeoId, locked: !/^isLocked:\s*false/m.test(text) };
    });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test('no built page or script contains the player id of a locked video', () => {
  const videos = readVideos();
  const publicIds = new Set(videos.filter((v) => !v.locked).map((v) => v.vimeoId));
  const secretIds = [...new Set(videos.filter((v) => v.locked).map((v) => v.vimeoId))].filter(
    (id) => !publicIds.has(id),
  );
  expect(secretIds.length).toBeGreaterThan(0);
  const texts = filesUnder(SITE_BUILD).filter((f) => /\.(html|js|json|xml|txt)$/.test(f));
  expect(texts.length).toBeGreaterThan(10);
  for (const file of texts) {
    const text = readFileSync(file, 'utf8');
    for (const id of secretIds)
      expect(text.includes(id), `${file} contains locked vimeoId ${id}`).toBe(false);
  }
});

test('a locked video shows the membership placeholder and no player', async ({ page }) => {
  await page.goto('/videos/leadership-challenging-times');
  await expect(page.getByText('Membership Content')).toBeVisible();
  await expect(page.getByText('Sign up to access this video')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('link', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL('/signup?plan=trial');
});

test('a video page shows its details and up to three related videos of its category', async ({ page }) => {
  await page.goto('/videos/leadership-challenging-times');
  const breadcrumb = page.getByRole('navigation', { name: /breadcrumb/i });
  await expect(breadcrumb.getByRole('link', { name: 'Videos' })).toHaveAttribute('href', '/videos');
  await expect(page.locator('main time').first()).toBeVisible();
  await expect(page.getByText('Leadership', { exact: true }).first()).toBeVisible();
  const related = page.getByRole('region', { name: 'Related Videos' }).getByRole('link');
  await expect(related).toHaveCount(3);
  await related.first().click();
  await expect(page).toHaveURL(/\/videos\/(?!leadership-challenging-times)/);
});

test('every video in the catalogue has its own page', async ({ request }) => {
  for (const id of VIDEO_IDS) {
    const response = await request.get(`/videos/${id}`);
    expect(response.status(), id).toBe(200);
  }
});

test('visitors see the first two featured videos as unlinked samples', async ({ page }) => {
  await page.goto('/videos');
  const samples = page.getByRole('region', { name: 'Sample Videos' });
  await expect(samples.getByRole('heading', { level: 3 })).toHaveText([
    'Leadership in Challenging Times',
    'Strategic Business Development',
  ]);
  await expect(samples.getByRole('link')).toHaveCount(0);
  await page.getByRole('link', { name: 'Join for Full Access' }).click();
  await expect(page).toHaveURL('/signup?plan=trial');
});

/**
 * docs/architecture.md "Speed": with no member cached, /videos is the visitor page from its first
 * paint, and the library's island (`client:member`) is not fetched until someone signs in.
 */
test('a visitor gets the visitor page without any script, and none of the library’s', async ({
  page,
  allowConsoleError,
}) => {
  const island = page.locator('astro-island[component-export="VideoLibrary"]');
  // No module script at all: the server's HTML and the inline scripts alone.
  allowConsoleError(/Failed to load resource: net::ERR_FAILED/);
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  await page.goto('/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Videos' })).toBeVisible();
  await expect(page.getByText('Loading videos...')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Join for Full Access' })).toBeVisible();
  await page.unrouteAll();

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/videos', { waitUntil: 'networkidle' });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  const component = await island.getAttribute('component-url');
  const renderer = await island.getAttribute('renderer-url');
  expect(component).toMatch(/^\/_astro\//);
  expect(scripts).not.toContain(component);
  expect(scripts).not.toContain(renderer);
  await page.getByRole('link', { name: 'Join for Full Access' }).click();
  await expect(page).toHaveURL('/signup?plan=trial');
});

test('a visitor who signs in in another tab gets the library here without a reload', async ({
  page,
  context,
}) => {
  await page.goto('/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Videos' })).toBeVisible();
  const other = await context.newPage();
  await signInAsAdmin(other);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Video Library' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Videos' })).toBeVisible();
  await other.close();

  // A member's page hydrates at load: the library, not the visitor page, after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Video Library' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Videos' })).toHaveCount(0);
});
