/**
 * Two attacks through provider sign-in, each with the attacker in one browser and the victim in
 * another (docs/security.md "Proof of the address", "Provider sign-in"), against Facebook played
 * by a real OAuth server on this machine (e2e/oauth/server.ts):
 *
 * - the attacker's Facebook carries the victim's address, which Facebook does not vouch for: no
 *   account is made for it, and the victim signs up as usual;
 * - the attacker approves a sign-in to their own account and sends the unopened callback URL to
 *   the victim: opening it signs nobody in.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { FACEBOOK_PROFILE_CONTROL, HOLD_NEXT_APPROVAL } from './oauth/settings.ts';
import { signUp } from './widget/flows.ts';
import { latestCode, openPlainPage, uniqueEmail } from './widget/plain-page.ts';

/** Makes the local Facebook answer with this profile from now on. */
async function facebookIs(page: Page, profile: { id: string; name: string; email: string }) {
  const response = await page.request.post(FACEBOOK_PROFILE_CONTROL, { data: profile });
  expect(response.status()).toBe(204);
}

/** Opens a modal of the plain page and clicks 'Continue with Facebook': the popup. */
async function facebookPopup(page: Page, modal: 'Open signup' | 'Open login') {
  await page.getByRole('button', { name: modal }).click();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  return popupOpened;
}

test("an attacker's Facebook with the victim's address makes no account; the victim signs up as usual", async ({
  page: attacker,
  browser,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 409/);
  const victimEmail = uniqueEmail('fb-victim');
  await facebookIs(attacker, { id: `fb-mallory-${Date.now()}`, name: 'Mallory', email: victimEmail });

  await openPlainPage(attacker);
  const popup = await facebookPopup(attacker, 'Open signup');
  await expect(popup.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(popup.getByText(`Facebook did not confirm that ${victimEmail} is yours`)).toBeVisible();
  await popup.close();
  await expect(attacker.locator('#who')).toHaveText('Signed out');

  const victimContext = await browser.newContext();
  const victim = await victimContext.newPage();
  await openPlainPage(victim);
  await signUp(victim, victimEmail);
  await expect(victim.locator('#who')).toHaveText(`Signed in as ${victimEmail}`);

  // The attacker's Facebook does not open the victim's account.
  await attacker.reload();
  await openPlainPage(attacker);
  const again = await facebookPopup(attacker, 'Open login');
  // Facebook approves at once and the popup closes itself, often before `facebookPopup` returns:
  // a 'close' listener added now could miss the event, so the popup's state is polled instead.
  await expect.poll(() => again.isClosed(), { message: 'the popup closes itself' }).toBe(true);
  await expect(
    attacker.getByText(
      'An account with this e-mail already exists: log in, then connect Facebook in your profile.',
    ),
  ).toBeVisible();
  await expect(attacker.locator('#who')).toHaveText('Signed out');
  await victimContext.close();
});

test('the owner of an address signs up with Facebook by entering the code mailed to it', async ({ page }) => {
  const email = uniqueEmail('fb-owner');
  await facebookIs(page, { id: `fb-owner-${Date.now()}`, name: 'Olive', email });
  await openPlainPage(page);
  const popup = await facebookPopup(page, 'Open signup');
  await expect(popup.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await popup.getByLabel('Code from the e-mail').fill(await latestCode(page, email));
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Confirm' }).click();
  await closed;
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
});

test("the attacker's approved callback URL, opened in the victim's browser, signs nobody in", async ({
  page: attacker,
  browser,
}) => {
  // The attacker's own account, with Facebook connected (its address proven by the code).
  const email = uniqueEmail('fb-csrf');
  await facebookIs(attacker, { id: `fb-csrf-${Date.now()}`, name: 'Mallory', email });
  await openPlainPage(attacker);
  const signup = await facebookPopup(attacker, 'Open signup');
  await signup.getByLabel('Code from the e-mail').fill(await latestCode(attacker, email));
  await signup.getByRole('button', { name: 'Confirm' }).click();
  await expect(attacker.locator('#who')).toHaveText(`Signed in as ${email}`);
  await attacker.getByRole('button', { name: 'Log out' }).click();
  await expect(attacker.locator('#who')).toHaveText('Signed out');

  // A new login, approved at Facebook; the attacker keeps the callback URL instead of opening it.
  expect((await attacker.request.post(HOLD_NEXT_APPROVAL)).status()).toBe(204);
  const login = await facebookPopup(attacker, 'Open login');
  const callbackUrl = (await login.locator('#callback').getAttribute('href')) ?? '';
  expect(callbackUrl).toContain('/api/auth-provider/callback?');
  await login.close();

  const victimContext = await browser.newContext();
  const victim = await victimContext.newPage();
  await victim.goto(callbackUrl);
  await expect(
    victim.getByRole('heading', { name: 'This sign-in was started in another browser' }),
  ).toBeVisible();
  await openPlainPage(victim);
  await expect(victim.locator('#who')).toHaveText('Signed out');
  await victimContext.close();
});
