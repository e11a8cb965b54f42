/**
 * The modals as a person sees them at desktop and phone widths (docs/architecture.md "The widget": screenshots looked at).
 * Each state is checked for what matters to the eye (fully on screen, no sideways scroll) and
 * saved as an image in the test output for review.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { signUp } from './widget/flows.ts';
import { openPlainPage, uniqueEmail } from './widget/plain-page.ts';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 720 },
];

async function fitsTheScreen(page: Page, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
}

for (const size of WIDTHS) {
  test(`login and signup modals at ${size.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openPlainPage(page);
    await page.getByRole('button', { name: 'Open login' }).click();
    await fitsTheScreen(page, 'Login to your account');
    await page.screenshot({ path: test.info().outputPath(`login-${size.name}.png`) });
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await fitsTheScreen(page, 'Create an account');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Minimum 8 characters required')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`signup-errors-${size.name}.png`) });
    await expectNoAxeViolations(page);
  });

  test(`the profile modal at ${size.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openPlainPage(page);
    const email = uniqueEmail('look');
    await signUp(page, email);
    await page.getByRole('button', { name: 'Open profile' }).click();
    await fitsTheScreen(page, email);
    if (size.width < 520) {
      // The in-page variant starts on its menu, titled with the e-mail.
      await page.getByRole('dialog').getByRole('button', { name: 'Profile' }).click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'My Profile' })).toBeVisible();
    }
    await expect(page.getByRole('dialog').getByText('Profile Information')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`profile-${size.name}.png`) });
    await expectNoAxeViolations(page);
  });

  test(`the modals in Spanish (data-locale="es") at ${size.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openPlainPage(page, { locale: 'es' });
    await page.getByRole('button', { name: 'Open login' }).click();
    await fitsTheScreen(page, 'Inicia sesión en tu cuenta');
    await expect(page.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`login-es-${size.name}.png`) });
  });
}
