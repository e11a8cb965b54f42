/**
 * The Negotiators Club (CMI83/the-negotiators-club: a Next.js site), one page of the corpus
 * (examples/real-world/README.md): its layout puts the public key where the app id goes
 * (data-memberstack-app="pk_..."), so no app answers: broken on Memberstack and on ours alike.
 */
import { expect, test } from '../fixtures.ts';
import { CORPUS, CORPUS_LAUNCH, message } from './corpus.ts';

test.use(CORPUS_LAUNCH);

/** Opens the page; the page's own fault makes the browser and the widget log errors. */
async function open(page: import('@playwright/test').Page) {
  await page.goto(`${CORPUS}/negotiators/index.html`);
  await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);
}

// The service knows no app "pk_sb_real-world-corpus" and answers without CORS headers; the browser
// and the widget log that.
// The page's own fault (an app id no app has): the service's 401 answers, and the widget's report.
const PAGE_OWN_ERRORS = /status of 401|CORS|ERR_FAILED|World Family/;

test('a public key as the app id: the header’s links open nothing, an error box shows', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(PAGE_OWN_ERRORS);
  await open(page);
  await page.getByText('Beitreten').click();
  await expect(page.getByRole('dialog', { name: 'Create an account' })).toHaveCount(0);
  await expect(message(page, 'error')).toBeVisible();
});

test('the error box names the wrong app id rather than the origin', async ({ page, allowConsoleError }) => {
  // The service answers an unknown app id readably from any origin, naming the id.
  allowConsoleError(PAGE_OWN_ERRORS);
  await open(page);
  await page.getByText('Beitreten').click();
  await expect(message(page, 'error')).toContainText('pk_sb_real-world-corpus');
  await expect(message(page, 'error')).not.toContainText('not allowed');
});
