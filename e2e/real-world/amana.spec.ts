/**
 * Amana Aktien (AmanaAktien/AmanaAktien.github.io: hand-written pages, header and install built by
 * nav.js), one page of the corpus (examples/real-world/README.md): the header's `#/ms/login` and
 * `#/ms/signup` links (with data-ms-modal) appear after the runtime's first pass, the article's
 * analysis is gated by the app's `premium` content group.
 */
import { expect, test } from '../fixtures.ts';
import { uniqueEmail } from '../widget/plain-page.ts';
import {
  CORPUS_LAUNCH,
  expectAxe,
  logInInModal,
  memberEmail,
  openCorpusPage,
  signUpInModal,
} from './corpus.ts';

test.use(CORPUS_LAUNCH);

test('article: the teaser for visitors, the header’s modals, still the teaser for a member without the plan', async ({
  page,
}) => {
  await openCorpusPage(page, 'amana/index.html');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page.locator('#premium-analysis')).toHaveCount(0);
  await expect(page.getByText('Die vollständige Analyse ist Teil des Amana Club.')).toBeVisible();
  await expectAxe(page, []);

  const email = uniqueEmail('amana');
  await page.getByRole('link', { name: '☪ Premium' }).click();
  await signUpInModal(page, email, 'Yusuf');
  expect(await memberEmail(page)).toBe(email);
  // Signed in without the Amana Club plan: the analysis stays closed.
  await expect(page.locator('#premium-analysis')).toHaveCount(0);
  await expect(page.getByText('Die vollständige Analyse ist Teil des Amana Club.')).toBeVisible();

  await page.evaluate(() =>
    (window as unknown as { $memberstackDom: { logout(): Promise<unknown> } }).$memberstackDom.logout(),
  );
  await openCorpusPage(page, 'amana/index.html');
  await page.getByRole('link', { name: 'Login' }).click();
  await logInInModal(page, email);
  expect(await memberEmail(page)).toBe(email);
  // The hash link left no trace in the address.
  expect(new URL(page.url()).hash).not.toBe('#/ms/login');
});
