/**
 * The console's Videos screen in Chromium (docs/console.md "Videos"), against the real service
 * and real site rebuilds: the test administrator adds a video, finds it in the library list,
 * edits its title and sees its public page change once the site is republished, unpublishes it
 * and sees it gone from /videos (its page answers 404, its file kept), then deletes it after a
 * confirmation that names it. The library ends as it began, so the other specs' counts hold.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { videoSlug } from '@wf/config/site-api';
import { signInAsAdmin } from './admin.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { E2E_DATA_DIR } from './server.ts';

/** A site rebuild on this shared machine takes a while. */
const PUBLISHED = { timeout: 150_000 };

/** The library list's region. */
function library(page: Page) {
  return page.getByRole('region', { name: 'Videos in the library' });
}

/** The video's file in the run's content folder. */
function videoFile(id: string): string {
  return path.join(E2E_DATA_DIR, 'content', 'videos', `${id}.md`);
}

test('the administrator edits, unpublishes and deletes a video from the Videos screen', async ({ page }) => {
  test.setTimeout(600_000);
  const title = `Songs of the Crossroads ${Date.now()}`;
  const id = videoSlug(title);
  const edited = `${title} Revised`;

  await signInAsAdmin(page);
  await page.goto('/admin/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Video' })).toBeVisible();
  // The seeded videos are listed, newest first.
  await expect(library(page).getByRole('table')).toContainText('Leadership in Challenging Times');

  await test.step('adds a video, which appears in the list as published', async () => {
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Songs sung where the roads meet, slowly.');
    await page.getByLabel('Vimeo ID').fill('76979871');
    await page.getByLabel('Thumbnail URL').fill(new URL('/images/video-placeholder.svg', page.url()).href);
    await page.getByLabel('Duration').fill('12:30');
    await page.getByLabel('Category').selectOption('Teachings');
    await page.getByRole('switch', { name: 'Locked Content' }).click();
    await page.getByRole('button', { name: 'Add Video' }).click();
    await expect(page.getByText('Video Added Successfully', { exact: true })).toBeVisible(PUBLISHED);
    const row = library(page).getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Published');
    await expect(row).toContainText(`/videos/${id}`);
  });

  await test.step('edits its title: the public page shows the new one after the publish', async () => {
    await library(page)
      .getByRole('button', { name: `Edit ${title}`, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit "${title}"` })).toBeVisible();
    await expect(page.getByLabel('Title')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByLabel('Title').fill(edited);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Video Updated', { exact: true })).toBeVisible(PUBLISHED);
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Video' })).toBeVisible();
    await expect(library(page).getByRole('row', { name: new RegExp(edited) })).toBeVisible();
    // Same address: the id stays the one made from the first title.
    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error('no browser');
    await visitor.goto(new URL(`/videos/${id}`, page.url()).href);
    await expect(visitor.getByRole('heading', { level: 1, name: edited })).toBeVisible();
    await visitor.close();
  });

  await test.step('takes a screenshot of the screen', async () => {
    // From the top, so that the sticky header is drawn where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath('console-videos.png'), fullPage: true });
  });

  await test.step('unpublishes it: gone from /videos, its page answers 404, its file kept as a draft', async () => {
    await library(page)
      .getByRole('button', { name: `Unpublish ${edited}` })
      .click();
    await expect(page.getByText('Video Unpublished', { exact: true })).toBeVisible(PUBLISHED);
    const row = library(page).getByRole('row', { name: new RegExp(edited) });
    await expect(row).toContainText('Unpublished');
    await expect(row.getByRole('button', { name: `Republish ${edited}` })).toBeVisible();

    const videos = await page.request.get('/videos');
    expect(await videos.text()).not.toContain(edited);
    expect((await page.request.get(`/videos/${id}`)).status()).toBe(404);
    const file = await readFile(videoFile(id), 'utf8');
    expect(file).toContain('draft: true');
    expect(file).toContain(edited);
  });

  await test.step('deletes it after a confirmation that names it', async () => {
    await library(page)
      .getByRole('button', { name: `Delete ${edited}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Delete "${edited}"?` });
    await expect(dialog).toContainText(`/videos/${id}`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete video' }).click();
    await expect(page.getByText('Video Deleted', { exact: true })).toBeVisible(PUBLISHED);
    await expect(library(page).getByRole('row', { name: new RegExp(edited) })).toHaveCount(0);
    await expect(readFile(videoFile(id), 'utf8')).rejects.toThrow(/ENOENT/);
    expect((await page.request.get(`/videos/${id}`)).status()).toBe(404);
  });
});
