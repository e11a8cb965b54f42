/**
 * The data-attribute runtime end to end (docs/product/data-attributes.md): the example site,
 * plain HTML with `data-ms-*` attributes and nothing else of ours but the script tag, served
 * from another origin allowed through WF_ALLOWED_ORIGINS, against the real service in Chromium.
 */
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { testLaunchOptions } from './chromium.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { HOST_RULES, REFUSED_ORIGIN, SHOP_ORIGIN } from './widget/example-site.ts';
import { PASSWORD } from './widget/flows.ts';
import { latestCode, uniqueEmail } from './widget/plain-page.ts';

const SERVICE = `http://localhost:${E2E_PORT}`;
const SITE = `${SHOP_ORIGIN}/examples/membership`;

test.use({ launchOptions: testLaunchOptions(HOST_RULES) });

/** Opens a page of the example site and waits for the runtime's ready event. */
async function open(page: Page, file: string, origin = SITE) {
  await page.goto(`${origin}/${file}`);
  await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);
}

/** Signs up through the example's signup form (the plan or price stored by an earlier click). */
async function signUpWithForm(page: Page, email: string, firstName = 'Ada') {
  const form = page.locator('form[data-ms-form="signup"]');
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('City').fill('Lagos');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign up' }).click();
}

function message(page: Page, kind: 'success' | 'error') {
  return page.locator(`[data-ms-message="${kind}"] [data-ms-message-text]`);
}

test('a visitor: gates closed, inverses open, the members page sends them to log in', async ({ page }) => {
  await open(page, 'index.html');
  await expect(page.getByRole('heading', { name: 'Join for free' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  // Removed, not hidden: members-only markup is gone from the document.
  await expect(page.locator('[data-ms-content="members"]')).toHaveCount(0);
  await expect(page.locator('[data-ms-action="logout"]')).toHaveCount(0);
  await expect(page.locator('[data-ms-plan\\:remove]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Pro' })).toBeVisible();
  await expectNoAxeViolations(page);

  // §6 a modal trigger; the modal brings its own faces to a page that has none of ours.
  await page.getByRole('button', { name: 'Quick log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to your account' });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/"/g, '')),
      ),
    )
    .toEqual(expect.arrayContaining(['Inter Variable', 'Fraunces Variable']));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto(`${SITE}/members/index.html`);
  await page.waitForURL(`${SITE}/login.html`);
});

