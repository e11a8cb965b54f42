/**
 * The console's Plans and access and the members import in Chromium (docs/console.md "Plans and
 * access", "Importing members"), as the test administrator: a CSV with good and bad rows (the
 * report names the bad ones; only the good are members), 5,000 members imported at once and one
 * of them found and opened, a content group protecting a page (a visitor is redirected until it
 * is deleted), and a plan in use archived, its deletion refused.
 */

import type { APIRequestContext, Page } from '@playwright/test';
import { adminSecretKey, signInAsAdmin } from './admin.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { uniqueEmail } from './widget/plain-page.ts';

/** Opens 'Import CSV' on the Members screen, chooses `csv` as a file and imports it. */
async function importFile(page: Page, name: string, csv: string) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import members from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Import' }).click();
  return dialog;
}

/** A member made through the admin API; answers their id. */
async function newMember(request: APIRequestContext, email: string): Promise<string> {
  const created = await request.post('/admin-api/members', {
    headers: { 'X-API-Key': adminSecretKey() },
    data: { email, password: 'a-long-pass-phrase-9' },
  });
  expect(created.status()).toBe(200);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

test('an administrator imports a CSV: good rows become members, bad ones are reported by line', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const good = [uniqueEmail('import-a'), uniqueEmail('import-b')];
  const csv = [
    'email,first-name,last-name,plans',
    `${good[0]},Imported,Ana,Free Account`,
    'not-an-address,Bad,Row,',
    `"${good[1]}","Imported, Jr.",Ben,`,
    `${good[0]},Twice,Ana,`,
  ].join('\r\n');
  await signInAsAdmin(page);
  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  const dialog = await importFile(page, 'members.csv', csv);

  await test.step('the report counts the members created and names each refused row', async () => {
    await expect(
      dialog.getByText('members.csv: 2 members created of 4 rows. 2 rows were refused:'),
    ).toBeVisible();
    await expect(dialog.getByRole('row', { name: /^3 not-an-address email:/ })).toBeVisible();
    await expect(
      dialog.getByRole('row', { name: `5 ${good[0]} the address is on line 2 already.` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('import-report.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  await test.step('the good rows are members, the bad one is not', async () => {
    const search = page.getByRole('searchbox', { name: /Search/ });
    await search.fill(good[1] ?? '');
    await expect(page.getByRole('status').filter({ hasText: '1 member' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Imported, Jr\. Ben/ })).toBeVisible();
    await search.fill('not-an-address');
    await expect(page.getByRole('status').filter({ hasText: '0 members' })).toBeVisible();
  });
});

test('an administrator imports 5,000 members at once, then finds one by address and opens them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const prefix = uniqueEmail('bulk').replace(/@.*/, '');
  const lines = ['email,first-name,last-name'];
  for (let i = 0; i < 5000; i += 1) lines.push(`${prefix}-${i}@example.org,Bulk,Member ${i}`);
  await signInAsAdmin(page);
  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  const started = Date.now();
  const dialog = await importFile(page, 'five-thousand.csv', lines.join('\n'));
  await expect(dialog.getByText('five-thousand.csv: 5,000 members created of 5,000 rows.')).toBeVisible({
    timeout: 60_000,
  });
  console.info(`5,000 rows imported through the dialog in ${Date.now() - started} ms`);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('searchbox', { name: /Search/ }).fill(`${prefix}-4321@example.org`);
  await expect(page.getByRole('status').filter({ hasText: '1 member' })).toBeVisible();
  await page.getByRole('button', { name: /Bulk Member 4321/ }).click();
  const member = page.getByRole('dialog', { name: 'Bulk Member 4321' });
  await expect(member).toContainText(`${prefix}-4321@example.org`);
  await page.screenshot({ path: test.info().outputPath('bulk-member.png'), fullPage: true });
});

test('a content group made in the console protects a page: a visitor is redirected until it is deleted', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const key = `e2e-terms-${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto('/admin/plans');
  await expect(page.getByRole('heading', { name: 'Plans and access', level: 1 })).toBeVisible();
  // The list reads every plan's use: slow on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Content groups' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('plans-screen.png'), fullPage: true });

  await page.getByRole('button', { name: 'New content group' }).click();
  const form = page.getByRole('dialog', { name: 'New content group' });
  await form.getByRole('textbox', { name: 'Key' }).fill(key);
  await form.getByRole('textbox', { name: 'Name' }).fill('Terms for members');
  await form.getByRole('checkbox', { name: 'Membership' }).check();
  await form.getByRole('combobox', { name: 'Rule 1: match' }).selectOption('EQUALS');
  await form.getByRole('textbox', { name: 'Rule 1: path' }).fill('/terms');
  await form.getByRole('textbox', { name: 'Redirect' }).fill('/membership');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('group-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Save group' }).click();
  await expect(page.getByText("The content group 'Terms for members' was created.")).toBeVisible();

  // The service's own page protection reads the groups again within APP_CACHE_SECONDS (10 s).
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  try {
    await test.step('a visitor opening the protected page is sent to the redirect', async () => {
      await expect(async () => {
        await visit.goto('/terms');
        expect(new URL(visit.url()).pathname).toBe('/membership');
      }).toPass({ timeout: 30_000 });
      await expect(visit.getByRole('heading', { name: 'Membership', level: 1 })).toBeVisible();
    });
  } finally {
    await page.getByRole('button', { name: "Delete 'Terms for members'" }).click();
    const confirm = page.getByRole('dialog', { name: "Delete 'Terms for members'?" });
    await confirm.getByRole('button', { name: "Delete 'Terms for members'" }).click();
    await expect(page.getByText("The content group 'Terms for members' was deleted.")).toBeVisible();
  }
  await test.step('once the group is deleted, a new visitor opens the page', async () => {
    await visitor.close();
    // A new visitor: the widget keeps the app's settings it last read.
    const later = await browser.newContext();
    const again = await later.newPage();
    await expect(async () => {
      await again.goto('/terms');
      expect(new URL(again.url()).pathname).toBe('/terms');
    }).toPass({ timeout: 30_000 });
    await later.close();
  });
});

test('an administrator archives a plan in use; deleting it is refused with the reason', async ({
  page,
  request,
  allowConsoleError,
}) => {
  test.setTimeout(90_000);
  // The refused deletion's answer (409) is logged by the browser.
  allowConsoleError(/status of 409/);
  const name = `Circle ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto('/admin/plans');
  await page.getByRole('button', { name: 'New plan' }).click({ timeout: 30_000 });
  const form = page.getByRole('dialog', { name: 'New plan' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText(`'${name}' was created.`)).toBeVisible();

  // A member holds it: given through the admin API, as a site owner's server would.
  const plans = await page.evaluate(async () => {
    const config = document.getElementById('wf-widget-config')?.dataset;
    const response = await fetch('/api/admin/plans', {
      credentials: 'same-origin',
      headers: { 'X-APP-ID': config?.appId ?? '', 'X-API-Key': config?.publicKey ?? '' },
    });
    return ((await response.json()) as { data: { plans: { id: string; name: string }[] } }).data.plans;
  });
  const planId = plans.find((plan) => plan.name === name)?.id ?? '';
  const memberId = await newMember(request, uniqueEmail('circle'));
  const added = await request.post(`/admin-api/members/${memberId}/add-plan`, {
    headers: { 'X-API-Key': adminSecretKey() },
    data: { planId },
  });
  expect(added.status()).toBe(200);
  await page.reload();

  await page.getByRole('button', { name: `Archive '${name}'` }).click();
  const archive = page.getByRole('dialog', { name: `Archive '${name}'?` });
  await expect(archive.getByText(`The member who holds '${name}' keeps it`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('archive-confirm.png'), fullPage: true });
  await archive.getByRole('button', { name: `Archive '${name}'` }).click();
  await expect(page.getByText(`'${name}' was archived.`)).toBeVisible();

  await page.getByRole('button', { name: `Delete '${name}'` }).click();
  const deletion = page.getByRole('dialog', { name: `Delete '${name}'?` });
  await deletion.getByRole('button', { name: `Delete '${name}'` }).click();
  await expect(deletion.getByRole('alert')).toHaveText(
    `Members hold or have held '${name}', so it cannot be deleted: archive it instead. Its members keep it; nobody else may take it.`,
  );
  await page.screenshot({ path: test.info().outputPath('delete-refused.png'), fullPage: true });
  await deletion.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Archived');
});
