/** The test card modal on a plain page in test mode (docs/architecture.md "The widget"): copy a card, continue to checkout. */
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { openPlainPage } from './widget/plain-page.ts';

test('a site builder copies the Stripe test card, then a declined card, and continues to the test checkout', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPlainPage(page);
  await page.getByRole('button', { name: 'Open test card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy Stripe Test Card' });
  await expect(dialog.getByText('Test mode only. Live members will never see this modal.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Copy Stripe Test Card' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied Stripe Test Card' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('4242 4242 4242 4242');
  await expect(dialog.getByRole('button', { name: 'Copy Stripe Test Card' })).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Other test cards' }).click();
  await dialog.getByRole('button', { name: /Insufficient funds/ }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('4000 0000 0000 9995');

  await dialog.getByRole('button', { name: 'Continue to Test Checkout' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#result')).toHaveText('Result: TEST_CARD');
});
