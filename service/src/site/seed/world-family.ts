/** The World Family app's rows, built from the shared config (@wf/config/app). */
import {
  ADMIN_PLAN_ID,
  APP_ID,
  APP_NAME,
  APP_REDIRECTS,
  AUTH_PROVIDERS,
  CUSTOM_FIELDS,
  FREE_PLAN_ID,
  LIVE_PUBLIC_KEY,
  MEMBERS_VIDEOS_CONTENT_GROUP,
  MEMBERSHIP_PLAN_ID,
  MEMBERSHIP_PRICE_CENTS,
  MEMBERSHIP_PRICE_ID,
  MEMBERSHIP_TRIAL_DAYS,
  PLAN_REDIRECTS,
  PRIMARY_BUTTON_COLOR,
  TEAM_INVITE_SIGNUP_PATH,
  TEAM_MAX_MEMBERS,
  TEAM_PLAN_ID,
  TEST_PUBLIC_KEY,
} from '@wf/config/app';
import { SITE_PATHS } from '@wf/config/site-paths';
import type { ProviderId } from '../../auth/providers/table.ts';
import type { apps, contentGroups, plans, prices } from '../../db/schema.ts';

type AppRow = typeof apps.$inferInsert;
type PlanRow = typeof plans.$inferInsert;
type PriceRow = typeof prices.$inferInsert;
type ContentGroupRow = typeof contentGroups.$inferInsert;

/** The app row; `publicUrl` gives the origin the site (and so the widget) runs on. */
export function worldFamilyApp(publicUrl: string, contactEmail: string | null): AppRow {
  return {
    id: APP_ID,
    name: APP_NAME,
    testPublicKey: TEST_PUBLIC_KEY,
    livePublicKey: LIVE_PUBLIC_KEY,
    allowedOrigins: [new URL(publicUrl).origin],
    settings: {
      isPaid: true,
      captchaRequired: false,
      ssoSignupButtonURL: null,
      customFields: CUSTOM_FIELDS.map((field, index) => ({
        key: field.key,
        label: field.label,
        order: index + 1,
        hidden: false,
        visibility: 'PUBLIC',
      })),
      branding: { logo: null, colors: { lightMode: { primaryButton: PRIMARY_BUTTON_COLOR } } },
      // Listed but disabled until credentials are configured (docs/security.md).
      authProviders: AUTH_PROVIDERS.map((provider, index) => ({
        // The platform runs these providers (its provider table); the site chooses among them.
        provider: provider.provider satisfies ProviderId,
        name: provider.name,
        icon: '',
        order: index + 1,
        enabled: false,
      })),
      additionalAuthMethods: { passwordless: { enabled: true, isDefault: false } },
      contactEmail,
      ...APP_REDIRECTS,
      // Billing e-mails send members to their dashboard, whose button opens the billing portal.
      links: { account: SITE_PATHS.dashboard, help: SITE_PATHS.contact },
      // The service's own pages wear the site's colours (ui's tokens, World Family's own) and icon.
      pageBranding: { name: APP_NAME, primaryColor: null, logo: '/favicon.svg' },
    },
  };
}

/** A plan's own redirects from the shared config (null where it leaves them to the app's). */
function planRedirects(
  planId: string,
): Pick<PlanRow, 'afterLoginRedirect' | 'afterSignupRedirect' | 'afterLogoutRedirect'> {
  const own = PLAN_REDIRECTS[planId];
  return {
    afterLoginRedirect: own?.afterLogin ?? null,
    afterSignupRedirect: own?.afterSignup ?? null,
    afterLogoutRedirect: own?.afterLogout ?? null,
  };
}

export const WORLD_FAMILY_PLANS: PlanRow[] = [
  {
    id: FREE_PLAN_ID,
    ...planRedirects(FREE_PLAN_ID),
    appId: APP_ID,
    name: 'Free Account',
    description: 'The account every member gets at signup.',
    priority: 0,
  },
  {
    id: MEMBERSHIP_PLAN_ID,
    ...planRedirects(MEMBERSHIP_PLAN_ID),
    appId: APP_ID,
    name: 'Membership',
    description: 'Full video library, digital member ID, exclusive content and networking events.',
    priority: 10,
  },
  {
    id: TEAM_PLAN_ID,
    ...planRedirects(TEAM_PLAN_ID),
    appId: APP_ID,
    name: 'Team',
    description: 'A shared membership for a family or a house.',
    priority: 5,
    maxTeamMembers: TEAM_MAX_MEMBERS,
    teamAccountInviteSignupLink: TEAM_INVITE_SIGNUP_PATH,
    // It opens the members' videos: granted by administrators, never taken for free.
    restricted: true,
  },
  {
    id: ADMIN_PLAN_ID,
    ...planRedirects(ADMIN_PLAN_ID),
    appId: APP_ID,
    name: 'Admin',
    description: 'Site administrators: may add videos.',
    priority: 100,
    restricted: true,
  },
];

export const WORLD_FAMILY_PRICES: PriceRow[] = [
  {
    id: MEMBERSHIP_PRICE_ID,
    appId: APP_ID,
    planId: MEMBERSHIP_PLAN_ID,
    name: 'Monthly',
    type: 'SUBSCRIPTION',
    amount: MEMBERSHIP_PRICE_CENTS,
    currency: 'usd',
    intervalType: 'MONTHLY',
    intervalCount: 1,
    trialDays: MEMBERSHIP_TRIAL_DAYS,
  },
];

/** The members-only videos and the plans they are granted to (@wf/config/app's one definition). */
export const WORLD_FAMILY_CONTENT_GROUPS: { group: ContentGroupRow; planIds: string[] }[] = [
  {
    group: {
      id: `grp_${MEMBERS_VIDEOS_CONTENT_GROUP.key}`,
      appId: APP_ID,
      key: MEMBERS_VIDEOS_CONTENT_GROUP.key,
      name: MEMBERS_VIDEOS_CONTENT_GROUP.name,
      urls: [...MEMBERS_VIDEOS_CONTENT_GROUP.urls],
      redirect: MEMBERS_VIDEOS_CONTENT_GROUP.redirect,
    },
    planIds: [...MEMBERS_VIDEOS_CONTENT_GROUP.plans],
  },
];
