import { type App, type AuthProvider, type CustomField, derivesName, NAME_FIELD } from '@wf/sdk/contract';
import { DEFAULT_PRIMARY_BUTTON_COLOR } from '../../constants.ts';

/** docs/product/widget.md §2: the providers offered, in their order (those not configured left out). */
export function visibleProviders(app: App): AuthProvider[] {
  return app.authProviders.filter((provider) => provider.enabled !== false).sort((a, b) => a.order - b.order);
}

/** docs/product/widget.md §2: the custom fields that are not hidden, in their order. */
export function visibleCustomFields(app: App): CustomField[] {
  return app.customFields.filter((field) => !field.hidden).sort((a, b) => a.order - b.order);
}

/**
 * docs/product/widget.md §2 Signup modal: the visible custom fields but a name the service makes
 * from the first and last names (§3 "Derived name"); the profile still shows it.
 */
export function signupCustomFields(app: App): CustomField[] {
  const fields = visibleCustomFields(app);
  return derivesName(app.customFields) ? fields.filter((field) => field.key !== NAME_FIELD) : fields;
}

/** docs/product/widget.md §3, §9: the app's primary button colour, or the default one. */
export function primaryButtonColor(app: App): string {
  return app.branding.colors.lightMode.primaryButton.trim() || DEFAULT_PRIMARY_BUTTON_COLOR;
}
