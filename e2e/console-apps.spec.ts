/**
 * The console's Apps in Chromium (docs/console.md "Apps"): the test administrator creates an app
 * from the console's app line, lands in it (its name, 'Created here', no Videos screen), finds
 * themselves its only member and its own keys on the Site screen, then goes back to World Family,
 * whose members and Videos screen are there again; the tab remembers the app across screens.
 * Axe clean; no console errors (the fixtures fail the test on any).
 */
import { APP_ID } from '@wf/config/app';
import { adminCredentials, adminSecretKey, signInAsAdmin } from './admin.ts';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures.ts';
import { uniqueEmail } from './widget/plain-page.ts';

/** Entering and leaving an app reloads the screen, which signs in and reads again: give it time. */
const expect = baseExpect.configure({ timeout: 15_000 });

test('an administrator creates an app from the console, runs it, and comes back to the site’s app', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Lotus Studio ${Date.now().toString(36)}`;
  const admin = adminCredentials();
  // A member of World Family only: found at home, never inside the new app.
  const homeMember = uniqueEmail('apps-home');
  const created = await request.post('/admin-api/members', {
    headers: { 'X-API-Key': adminSecretKey() },
    data: {
      email: homeMember,
      password: 'a-long-pass-phrase-9',
      customFields: { 'first-name': 'Home', 'last-name': 'Member' },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await signInAsAdmin(page);
  const search = page.getByRole('searchbox', { name: /Search/ });

  const line = page.getByRole('region', { name: 'App' });
  await test.step('the app line names World Family, this site', async () => {
    await page.goto('/admin/members');
    await expect(line.getByText('World Family', { exact: true })).toBeVisible();
    await expect(line.getByText('This site')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Videos' }),
    ).toBeVisible();
  });

  await test.step('creating an app enters it', async () => {
    await line.getByRole('button', { name: 'Switch app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your apps' });
    await expect(dialog.getByText('Open now')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('apps-dialog.png') });
    await dialog.getByRole('textbox', { name: 'App name' }).fill(name);
    await dialog.getByRole('button', { name: 'Create app' }).click();
    await expect(line.getByText(name, { exact: true })).toBeVisible();
    await expect(line.getByText('Created here')).toBeVisible();
  });

  await test.step('inside it, its members are the administrator alone, and the site’s Videos are not offered', async () => {
    await expect(page.getByRole('status').filter({ hasText: '1 member' })).toBeVisible();
    await expect(page.getByText(admin.email)).toBeVisible();
    await search.fill(homeMember);
    await expect(page.getByRole('status').filter({ hasText: '0 members' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No members match' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link', { name: 'Members' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Videos' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('apps-inside.png'), fullPage: true });
  });

  await test.step('another screen stays in the app: its own name and keys on Site and embedding', async () => {
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Site and embedding' })
      .click();
    await expect(line.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'App name' })).toHaveValue(name);
    await expect(
      page
        .getByText(/pk_sb_lotus-studio-/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    // The screen shows the new app's id, never World Family's (the hidden apps dialog lists both).
    await expect(
      page
        .getByText(/app_lotus-studio-/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(APP_ID).filter({ visible: true })).toHaveCount(0);
  });

  await test.step('choosing World Family comes back to the site’s app', async () => {
    await page.goto('/admin/members');
    await line.getByRole('button', { name: 'Switch app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your apps' });
    await expect(dialog.getByText(name)).toBeVisible();
    await dialog.getByRole('button', { name: 'Open World Family' }).click();
    await expect(line.getByText('World Family', { exact: true })).toBeVisible();
    await search.fill(homeMember);
    await expect(page.getByRole('status').filter({ hasText: '1 member' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Home Member/ })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Videos' }),
    ).toBeVisible();
  });
});
