/**
 * The Discussion under a video in Chromium (docs/comments.md "The site's Discussion"): two members
 * with the Membership (a trial each, through the test checkout) on one video page in two
 * browsers; one comments at a moment of the video, the other sees it live, hearts it and replies;
 * the first gets the reply mail linking to the page; a moment seeks the player; an administrator
 * hides the post and both pages drop it, then blocks the second member from the console (their
 * comment box gives way to the refusal until the block is lifted); a member without the
 * Membership reads the service's sentence, and a visitor the invitation. No console errors, axe
 * clean on each page.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { adminCredentials, adminSecretKey } from './admin.ts';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures.ts';
import { testToolsCookie } from './test-tools.ts';
import { uniqueEmail } from './widget/plain-page.ts';

/** Live updates cross two browsers and a stream on a shared, loaded machine: give them time. */
const expect = baseExpect.configure({ timeout: 20_000 });

const VIDEO = 'leadership-challenging-times';
const PASSWORD = 'a-long-pass-phrase-9';

/**
 * A stand-in for the Vimeo player that speaks its postMessage API: it says 'ready', sends
 * 'timeupdate' at 12:34 once asked, and shows where a 'setCurrentTime' moved it.
 */
const PLAYER = `<!doctype html><html lang="en"><title>Vimeo player</title>
<p id="where">Paused at 754</p>
<script>
  let seconds = 754;
  const tell = (message) => parent.postMessage(JSON.stringify(message), '*');
  addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    if (message.method === 'addEventListener' && message.value === 'timeupdate') {
      tell({ event: 'timeupdate', data: { seconds, percent: 0.5, duration: 1508 } });
    }
    if (message.method === 'setCurrentTime') {
      seconds = message.value;
      document.getElementById('where').textContent = 'Seeked to ' + seconds;
      tell({ event: 'timeupdate', data: { seconds, percent: 0.1, duration: 1508 } });
    }
  });
  tell({ event: 'ready', data: {} });
</script></html>`;

/** A browser of its own, with the player stand-in, the test tools and console errors collected. */
async function newBrowser(
  browser: Browser,
  baseURL: string,
  errors: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([testToolsCookie(baseURL)]);
  await context.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: PLAYER }),
  );
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return { context, page };
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to your account' });
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Starts the Membership's trial from the dashboard, through the test checkout (no card). */
async function takeTrial(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await page
    .getByRole('dialog', { name: 'Copy Stripe Test Card' })
    .getByRole('button', { name: 'Continue to Test Checkout' })
    .click();
  await page.waitForURL(/\/api\/test-checkout\/cs_/);
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await page.waitForURL('**/passkit-success');
}

