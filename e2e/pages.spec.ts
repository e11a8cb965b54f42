import { expect, test } from './fixtures.ts';

test('the plan page compares the two memberships and its buttons lead somewhere', async ({ page }) => {
  await page.goto('/membership');
  await expect(page.getByText('$1.00').first()).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Gift Membership' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Membership', exact: true })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /Video access/i })).toBeVisible();
  await expect(table).toContainText('200+');
  await page.getByRole('link', { name: 'Start Free Trial' }).first().click();
  await expect(page).toHaveURL('/signup');
  await page.goto('/membership');
  await page.getByRole('link', { name: 'Contact Sales' }).first().click();
  await expect(page).toHaveURL('/contact');
});

test('the FAQ opens an answer from the keyboard', async ({ page }) => {
  await page.goto('/membership');
  const question = page.locator('summary').filter({ hasText: /trial/i });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/no (credit )?card/i).first()).toBeVisible();
});

test('the contact form explains its errors, then says plainly that sending is not available yet', async ({
  page,
}) => {
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeFocused();

  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Okafor');
  await page.getByLabel('Email Address').fill('ada@example');
  await page.getByLabel('Subject').fill('Visiting Phoenix');
  await page.getByLabel('Your Message').fill('When is the next community gathering?');
  await send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByLabel('Email Address').fill('ada@example.com');
  await send.click();
  await expect(page.getByRole('status')).toContainText("isn't available yet");
  // Nothing typed is lost.
  await expect(page.getByLabel('Your Message')).toHaveValue('When is the next community gathering?');
});

test('the login and signup cards cross-link', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /sign up/i }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await page.getByRole('link', { name: /sign in/i }).click();
  await expect(page).toHaveURL('/login');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navigation opens from its menu button and reaches every section', async ({ page }) => {
    await page.goto('/temples');
    const mainNav = page.getByRole('navigation', { name: /main/i });
    await expect(mainNav.getByRole('link', { name: 'Contact' })).toBeHidden();
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(mainNav.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    await mainNav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('no page scrolls sideways', async ({ page }) => {
    for (const path of ['/', '/temples/venezuela', '/membership', '/videos', '/contact']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
