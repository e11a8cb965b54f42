/**
 * Sign-in with a provider on a plain third-party page that has only the widget's script tag
 * (docs/product/payments-and-providers.md "Third-party sign-in"), in test mode with zero
 * configuration: the real popup, the test sign-in page, the message back to the opener.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { openPlainPage, uniqueEmail } from './widget/plain-page.ts';

/** Clicks a provider button and answers the popup's test sign-in page. */
async function signInThroughPopup(
  page: Page,
  button: string,
  email: string,
  options: { axe?: boolean } = {},
) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: /— test mode$/ })).toBeVisible();
  expect(popup.viewportSize()).toEqual({ width: 600, height: 700 });
  if (options.axe) await expectNoAxeViolations(popup);
  await popup.getByLabel('E-mail address').fill(email);
  await popup.getByLabel('Display name').fill('Octo Cat');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
}

test('a visitor signs up with GitHub in the popup, logs out, and logs in with it again', async ({ page }) => {
  const email = uniqueEmail('github');
  await openPlainPage(page);

  await page.getByRole('button', { name: 'Open signup' }).click();
  const signup = page.getByRole('dialog', { name: 'Create an account' });
  await expect(signup.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signInThroughPopup(page, 'Continue with GitHub', email, { axe: true });
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  await expect(signup).toBeHidden();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('#who')).toHaveText('Signed out');

  await page.getByRole('button', { name: 'Open login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login to your account' })).toBeVisible();
  await signInThroughPopup(page, 'Continue with GitHub', email);
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
});

test('closing the popup without finishing says so, and the button works again', async ({ page }) => {
  await openPlainPage(page);
  await page.getByRole('button', { name: 'Open login' }).click();
  const login = page.getByRole('dialog', { name: 'Login to your account' });
  const popupOpened = page.waitForEvent('popup');
  await login.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.close();
  await expect(login.getByText('Signing in with Google was cancelled.')).toBeVisible();
  const again = page.waitForEvent('popup');
  await login.getByRole('button', { name: 'Continue with Google' }).click();
  await (await again).close();
});

test('a signed-in member connects Google in the Security pane and disconnects it', async ({ page }) => {
  const email = uniqueEmail('connect');
  await openPlainPage(page);
  await page.getByRole('button', { name: 'Open signup' }).click();
  await signInThroughPopup(page, 'Continue with GitHub', email);
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);

  await page.getByRole('button', { name: 'Open profile' }).click();
  const profile = page.getByRole('dialog');
  await profile.getByRole('button', { name: 'Security' }).first().click();
  await signInThroughPopup(page, 'Connect with Google', uniqueEmail('google'));
  await expect(profile.getByRole('button', { name: 'Disconnect Google' })).toBeVisible();
  await expectNoAxeViolations(page);

  await profile.getByRole('button', { name: 'Disconnect Google' }).click();
  await expect(profile.getByRole('button', { name: 'Connect with Google' })).toBeVisible();
});
