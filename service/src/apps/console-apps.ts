/**
 * The console's Apps (docs/console.md "Apps"): an administrator of the site's own app (their
 * home app) creates apps from its console and runs them from there. Each creation makes the app
 * (a free plan and an admin plan, as `npm run app:create` would), a member for the creator in it
 * holding its admin plan, and a link between the two members (`console_app_links`). A session in
 * a created app is given only through that link, to that member, while they still hold that
 * app's admin plan: no console reaches an app its administrator did not create, whatever they do
 * in their own app (an administrator can make any address verified in their own app, so an
 * address is never a bridge).
 */
import { ADMIN_PLAN_PREFIX } from '@wf/sdk/access';
import {
  CONSOLE_APP_LIMIT_MESSAGE,
  CONSOLE_APP_NOT_ADMINISTERED_MESSAGE,
  CONSOLE_APPS_ERROR_CODES,
  CONSOLE_APPS_MAX,
  type ConsoleApp,
  type ConsoleAppSession,
} from '@wf/sdk/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { holdsAdminPlan } from '../auth/admin.ts';
import { createSession, type SessionClient } from '../auth/session.ts';
import type { Database, Queryable } from '../db/client.ts';
import { apps, consoleAppLinks, members, planConnections } from '../db/schema.ts';
import { ApiError, forbidden } from '../http/errors.ts';
import { newId } from '../ids.ts';
import { recordAuditEvent } from '../security/audit.ts';
import { draftAppFile } from './draft.ts';
import { stateOfFile, writeAppState } from './files/state.ts';

/** Who calls: a signed-in administrator of the app their call names. */
export interface ConsoleCaller {
  appId: string;
  memberId: string;
}

/** What the Apps need of the service's configuration. */
export interface ConsoleAppsEnv {
  publicUrl: string;
  testMode: boolean;
}

/** The custom fields a created app's administrator takes from their home member: their names. */
const NAME_FIELDS = ['first-name', 'last-name', 'name'] as const;

/**
 * The caller's home app and member: the ones a created app's member was made for, else the
 * caller themselves.
 */
async function homeOf(q: Queryable, caller: ConsoleCaller): Promise<ConsoleCaller> {
  const [link] = await q
    .select({ appId: consoleAppLinks.homeAppId, memberId: consoleAppLinks.homeMemberId })
    .from(consoleAppLinks)
    .where(and(eq(consoleAppLinks.memberId, caller.memberId), eq(consoleAppLinks.appId, caller.appId)));
  return link ?? caller;
}

type AppRow = Pick<typeof apps.$inferSelect, 'id' | 'name' | 'testPublicKey' | 'livePublicKey'>;

function present(app: AppRow, env: ConsoleAppsEnv, flags: { home: boolean; current: boolean }): ConsoleApp {
  return {
    id: app.id,
    name: app.name,
    publicKey: env.testMode ? app.testPublicKey : app.livePublicKey,
    ...flags,
  };
}

const APP_COLUMNS = {
  id: apps.id,
  name: apps.name,
  testPublicKey: apps.testPublicKey,
  livePublicKey: apps.livePublicKey,
};

/** The apps the caller runs from this console: their home app, then those they created, oldest first. */
export async function listConsoleApps(
  q: Queryable,
  caller: ConsoleCaller,
  env: ConsoleAppsEnv,
): Promise<ConsoleApp[]> {
  const home = await homeOf(q, caller);
  const [homeApp] = await q.select(APP_COLUMNS).from(apps).where(eq(apps.id, home.appId));
  const created = await q
    .select(APP_COLUMNS)
    .from(consoleAppLinks)
    .innerJoin(apps, eq(apps.id, consoleAppLinks.appId))
    .where(eq(consoleAppLinks.homeMemberId, home.memberId))
    .orderBy(asc(consoleAppLinks.createdAt), asc(apps.id));
  return [
    ...(homeApp ? [present(homeApp, env, { home: true, current: homeApp.id === caller.appId })] : []),
    ...created.map((app) => present(app, env, { home: false, current: app.id === caller.appId })),
  ];
}

/** A session in `appId` for `memberId`, as the Apps routes answer it. */
async function sessionIn(
  q: Queryable,
  app: AppRow,
  memberId: string,
  env: ConsoleAppsEnv,
  now: Date,
  client: SessionClient,
): Promise<ConsoleAppSession> {
  const session = await createSession(q, { appId: app.id, memberId, now, client });
  return {
    app: present(app, env, { home: false, current: true }),
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
  };
}

export interface CreateConsoleAppInput {
  caller: ConsoleCaller;
  name: string;
  env: ConsoleAppsEnv;
  now: Date;
  client: SessionClient;
}

