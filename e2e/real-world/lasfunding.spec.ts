/**
 * Lasfunding (Aremu-damilare/Lasfundiing-frontend: a Webflow export turned into PHP), two pages of
 * the corpus (examples/real-world/README.md): the home page's own modal with log-in and sign-up
 * forms (a `phone-number` field the app never defined), and a checkout whose sign-up is split over
 * two forms, so that the one with the submit button has no e-mail: the page's own fault, which
 * check:attributes reports (e2e/real-world/check.spec.ts).
 */
import { expect, test } from '../fixtures.ts';
import { PASSWORD } from '../widget/flows.ts';
import { uniqueEmail } from '../widget/plain-page.ts';
import { CORPUS_LAUNCH, existingMember, expectAxe, memberEmail, message, openCorpusPage } from './corpus.ts';

test.use(CORPUS_LAUNCH);

test('home: the page’s own modal signs up (phone number left out), then logs out and in again', async ({
  page,
}) => {
  await openCorpusPage(page, 'lasfunding/index.html');
  await expectAxe(page, []);
  const email = uniqueEmail('lasfunding');

  await page.getByRole('link', { name: 'Sign In' }).click();
  const login = page.locator('form[data-ms-form="login"]');
  await expect(login).toBeVisible();
  await login.getByRole('link', { name: 'Sign Up' }).click();
  const signup = page.locator('form[data-ms-form="signup"]');
  await expect(signup).toBeVisible();
  await signup.getByPlaceholder('Enter First Name').fill('Tunde');
  await signup.getByPlaceholder('Enter Last Name').fill('Aremu');
  await signup.getByPlaceholder('Enter Email Address').fill(email);
  await signup.getByPlaceholder('Enter Password').fill(PASSWORD);
  await signup.getByPlaceholder('Confirm Password').fill(PASSWORD);
  await signup.getByPlaceholder('Enter Phone Number').fill('+234 987 652 3210');
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  await expect(message(page, 'success')).toHaveText('Welcome! Your account is ready.');
  expect(await memberEmail(page)).toBe(email);

  await page.evaluate(() =>
    (window as unknown as { $memberstackDom: { logout(): Promise<unknown> } }).$memberstackDom.logout(),
  );
  await openCorpusPage(page, 'lasfunding/index.html');
  await page.getByRole('link', { name: 'Log In' }).click();
  await login.getByPlaceholder('Enter Email Address').fill(email);
  await login.getByPlaceholder('Enter Password').fill(PASSWORD);
  await login.getByRole('checkbox', { name: 'Remember me' }).check();
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(message(page, 'success')).toHaveText('You are signed in.');
  expect(await memberEmail(page)).toBe(email);
});

test('checkout: the split sign-up cannot work, as on Memberstack: nobody is signed up', async ({
  page,
  allowConsoleError,
}) => {
  // The form with the button sends no e-mail: the service refuses it, and the browser logs the 400.
  allowConsoleError(/status of 400/);
  await openCorpusPage(page, 'lasfunding/checkout.html');
  // The page's own markup: the terms check boxes are smaller than 24 px with nothing around them.
  await expectAxe(page, ['target-size']);
  const email = uniqueEmail('lasfunding-checkout');
  await page.getByPlaceholder('Enter First Name').fill('Tunde');
  await page.getByPlaceholder('Enter Last Name').fill('Aremu');
  await page.getByPlaceholder('Email Address').fill(email);
  await page.getByPlaceholder('Enter Password').fill(PASSWORD);
  await page.getByPlaceholder('Confirm Password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('checkbox', { name: 'I have verified my order' }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(message(page, 'error')).toBeVisible();
  expect(await memberEmail(page)).toBeNull();
  // The same address can still sign up elsewhere: no account was made.
  await existingMember(page, email);
});
