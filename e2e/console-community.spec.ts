/**
 * The console's Content and community screen in Chromium (docs/console.md "Content and
 * community"): the test administrator sees the outbox (the e2e service keeps mail there: no mail
 * server), blocks a word and a member's comment holding it is refused, then unblocks it and the
 * same comment is taken; axe clean.
 */

import type { APIRequestContext } from '@playwright/test';
import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { adminSecretKey, signInAsAdmin } from './admin.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { uniqueEmail } from './widget/plain-page.ts';

const APP_HEADERS = { 'X-APP-ID': APP_ID, 'X-API-Key': TEST_PUBLIC_KEY };
const PASSWORD = 'a-long-pass-phrase-9';

/** A new member made through the admin API, then signed in; answers their access token. */
async function newMember(request: APIRequestContext, email: string): Promise<string> {
  const created = await request.post('/admin-api/members', {
    headers: { 'X-API-Key': adminSecretKey() },
    data: { email, password: PASSWORD, customFields: { 'first-name': 'Community', 'last-name': 'Member' } },
  });
  expect(created.status()).toBe(200);
  const login = await request.post('/api/auth/login', {
    headers: APP_HEADERS,
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
}

/** The member's post in a channel: the answer's status and error code. */
async function postAs(request: APIRequestContext, token: string, content: string) {
  const response = await request.post('/api/comments/posts', {
    headers: { ...APP_HEADERS, Authorization: `Bearer ${token}` },
    data: { channelKey: 'e2e-console-community', content },
  });
  const body = (await response.json()) as { error?: { code: string } };
  return { status: response.status(), code: body.error?.code };
}

test('an administrator sees the outbox and blocks a word that a comment then cannot hold', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await newMember(request, uniqueEmail('community'));
  const word = `zyx${Date.now().toString(36)}`;
  // One mail of this run at least: the member asks for the verification mail.
  const sent = await request.post('/api/auth/send-email-verification', {
    headers: { ...APP_HEADERS, Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(sent.status()).toBe(200);

  await signInAsAdmin(page);
  await page.goto('/admin/community');
  await expect(page.getByRole('heading', { name: 'Content and community', level: 1 })).toBeVisible();

  await test.step('the outbox lists the mail kept without a mail server', async () => {
    const mail = page.getByRole('region', { name: 'Mail' });
    await expect(mail.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(mail.getByRole('table').getByText('In the outbox', { exact: true }).first()).toBeVisible();
    await mail.getByLabel('Status').selectOption('sent');
    await mail.getByRole('button', { name: 'Show mail' }).click();
    await expect(mail.getByText('No mail matches')).toBeVisible();
    await mail.getByLabel('Status').selectOption('');
    await mail.getByRole('button', { name: 'Show mail' }).click();
    await expect(mail.getByRole('table')).toBeVisible();
  });

  await test.step('a blocked word refuses a member’s comment holding it', async () => {
    const words = page.getByRole('region', { name: 'Blocked words' });
    await words.getByLabel('Word or phrase to block').fill(word.toUpperCase());
    await words.getByRole('button', { name: 'Block word' }).click();
    await expect(words.getByText(`Comments holding “${word}” are now refused.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('community.png'), fullPage: true });
    expect(await postAs(request, token, `Hello ${word} everyone`)).toEqual({
      status: 400,
      code: 'comments/blocked-word',
    });
  });

  await test.step('removed, the same comment is taken', async () => {
    const words = page.getByRole('region', { name: 'Blocked words' });
    await words.getByRole('button', { name: `Remove ${word}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this blocked word?' });
    await dialog.getByRole('button', { name: 'Remove word' }).click();
    await expect(words.getByText(`“${word}” is no longer blocked.`)).toBeVisible();
    expect((await postAs(request, token, `Hello ${word} everyone`)).status).toBe(201);
  });
});
