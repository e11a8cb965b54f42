/**
 * A site owner moving a site written for Memberstack 2.0 (docs/product/data-attributes.md): pages
 * as they are found on the web, with only the install tag's `src` swapped for ours (real tags
 * carry `data-memberstack-app` and no key), driven in Chromium the way a member would.
 */
import type { Page } from '@playwright/test';
import { APP_ID as WORLD_FAMILY_APP_ID } from '@wf/config/app';
import { E2E_PORT } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { EXAMPLE_PORT } from './widget/example-site.ts';
import { PASSWORD } from './widget/flows.ts';
import { uniqueEmail } from './widget/plain-page.ts';

const SERVICE = `http://localhost:${E2E_PORT}`;
const EXAMPLE_APP = 'app_example-membership-site';

/** A real install tag: the app id alone, `src` changed to our widget.js. */
function installTag(app = EXAMPLE_APP, extra = ''): string {
  return `<script src="/widget.js" data-memberstack-app="${app}"${extra}></script>`;
}

function html(body: string, head = installTag()): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A Memberstack 2.0 page</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; margin: 0; } main { max-width: 40rem; margin: 2rem auto; padding: 0 1rem; } label { display: block; margin: 0.5rem 0; } button, a { margin: 0.25rem 0; }</style>
${head}
</head>
<body><main>${body}</main></body>
</html>`;
}

/** Serves `pages` (path under /migrated/ to HTML) on the service's own origin, as plain-page.ts does. */
async function servePages(page: Page, pages: Record<string, string>): Promise<void> {
  await page.route('**/migrated/**', (route) => {
    const name = new URL(route.request().url()).pathname.replace('/migrated/', '');
    const body = pages[name];
    if (body === undefined) return route.fulfill({ status: 404, body: 'not here' });
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body });
  });
}

async function open(page: Page, name: string): Promise<void> {
  await page.goto(`${SERVICE}/migrated/${name}`);
  await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);
}

function message(page: Page, kind: 'success' | 'error') {
  return page.locator(`[data-ms-message="${kind}"] [data-ms-message-text]`);
}

const SIGNUP_WITH_PLAN = html(`
  <h1>Join the community</h1>
  <form data-ms-form="signup" data-ms-plan:add="pln_example-free" redirect="/migrated/welcome.html">
    <label>First name <input data-ms-member="first-name" required></label>
    <label>E-mail <input data-ms-member="email" type="email" required></label>
    <label>Password <input data-ms-member="password" type="password" required></label>
    <input type="submit" value="Create my account">
  </form>`);
const WELCOME = html(
  `<h1>Welcome</h1><p data-ms-content="members">Hello <span data-ms-member="first-name">friend</span></p>`,
);

test('a signup form that also joins a free plan signs up, by its button and by the Enter key', async ({
  page,
}) => {
  await servePages(page, { 'signup.html': SIGNUP_WITH_PLAN, 'welcome.html': WELCOME });
  for (const how of ['button', 'Enter'] as const) {
    await page.context().clearCookies();
    await open(page, 'signup.html');
    await page.evaluate(() => localStorage.clear());
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('E-mail').fill(uniqueEmail(`plan-${how.toLowerCase()}`));
    await page.getByLabel('Password').fill(PASSWORD);
    if (how === 'button') await page.getByRole('button', { name: 'Create my account' }).click();
    else await page.getByLabel('Password').press('Enter');
    await page.waitForURL(`${SERVICE}/migrated/welcome.html`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Hello Ada')).toBeVisible();
    const plans = await page.evaluate(async () => {
      const ms = (
        window as unknown as {
          $memberstackDom: {
            getCurrentMember(): Promise<{ data: { planConnections: { planId: string }[] } }>;
          };
        }
      ).$memberstackDom;
      return (await ms.getCurrentMember()).data.planConnections.map((c) => c.planId);
    });
    expect(plans).toContain('pln_example-free');
  }
});

test('a modal trigger opens its modal again after the modal was closed with × or Escape', async ({
  page,
}) => {
  await servePages(page, {
    'modals.html': html(`
      <button type="button" data-ms-modal="login">Log in</button>
      <button type="button" data-ms-modal="signup">Sign up</button>
      <button type="button" data-ms-modal="forgot-password">Forgot your password?</button>`),
  });
  await open(page, 'modals.html');
  for (const [trigger, title] of [
    ['Log in', 'Login to your account'],
    ['Sign up', 'Create an account'],
    ['Forgot your password?', 'Reset your password'],
  ] as const) {
    const dialog = page.getByRole('dialog', { name: title });
    await page.getByRole('button', { name: trigger, exact: true }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: trigger, exact: true }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: trigger, exact: true }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('a tag with the app id alone installs: test mode from the service, the inspector, and gates', async ({
  page,
}) => {
  await servePages(page, {
    'home.html': html(`
      <p data-ms-content="members">Members only</p>
      <p data-ms-content="!members">Welcome, visitor</p>`),
  });
  await open(page, 'home.html');
  await expect(page.getByText('Welcome, visitor')).toBeVisible();
  await expect(page.getByText('Members only')).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      (window as unknown as { $memberstackDom: { mode(): Promise<string> } }).$memberstackDom.mode(),
    ),
  ).toBe('test');
  // The test-mode inspector comes with test mode, told by the service's answer.
  await expect(page.getByRole('button', { name: /^Test Mode/ })).toBeVisible();
});

test('fields the app does not define are left out with one warning, and the signup goes through', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'warning') warnings.push(entry.text());
  });
  await servePages(page, {
    'signup.html': html(`
      <form data-ms-form="signup" redirect="/migrated/welcome.html">
        <label>Name <input data-ms-member="name"></label>
        <label>First name <input data-ms-member="first-name"></label>
        <label>Phone <input data-ms-member="phone-number"></label>
        <label>Address <textarea data-ms-member="address"></textarea></label>
        <label>E-mail <input data-ms-member="email" type="email"></label>
        <label>Password <input data-ms-member="password" type="password"></label>
        <button type="submit">Sign up</button>
      </form>`),
    'welcome.html': WELCOME,
  });
  await open(page, 'signup.html');
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Phone').fill('555 0100');
  await page.getByLabel('Address').fill('1 Analytical Row');
  await page.getByLabel('E-mail').fill(uniqueEmail('fields'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(`${SERVICE}/migrated/welcome.html`);
  await expect(page.getByText('Hello Ada')).toBeVisible();
  const named = warnings.filter((text) => text.includes('data-ms-member="phone-number"'));
  expect(named).toHaveLength(1);
  expect(named[0]).toContain('data-ms-member="name"');
  expect(named[0]).toContain('data-ms-member="address"');
});

test('pages relying on the app’s default redirects: sign-up, log-out and log-in go where World Family says', async ({
  page,
}) => {
  const tag = installTag(WORLD_FAMILY_APP_ID);
  await servePages(page, {
    'join.html': html(
      `<form data-ms-form="signup">
        <label>E-mail <input data-ms-member="email" type="email"></label>
        <label>Password <input data-ms-member="password" type="password"></label>
        <button type="submit">Join</button></form>`,
      tag,
    ),
    'account.html': html('<a href="#" data-ms-action="logout">Log out</a>', tag),
    'login.html': html(
      `<form data-ms-form="login">
        <label>E-mail <input data-ms-member="email" type="email"></label>
        <label>Password <input data-ms-member="password" type="password"></label>
        <button type="submit">Log in</button></form>`,
      tag,
    ),
  });
  const email = uniqueEmail('redirects');
  await open(page, 'join.html');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join' }).click();
  await page.waitForURL(`${SERVICE}/dashboard`); // World Family's signupRedirect

  await open(page, 'account.html');
  await page.getByRole('link', { name: 'Log out' }).click();
  await page.waitForURL(`${SERVICE}/`); // its logoutRedirect

  await open(page, 'login.html');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${SERVICE}/dashboard`); // its loginRedirect
});

