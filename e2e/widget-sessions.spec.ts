/**
 * Where a member is signed in (docs/product/widget.md §2 "Security pane"), on a page that has
 * only the widget's script tag: the same member in two browsers, one signs the other out.
 */
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { logIn, PASSWORD, signUp } from './widget/flows.ts';
import { openPlainPage, uniqueEmail } from './widget/plain-page.ts';

test('a member signed in on two browsers sees both, signs the other one out, and it is signed out there', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('sessions');
  await openPlainPage(page);
  await signUp(page, email);

  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  const laptopErrors: string[] = [];
  laptopPage.on('console', (message) => {
    if (message.type() === 'error') laptopErrors.push(message.text());
  });
  await openPlainPage(laptopPage);
  const login = await logIn(laptopPage, email, PASSWORD);
  await expect(login).toBeHidden();
  await expect(laptopPage.locator('#who')).toHaveText(`Signed in as ${email}`);

  await page.getByRole('button', { name: 'Open profile' }).click();
  const profile = page.getByRole('dialog');
  await profile.getByRole('button', { name: 'Security' }).first().click();
  const list = profile.getByRole('list', { name: "Where you're signed in" });
  const rows = list.getByRole('listitem');
  await test.step('both sessions, this one marked', async () => {
    await expect(rows).toHaveCount(2);
    const here = rows.filter({ hasText: 'This device' });
    await expect(here).toHaveCount(1);
    await expect(here).toContainText(/Linux computer · Chrome \d+/);
    await expect(here).toContainText('This computer · Active now');
    await expect(here.getByRole('button')).toHaveCount(0);
    await expect(rows.filter({ hasNotText: 'This device' })).toContainText(
      /Last active (just now|1 minute ago)/,
    );
    await expectNoAxeViolations(page);
  });

  await test.step('the other one is signed out, by keyboard', async () => {
    const signOut = profile.getByRole('button', { name: /^Sign out of Linux computer · Chrome \d+$/ });
    await signOut.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('That device has been signed out.')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(profile.getByText('You are not signed in anywhere else.')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Sign out of all other sessions' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step("the other browser's next action finds it signed out", async () => {
    // The profile opens on the member the page holds; its first call meets the ended session.
    await laptopPage.getByRole('button', { name: 'Open profile' }).click();
    await laptopPage.getByRole('dialog').getByRole('button', { name: 'Security' }).first().click();
    await expect(laptopPage.locator('#who')).toHaveText('Signed out');
    await expect(laptopPage.getByRole('dialog')).toHaveCount(0);
    expect(laptopErrors.every((text) => /status of 401/.test(text))).toBe(true);
  });
  await laptop.close();

  // This browser is still signed in.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
});

test('a member signs out of every other session at once', async ({ page, browser }) => {
  const email = uniqueEmail('sessions-all');
  await openPlainPage(page);
  await signUp(page, email);
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const others = await Promise.all(contexts.map((context) => context.newPage()));
  for (const other of others) {
    await openPlainPage(other);
    await expect(await logIn(other, email, PASSWORD)).toBeHidden();
  }

  await page.getByRole('button', { name: 'Open profile' }).click();
  const profile = page.getByRole('dialog');
  await profile.getByRole('button', { name: 'Security' }).first().click();
  const rows = profile.getByRole('list', { name: "Where you're signed in" }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await profile.getByRole('button', { name: 'Sign out of all other sessions' }).click();
  await expect(page.getByText('You have been signed out of 2 other sessions.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('This device');

  // A reload asks the service for the member: both other browsers are signed out.
  for (const other of others) {
    await other.reload();
    await expect(other.locator('#who')).toHaveText('Signed out');
  }
  await Promise.all(contexts.map((context) => context.close()));
});
