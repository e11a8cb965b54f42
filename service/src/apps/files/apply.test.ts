/**
 * Applying app files (docs/apps.md "Applying a file"): a new app is created as its file says; an
 * edited file changes the database without losing members' data; what it would lose is refused
 * with the file's line, before anything changes; settings changed in the database since are kept
 * and reported; test-mode-only apps leave with live mode.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock.ts';
import { apps, contentGroups, planConnections, plans, prices, secureContent } from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import { grantPlan } from '../../members/plans.ts';
import { insertMember } from '../../members/testing.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/database.ts';
import { loadPlans } from '../present.ts';
import { type ApplyReport, applyAppFiles } from './apply.ts';
import { AppFileError } from './read.ts';

let test: TestDatabase;
let folder: string;

// Each test on a database of its own, with a folder of its own.
beforeEach(async () => {
  test = await openTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'wf-apps-'));
});
afterEach(async () => {
  await test.close();
  await rm(folder, { recursive: true, force: true });
});

const APP_ID = 'app_lotus-studio-3k8q';

/** Lotus Studio's file, as YAML, with `changes` made to its text. */
function lotusYaml(
  changes: { price?: string; amount?: number; fields?: string; name?: string } = {},
): string {
  return `# Lotus Studio's app
id: ${APP_ID}
name: ${changes.name ?? 'Lotus Studio'}
keys:
  test: pk_sb_lotus-studio-9w2e
  live: pk_lotus-studio-4t6y
site:
  url: https://lotus.example
  account: /account
allowedOrigins:
  - https://www.lotus.example
branding:
  primaryColor: "#7a3e9d"
customFields:
${
  changes.fields ??
  `  - key: first-name
    label: First name
  - key: city
    label: City
    visibility: PRIVATE`
}
plans:
  - id: pln_lotus-free-1a2b
    name: Free
  - id: pln_lotus-monthly-3c4d
    name: Studio
    prices:
      - id: ${changes.price ?? 'prc_lotus-monthly-5e6f'}
        name: Monthly
        amount: ${changes.amount ?? 1200}
        interval: month
contentGroups:
  - key: members
    name: Members
    urls:
      - url: /members/
    redirect: /join
    secureContent:
      - id: welcome
        content: <p>Welcome to the studio.</p>
`;
}

async function write(name: string, text: string): Promise<void> {
  await writeFile(path.join(folder, name), text);
}

function apply(options: { testMode?: boolean } = {}): Promise<ApplyReport> {
  return applyAppFiles(test.database, {
    folder,
    publicUrl: 'http://localhost:4321',
    allowedOrigins: [],
    testMode: options.testMode ?? true,
    clock: systemClock,
  });
}

/** The problems of an apply that must be refused. */
async function refusal(): Promise<string[]> {
  const error = await apply().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppFileError);
  return (error as AppFileError).problems;
}

async function priceRow(id: string) {
  const [row] = await test.database.db.select().from(prices).where(eq(prices.id, id));
  return row;
}

/** A member of Lotus Studio paying its monthly price. */
async function payingMember(priceId = 'prc_lotus-monthly-5e6f') {
  const member = await insertMember(test.database, { appId: APP_ID, customFields: { city: 'Kyoto' } });
  await test.database.db.insert(planConnections).values({
    id: newId('con'),
    appId: APP_ID,
    memberId: member.id,
    planId: 'pln_lotus-monthly-3c4d',
    type: 'SUBSCRIPTION',
    priceId,
  });
  return member;
}

