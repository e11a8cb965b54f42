/**
 * The console's Sign-up and sign-in screen in Chromium (docs/console.md "Sign-up and sign-in"):
 * the test administrator adds a custom field and a visitor's sign-up modal asks it; makes
 * passwordless login the default, then turns it off, and a visitor's login modal changes each
 * time. The screen is axe-clean, and everything is put back as it was at the end.
 */

import type { Browser, Page } from '@playwright/test';
import { signInAsAdmin } from './admin.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const FIELD_KEY = 'home-city';
const FIELD_LABEL = 'Home city';

/** A visitor's browser on a page of the site (the administrator, signed in, would be sent home). */
async function visitor(browser: Browser, page: Page, path: string): Promise<Page> {
  const other = await browser.newPage();
  await other.goto(new URL(path, page.url()).href);
  return other;
}

async function openScreen(page: Page): Promise<void> {
  await page.goto('/admin/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign-up and sign-in', level: 1 })).toBeVisible();
  // The machine is shared: the first load may take a while.
  await expect(page.locator('.wf-signin-console[data-state="ready"]')).toBeVisible({ timeout: 30_000 });
}

/** Sets the login methods' switches and saves them. */
async function saveLoginMethods(page: Page, passwordless: boolean, byDefault: boolean): Promise<void> {
  const section = page.getByRole('form', { name: 'Login methods' });
  await section.getByRole('switch', { name: 'Passwordless login' }).setChecked(passwordless);
  if (passwordless)
    await section.getByRole('switch', { name: 'Passwordless by default' }).setChecked(byDefault);
  await section.getByRole('button', { name: 'Save login methods' }).click();
  await expect(section.getByText('The login methods are saved.')).toBeVisible();
}

test('an administrator adds a sign-up field and changes passwordless login; the modals follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  await openScreen(page);
  const fields = page.getByRole('form', { name: 'Custom fields' });
  let added = false;
  let changedLogin = false;

  try {
    await test.step('the screen is in the navigation and axe-clean', async () => {
      await expect(page.getByRole('link', { name: 'Sign-up and sign-in' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('switch', { name: 'Passwordless login' })).toBeChecked();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('sign-in-screen.png'), fullPage: true });
    });

    await test.step('a new custom field is asked by the sign-up modal', async () => {
      await fields.getByRole('button', { name: 'Add a field' }).click();
      const count = await fields.getByTestId('custom-field').count();
      await fields.getByLabel(`Key of field ${count}`).fill(FIELD_KEY);
      await fields.getByLabel(`Label of ${FIELD_KEY}`).fill(FIELD_LABEL);
      await fields.getByLabel(`Who sees ${FIELD_LABEL}`).selectOption('MEMBERS');
      await fields.getByRole('button', { name: 'Save fields' }).click();
      await expect(fields.getByText('The custom fields are saved.')).toBeVisible();
      added = true;
      await expectNoAxeViolations(page);

      const signup = await visitor(browser, page, '/signup');
      await signup.getByRole('button', { name: 'Create Account' }).click();
      const dialog = signup.getByRole('dialog', { name: 'Create an account' });
      await expect(dialog.getByLabel(FIELD_LABEL)).toBeVisible();
      await signup.screenshot({ path: test.info().outputPath('signup-modal-with-field.png') });
      await signup.close();
    });

    await test.step('passwordless by default: the login modal opens on the code form', async () => {
      await saveLoginMethods(page, true, true);
      changedLogin = true;
      const login = await visitor(browser, page, '/login');
      await login.getByRole('button', { name: 'Sign In' }).click();
      const dialog = login.getByRole('dialog', { name: 'Login to your account' });
      await expect(dialog.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
      await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
      await login.close();
    });

    await test.step('passwordless off: the login modal asks the password and offers no code', async () => {
      await saveLoginMethods(page, false, false);
      await expect(page.getByRole('switch', { name: 'Passwordless by default' })).toBeDisabled();
      const login = await visitor(browser, page, '/login');
      await login.getByRole('button', { name: 'Sign In' }).click();
      const dialog = login.getByRole('dialog', { name: 'Login to your account' });
      await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Continue with Email' })).toHaveCount(0);
      await login.close();
    });
  } finally {
    // The run's other specs expect World Family's settings as its file declares them.
    if (changedLogin || added) await openScreen(page);
    if (changedLogin) await saveLoginMethods(page, true, false);
    if (added) {
      await fields.getByRole('button', { name: `Remove ${FIELD_LABEL}` }).click();
      await fields.getByRole('button', { name: 'Save fields' }).click();
      await expect(fields.getByText('The custom fields are saved.')).toBeVisible();
    }
  }
});
