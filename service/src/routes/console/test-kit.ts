/**
 * Test kit of the console's routes: the whole service on a seeded test database with a mailer
 * that keeps what it sends, and signed-in members (administrators or not) as request headers.
 */
import { ADMIN_PLAN_ID, APP_ID } from '@wf/config/app';
import { createSession } from '../../auth/session.ts';
import { plans } from '../../db/schema.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { MemberRecord } from '../../members/present.ts';
import { insertMember, type TestMemberFields } from '../../members/testing.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../../testing/app.ts';
import { insertAppLike } from '../../testing/database.ts';

/** The service, and every mail it sent. */
export interface ConsoleTest extends TestApp {
  sent: MailMessage[];
}

/** Builds the service for console tests. */
export async function createConsoleTest(): Promise<ConsoleTest> {
  const sent: MailMessage[] = [];
  const test = await createTestApp(
    {},
    {
      mailer: {
        send: async (message) => {
          sent.push(message);
        },
      },
    },
  );
  return { ...test, sent };
}

/** A member signed in with a bearer token, and the headers of their calls. */
export interface SignedIn {
  member: MemberRecord;
  token: string;
  headers: Record<string, string>;
}

/** A new member of `appId` (World Family's unless given), signed in. */
export async function signIn(
  test: Pick<TestApp, 'database'>,
  fields: TestMemberFields = {},
  app: { id: string; publicKey: string } = { id: APP_ID, publicKey: APP_HEADERS['X-API-Key'] ?? '' },
): Promise<SignedIn> {
  const member = await insertMember(test.database, { appId: app.id, ...fields });
  const session = await createSession(test.database.db, {
    appId: app.id,
    memberId: member.id,
    now: new Date(),
  });
  return {
    member,
    token: session.token,
    headers: { 'X-APP-ID': app.id, 'X-API-Key': app.publicKey, Authorization: `Bearer ${session.token}` },
  };
}

/** An administrator of World Family's app. */
export function signInAdmin(
  test: Pick<TestApp, 'database'>,
  fields: TestMemberFields = {},
): Promise<SignedIn> {
  return signIn(test, { ...fields, planIds: [ADMIN_PLAN_ID, ...(fields.planIds ?? [])] });
}

/** Another app on the same service, with an admin plan of its own. */
export const OTHER_APP = { id: 'app_console-other', publicKey: 'pk_sb_console-other' } as const;
export const OTHER_ADMIN_PLAN_ID = 'pln_admin-console-other';

/** Makes {@link OTHER_APP} and its admin plan. */
export async function insertOtherApp(test: Pick<TestApp, 'database'>): Promise<void> {
  await insertAppLike(test.database, APP_ID, {
    id: OTHER_APP.id,
    testPublicKey: OTHER_APP.publicKey,
    livePublicKey: 'pk_console-other',
  });
  await test.database.db
    .insert(plans)
    .values({ id: OTHER_ADMIN_PLAN_ID, appId: OTHER_APP.id, name: 'Admin', restricted: true });
}

/** A JSON call with the caller's headers. */
export function call(
  test: Pick<TestApp, 'app'>,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Response> {
  return Promise.resolve(
    test.app.request(path, {
      method,
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}