test('sign up with a plan, member data, gates, plan buttons, the profile forms, logout and login', async ({
  page,
  allowConsoleError,
}) => {
  test.setTimeout(120_000); // one member's whole journey through the example site
  // The wrong password at the end is refused: the browser logs the 401 it got.
  allowConsoleError(/status of 401/);
  const email = uniqueEmail('attr');

  await test.step('a plan link stores the plan; the signup form joins it and lands on its redirect', async () => {
    await open(page, 'index.html');
    await page.getByRole('link', { name: 'Join Community' }).click();
    await page.waitForURL(`${SITE}/signup.html`);
    expect(await page.evaluate(() => sessionStorage.getItem('ms_plan'))).toBe('pln_example-free');
    await signUpWithForm(page, email);
    await page.waitForURL(`${SITE}/account.html`);
    await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);
  });

  await test.step('member data shows, and the gates follow the catalogue', async () => {
    await expect(page.locator('.profile-head strong')).toHaveText('Ada');
    await expect(page.locator('dd[data-ms-member="email"]')).toHaveText(email);
    await expect(page.locator('dd[data-ms-member^="signup-date"]')).toHaveText(new Date().toDateString());
    await expect(page.locator('dd').filter({ hasText: 'Community' })).toBeVisible();
    await expect(page.locator('[data-ms-content="paid-plans"]')).toHaveCount(0);
    await expect(page.locator('[data-ms-content="no-plans"]')).toHaveCount(0);
    // !members is removed for a member; the profile form is prefilled with the member's values.
    await expect(page.locator('[data-ms-content="!members"]')).toHaveCount(0);
    await expect(page.locator('form[data-ms-form="profile"]').getByLabel('City')).toHaveValue('Lagos');
    await expectNoAxeViolations(page);
  });

  await test.step('data-ms-bind:style reveals the badge designed hidden; !verified shows the resend button', async () => {
    await open(page, 'index.html');
    // In the welcome heading: the test-mode inspector, once loaded, has a 'Member' tab too.
    await expect(
      page.getByRole('heading', { name: /^Welcome back/ }).getByText('Member', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Join for free' })).toHaveCount(0);
    await expect(page.getByText('You are on the free plan.')).toBeVisible();
  });

  await test.step('the free plan is removed and added again by buttons', async () => {
    await open(page, 'account.html');
    await page.getByRole('button', { name: 'Leave Community' }).click();
    await expect(message(page, 'success')).toHaveText('The plan has been removed.');
    await expect(page.locator('dd').filter({ hasText: 'No plan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave Community' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Join Community' }).click();
    await expect(message(page, 'success')).toHaveText('You joined Community.');
    await expect(page.locator('dd').filter({ hasText: 'Community' })).toBeVisible();
  });

  await test.step('the profile form saves and the page redraws', async () => {
    const form = page.locator('form[data-ms-form="profile"]');
    await form.getByLabel('City').fill('Accra');
    await form.getByRole('button', { name: 'Save the profile' }).click();
    await expect(message(page, 'success')).toHaveText('Your profile has been saved.');
    await expect(page.locator('.profile-head [data-ms-member="city"]')).toHaveText('Accra');
  });

  await test.step('the password form changes the password', async () => {
    const form = page.locator('form[data-ms-form="password"]');
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password').fill('a brand new passphrase');
    await form.getByRole('button', { name: 'Change the password' }).click();
    await expect(message(page, 'success')).toHaveText('Your password has been changed.');
    await expect(form.getByLabel('New password')).toHaveValue('');
  });

  await test.step('the e-mail form asks the new address to confirm', async () => {
    const form = page.locator('form[data-ms-form="email"]');
    await form.getByLabel('New e-mail').fill(uniqueEmail('moved'));
    await form.getByLabel('Current password').fill('a brand new passphrase');
    await form.getByRole('button', { name: 'Change the e-mail' }).click();
    await expect(message(page, 'success')).toContainText(
      /We have sent a link to moved-.*changes when you open it/,
    );
    // Nothing changes until the new address confirms.
    await expect(page.locator('dd[data-ms-member="email"]')).toHaveText(email);
  });

  await test.step('a profile image is uploaded and shown', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change the image' }).click();
    await (await chooser).setFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNQ8TyOFTEMLQkA7btNAY44RtgAAAAASUVORK5CYII=',
        'base64',
      ),
    });
    await expect(message(page, 'success')).toHaveText('Your profile image has been updated.');
    await expect(page.getByRole('img', { name: 'You', exact: true })).toHaveAttribute(
      'src',
      /^http.*\/uploads\//,
    );
  });

  await test.step('markup added after load is bound too', async () => {
    await page.evaluate(() => {
      const added = document.createElement('div');
      added.innerHTML =
        '<p id="late-members" data-ms-content="members">For members: <span data-ms-member="first-name"></span></p><p id="late-visitors" data-ms-content="!members">For visitors</p>';
      document.querySelector('main')?.append(added);
    });
    await expect(page.locator('#late-members')).toHaveText('For members: Ada');
    await expect(page.locator('#late-visitors')).toHaveCount(0);
  });

  await test.step('logout, then a wrong password shows the error box, the right one signs in', async () => {
    await page.getByRole('link', { name: 'Log out' }).first().click();
    await page.waitForURL(`${SITE}/index.html`);
    await expect(page.getByRole('heading', { name: 'Join for free' })).toBeVisible();
    await open(page, 'login.html');
    const form = page.locator('form[data-ms-form="login"]');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill('not the password');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(message(page, 'error')).toBeVisible();
    await expect(message(page, 'error')).toContainText(/password/i);
    await form.getByLabel('Password').fill('a brand new passphrase');
    await form.getByLabel('Password').press('Enter'); // ours: the submit button's data-ms-redirect still counts
    await page.waitForURL(`${SITE}/account.html`);
  });
});

