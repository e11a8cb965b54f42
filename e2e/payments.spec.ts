/**
 * The Membership bought, trialled, managed and lapsed in Chromium on the real product
 * (docs/product/payments-and-providers.md): signup from 'Start Free Trial', the trial without a
 * card, a card through the Test Card modal and the test checkout, the portal's cancel and failed
 * payments to a lapse, the renew prompt, and every decline card before a renewal with 4242.
 */
import type { Page } from '@playwright/test';
import { APP_ID, TEST_PUBLIC_KEY, videoContentId } from '@wf/config/app';
import { XSRF_COOKIE, XSRF_HEADER } from '@wf/sdk/contract';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { uniqueEmail } from './widget/plain-page.ts';

// A member here watches a video: its player frame gets the stand-in (e2e/fixtures.ts).
test.use({ vimeoStandIn: true });

const LOCKED_VIDEO = 'leadership-challenging-times';

/** Goes through the widget's Test Card modal to the test checkout page. */
async function continueToCheckout(page: Page) {
  const card = page.getByRole('dialog', { name: 'Copy Stripe Test Card' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Continue to Test Checkout' }).click();
  await page.waitForURL(/\/api\/test-checkout\/cs_/);
  await expect(page.getByText('TEST MODE')).toBeVisible();
}

/** Types a card into the checkout or portal page. */
async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill(number.startsWith('37') ? '1234' : '123');
  await page.getByLabel('Name on card').fill('Trial Member');
  await page.getByLabel('Postal code').fill('10001');
}

/**
 * What POST /api/secure-content answers this member for the locked video, asked from a page of
 * the site as the browser's own request (the member's session cookie, the app's headers).
 */
function secureContentStatus(page: Page) {
  return page.evaluate(
    async ({ contentId, appId, key, xsrfCookie, xsrfHeader }) => {
      const xsrf = document.cookie
        .split('; ')
        .find((pair) => pair.startsWith(`${xsrfCookie}=`))
        ?.slice(xsrfCookie.length + 1);
      const response = await fetch('/api/secure-content', {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'Content-Type': 'application/json',
          'X-APP-ID': appId,
          'X-API-Key': key,
          [xsrfHeader]: decodeURIComponent(xsrf ?? ''),
        },
        body: JSON.stringify({ contentId }),
      });
      const body = (await response.json()) as { error?: { message: string } };
      return response.ok ? 'played' : `${response.status} ${body.error?.message}`;
    },
    {
      contentId: videoContentId(LOCKED_VIDEO),
      appId: APP_ID,
      key: TEST_PUBLIC_KEY,
      xsrfCookie: XSRF_COOKIE,
      xsrfHeader: XSRF_HEADER,
    },
  );
}

test('a visitor trials, subscribes, lapses through the portal and renews', async ({
  page,
  allowConsoleError,
}) => {
  test.setTimeout(240_000);
  // The declined cards' pages answer 402 and an invalid form 400, as a payment page does.
  allowConsoleError(/status of 40[023]/);
  const email = uniqueEmail('trial');

  await test.step("signs up from 'Start Free Trial' and starts the trial without a card", async () => {
    await page.goto('/membership');
    await page.getByRole('link', { name: 'Start Free Trial' }).first().click();
    await expect(page).toHaveURL('/signup?plan=trial');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await dialog.getByLabel('First name').fill('Trial');
    await dialog.getByLabel('Last name').fill('Member');
    await dialog.getByLabel('Email Address').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await continueToCheckout(page);
    await expect(
      page.getByRole('heading', { name: 'Start your 7-day free trial of Membership' }),
    ).toBeVisible();
    await expect(page.getByText('then $1.00/month after a 7-day trial', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await page.waitForURL('**/passkit-success');
    await expect(page.getByText('Your membership has been activated successfully.')).toBeVisible();
  });

  await test.step('plays a locked video during the trial', async () => {
    await page.goto(`/videos/${LOCKED_VIDEO}`);
    await expect(page.locator('iframe[src*="player.vimeo.com"]')).toBeVisible();
    expect(await secureContentStatus(page)).toBe('played');
  });

  await test.step('subscribes with 4242 through the Test Card modal and sees the first payment date', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Subscribe for $1.00/month' }).click();
    await continueToCheckout(page);
    await expect(page.getByRole('heading', { name: 'Add a card to your Membership' })).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL('**/passkit-success');
    await expect(page.getByText('Your membership has been activated successfully.')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByText(/Your first payment of \$1\.00 is on \w+ \d+, \d{4}\./)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('in the portal, cancels at period end, then two failed payments: past due, then lapsed', async () => {
    await page.getByRole('button', { name: 'Manage membership' }).click();
    await page.waitForURL(/\/api\/test-portal\/bps_/);
    await expect(page.getByText('Visa ending in 4242')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel at the end of the period' }).click();
    await expect(page.getByText('Your membership will end at the end of the current period.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume membership' })).toBeVisible();
    await page.getByRole('button', { name: 'Simulate failed payment' }).click();
    await expect(page.locator('.status')).toHaveText('Payment failed');
    // Past due is a grace period: the videos stay open while the payment is retried.
    const site = await page.context().newPage();
    await site.goto('/dashboard');
    await expect(site.getByText('Your last payment failed')).toBeVisible();
    expect(await secureContentStatus(site)).toBe('played');
    await site.close();
    await page.getByRole('button', { name: 'Simulate failed payment' }).click();
    await expect(page.locator('.status')).toHaveText('Ended');
    await expect(page.getByText('This subscription has ended.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Return to World Family' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText('Your membership has lapsed')).toBeVisible();
  });

  await test.step('after the lapse, the locked video offers to renew and the service refuses it', async () => {
    await page.goto(`/videos/${LOCKED_VIDEO}`);
    await expect(page.getByText('Your membership has ended. Renew it to watch this video.')).toBeVisible();
    await expect(page.locator('iframe[src*="player.vimeo.com"]')).toHaveCount(0);
    expect(await secureContentStatus(page)).toBe('403 Your membership does not include this content.');
    await expectNoAxeViolations(page);
  });

  await test.step('renews: each decline card shows its message, then 4242 pays and the video plays', async () => {
    await page.getByRole('button', { name: 'Renew for $1.00/month' }).click();
    await continueToCheckout(page);
    await expect(page.getByRole('heading', { name: 'Subscribe to Membership' })).toBeVisible();
    for (const [number, message] of [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ] as const) {
      await fillCard(page, number);
      await page.getByRole('button', { name: 'Subscribe for $1.00/month' }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
    }
    await expectNoAxeViolations(page);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Subscribe for $1.00/month' }).click();
    await page.waitForURL('**/passkit-success');
    await page.goto('/dashboard');
    await expect(page.getByText(/Next payment on \w+ \d+, \d{4}/)).toBeVisible();
    await page.goto(`/videos/${LOCKED_VIDEO}`);
    await expect(page.locator('iframe[src*="player.vimeo.com"]')).toBeVisible();
  });
});
