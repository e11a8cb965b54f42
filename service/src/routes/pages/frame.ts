/**
 * The frame of the pages the service shows itself (docs/product/payments-and-providers.md: the
 * test payment provider's checkout and portal, the provider sign-in popup): an optional TEST
 * MODE banner, the app's name, one column of panels, in the one document of the service's pages
 * (document.ts), coloured by ui's tokens and the app's own colour (theme.ts). Plain HTML forms that work without
 * JavaScript; at most one small inline script, allowed by its hash. Pure functions of their
 * input, so the Storybook catalogue renders the same pages the service serves; every value is
 * escaped.
 */
import { escapeHtml } from '../../mail/templates/escape.ts';
import { renderDocument } from './document.ts';
import type { PageTheme } from './theme.ts';

/** Groups a card number as it is typed (4-4-4-4, or 4-6-5 for American Express). */
export const GROUP_SCRIPT = `document.querySelectorAll('input[data-card-number]').forEach(function (input) {
  input.addEventListener('input', function () {
    var digits = input.value.replace(/\\D/g, '').slice(0, 19);
    var amex = /^3[47]/.test(digits);
    var groups = amex ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)] : digits.match(/.{1,4}/g) || [];
    input.value = groups.filter(Boolean).join(' ');
  });
});`;

const STYLE = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--wf-color-text); background: var(--wf-color-bg); }
.test-banner { margin: 0; padding: .5rem 1rem; background: var(--wf-color-warning-soft); color: var(--wf-color-warning); border-bottom: 1px solid var(--wf-color-border-strong); text-align: center; font-size: .875rem; }
.test-banner strong { letter-spacing: .08em; }
header { padding: 1.25rem 1rem .75rem; text-align: center; font-weight: 700; letter-spacing: .02em; }
main { width: 100%; max-width: 30rem; margin: 0 auto; padding: 0 1rem 2.5rem; }
.panel { background: var(--wf-color-surface); border-radius: 1rem; padding: 1.5rem; box-shadow: var(--wf-shadow-md); margin-bottom: 1rem; }
h1 { margin: 0 0 .25rem; font-size: 1.375rem; line-height: 1.3; }
h2 { margin: 0 0 .75rem; font-size: 1.0625rem; }
p { margin: 0 0 1rem; overflow-wrap: anywhere; }
.muted { color: var(--wf-color-text-muted); font-size: .9375rem; }
.price { font-size: 1.75rem; font-weight: 700; margin: .75rem 0 .25rem; }
.price small { font-size: 1rem; font-weight: 500; color: var(--wf-color-text-muted); }
dl { display: grid; grid-template-columns: auto 1fr; gap: .375rem 1rem; margin: 0 0 1rem; }
dt { color: var(--wf-color-text-muted); }
dd { margin: 0; font-weight: 600; text-align: right; }
.status { display: inline-block; padding: .125rem .625rem; border-radius: 999px; font-size: .8125rem; font-weight: 700; background: var(--wf-color-primary-soft); color: var(--wf-color-primary); }
.status[data-tone="good"] { background: var(--wf-color-success-soft); color: var(--wf-color-success); }
.status[data-tone="warn"] { background: var(--wf-color-warning-soft); color: var(--wf-color-warning); }
.status[data-tone="bad"] { background: var(--wf-color-danger-soft); color: var(--wf-color-danger); }
label { display: block; font-weight: 600; font-size: .9375rem; margin: 0 0 .25rem; }
.field { margin: 0 0 .875rem; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
input, select { width: 100%; min-height: 2.75rem; padding: .5rem .75rem; border: 1px solid var(--wf-color-border-field); border-radius: .5rem; font: inherit; color: inherit; background: var(--wf-color-surface); }
input[aria-invalid="true"] { border-color: var(--wf-color-danger); }
.field-error { margin: .25rem 0 0; color: var(--wf-color-danger); font-size: .875rem; }
.alert { padding: .75rem 1rem; border-radius: .625rem; background: var(--wf-color-danger-soft); color: var(--wf-color-danger); font-weight: 600; margin: 0 0 1rem; }
.notice { padding: .75rem 1rem; border-radius: .625rem; background: var(--wf-color-success-soft); color: var(--wf-color-success); font-weight: 600; margin: 0 0 1rem; }
button { width: 100%; min-height: 2.75rem; margin: .25rem 0 .75rem; border: 0; border-radius: .625rem; background: var(--wf-color-primary); color: var(--wf-color-primary-contrast); font: inherit; font-weight: 600; cursor: pointer; }
button:hover { background: var(--wf-color-primary-hover); }
button.secondary { background: var(--wf-color-surface); color: var(--wf-color-primary); border: 1px solid var(--wf-color-primary); }
button.secondary:hover { background: var(--wf-color-surface-sunken); }
fieldset { border: 1px dashed var(--wf-color-border-strong); border-radius: .75rem; padding: 1rem 1rem .25rem; margin: 0; }
legend { font-weight: 700; padding: 0 .25rem; color: var(--wf-color-warning); }
fieldset.choices { border: 0; padding: 0; margin: 0 0 1rem; }
fieldset.choices legend { padding: 0; margin: 0 0 .375rem; color: inherit; font-size: .9375rem; }
.choice { display: inline-flex; align-items: center; gap: .5rem; margin: 0 1.5rem 0 0; font-weight: 500; }
.choice input { width: 1.25rem; height: 1.25rem; min-height: 0; margin: 0; accent-color: var(--wf-color-primary); }
table { width: 100%; border-collapse: collapse; font-size: .9375rem; }
th, td { text-align: left; padding: .375rem .25rem; border-bottom: 1px solid var(--wf-color-border); }
a { color: var(--wf-color-primary); font-weight: 600; }
button:focus-visible, a:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid var(--wf-color-primary); outline-offset: 2px; }
.back { text-align: center; }
`;

/** A whole page: the banner (already HTML), the app's name, the panels, and its one script. */
export function renderServicePage(input: {
  title: string;
  appName: string;
  panels: string[];
  /** ui's tokens with the app's colour, and its icon (none in Storybook: see renderDocument). */
  theme?: PageTheme;
  /** HTML of the banner, if any (a test page always has one). */
  banner?: string;
  /** The page's inline script, if any (its hash goes into the page's CSP). */
  script?: string;
  /** Blocks of data the script reads (JSON, already made safe for HTML with {@link jsonForHtml}). */
  data?: string;
}): string {
  const banner = input.banner ? `<p class="test-banner" role="note">${input.banner}</p>\n` : '';
  return renderDocument({
    title: `${input.title} · ${input.appName}`,
    robots: 'noindex, nofollow',
    theme: input.theme,
    style: STYLE,
    body: `${banner}<header>${escapeHtml(input.appName)}</header>
