/**
 * Membersphere (chukwudi-onyekwere/memberstack_2_0: a WordPress plugin whose shortcodes print
 * Memberstack's attributes), two pages of the corpus (examples/real-world/README.md): the plugin's
 * modal, content, price and logout shortcodes, two of which it prints with underscores
 * (`forgot_password`, `customer_portal`): dead on Memberstack too, and reported by check:attributes.
 */
import { expect, test } from '../fixtures.ts';
import { uniqueEmail } from '../widget/plain-page.ts';
import {
  CORPUS,
  CORPUS_LAUNCH,
  expectAxe,
  logInInModal,
  memberEmail,
  openCorpusPage,
  signUpInModal,
} from './corpus.ts';

test.use(CORPUS_LAUNCH);

test('the shortcodes: sign up in the modal, the members’ note, the profile, logout and log in again', async ({
  page,
}) => {
  await openCorpusPage(page, 'membersphere/index.html');
  await expect(page.getByText('You are not signed in.')).toBeVisible();
  await expect(page.getByText('This note is only visible to logged-in members.')).toHaveCount(0);
  await expectAxe(page, []);

  // [ms_forgot_password] prints data-ms-modal="forgot_password": nothing opens (the plugin's fault).
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const email = uniqueEmail('membersphere');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await signUpInModal(page, email, 'Chuddy');
  await expect(page.getByText('This note is only visible to logged-in members.')).toBeVisible();
  await expect(page.getByText('You are not signed in.')).toHaveCount(0);

  await page.getByRole('link', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog');
  await expect(profile).toBeVisible();
  await expect(profile.getByText(email)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  await openCorpusPage(page, 'membersphere/members.html');
  await expect(page.locator('[data-ms-member="first-name"]')).toHaveText('Chuddy');
  await expect(page.locator('strong[data-ms-member="email"]')).toHaveText(email);
  await expectAxe(page, []);
  await page.getByRole('link', { name: 'Logout' }).click();
  await page.waitForURL(`${CORPUS}/membersphere/index.html`);
  await expect(page.getByText('You are not signed in.')).toBeVisible();

  await page.getByRole('button', { name: 'Log in' }).click();
  await logInInModal(page, email);
  await expect(page.getByText('This note is only visible to logged-in members.')).toBeVisible();
  expect(await memberEmail(page)).toBe(email);
});
