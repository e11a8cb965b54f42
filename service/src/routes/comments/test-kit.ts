/**
 * What the comments tests share: the service on a seeded database with a clock the tests move,
 * the mail it sends, and members of World Family's app whose custom fields are PUBLIC
 * ('first-name') and PRIVATE ('last-name').
 */
import { ADMIN_PLAN_ID, APP_ID } from '@wf/config/app';
import { eq } from 'drizzle-orm';
import type { AppSettings } from '../../db/schema.ts';
import { apps } from '../../db/schema.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { signedInMember, type TestMemberFields } from '../../members/testing.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../../testing/app.ts';

export interface CommentsTest extends TestApp {
  clock: { (): Date; advance(ms: number): void };
  sent: MailMessage[];
  /** A signed-in member with a first name (PUBLIC) and a last name (PRIVATE). */
  member(fields?: TestMemberFields): ReturnType<typeof signedInMember>;
  /** A signed-in admin: moderates World Family's comments. */
  moderator(): ReturnType<typeof signedInMember>;
  /** A raw API request with World Family's app headers (and a bearer token when given). */
  request(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
}

let names = 0;

export async function createCommentsTest(): Promise<CommentsTest> {
  let now = Date.now();
  const clock = Object.assign(() => new Date(now), {
    advance: (ms: number) => {
      now += ms;
    },
  });
  const sent: MailMessage[] = [];
  const test = await createTestApp(
    {},
    {
      clock,
      mailer: {
        send: async (message) => {
          sent.push(message);
        },
      },
    },
  );
  const [app] = await test.database.db.select().from(apps).where(eq(apps.id, APP_ID));
  if (!app) throw new Error('the World Family app is not seeded');
  const settings: AppSettings = {
    ...app.settings,
    customFields: app.settings.customFields.map((field) => ({
      ...field,
      visibility: field.key === 'last-name' ? 'PRIVATE' : 'PUBLIC',
    })),
  };
  await test.database.db.update(apps).set({ settings }).where(eq(apps.id, APP_ID));

  return {
    ...test,
    clock,
    sent,
    member: (fields = {}) => {
      names += 1;
      return signedInMember(test, {
        customFields: { 'first-name': `Ada${names}`, 'last-name': `Secret${names}` },
        ...fields,
      });
    },
    moderator: () => signedInMember(test, { planIds: [ADMIN_PLAN_ID] }),
    request: (path, init = {}) => {
      const headers = new Headers(init.headers);
      for (const [name, value] of Object.entries(APP_HEADERS)) headers.set(name, value);
      if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
      if (init.body) headers.set('Content-Type', 'application/json');
      return Promise.resolve(test.app.request(`/api${path}`, { ...init, headers }));
    },
  };
}

/** A channel key of its own for each test. */
export function channelKey(name: string): string {
  return `${name}-${Math.random().toString(36).slice(2, 10)}`;
}