<main>
${input.panels.join('\n')}
</main>
${input.data ?? ''}${input.script ? `<script>${input.script}</script>` : ''}`,
  });
}

/** JSON inside a `<script type="application/json">` block: no `<`, so it cannot close the block. */
export function jsonForHtml(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${escapeHtml(id)}">${json}</script>\n`;
}

/** The test payment provider's banner. */
const BILLING_BANNER =
  '<strong>TEST MODE</strong> · No real card is charged. Use a test card such as 4242 4242 4242 4242.';

/** A page of the test payment provider: its banner, and the script that groups card numbers. */
export function renderBillingPage(input: {
  title: string;
  appName: string;
  panels: string[];
  theme?: PageTheme;
}): string {
  return renderServicePage({ ...input, banner: BILLING_BANNER, script: GROUP_SCRIPT });
}

/** A panel with a heading and paragraphs (already escaped HTML), and an optional link. */
export function messagePanel(input: {
  heading: string;
  paragraphs: string[];
  link?: { href: string; label: string };
}): string {
  const link = input.link
    ? `<p class="back"><a href="${escapeHtml(input.link.href)}">${escapeHtml(input.link.label)}</a></p>`
    : '';
  return `<section class="panel"><h1>${escapeHtml(input.heading)}</h1>${input.paragraphs
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join('')}${link}</section>`;
}

/** The card fields, with the values typed so far and their errors. */
export function cardFields(input: {
  values: Partial<Record<'cardNumber' | 'expiry' | 'cvc' | 'name' | 'postalCode', string>>;
  errors: Partial<Record<'cardNumber' | 'expiry' | 'cvc' | 'name' | 'postalCode', string>>;
  /** True when the card may be left out (a trial). */
  optional?: boolean;
}): string {
  const field = (
    name: 'cardNumber' | 'expiry' | 'cvc' | 'name' | 'postalCode',
    label: string,
    attributes: string,
  ) => {
    const id = `field-${name}`;
    const error = input.errors[name];
    const errorHtml = error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : '';
    const invalid = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
    const value = name === 'cvc' ? '' : (input.values[name] ?? '');
    return `<div class="field"><label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${name}" value="${escapeHtml(value)}" ${attributes}${invalid}>${errorHtml}</div>`;
  };
  const required = input.optional ? '' : ' required';
  return [
    field(
      'cardNumber',
      'Card number',
      `inputmode="numeric" autocomplete="cc-number" maxlength="23" data-card-number placeholder="1234 1234 1234 1234"${required}`,
    ),
    `<div class="row">${field('expiry', 'Expiry (MM/YY)', `inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"${required}`)}${field('cvc', 'CVC', `inputmode="numeric" autocomplete="cc-csc" maxlength="4"${required}`)}</div>`,
    field('name', 'Name on card', `autocomplete="cc-name"${required}`),
    field('postalCode', 'Postal code', `autocomplete="postal-code" maxlength="10"${required}`),
  ].join('\n');
}