/** The Discussion section of the page, scrolled into view (it loads when visible). */
async function discussion(page: Page) {
  const section = page.getByRole('region', { name: 'Discussion' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

test('two members discuss a video live, the reply is mailed, a moment seeks, an admin hides the post', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const errors: string[] = [];
  const members = {
    ada: { email: uniqueEmail('discuss-ada'), first: 'Ada' },
    ben: { email: uniqueEmail('discuss-ben'), first: 'Ben' },
    cy: { email: uniqueEmail('discuss-cy'), first: 'Cy' },
  };
  for (const member of Object.values(members)) {
    const created = await request.post('/admin-api/members', {
      headers: { 'X-API-Key': adminSecretKey() },
      data: {
        email: member.email,
        password: PASSWORD,
        customFields: { 'first-name': member.first, 'last-name': 'Tester' },
      },
    });
    expect(created.status()).toBe(200);
  }

  const ada = await newBrowser(browser, base, errors);
  const ben = await newBrowser(browser, base, errors);
  await test.step('both members take the Membership trial and open the video', async () => {
    for (const [who, member] of [
      [ada, members.ada],
      [ben, members.ben],
    ] as const) {
      await signIn(who.page, member.email, PASSWORD);
      await takeTrial(who.page);
      await who.page.goto(`/videos/${VIDEO}`);
      const section = await discussion(who.page);
      await expect(section.getByRole('textbox', { name: 'Your comment' })).toBeVisible();
    }
    await expect(
      (await discussion(ada.page)).getByRole('heading', { name: 'No comments yet' }),
    ).toBeVisible();
  });

  await test.step('the first comments at 12:34 and asks for reply mails; the second sees it live', async () => {
    const section = await discussion(ada.page);
    const notify = section.getByRole('switch', { name: 'E-mail me when someone replies to my comments' });
    await notify.click();
    await expect(notify).toBeChecked();
    await section.getByRole('textbox', { name: 'Your comment' }).fill('The drums at this moment!');
    await section.getByRole('button', { name: 'Comment at 12:34' }).click();
    await expect(section.getByText('At 12:34')).toBeVisible();
    await section.getByRole('button', { name: 'Post' }).click();
    await expect(section.getByRole('article', { name: 'Comment by You' })).toContainText(
      'The drums at this moment!',
    );
    const seen = (await discussion(ben.page)).getByRole('article', { name: 'Comment by Ada Tester' });
    await expect(seen).toContainText('The drums at this moment!');
    await expect(seen.getByRole('button', { name: 'Play from 12:34' })).toBeVisible();
  });

  await test.step('the second hearts and replies; the first sees both live', async () => {
    const post = (await discussion(ben.page)).getByRole('article', { name: 'Comment by Ada Tester' });
    await post.getByRole('button', { name: /Heart/ }).click();
    await expect(post.getByRole('button', { name: /Heart/ })).toHaveAttribute('aria-pressed', 'true');
    await post.getByRole('button', { name: 'Reply' }).click();
    await post.getByRole('textbox', { name: 'Your reply' }).fill('Yes, and the singing after it.');
    await post.getByRole('button', { name: 'Send reply' }).click();
    await expect(post.getByText('Yes, and the singing after it.')).toBeVisible();
    const mine = (await discussion(ada.page)).getByRole('article', { name: 'Comment by You' });
    await expect(mine.getByRole('button', { name: /Heart/ })).toContainText('1');
    await expect(mine.getByRole('button', { name: 'Show 1 reply' })).toBeVisible();
    await expectNoAxeViolations(ben.page);
    await (await discussion(ben.page)).screenshot({ path: test.info().outputPath('discussion-member.png') });
  });

  await test.step('the first gets the reply mail, linking to the video page', async () => {
    await expect
      .poll(async () => {
        const response = await ada.page.request.get(
          `/dev/mailbox.json?to=${encodeURIComponent(members.ada.email)}`,
        );
        const { data } = (await response.json()) as { data: { subject: string; text: string }[] };
        return data.find((mail) => mail.subject.startsWith('New reply'))?.text ?? '';
      })
      .toContain(`Read the discussion: ${new URL(`/videos/${VIDEO}`, base).href}`);
  });

  await test.step('clicking the moment seeks the player', async () => {
    await (await discussion(ben.page)).getByRole('button', { name: 'Play from 12:34' }).click();
    await expect(
      ben.page.frameLocator('iframe.wf-video-player__frame').getByText('Seeked to 754'),
    ).toBeVisible();
  });

  await test.step('an administrator hides the post from the thread; both pages drop it', async () => {
    const admin = adminCredentials();
    await signIn(page, admin.email, admin.password);
    await page.goto(`/videos/${VIDEO}`);
    const post = (await discussion(page)).getByRole('article', { name: 'Comment by Ada Tester' });
    await expect(post.getByRole('button', { name: 'Pin' })).toBeVisible();
    await expectNoAxeViolations(page);
    await (await discussion(page)).screenshot({ path: test.info().outputPath('discussion-moderator.png') });
    await post.getByRole('button', { name: 'Hide' }).click();
    await expect(post.getByText('Hidden from members')).toBeVisible();
    await expect((await discussion(ada.page)).getByText('The drums at this moment!')).toHaveCount(0);
    await expect((await discussion(ben.page)).getByText('The drums at this moment!')).toHaveCount(0);
    await expect(
      (await discussion(ben.page)).getByRole('heading', { name: 'No comments yet' }),
    ).toBeVisible();
  });

  await test.step('an administrator blocks the second member from the console; their comment is refused until unblocked', async () => {
    await page.goto('/admin/members');
    await page.getByRole('searchbox', { name: /Search/ }).fill(members.ben.email);
    await expect(page.getByRole('status').filter({ hasText: '1 member' })).toBeVisible();
    await page.getByRole('button', { name: /Ben Tester/ }).click();
    const panel = page.getByRole('dialog', { name: 'Ben Tester' });
    await panel
      .getByRole('combobox', { name: 'Block from commenting' })
      .selectOption({ label: 'Permanently' });
    await panel.getByLabel('Reason (optional)').fill('Spam links');
    await panel.getByRole('button', { name: 'Block', exact: true }).click();
    const comments = panel.getByRole('region', { name: 'Comments' });
    await expect(comments.getByText('Blocked from commenting permanently (Spam links).')).toBeVisible();
    await expectNoAxeViolations(page);

    await ben.page.reload();
    const section = await discussion(ben.page);
    await expect(section.getByText('You cannot comment on this site.')).toBeVisible();
    await expect(section.getByRole('textbox', { name: 'Your comment' })).toHaveCount(0);

    await comments.getByRole('button', { name: 'Unblock' }).click();
    await expect(comments.getByText('May comment.')).toBeVisible();
    await ben.page.reload();
    const again = await discussion(ben.page);
    await again.getByRole('textbox', { name: 'Your comment' }).fill('Back, with kinder words.');
    await again.getByRole('button', { name: 'Post' }).click();
    await expect(again.getByRole('article', { name: 'Comment by You' })).toContainText(
      'Back, with kinder words.',
    );
  });

  await test.step('a member without the Membership reads why; a visitor is invited', async () => {
    const cy = await newBrowser(browser, base, errors);
    await signIn(cy.page, members.cy.email, PASSWORD);
    await cy.page.goto(`/videos/${VIDEO}`);
    const section = await discussion(cy.page);
    await expect(
      section.getByText('The discussion of our videos is for members with an active Membership.'),
    ).toBeVisible();
    await expectNoAxeViolations(cy.page);
    const visitor = await newBrowser(browser, base, errors);
    await visitor.page.goto(`/videos/${VIDEO}`);
    const invite = await discussion(visitor.page);
    await expect(
      invite.getByText('Members with an active Membership talk about each video here.'),
    ).toBeVisible();
    await expect(invite.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(visitor.page);
    await invite.screenshot({ path: test.info().outputPath('discussion-visitor.png') });
    await cy.context.close();
    await visitor.context.close();
  });

  await ada.context.close();
  await ben.context.close();
  expect(errors, 'console errors in the members’ browsers').toEqual([]);
});