test('older hash links open the modals and log out, like data-ms-modal and data-ms-action', async ({
  page,
}) => {
  await servePages(page, {
    'links.html': html(`
      <nav><a href="#/ms/login">Log in</a> <a href="#/ms/signup">Sign up</a>
      <a href="#/ms/forgot-password">Forgot password</a> <a href="#/ms/logout">Log out</a></nav>`),
  });
  await open(page, 'links.html');
  // A visitor has nothing to log out of: the link is removed, as data-ms-action="logout" is.
  await expect(page.getByRole('link', { name: 'Log out' })).toHaveCount(0);
  for (const [link, title] of [
    ['Sign up', 'Create an account'],
    ['Forgot password', 'Reset your password'],
    ['Log in', 'Login to your account'],
  ] as const) {
    await page.getByRole('link', { name: link }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    if (link !== 'Log in') await page.keyboard.press('Escape');
  }
  // Log in through the modal the hash link opened, then log out by the other hash link.
  const dialog = page.getByRole('dialog', { name: 'Login to your account' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  const email = uniqueEmail('hash');
  await page.evaluate(
    async ([address, password]) => {
      const ms = (
        window as unknown as { $memberstackDom: { signupMemberEmailPassword(p: object): Promise<unknown> } }
      ).$memberstackDom;
      await ms.signupMemberEmailPassword({ email: address, password });
    },
    [email, PASSWORD],
  );
  await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible();
  await page.getByRole('link', { name: 'Log out' }).click();
  await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);
  await expect(page.getByRole('link', { name: 'Log out' })).toHaveCount(0);
});

test('the default message box sits clear of the test-mode badge and its sidebar', async ({
  page,
  allowConsoleError,
}, info) => {
  allowConsoleError(/status of 401/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await servePages(page, {
    'login.html': html(`
      <h1>Log in</h1>
      <form data-ms-form="login">
        <label>E-mail <input data-ms-member="email" type="email"></label>
        <label>Password <input data-ms-member="password" type="password"></label>
        <button type="submit">Log in</button></form>`),
  });
  await open(page, 'login.html');
  await page.getByLabel('E-mail').fill('nobody@example.com');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  const box = page.locator('[data-ms-message="error"]');
  await expect(box).toBeVisible();
  const badge = page.getByRole('button', { name: /^Test Mode/ });
  await expect(badge).toBeVisible();
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const boxArea = await box.boundingBox();
  const badgeArea = await badge.boundingBox();
  if (!boxArea || !badgeArea) throw new Error('the box or the badge has no area');
  expect(overlap(boxArea, badgeArea)).toBe(false);
  await page.screenshot({ path: info.outputPath('message-box-and-badge.png') });

  await badge.click();
  const sidebar = page.locator('#wf-inspector').getByRole('complementary');
  await expect(sidebar).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click(); // the box shows again, sidebar open
  await expect(box).toBeVisible();
  const sidebarArea = await sidebar.boundingBox();
  const again = await box.boundingBox();
  if (!sidebarArea || !again) throw new Error('the box or the sidebar has no area');
  expect(overlap(again, sidebarArea)).toBe(false);
  await page.screenshot({ path: info.outputPath('message-box-and-sidebar.png') });
});

test('a required input of the page’s own in a login form: the message names it', async ({ page }) => {
  await servePages(page, {
    'login.html': html(`
      <form data-ms-form="login">
        <label>E-mail <input data-ms-member="email" type="email"></label>
        <label>Password <input data-ms-member="password" type="password"></label>
        <label class="w-checkbox"><input type="checkbox" name="terms" required style="opacity:0;position:absolute;width:1px;height:1px"> I agree to the terms</label>
        <button type="submit">Log in</button></form>`),
  });
  await open(page, 'login.html');
  await page.getByLabel('E-mail').fill('someone@example.com');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(message(page, 'error')).toContainText('I agree to the terms');
});

test('an install added by a script after the first paint: the page’s anti-flash style keeps members-only content from showing', async ({
  page,
}) => {
  const injected = (guard: boolean) =>
    html(
      `<p id="secret" data-ms-content="members">Members only</p><p id="visitor" data-ms-content="!members">Log in to see more</p>`,
      `${guard ? '<style data-wf-anti-flash>[data-ms-content]{display:none!important}</style>' : ''}
      <script>
        window.__shown = 0;
        (function probe() {
          var secret = document.getElementById('secret');
          if (secret && secret.isConnected && secret.getClientRects().length) window.__shown += 1;
          requestAnimationFrame(probe);
        })();
        addEventListener('load', function () {
          setTimeout(function () {
            var tag = document.createElement('script');
            tag.src = '/widget.js';
            tag.setAttribute('data-memberstack-app', '${EXAMPLE_APP}');
            document.head.appendChild(tag);
          }, 100);
        });
      </script>`,
    );
  const warnings: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'warning') warnings.push(entry.text());
  });
  await servePages(page, { 'guarded.html': injected(true), 'bare.html': injected(false) });

  await open(page, 'guarded.html');
  await expect(page.getByText('Log in to see more')).toBeVisible();
  await expect(page.locator('#secret')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __shown: number }).__shown)).toBe(0);

  await open(page, 'bare.html');
  await expect.poll(() => warnings.some((text) => text.includes('<style data-wf-anti-flash>'))).toBe(true);
});

