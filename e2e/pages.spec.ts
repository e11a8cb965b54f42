import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test('the plan page compares the two memberships and its buttons lead somewhere', async ({ page }) => {
  await page.goto('/membership');
  await expect(page.getByText('$1.00').first()).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Gift Membership' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Membership', exact: true })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /Video access/i })).toBeVisible();
  await expect(table).toContainText('200+');
  await page.getByRole('link', { name: 'Start Free Trial' }).first().click();
  await expect(page).toHaveURL('/signup?plan=trial');
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

test('the contact form explains its errors, then sends the message, which arrives in the dev mailbox', async ({
  page,
}) => {
  const subject = `Visiting Phoenix ${Date.now()}`;
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeFocused();

  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Okafor');
  await page.getByLabel('Email Address').fill('ada@example');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Your Message').fill('When is the next community gathering?');
  await send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByLabel('Email Address').fill('ada@example.com');
  await send.click();
  await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeFocused();
  await expect(page.getByText('we will reply to ada@example.com')).toBeVisible();

  // The message reached the site's contact address, with the sender to reply to.
  await page.goto('/dev/mailbox?to=contact@worldfamily.org');
  const mail = page.getByRole('article', { name: `Contact form: ${subject}` });
  await expect(mail).toBeVisible();
  await expect(mail).toContainText('contact@worldfamily.org');
  await expect(mail).toContainText('Ada Okafor <ada@example.com>');
  await expect(mail).toContainText('When is the next community gathering?');
  await expectNoAxeViolations(page);
});

test('when the service refuses a message, the contact form says why and keeps what was typed', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 429/);
  const refusal =
    'You have sent several messages in a short time. Please wait 60 minutes before sending another.';
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '3600' },
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'rate-limited', message: refusal } }),
    }),
  );
  await page.goto('/contact');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Okafor');
  await page.getByLabel('Email Address').fill('ada@example.com');
  await page.getByLabel('Subject').fill('Once more');
  await page.getByLabel('Your Message').fill('Hello again');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your message was not sent.');
  await expect(alert).toContainText(refusal);
  await expect(alert.getByRole('link', { name: 'contact@worldfamily.org' })).toBeVisible();
  await expect(page.getByLabel('Your Message')).toHaveValue('Hello again');
});

test('every page names its app for the widget: app id, public key and API base', async ({ page }) => {
  for (const path of ['/', '/contact', '/terms', '/temples/phoenix']) {
    await page.goto(path);
    const config = page.locator('#wf-widget-config');
    await expect(config, path).toHaveAttribute('data-app-id', APP_ID);
    await expect(config, path).toHaveAttribute('data-public-key', TEST_PUBLIC_KEY);
    await expect(config, path).toHaveAttribute('data-api', '/api');
    await expect(config, path).toBeHidden();
  }
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
