/**
 * The widget on a page whose CSS tries to break everything (`* { all: unset }`, giant fonts,
 * rotated dialogs): its modals look and work the same as on a plain page (docs/architecture.md "The widget").
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openPlainPage, uniqueEmail } from './widget/plain-page.ts';

/** What a person would notice of the login modal: its box, its title's size, its field's height. */
async function loginLook(page: Page) {
  await page.getByRole('button', { name: 'Open login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to your account' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const title = await dialog.getByRole('heading', { name: 'Login to your account' }).evaluate((element) => {
    const style = getComputedStyle(element);
    return { fontSize: style.fontSize, color: style.color, transform: style.transform };
  });
  const fieldHeight = (await dialog.getByLabel('Email Address').boundingBox())?.height;
  const submitColor = await dialog
    .getByRole('button', { name: 'Log in', exact: true })
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  const mark = dialog.getByRole('img', { name: 'World Family' });
  await expect
    .poll(() => mark.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  const logo = await mark.evaluate((element) => ({
    src: element.getAttribute('src'),
    height: element.getBoundingClientRect().height,
  }));
  return { box, title, fieldHeight, submitColor, logo };
}

test('hostile page CSS changes nothing in the modals, and sign-up and log-in still work', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlainPage(page);
  const plain = await loginLook(page);
  await page.keyboard.press('Escape');

  await openPlainPage(page, { hostile: true });
  // The page itself really is wrecked by its own CSS...
  await expect(page.getByRole('heading', { name: 'A plain page' })).toHaveCSS('font-size', '32px');
  const hostile = await loginLook(page);
  // ...while the modal is not.
  expect(hostile).toEqual(plain);
  // World Family's brand (apps/world-family.json): the site's deep accent #3a2e7a, its mark in the header.
  expect(plain.submitColor).toBe('rgb(58, 46, 122)');
  expect(plain.logo).toEqual({ src: '/favicon.svg', height: 40 });
  await page.screenshot({ path: test.info().outputPath('login-on-hostile-page.png') });

  const email = uniqueEmail('hostile');
  await page.getByRole('dialog').getByRole('button', { name: "Don't have an account? Sign up" }).click();
  const signup = page.getByRole('dialog', { name: 'Create an account' });
  await signup.getByLabel('First name').fill('Hal');
  await signup.getByLabel('Email Address').fill(email);
  await signup.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await signup.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('#who')).toHaveText('Signed out');
  await page.getByRole('button', { name: 'Open login' }).click();
  const login = page.getByRole('dialog', { name: 'Login to your account' });
  await login.getByLabel('Email Address').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
});