test('/examples/ lists the example sites, and a page that is not there is the site’s 404 page', async ({
  page,
  allowConsoleError,
}, info) => {
  allowConsoleError(/status of 404/);
  await page.goto(`${SERVICE}/examples/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Example sites' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('examples-index.png'), fullPage: true });
  await page.getByRole('link', { name: 'Example Membership Site', exact: true }).click();
  await page.waitForURL(`${SERVICE}/examples/membership/`);
  await expect(page.getByRole('heading', { name: 'Breathe, stretch, belong' })).toBeVisible();

  const response = await page.goto(`${SERVICE}/examples/membership/no-such-page.html`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page Not Found/);
  await page.screenshot({ path: info.outputPath('examples-404.png'), fullPage: true });
});

test('checkout from a test-key page on http://127.0.0.1:<port> reaches the test checkout', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const site = `http://127.0.0.1:${EXAMPLE_PORT}/examples/membership`;
  await page.goto(`${site}/index.html`);
  await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);
  await page.getByRole('link', { name: 'Go Pro' }).click();
  await page.waitForURL(`${site}/signup.html`);
  const form = page.locator('form[data-ms-form="signup"]');
  await form.getByLabel('First name').fill('Lin');
  await form.getByLabel('E-mail').fill(uniqueEmail('loopback'));
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign up' }).click();
  const card = page.getByRole('dialog', { name: 'Copy Stripe Test Card' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Continue to Test Checkout' }).click();
  await page.waitForURL(/\/api\/test-checkout\/cs_/);
});

test('with data-locale="es" the runtime speaks Spanish', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 401/);
  await servePages(page, {
    'entrar.html': html(
      `<form data-ms-form="login">
        <label>Correo <input data-ms-member="email" type="email"></label>
        <label>Contraseña <input data-ms-member="password" type="password"></label>
        <button type="submit">Entrar</button></form>`,
      installTag(EXAMPLE_APP, ' data-locale="es"'),
    ),
  });
  await open(page, 'entrar.html');
  await page.getByLabel('Correo').fill('nadie@example.com');
  await page.getByLabel('Contraseña').fill('no es la contraseña');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(message(page, 'error')).toHaveText('Correo electrónico o contraseña no válidos.');
  await expect(page.locator('[data-ms-message="error"] button')).toHaveAttribute(
    'aria-label',
    'Cerrar mensaje',
  );
});
