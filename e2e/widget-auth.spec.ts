/**
 * The widget on a page that has only its script tag (docs/architecture.md "The widget"): sign-up, log-out,
 * log-in, a wrong password, a password reset with the e-mailed code (and with a code from an
 * earlier e-mail, on another browser), passwordless sign-up and log-in, all against the real
 * service and its outbox.
 */
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { logIn, PASSWORD, signUp, typeCode } from './widget/flows.ts';
import { latestCode, openPlainPage, uniqueEmail } from './widget/plain-page.ts';

test('a visitor signs up with a password, logs out, fails with a wrong password, then logs in', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 401/);
  const email = uniqueEmail('ada');
  await openPlainPage(page);
  await expect(page.locator('#who')).toHaveText('Signed out');

  await signUp(page, email);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('#who')).toHaveText('Signed out');
  await expect(page.locator('#result')).toHaveText('Result: LOGOUT');

  const dialog = await logIn(page, email, 'not the password');
  await expect(dialog.getByRole('alert')).toContainText(/incorrect|invalid/i);
  await expect(page.locator('#who')).toHaveText('Signed out');

  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  await expect(page.locator('#result')).toHaveText('Result: LOGIN');

  // The session survives a reload: the page starts signed in.
  await page.reload();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
});

test('a member who forgot the password resets it with the e-mailed code and logs in with the new one', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await openPlainPage(page);
  await signUp(page, email);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('#who')).toHaveText('Signed out');

  await page.getByRole('button', { name: 'Open login' }).click();
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Email Address').fill(email);
  await forgot.getByRole('button', { name: 'Send Link' }).click();

  // The reset-code modal follows, knowing the address; the code comes from the outbox.
  await expect(page.getByText('Enter your 6-digit code')).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: 'Reset your password' }).getByLabel('Email Address'),
  ).toHaveCount(0);
  await typeCode(page, await latestCode(page, email));
  await page.getByLabel('New password').fill('a brand new secret');
  await page.getByRole('button', { name: 'Confirm & Reset' }).click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  await expect(
    page.getByText('Your password has been reset. Please login with your new credentials.'),
  ).toBeVisible();
  await expect(page.locator('#result')).toHaveText('Result: PASSWORD_RESET');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  const dialog = await logIn(page, email, 'a brand new secret');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
});

test('a member with a code from an earlier e-mail resets on another browser by naming the address', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('have-code');
  await openPlainPage(page);
  await signUp(page, email);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Open forgot password' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Email Address').fill(email);
  await forgot.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText('Enter your 6-digit code')).toBeVisible();
  const code = await latestCode(page, email);

  // Another browser: nothing of the first one's send, so the modal asks whose code it is.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openPlainPage(otherPage);
  await otherPage.getByRole('button', { name: 'Open forgot password' }).click();
  await otherPage.getByRole('button', { name: 'I already have a code' }).click();
  const reset = otherPage.getByRole('dialog', { name: 'Reset your password' });
  await expect(reset).toHaveAccessibleDescription(
    'Enter the email address we sent the code to, the code, and a new password.',
  );
  await reset.getByRole('button', { name: 'Confirm & Reset' }).click();
  await expect(reset.getByText('Please enter a valid email address')).toBeVisible();
  await expect(reset.getByLabel('Email Address')).toBeFocused();
  await expectNoAxeViolations(otherPage);
  await reset.getByLabel('Email Address').fill(email);
  await typeCode(otherPage, code);
  await reset.getByLabel('New password').fill('typed on another device');
  await reset.getByRole('button', { name: 'Confirm & Reset' }).click();
  await expect(otherPage.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  await expect(otherPage.locator('#result')).toHaveText('Result: PASSWORD_RESET');
  await otherPage.keyboard.press('Escape');
  const login = await logIn(otherPage, email, 'typed on another device');
  await expect(login).toBeHidden();
  await expect(otherPage.locator('#who')).toHaveText(`Signed in as ${email}`);
  await other.close();
});

test('passwordless: a visitor signs up and later logs in with codes from the outbox', async ({ page }) => {
  const email = uniqueEmail('nopass');
  await openPlainPage(page);

  await page.getByRole('button', { name: 'Open signup' }).click();
  const signup = page.getByRole('dialog', { name: 'Create an account' });
  await signup.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(signup.getByLabel('Password', { exact: true })).toHaveCount(0);
  await signup.getByLabel('First name').fill('Bo');
  await signup.getByLabel('Email Address').fill(email);
  await signup.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByText('Enter the verification code sent to your email address')).toBeVisible();
  await typeCode(page, await latestCode(page, email));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  await expect(page.locator('#result')).toHaveText('Result: SIGNUP');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('#who')).toHaveText('Signed out');

  await page.getByRole('button', { name: 'Open login' }).click();
  const login = page.getByRole('dialog', { name: 'Login to your account' });
  await login.getByRole('button', { name: 'Continue with Email' }).click();
  await login.getByLabel('Email Address').fill(email);
  await login.getByRole('button', { name: 'Continue with Email' }).first().click();
  await expect(page.getByText('Enter the verification code sent to your email address')).toBeVisible();
  await typeCode(page, await latestCode(page, email));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  await expect(page.locator('#result')).toHaveText('Result: LOGIN');
});

test('keyboard only: the login modal traps focus, Escape closes it and focus returns to the opener', async ({
  page,
}) => {
  await openPlainPage(page);
  const opener = page.getByRole('button', { name: 'Open login' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Login to your account' });
  await expect(dialog.getByLabel('Email Address')).toBeFocused();

  // Tab cycles inside the dialog: after enough presses focus is still in it.
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      const host = document.getElementById('wf-widget');
      return document.activeElement === host && host?.shadowRoot?.activeElement?.closest('dialog') != null;
    });
    expect(inside, `focus stays in the dialog after ${press + 1} Tab presses`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectNoAxeViolations(page);
});

test('keyboard only: a visitor signs up without a mouse', async ({ page }) => {
  const email = uniqueEmail('keys');
  await openPlainPage(page);
  await page.getByRole('button', { name: 'Open signup' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await page.keyboard.type('Kay');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Board');
  // No Name field: the service makes the name from the first and last (docs/product/widget.md §3).
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  await expect(page.getByRole('button', { name: 'Open signup' })).toBeFocused();
  const member = await page.evaluate(() => window.$memberstackDom?.getCurrentMember());
  expect(member?.data?.customFields).toEqual({
    'first-name': 'Kay',
    'last-name': 'Board',
    name: 'Kay Board',
  });
});

test('when the app configuration cannot be loaded, opening a modal fails clearly and the next try works', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 503|could not load the app configuration/);
  await page.route('**/api/app', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'unavailable', message: 'The service is starting. Try again.' },
      }),
    }),
  );
  await openPlainPage(page);
  await page.getByRole('button', { name: 'Open login' }).click();
  await expect(page.locator('#result')).toHaveText(/^Failed: .+/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.unroute('**/api/app');
  await page.getByRole('button', { name: 'Open login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login to your account' })).toBeVisible();
});