describe('a file read', () => {
  it('given invalid fields, every problem names the file, the line and the field', async () => {
    await write(
      'lotus.yaml',
      lotusYaml({ amount: -5 }).replace('  account: /account', '  account: /account\n  colour: red'),
    );
    const problems = await refusal();
    const amountLine =
      lotusYaml()
        .split('\n')
        .findIndex((line) => line.includes('amount:')) + 2;
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`lotus\\.yaml:${amountLine}:\\d+: plans\\[1\\]\\.prices\\[0\\]\\.amount: `),
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/lotus\.yaml:10:3: site: 'colour' is not a field of an app file/),
    );
  });

  it('given a group opened by a plan the file does not have, or a plan twice, it says which', async () => {
    const text = lotusYaml()
      .replace('    redirect: /join', '    redirect: /join\n    plans: [pln_nowhere]')
      .replace('  - id: pln_lotus-monthly-3c4d', '  - id: pln_lotus-free-1a2b');
    await write('lotus.yaml', text);
    const problems = await refusal();
    expect(problems.join('\n')).toMatch(
      /contentGroups\[0\]\.plans\[0\]: No plan of this file has the id 'pln_nowhere'/,
    );
    expect(problems.join('\n')).toMatch(/plans\[1\]\.id: The plan 'pln_lotus-free-1a2b' is declared twice/);
  });

  it('given JSON that does not parse, or a key written twice, it says where', async () => {
    await write('broken.json', '{ "id": "app_broken-1", "name": "Broken", }');
    await write('twice.yaml', 'id: app_twice-1\nid: app_twice-2\n');
    const problems = (await refusal()).join('\n');
    expect(problems).toMatch(/broken\.json/);
    expect(problems).toMatch(/twice\.yaml:2:1: .*unique/i);
  });

  it('given two files with one id, it refuses the second', async () => {
    await write('a.yaml', lotusYaml());
    await write(
      'b.yaml',
      lotusYaml()
        .replace('pk_sb_lotus-studio-9w2e', 'pk_sb_other-1')
        .replace('pk_lotus-studio-4t6y', 'pk_other-1'),
    );
    expect((await refusal()).join('\n')).toMatch(
      /b\.yaml:2:5: id: 'app_lotus-studio-3k8q' is declared by .*a\.yaml too/,
    );
  });
});

