/**
 * The test provider's sign-in page (test mode; docs/product/payments-and-providers.md
 * "Third-party sign-in"): it stands in for a provider that has no credentials, so the popup can
 * be tried on one machine. Pure, so that its story draws it as the service does; every value is
 * escaped.
 */
import { escapeHtml } from '../../mail/templates/escape.ts';
import { renderServicePage } from '../pages/frame.ts';
import type { PageTheme } from '../pages/theme.ts';

/** The test provider's banner: nobody signs in at the real provider. */
export function testProviderBanner(providerName: string): string {
  return `<strong>TEST MODE</strong> · This page stands in for ${escapeHtml(providerName)}: no one signs in there.`;
}

export interface TestSignInView {
  appName: string;
  providerName: string;
  state: string;
  values?: { email?: string; name?: string; verified?: 'yes' | 'no' };
  errors?: { email?: string; name?: string };
  /** The app's colours and icon over ui's tokens. */
  theme?: PageTheme;
}

function field(
  id: string,
  name: string,
  label: string,
  value: string,
  error: string | undefined,
  attributes: string,
) {
  const errorHtml = error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : '';
  const invalid = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return `<div class="field"><label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${name}" value="${escapeHtml(value)}" ${attributes}${invalid}>${errorHtml}</div>`;
}

/** "Sign in with GitHub — test mode": an address, a name, whether the address is verified. */
export function testSignInPage(view: TestSignInView): string {
  const values = view.values ?? {};
  const errors = view.errors ?? {};
  const verified = values.verified ?? 'yes';
  const count = Object.keys(errors).length;
  const alert =
    count > 0
      ? `<p class="alert" role="alert">Please check the form: ${count === 1 ? 'one field needs' : `${count} fields need`} attention.</p>`
      : '';
  const radio = (value: 'yes' | 'no', label: string) =>
    `<label class="choice"><input type="radio" name="verified" value="${value}"${verified === value ? ' checked' : ''}> ${escapeHtml(label)}</label>`;
  const panel = `<section class="panel" aria-labelledby="sign-in-heading">
<h1 id="sign-in-heading">${escapeHtml(`Sign in with ${view.providerName} — test mode`)}</h1>
<p class="muted">Type who you are at ${escapeHtml(view.providerName)}. ${escapeHtml(view.appName)} receives this as if ${escapeHtml(view.providerName)} had sent it.</p>
${alert}
<form method="post" novalidate>
<input type="hidden" name="state" value="${escapeHtml(view.state)}">
${field('field-email', 'email', 'E-mail address', values.email ?? '', errors.email, 'type="email" autocomplete="email" required')}
${field('field-name', 'name', 'Display name', values.name ?? '', errors.name, 'autocomplete="name" maxlength="100"')}
<fieldset class="choices"><legend>Is the e-mail address verified at ${escapeHtml(view.providerName)}?</legend>
${radio('yes', 'Yes')}
${radio('no', 'No')}
</fieldset>
<button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
</form>
</section>`;
  return renderServicePage({
    title: `Sign in with ${view.providerName}`,
    appName: view.appName,
    theme: view.theme,
    banner: testProviderBanner(view.providerName),
    panels: [panel],
  });
}