test('passwordless login, forgot and reset with the codes from the mailbox', async ({ page }) => {
  test.setTimeout(90_000);
  test.setTimeout(90_000);
  const email = uniqueEmail('codes');
  await open(page, 'signup.html');
  await signUpWithForm(page, email, 'Kofi');
  await page.waitForURL(`${SITE}/account.html`);
  await page.getByRole('link', { name: 'Log out' }).first().click();
  await page.waitForURL(`${SITE}/index.html`);

  await test.step('passwordless: the first submit mails a code and shows step 2; the second logs in', async () => {
    await open(page, 'login.html');
    const form = page.locator('form[data-ms-form="passwordless-login"]');
    await expect(form.getByLabel('The 6-digit code we e-mailed you')).toBeHidden();
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByRole('button', { name: 'E-mail me a code' }).click();
    await expect(form.getByLabel('The 6-digit code we e-mailed you')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Log in' })).toBeVisible();
    await form.getByLabel('The 6-digit code we e-mailed you').fill(await latestCode(page, email));
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${SITE}/account.html`);
    await expect(page.locator('.profile-head strong')).toHaveText('Kofi');
    await page.getByRole('link', { name: 'Log out' }).first().click();
    await page.waitForURL(`${SITE}/index.html`);
  });

  await test.step('forgot and reset: the code from the mail sets a new password', async () => {
    await open(page, 'forgot.html');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.waitForURL(`${SITE}/reset.html`);
    await page.getByLabel('The 6-digit code').fill(await latestCode(page, email));
    await page.getByLabel('New password').fill('reset passphrase here');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.waitForURL(`${SITE}/login.html`);
    const form = page.locator('form[data-ms-form="login"]');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill('reset passphrase here');
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${SITE}/account.html`);
  });
});

test('a price chosen signed out: signup, the Test Card modal, checkout, back with the paid plan and the secure lesson', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('pro');
  await open(page, 'index.html');
  await page.getByRole('link', { name: 'Go Pro' }).click();
  await page.waitForURL(`${SITE}/signup.html`);
  await signUpWithForm(page, email, 'Pro');
  const card = page.getByRole('dialog', { name: 'Copy Stripe Test Card' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Continue to Test Checkout' }).click();
  await page.waitForURL(/\/api\/test-checkout\/cs_/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Pro Member');
  await page.getByLabel('Postal code').fill('10001');
  await page.getByRole('button', { name: /^Subscribe for/ }).click();
  await page.waitForURL(`${SITE}/account.html?fromCheckout=true`);
  await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);
  await expect(page.locator('dd [data-ms-content="paid-plans"]')).toHaveText('Pro');
  expect(await page.evaluate(() => sessionStorage.getItem('ms_price'))).toBeNull();

  await open(page, 'members/index.html');
  await expect(page.getByText('Pro lesson: breathing for beginners.')).toBeVisible();
  await expect(page.getByText('This lesson is for Pro members.')).toHaveCount(0);
});

test('delete-member asks first, then erases the account', async ({ page, allowConsoleError }) => {
  // The log-in after the deletion is refused: the browser logs the 401 it got.
  allowConsoleError(/status of 401/);
  const email = uniqueEmail('leaving');
  await open(page, 'signup.html');
  await signUpWithForm(page, email, 'Lea');
  await page.waitForURL(`${SITE}/account.html`);
  page.once('dialog', (dialog) => dialog.dismiss());
  await page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page.locator('dd[data-ms-member="email"]')).toHaveText(email);
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('link', { name: 'Delete my account' }).click();
  await page.waitForURL(`${SITE}/index.html`);
  await expect(page.getByRole('heading', { name: 'Join for free' })).toBeVisible();
  await open(page, 'login.html');
  const form = page.locator('form[data-ms-form="login"]');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(message(page, 'error')).toBeVisible();
});

test('on pages the service serves, a protected page is refused before any of it is sent', async ({
  request,
}) => {
  const response = await request.get(`${SERVICE}/examples/membership/members/index.html`, {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/examples/membership/login.html');
  expect(await response.text()).not.toContain('Lesson 1');
});

test('a page on an origin the service does not allow says so, naming the origin', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/refused\.example|CORS|Failed to load resource|net::ERR_FAILED/);
  await page.goto(`${REFUSED_ORIGIN}/examples/membership/login.html`);
  await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);
  const form = page.locator('form[data-ms-form="login"]');
  await form.getByLabel('E-mail').fill('someone@example.com');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(message(page, 'error')).toContainText(`${REFUSED_ORIGIN}, is not allowed`);
  await expect(message(page, 'error')).not.toContainText('check your connection');
});
