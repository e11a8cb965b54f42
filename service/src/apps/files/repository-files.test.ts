/**
 * The repository's own app files (apps/): they are valid, the ids the site's build and the
 * example pages hard-code are the ones the files declare, and apps/app.schema.json is the
 * contract's schema as it is now (`npm run app:schema` rewrites it).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ADMIN_PLAN_ID,
  APP_ID,
  APP_LOGO,
  APP_NAME,
  APP_REDIRECTS,
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
import { describe, expect, it } from 'vitest';
import { DEFAULT_APPS_DIR } from '../../env.ts';
import {
  EXAMPLE_APP_ID,
  EXAMPLE_FREE_PLAN_ID,
  EXAMPLE_PRO_LESSON_HTML,
  EXAMPLE_PRO_LESSON_ID,
  EXAMPLE_PRO_PLAN_ID,
  EXAMPLE_PRO_PRICE_ID,
  EXAMPLE_TEST_PUBLIC_KEY,
} from '../../examples/app.ts';
import { contrastRatio } from '../../routes/pages/theme.ts';
import { uiTokens } from '../../routes/pages/tokens.ts';
import { appFileJsonSchema } from './json-schema.ts';
import { readAppFiles } from './read.ts';

const files = await readAppFiles(DEFAULT_APPS_DIR);
const byId = (id: string) => files.find((loaded) => loaded.app.id === id)?.app;

describe('the repository’s app files', () => {
  it('given apps/, World Family’s file and the example app’s are there and valid', () => {
    expect(files.map((loaded) => path.basename(loaded.file)).sort()).toEqual([
      'example.json',
      'world-family.json',
    ]);
  });

  it('given World Family’s file, it declares what the site’s build knows of the app (@wf/config/app)', () => {
    const app = byId(APP_ID);
    expect(app).toBeDefined();
    if (!app) return;
    expect({ name: app.name, keys: app.keys }).toEqual({
      name: APP_NAME,
      keys: { test: TEST_PUBLIC_KEY, live: LIVE_PUBLIC_KEY },
    });
    expect(app.redirects).toEqual({
      login: APP_REDIRECTS.loginRedirect,
      signup: APP_REDIRECTS.signupRedirect,
      logout: APP_REDIRECTS.logoutRedirect,
    });
    expect(app.branding).toEqual({ name: APP_NAME, logo: APP_LOGO, primaryColor: PRIMARY_BUTTON_COLOR });
    expect(app.customFields.map((field) => ({ key: field.key, label: field.label }))).toEqual(
      CUSTOM_FIELDS.map((field) => ({ ...field })),
    );
    expect(app.plans.map((plan) => plan.id)).toEqual([
      FREE_PLAN_ID,
      MEMBERSHIP_PLAN_ID,
      TEAM_PLAN_ID,
      ADMIN_PLAN_ID,
    ]);
    for (const plan of app.plans) {
      const own = PLAN_REDIRECTS[plan.id];
      expect(plan.redirects).toEqual({
        ...(own?.afterLogin ? { login: own.afterLogin } : {}),
        ...(own?.afterSignup ? { signup: own.afterSignup } : {}),
        ...(own?.afterLogout ? { logout: own.afterLogout } : {}),
      });
    }
    const membership = app.plans.find((plan) => plan.id === MEMBERSHIP_PLAN_ID);
    expect(membership?.prices).toEqual([
      expect.objectContaining({
        id: MEMBERSHIP_PRICE_ID,
        amount: MEMBERSHIP_PRICE_CENTS,
        trialDays: MEMBERSHIP_TRIAL_DAYS,
      }),
    ]);
    const team = app.plans.find((plan) => plan.id === TEAM_PLAN_ID);
    expect(team?.team).toEqual({ seats: TEAM_MAX_MEMBERS, inviteSignupPath: TEAM_INVITE_SIGNUP_PATH });
    const [group] = app.contentGroups;
    expect(
      group && { key: group.key, name: group.name, redirect: group.redirect, plans: [...group.plans].sort() },
    ).toEqual({
      key: MEMBERS_VIDEOS_CONTENT_GROUP.key,
      name: MEMBERS_VIDEOS_CONTENT_GROUP.name,
      redirect: MEMBERS_VIDEOS_CONTENT_GROUP.redirect,
      plans: [...MEMBERS_VIDEOS_CONTENT_GROUP.plans].sort(),
    });
  });

  it('given World Family’s colour, it is the site’s deep accent (ui’s --wf-color-primary), white text on it reads at 4.5:1 or more', () => {
    const colour = byId(APP_ID)?.branding.primaryColor ?? '';
    expect(colour).toBe(uiTokens()['--wf-color-primary']);
    expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('given the example app’s file, it declares the ids the example pages hard-code, in test mode only', () => {
    const app = byId(EXAMPLE_APP_ID);
    expect(app?.testModeOnly).toBe(true);
    expect(app?.keys.test).toBe(EXAMPLE_TEST_PUBLIC_KEY);
    expect(app?.plans.map((plan) => plan.id)).toEqual([EXAMPLE_FREE_PLAN_ID, EXAMPLE_PRO_PLAN_ID]);
    expect(app?.plans[1]?.prices.map((price) => price.id)).toEqual([EXAMPLE_PRO_PRICE_ID]);
    expect(app?.contentGroups.flatMap((group) => group.secureContent)).toEqual([
      { id: EXAMPLE_PRO_LESSON_ID, content: EXAMPLE_PRO_LESSON_HTML },
    ]);
  });

  it('given apps/app.schema.json, it is the contract’s schema as it is now', async () => {
    expect(await readFile(path.join(DEFAULT_APPS_DIR, 'app.schema.json'), 'utf8')).toBe(appFileJsonSchema());
  });
});
