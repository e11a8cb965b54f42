/**
 * JICSS members' site (ajcryan/JICSSPrivateSite: hand-written, header and install built by
 * common.js), two pages of the corpus (examples/real-world/README.md): a header written into the
 * page after the runtime's first pass, with gated Login, Logout and WHITE PAPERS links, and a
 * members-only page protected by the app's content group.
 */
import { expect, test } from '../fixtures.ts';
import { uniqueEmail } from '../widget/plain-page.ts';
import {
  CORPUS,
  CORPUS_LAUNCH,
  expectAxe,
  memberEmail,
  openCorpusPage,
  signUpInModal,
  waitForRuntime,
} from './corpus.ts';

test.use(CORPUS_LAUNCH);

test('a visitor is sent away from the white papers; signed up from the login modal, the header opens them', async ({
  page,
}) => {
  await page.goto(`${CORPUS}/jicss/whitepapers/index.html`);
  await page.waitForURL(`${CORPUS}/jicss/index.html`);
  await waitForRuntime(page);
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'WHITE PAPERS' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Logout' })).toHaveCount(0);
  await expectAxe(page, []);

  await header.getByRole('link', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Login to your account' });
  await login.getByRole('button', { name: 'Sign up' }).click();
  const email = uniqueEmail('jicss');
  await signUpInModal(page, email, 'Aiko');
  expect(await memberEmail(page)).toBe(email);
  await expect(header.getByRole('link', { name: 'WHITE PAPERS' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await header.getByRole('link', { name: 'WHITE PAPERS' }).click();
  await page.waitForURL(`${CORPUS}/jicss/whitepapers/`);
  await waitForRuntime(page);
  await expect(page.getByRole('heading', { name: 'Member Whitepapers' })).toBeVisible();
  await expectAxe(page, []);

  // Logging out reloads the page (no redirect is set): wait for it before going on.
  const reloaded = page.waitForEvent('load');
  await page.locator('header').getByRole('link', { name: 'Logout' }).click();
  await reloaded;
  await expect(page.locator('header').getByRole('link', { name: 'Login' })).toBeVisible();
  await openCorpusPage(page, 'jicss/index.html');
  await page.goto(`${CORPUS}/jicss/whitepapers/index.html`);
  await page.waitForURL(`${CORPUS}/jicss/index.html`);
});
