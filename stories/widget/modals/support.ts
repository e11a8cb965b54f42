/** Shared fixtures of the auth modal stories: an app, the 375 px viewport, a brand colour. */
import { APP_LOGO, APP_NAME, CUSTOM_FIELDS, PRIMARY_BUTTON_COLOR } from '@wf/config/app';
import type { App, AuthProvider } from '@wf/sdk/contract';
import { sampleApp } from '@wf/sdk/testing';
import '@wf/ui/styles.css';
import '../../../widget/src/modals/styles.css';

/** The World Family app with passwordless off, no providers and two visible custom fields. */
export function storyApp(overrides: Partial<App> = {}): App {
  return sampleApp({
    authProviders: [],
    additionalAuthMethods: { passwordless: { enabled: false, isDefault: false } },
    ...overrides,
  });
}

/** Passwordless on; `isDefault` starts the modal in passwordless mode. */
export function passwordlessApp(isDefault: boolean): App {
  return storyApp({ additionalAuthMethods: { passwordless: { enabled: true, isDefault } } });
}

/** Two providers given out of order, plus one not configured (never shown). */
export const providers: AuthProvider[] = [
  { provider: 'facebook', name: 'Facebook', icon: '', order: 1, enabled: true },
  { provider: 'google', name: 'Google', icon: '', order: 0, enabled: true },
  { provider: 'github', name: 'GitHub', icon: '', order: 2, enabled: false },
];

/** A dark green brand colour, readable under white text. */
export const BRAND_COLOR = 'rgb(11, 110, 79)';

/** An app in that colour. */
export const brandedApp = storyApp({
  branding: { logo: null, colors: { lightMode: { primaryButton: BRAND_COLOR } } },
});

/**
 * World Family's own settings (apps/world-family.json, docs/apps.md "Branding"): First Name, Last
 * Name and Name, all visible; the site's deep accent and its mark.
 */
export const worldFamilyApp = storyApp({
  name: APP_NAME,
  customFields: CUSTOM_FIELDS.map((field, index) => ({
    ...field,
    order: index + 1,
    hidden: false,
    visibility: 'PUBLIC' as const,
  })),
  branding: { logo: APP_LOGO, colors: { lightMode: { primaryButton: PRIMARY_BUTTON_COLOR } } },
});

/** World Family's colour, #3a2e7a, as the browser computes it. */
export const WORLD_FAMILY_COLOR = 'rgb(58, 46, 122)';

/** Parameters and globals of a 375 px phone (as the ui Dialog stories do). */
export const mobile = {
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
} as const;