describe('applying a file', () => {
  it('given a new app, it creates it as the file says: site, origins, colour, plans, price, group and secure content', async () => {
    await write('lotus.yaml', lotusYaml());
    const report = await apply();
    expect(report.applied).toContain(APP_ID);
    const [app] = await test.database.db.select().from(apps).where(eq(apps.id, APP_ID));
    expect(app?.allowedOrigins).toEqual(['https://lotus.example', 'https://www.lotus.example']);
    expect(app?.settings.pageBranding).toEqual({ name: null, primaryColor: '#7a3e9d', logo: null });
    expect(app?.settings.branding.colors.lightMode.primaryButton).toBe('#7a3e9d');
    expect(app?.settings.links).toEqual({
      site: 'https://lotus.example',
      account: '/account',
      help: null,
      login: null,
    });
    expect(app?.settings.customFields.map((field) => [field.key, field.visibility])).toEqual([
      ['first-name', 'PUBLIC'],
      ['city', 'PRIVATE'],
    ]);
    expect(await priceRow('prc_lotus-monthly-5e6f')).toMatchObject({
      amount: 1200,
      intervalType: 'MONTHLY',
      active: true,
    });
    const [group] = await test.database.db
      .select()
      .from(contentGroups)
      .where(eq(contentGroups.appId, APP_ID));
    expect(group?.urls).toEqual([{ url: '/members/', filter: 'STARTS' }]);
    const [content] = await test.database.db
      .select()
      .from(secureContent)
      .where(eq(secureContent.appId, APP_ID));
    expect(content?.content).toBe('<p>Welcome to the studio.</p>');
    // Applying it again changes nothing and reports nothing.
    expect(await apply()).toMatchObject({ differences: [], archived: [] });
  });

  it('given a renamed price, the old one is archived while a member pays it, and the member keeps it', async () => {
    await write('lotus.yaml', lotusYaml());
    await apply();
    const member = await payingMember();
    await write('lotus.yaml', lotusYaml({ price: 'prc_lotus-monthly-2026' }));
    const report = await apply();
    expect(report.archived).toEqual(['prc_lotus-monthly-5e6f']);
    expect(await priceRow('prc_lotus-monthly-5e6f')).toMatchObject({ active: false, amount: 1200 });
    expect(await priceRow('prc_lotus-monthly-2026')).toMatchObject({ active: true });
    const [held] = await test.database.db
      .select()
      .from(planConnections)
      .where(eq(planConnections.memberId, member.id));
    expect(held?.priceId).toBe('prc_lotus-monthly-5e6f');
  });

  it('given a renamed price nobody pays, the old one is deleted', async () => {
    await write('lotus.yaml', lotusYaml());
    await apply();
    await write('lotus.yaml', lotusYaml({ price: 'prc_lotus-monthly-2026' }));
    expect((await apply()).archived).toEqual([]);
    expect(await priceRow('prc_lotus-monthly-5e6f')).toBeUndefined();
  });

  it('given a removed plan a member holds, it is archived: kept for them, no longer offered', async () => {
    await write('lotus.yaml', lotusYaml());
    await apply();
    await payingMember();
    await write(
      'lotus.yaml',
      lotusYaml().replace(/ {2}- id: pln_lotus-monthly-3c4d[\s\S]*?interval: month\n/, ''),
    );
    const report = await apply();
    expect(report.archived).toEqual(expect.arrayContaining(['pln_lotus-monthly-3c4d']));
    const [plan] = await test.database.db.select().from(plans).where(eq(plans.id, 'pln_lotus-monthly-3c4d'));
    expect(plan?.archivedAt).toBeInstanceOf(Date);
    expect(await priceRow('prc_lotus-monthly-5e6f')).toMatchObject({ active: false });
    expect((await loadPlans(test.database.db, APP_ID)).map((offered) => offered.id)).toEqual([
      'pln_lotus-free-1a2b',
    ]);
    const newcomer = await insertMember(test.database, { appId: APP_ID });
    await expect(
      test.database.transaction((tx) =>
        grantPlan(tx, {
          appId: APP_ID,
          memberId: newcomer.id,
          planId: 'pln_lotus-monthly-3c4d',
          now: new Date(),
        }),
      ),
    ).rejects.toMatchObject({ code: 'plan/unavailable' });
    // Put back in the file, it is on offer again.
    await write('lotus.yaml', lotusYaml());
    await apply();
    const [back] = await test.database.db.select().from(plans).where(eq(plans.id, 'pln_lotus-monthly-3c4d'));
    expect(back?.archivedAt).toBeNull();
  });

  it('given a removed custom field members have values for, it is refused with the line, and nothing changes', async () => {
    await write('lotus.yaml', lotusYaml());
    await apply();
    await payingMember();
    const fields = '  - key: first-name\n    label: First name\n  - key: town\n    label: Town';
    await write('lotus.yaml', lotusYaml({ fields, name: 'Lotus Studio Renamed' }));
    const problems = await refusal();
    expect(problems).toEqual([
      expect.stringMatching(
        /lotus\.yaml:15:3: customFields: the custom field 'city' is gone from the file, but 1 member has a value for it/,
      ),
    ]);
    const [app] = await test.database.db.select().from(apps).where(eq(apps.id, APP_ID));
    expect(app?.name).toBe('Lotus Studio');
  });

  it('given a removed custom field nobody has a value for, it goes', async () => {
    await write('lotus.yaml', lotusYaml());
    await apply();
    await write('lotus.yaml', lotusYaml({ fields: '  - key: first-name\n    label: First name' }));
    await apply();
    const [app] = await test.database.db.select().from(apps).where(eq(apps.id, APP_ID));
    expect(app?.settings.customFields.map((field) => field.key)).toEqual(['first-name']);
  });

  it('given a new amount for a price members pay, it is refused with the amount’s line', async () => {
    await write('lotus.yaml', lotusYaml());
    await apply();
    await payingMember();
    await write('lotus.yaml', lotusYaml({ amount: 1500 }));
    const amountLine =
      lotusYaml()
        .split('\n')
        .findIndex((line) => line.includes('amount:')) + 1;
    expect(await refusal()).toEqual([
      expect.stringMatching(
        new RegExp(
          `lotus\\.yaml:${amountLine}:17: plans\\[1\\]\\.prices\\[0\\]\\.amount: members pay the price 'prc_lotus-monthly-5e6f', so its amount cannot change`,
        ),
      ),
    ]);
    expect(await priceRow('prc_lotus-monthly-5e6f')).toMatchObject({ amount: 1200 });
  });

  it('given settings changed in the database since, they are kept and reported with the file’s line; the rest follows the file', async () => {
    await write('lotus.yaml', lotusYaml());
    await apply();
    // As the admin API or the console would: a new origin and a new plan name.
    const db = test.database.db;
    const [app] = await db.select().from(apps).where(eq(apps.id, APP_ID));
    await db
      .update(apps)
      .set({ allowedOrigins: [...(app?.allowedOrigins ?? []), 'https://shop.lotus.example'] })
      .where(eq(apps.id, APP_ID));
    await db.update(plans).set({ name: 'Studio Plus' }).where(eq(plans.id, 'pln_lotus-monthly-3c4d'));
    // The file changes the app's name and leaves the rest.
    await write('lotus.yaml', lotusYaml({ name: 'Lotus Studio Kyoto' }));
    const report = await apply();
    const [after] = await db.select().from(apps).where(eq(apps.id, APP_ID));
    expect(after?.name).toBe('Lotus Studio Kyoto');
    expect(after?.allowedOrigins).toContain('https://shop.lotus.example');
    const [plan] = await db.select().from(plans).where(eq(plans.id, 'pln_lotus-monthly-3c4d'));
    expect(plan?.name).toBe('Studio Plus');
    expect(report.differences.map((difference) => [difference.path, difference.where])).toEqual([
      ['allowedOrigins', expect.stringMatching(/lotus\.yaml:11:3: allowedOrigins$/)],
      [
        'plans.pln_lotus-monthly-3c4d.name',
        expect.stringMatching(/lotus\.yaml:2[0-9]:\d+: plans\[1\]\.name$/),
      ],
    ]);
    // Reported again at the next start, until the file agrees.
    expect((await apply()).differences).toHaveLength(2);
  });

  it('given a key another app holds, it is refused', async () => {
    await write('lotus.yaml', lotusYaml());
    await write(
      'copy.yaml',
      lotusYaml().replace(APP_ID, 'app_copy-cat-1').replace('pk_lotus-studio-4t6y', 'pk_copy-cat-1'),
    );
    const problems = (await refusal()).join('\n');
    expect(problems).toMatch(/keys\.test: 'pk_sb_lotus-studio-9w2e' is declared by .* too/);
  });

  it('given live mode, an app marked testModeOnly is removed with its members; the others stay', async () => {
    await write('lotus.yaml', lotusYaml());
    await write(
      'demo.yaml',
      'id: app_demo-1\nname: Demo\ntestModeOnly: true\nkeys: { test: pk_sb_demo-1, live: pk_demo-1 }\nplans: [{ id: pln_demo-1, name: Demo }]\n',
    );
    await apply();
    const demoMember = await insertMember(test.database, { appId: 'app_demo-1' });
    await test.database.db.insert(planConnections).values({
      id: newId('con'),
      appId: 'app_demo-1',
      memberId: demoMember.id,
      planId: 'pln_demo-1',
      type: 'FREE',
    });
    const report = await apply({ testMode: false });
    expect(report.removed).toEqual(['app_demo-1']);
    expect(await test.database.db.select().from(apps).where(eq(apps.id, 'app_demo-1'))).toEqual([]);
    expect(
      await test.database.db
        .select()
        .from(apps)
        .where(and(eq(apps.id, APP_ID))),
    ).toHaveLength(1);
  });
});
