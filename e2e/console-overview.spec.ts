/**
 * The console's Overview screen in Chromium (docs/console.md "Overview"): the test administrator
 * opens /admin and finds the members count GET /api/admin/overview answers, the two charts with
 * the same numbers in tables, and the latest events; axe clean, no console errors (fixtures.ts).
 */

import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { adminSecretKey, signInAsAdmin } from './admin.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { uniqueEmail } from './widget/plain-page.ts';

const APP_HEADERS = { 'X-APP-ID': APP_ID, 'X-API-Key': TEST_PUBLIC_KEY };

test('the administrator sees the figures, the charts with their tables and the latest events', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A member made today by the owner's server, so that today's sign-ups bar is drawn.
  const email = uniqueEmail('overview');
  const created = await request.post('/admin-api/members', {
    headers: { 'X-API-Key': adminSecretKey() },
    data: { email, password: 'a-long-pass-phrase-9' },
  });
  expect(created.status()).toBe(200);

  // The figures as the service answers them, on the administrator's own session (no second
  // password login: the run's logins to one address are limited).
  await signInAsAdmin(page);
  const answer = await page.request.get('/api/admin/overview?days=30', { headers: APP_HEADERS });
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { totals: { members: number } } };

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  const members = page.locator('.wf-overview-tile').filter({ hasText: 'Members' }).first();
  await expect(members.locator('.wf-overview-tile__value')).toHaveText(
    data.totals.members.toLocaleString('en-US'),
  );

  const signups = page.getByRole('img', { name: /^Sign-ups per day, .*: [\d,]+ in all/ });
  await expect(signups).toBeVisible();
  await expect(page.getByRole('heading', { name: /New paid memberships per day/ })).toBeVisible();
  await page.getByText('Show as table').first().click();
  const table = page.getByRole('table', { name: /^Sign-ups per day/ });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(page.getByRole('heading', { name: 'Latest events' })).toBeVisible();
  await expect(page.getByText(`${email} signed up.`)).toBeVisible();

  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('overview.png'), fullPage: true });

  // The event's member link opens the member on the Members screen.
  await page
    .getByRole('listitem')
    .filter({ hasText: `${email} signed up.` })
    .getByRole('link', { name: /^Member mem_/ })
    .click();
  await page.waitForURL((url) => url.pathname === '/admin/members' && url.searchParams.has('member'));
  await expect(page.getByRole('dialog').getByText(email).first()).toBeVisible();
});
