/**
 * `@memberstack/react`'s MemberstackProvider with our service as its `domain`, as React developers
 * try it first (e2e/real-world/react-memberstack/): the page, bundled with esbuild as their bundler would,
 * is served from a dev server on localhost (e2e/real-world/corpus-site.ts), and signs up, reads the
 * member back and logs out against our service. Also pinned: 2.0.32, the registry's latest, cannot
 * be imported at all (it is published without dist/), so the page uses 2.0.30.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { PASSWORD } from '../widget/flows.ts';
import { uniqueEmail } from '../widget/plain-page.ts';
import { CORPUS_PORT } from './corpus-site.ts';

const EXAMPLE = fileURLToPath(new URL('./react-memberstack/', import.meta.url));
/** The React developer's dev server on another host name than the service's (localhost). */
const REACT_PAGE = `http://127.0.0.1:${CORPUS_PORT}/react-memberstack/`;
/** The same dev server on the service's host name: how a developer tries it first (localhost:5173). */
const REACT_PAGE_SAME_HOST = `http://localhost:${CORPUS_PORT}/react-memberstack/`;

test('@memberstack/react 2.0.32 cannot be imported: the package has no dist/', async () => {
  await expect(
    build({
      stdin: {
        contents:
          "import { MemberstackProvider } from '@memberstack/react'; console.log(MemberstackProvider);",
        resolveDir: EXAMPLE,
      },
      bundle: true,
      write: false,
      logLevel: 'silent',
    }),
  ).rejects.toThrow(/Could not resolve "@memberstack\/react"/);
});

/** Signs up, reads the member back, reloads, logs out: what the React page does against our service. */
async function journey(page: Page, url: string) {
  // @memberstack/dom 1.9.33 loads hCaptcha's script from the internet at init: out of reach here.
  await page.route('https://js.hcaptcha.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.goto(url);
  await expect(page.getByRole('status')).toHaveText('Signed out');
  await expectNoAxeViolations(page);
  const email = uniqueEmail('react');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status')).toHaveText(`Signed in as ${email}`);
  await expectNoAxeViolations(page);

  // The provider keeps the member across a reload (its token in a cookie of the page's host).
  await page.reload();
  await expect(page.getByRole('status')).toHaveText(`Signed in as ${email}`);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('status')).toHaveText('Signed out');
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('Signed out');
}

test('MemberstackProvider with our service as its domain: sign up, the member, log out', async ({ page }) => {
  await journey(page, REACT_PAGE);
});

test('the same page on the service’s host name (localhost, another port), as developers try it first', async ({
  page,
}) => {
  await journey(page, REACT_PAGE_SAME_HOST);
});
