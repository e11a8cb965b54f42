/**
 * A third-party page that has nothing of ours but the install script tag (docs/architecture.md "The widget"):
 * served to the browser by Playwright itself, on the service's origin, so no site code is involved.
 */
import type { Page } from '@playwright/test';
import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';

/** Where the plain page appears to live. */
export const PLAIN_PAGE_PATH = '/third-party/plain.html';

/** Page CSS that would wreck any widget it could reach. */
export const HOSTILE_CSS = `
  html { font-size: 40px !important; }
  * { all: unset; }
  body, div, p, button, input, dialog, section { display: block; font: 700 32px/2 "Comic Sans MS", cursive !important;
    color: lime !important; background: magenta !important; letter-spacing: 0.3em !important; }
  button { border: 6px dashed red !important; }
  dialog, [role="dialog"] { transform: rotate(3deg) !important; }
`;

function html(options: { hostile: boolean; locale?: string; publicKey?: string }): string {
  const locale = options.locale ? ` data-locale="${options.locale}"` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A plain page with the widget</title>
<script src="/widget.js" data-app-id="${APP_ID}" data-public-key="${options.publicKey ?? TEST_PUBLIC_KEY}"${locale} async></script>
<style>button { min-height: 32px; margin: 4px; }</style>
${options.hostile ? `<style>${HOSTILE_CSS}</style>` : ''}
</head>
<body>
<main>
<h1>A plain page</h1>
<p id="who" role="status">Loading…</p>
<button type="button" data-open="LOGIN">Open login</button>
<button type="button" data-open="SIGNUP">Open signup</button>
<button type="button" data-open="FORGOT_PASSWORD">Open forgot password</button>
<button type="button" data-open="PROFILE">Open profile</button>
<button type="button" data-open="TEST_CARD">Open test card</button>
<button type="button" id="logout">Log out</button>
<p id="result"></p>
</main>
<script>
  // Written against the @memberstack/dom API only.
  function show(member) {
    document.getElementById('who').textContent = member ? 'Signed in as ' + member.auth.email : 'Signed out';
  }
  function start(ms) {
    ms.onAuthChange(show);
    ms.getCurrentMember({ useCache: true }).then(function (r) { show(r.data); });
    document.querySelectorAll('[data-open]').forEach(function (button) {
      button.addEventListener('click', function () {
        ms.openModal(button.dataset.open).then(
          function (result) { document.getElementById('result').textContent = 'Result: ' + result.type; },
          function (error) { document.getElementById('result').textContent = 'Failed: ' + error.message; }
        );
      });
    });
    document.getElementById('logout').addEventListener('click', function () {
      ms.logout().then(function (result) { document.getElementById('result').textContent = 'Result: ' + result.type; });
    });
  }
  if (window.$memberstackDom) start(window.$memberstackDom);
  else document.addEventListener('wf:ready', function (event) { start(event.detail); });
</script>
</body>
</html>`;
}

/**
 * Opens the plain page (hostile: with page CSS that tries to break everything; publicKey: another
 * of the app's keys than the test key, e.g. the live one).
 */
export async function openPlainPage(
  page: Page,
  options: { hostile?: boolean; locale?: string; publicKey?: string } = {},
) {
  await page.route(`**${PLAIN_PAGE_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html({ hostile: false, ...options }) }),
  );
  await page.goto(PLAIN_PAGE_PATH);
  await page
    .getByRole('status')
    .filter({ hasText: /Signed (in|out)/ })
    .waitFor();
}

/** The latest code e-mailed to an address, read from the dev outbox. */
export async function latestCode(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const { data } = (await response.json()) as { data: { code: string | null }[] };
  const code = data.find((mail) => mail.code)?.code;
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/**
 * The path (with its query) of the newest link to `path` e-mailed to an address, read from the
 * dev outbox: the security e-mails spell their links out in the text body.
 */
export async function latestLink(page: Page, email: string, path: string): Promise<string> {
  const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const { data } = (await response.json()) as { data: { text: string }[] };
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`${escaped}\\?\\S+`);
  for (const mail of data) {
    const found = pattern.exec(mail.text)?.[0];
    if (found) return found;
  }
  throw new Error(`no link to ${path} mailed to ${email}`);
}

/** An address no other test uses. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}
