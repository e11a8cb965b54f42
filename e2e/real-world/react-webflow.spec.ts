/**
 * zoro9519/memberstack_webflow's webflow.html (the jasiek.net Webflow + React tutorial), one page of
 * the corpus (examples/real-world/README.md): an install tag with data-memberstack-app only and no
 * async, and an inline script that calls window.$memberstackDom at once and opens the sign-up modal
 * for a visitor.
 */
import { expect, test } from '../fixtures.ts';
import { uniqueEmail } from '../widget/plain-page.ts';
import { CORPUS, CORPUS_LAUNCH, expectAxe, memberEmail, signUpInModal, waitForRuntime } from './corpus.ts';

test.use(CORPUS_LAUNCH);

test('a visitor gets the sign-up modal at once; signed up, the page shows the member', async ({ page }) => {
  await page.goto(`${CORPUS}/react-webflow/webflow.html`);
  const email = uniqueEmail('jasiek');
  await signUpInModal(page, email, 'Jan');
  await waitForRuntime(page);
  expect(await memberEmail(page)).toBe(email);

  await page.reload();
  await waitForRuntime(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('#root-table')).toHaveText(`Member table for ${email}`);
  await page.getByRole('button', { name: 'Open modal' }).click();
  await expect(page.locator('#root-modal')).toHaveText(`Member table for ${email}`);
  // The page's own markup: no lang, no title.
  await expectAxe(page, ['document-title', 'html-has-lang']);
});
