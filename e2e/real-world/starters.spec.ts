/**
 * The Starters (the-starters/starters-webflow: a Webflow site), four pages of the corpus
 * (examples/real-world/README.md): the Brand sign-up form carrying data-ms-plan:add on the form
 * itself, the quiz's sign-up form without a plan, a log-in form with a redirect, and the profile
 * page after sign-up with member data and the profile-image uploader.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { PASSWORD } from '../widget/flows.ts';
import { uniqueEmail } from '../widget/plain-page.ts';
import {
  CORPUS,
  CORPUS_LAUNCH,
  expectAxe,
  memberPlans,
  message,
  openCorpusPage,
  waitForRuntime,
} from './corpus.ts';

test.use(CORPUS_LAUNCH);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNQ8TyOFTEMLQkA7btNAY44RtgAAAAASUVORK5CYII=',
  'base64',
);

test('Brand sign-up: the form’s plan is joined, the profile page greets the member and takes a photo', async ({
  page,
}) => {
  await openCorpusPage(page, 'starters/brand-signup.html');
  await expectAxe(page, []);
  const email = uniqueEmail('starters-brand');
  await page.locator('main form').getByLabel('First name').fill('Dora');
  await page.locator('main form').getByLabel('Work e-mail').fill(email);
  await page.locator('main form').getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Brand account' }).click();
  await page.waitForURL(`${CORPUS}/starters/complete-profile.html`);
  await waitForRuntime(page);
  await expect(page.getByRole('heading', { name: 'Complete your profile, Dora' })).toBeVisible();
  expect(await memberPlans(page)).toEqual(['pln_free-plan-f6kn0dxz']);
  await expectAxe(page, []);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a photo' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(message(page, 'success')).toHaveText('Your profile image has been updated.');
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
    'src',
    /^http.*\/uploads\//,
  );

  await logOutHere(page);
  await expect(page.locator('.navbar').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete your profile', exact: true })).toBeVisible();
});

/**
 * Logs out by the navbar's link, which reloads the page (it names no other page, and the app no
 * logout redirect), and waits for that reload: a navigation started before it ends would be cut
 * short by it ("interrupted by another navigation").
 */
async function logOutHere(page: Page) {
  const reloaded = page.waitForEvent('load');
  await page.locator('.navbar').getByRole('link', { name: 'Log out' }).click();
  await reloaded;
}

test('quiz sign-up joins no plan; log-in goes to the profile page', async ({ page }) => {
  await openCorpusPage(page, 'starters/quiz-signup.html');
  await expectAxe(page, []);
  const email = uniqueEmail('starters-quiz');
  await page.locator('main form').getByLabel('E-mail').fill(email);
  await page.locator('main form').getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'See my results' }).click();
  await page.waitForURL(`${CORPUS}/starters/complete-profile.html`);
  await waitForRuntime(page);
  expect(await memberPlans(page)).toEqual([]);
  await logOutHere(page);
  await expect(page.locator('.navbar').getByRole('link', { name: 'Log in' })).toBeVisible();

  await openCorpusPage(page, 'starters/login.html');
  await expectAxe(page, []);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('main form').getByLabel('E-mail').fill(email);
  await page.locator('main form').getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${CORPUS}/starters/complete-profile.html`);
  await waitForRuntime(page);
  await expect(page.locator('main [data-ms-member="email"]')).toHaveText(email);
});