/**
 * Creates an app from the console: its file's state as `npm run app:create` makes one (a free
 * plan, first and last names) with an admin plan, its site this service's; the creator's member
 * there with their address and names, holding the admin plan; the link; an audit event in both
 * apps; and a session in it. At most {@link CONSOLE_APPS_MAX} per administrator (409).
 */
export async function createConsoleApp(
  database: Database,
  input: CreateConsoleAppInput,
): Promise<ConsoleAppSession> {
  return database.transaction(async (tx) => {
    const home = await homeOf(tx, input.caller);
    // The creator's row, locked: two creations at once count one after the other.
    const [creator] = await tx
      .select({ email: members.email, verified: members.verified, customFields: members.customFields })
      .from(members)
      .where(eq(members.id, home.memberId))
      .for('update');
    if (!creator) throw forbidden('Sign in again to create an app.');
    const [made] = await tx
      .select({ value: count() })
      .from(consoleAppLinks)
      .where(eq(consoleAppLinks.homeMemberId, home.memberId));
    if ((made?.value ?? 0) >= CONSOLE_APPS_MAX) {
      throw new ApiError(409, CONSOLE_APPS_ERROR_CODES.appLimit, CONSOLE_APP_LIMIT_MESSAGE);
    }

    const { file } = draftAppFile({
      name: input.name,
      site: null,
      free: 'Free',
      paid: null,
      currency: 'usd',
      protect: null,
      admin: true,
    });
    await writeAppState(
      tx,
      file.id,
      stateOfFile(file, { publicUrl: input.env.publicUrl, allowedOrigins: [] }),
      input.now,
    );
    const adminPlan = file.plans.find((plan) => plan.id.startsWith(ADMIN_PLAN_PREFIX));
    if (!adminPlan) throw new Error('A console app is drafted with an admin plan.');

    const memberId = newId('mem');
    const names = Object.fromEntries(
      NAME_FIELDS.flatMap((key) => (creator.customFields[key] ? [[key, creator.customFields[key]]] : [])),
    );
    await tx.insert(members).values({
      id: memberId,
      appId: file.id,
      email: creator.email,
      verified: creator.verified,
      customFields: names,
    });
    await tx.insert(planConnections).values({
      id: newId('con'),
      appId: file.id,
      memberId,
      planId: adminPlan.id,
      type: 'FREE',
      status: 'ACTIVE',
    });
    await tx.insert(consoleAppLinks).values({
      homeAppId: home.appId,
      homeMemberId: home.memberId,
      appId: file.id,
      memberId,
      createdAt: input.now,
    });
    for (const [appId, actorId] of [
      [home.appId, home.memberId],
      [file.id, memberId],
    ] as const) {
      await recordAuditEvent(tx, {
        appId,
        actorKind: 'member',
        actorId,
        // The mounting records the call in the caller's app; this records the app made, in both.
        action: 'console.apps.created',
        targetId: file.id,
        detail: { before: null, after: { id: file.id, name: file.name, createdFrom: home.appId } },
        now: input.now,
      });
    }
    const [app] = await tx.select(APP_COLUMNS).from(apps).where(eq(apps.id, file.id));
    if (!app) throw new Error('The new app was not written.');
    return sessionIn(tx, app, memberId, input.env, input.now, input.client);
  });
}

export interface ConsoleAppSessionInput {
  caller: ConsoleCaller;
  appId: string;
  env: ConsoleAppsEnv;
  now: Date;
  client: SessionClient;
}

/**
 * A session in an app the caller created, for their member there: 404 for any app they did not
 * create from this console (whether or not it exists), 403 once that member no longer holds the
 * app's admin plan (another administrator took it away).
 */
export async function consoleAppSession(
  database: Database,
  input: ConsoleAppSessionInput,
): Promise<ConsoleAppSession> {
  return database.transaction(async (tx) => {
    const home = await homeOf(tx, input.caller);
    const [link] = await tx
      .select({ memberId: consoleAppLinks.memberId, ...APP_COLUMNS })
      .from(consoleAppLinks)
      .innerJoin(apps, eq(apps.id, consoleAppLinks.appId))
      .where(and(eq(consoleAppLinks.homeMemberId, home.memberId), eq(consoleAppLinks.appId, input.appId)));
    if (!link) {
      throw new ApiError(404, CONSOLE_APPS_ERROR_CODES.notAdministered, CONSOLE_APP_NOT_ADMINISTERED_MESSAGE);
    }
    if (!(await holdsAdminPlan(tx, link.id, link.memberId))) {
      throw forbidden(`You are no longer an administrator of ${link.name}.`);
    }
    await recordAuditEvent(tx, {
      appId: link.id,
      actorKind: 'member',
      actorId: link.memberId,
      // In the app entered: who came in from which console.
      action: 'console.apps.entered',
      targetId: link.memberId,
      detail: { from: input.caller.appId },
      now: input.now,
    });
    return sessionIn(tx, link, link.memberId, input.env, input.now, input.client);
  });
}
