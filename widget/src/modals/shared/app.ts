import { type App, type AuthProvider, type CustomField, derivesName, NAME_FIELD } from '@wf/sdk/contract';
import type { CSSProperties } from 'react';
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

/**
 * The app's button colour as a modal wears it (auth modals, profile, test card): the colour, its
 * hover and soft shades, and the focus ring. The ring is set here too: @wf/ui's token is resolved
 * where it is declared (the page's root), so it would keep the default colour inside a branded modal.
 */
export function brandStyle(app: App): CSSProperties {
  const color = primaryButtonColor(app);
  return {
    '--wf-color-primary': color,
    '--wf-color-primary-hover': `color-mix(in srgb, ${color} 82%, black)`,
    '--wf-color-primary-soft': `color-mix(in srgb, ${color} 10%, white)`,
    '--wf-focus-ring': `0 0 0 2px var(--wf-color-surface), 0 0 0 4px ${color}`,
  } as CSSProperties;
}
