import { APP_ID, FREE_PLAN_ID, MEMBERSHIP_PLAN_ID } from '@wf/config/app';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, memberProviders, members, planConnections } from '../../db/schema.ts';
import type { AppRecord } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { insertMember } from '../../members/testing.ts';
import { openSeededTestDatabase, type TestDatabase } from '../../testing/database.ts';
import type { TakenProviderFlow } from './flows.ts';
import { resolveProviderSignIn } from './sign-in.ts';
import type { ProviderProfile } from './table.ts';

let test: TestDatabase;
let app: AppRecord;
const now = new Date('2026-11-25T12:00:00Z');
let serial = 0;

beforeAll(async () => {
  test = await openSeededTestDatabase();
  const [row] = await test.database.db.select().from(apps).where(eq(apps.id, APP_ID));
  if (!row) throw new Error('no seeded app');
  app = row;
}, 60_000);
afterAll(async () => {
  await test.close();
});

function flow(overrides: Partial<TakenProviderFlow> = {}): TakenProviderFlow {
  return {
    appId: APP_ID,
    provider: 'github',
    mode: 'signup',
    origin: 'http://localhost:4321',
    memberId: null,
    plans: [],
    customFields: {},
    allowSignup: false,
    test: false,
    testProfile: null,
    pendingProfile: null,
    createdAt: now,
    expiresAt: now,
    usedAt: now,
    secrets: { state: 's', codeVerifier: null, nonce: null },
    ...overrides,
  };
}

function profile(overrides: Partial<ProviderProfile> = {}): ProviderProfile {
  serial += 1;
  return {
    id: `gh-${serial}`,
    email: `person${serial}@example.org`,
    emailVerified: true,
    name: 'Person',
    picture: null,
    ...overrides,
  };
}

function resolve(taken: TakenProviderFlow, who: ProviderProfile, name = 'GitHub') {
  return test.database.transaction((tx) =>
    resolveProviderSignIn(tx, { app, flow: taken, providerName: name, profile: who, now }),
  );
}

/** A sign-in that comes to a member (not to a wait for the address's proof). */
async function signIn(taken: TakenProviderFlow, who: ProviderProfile, name = 'GitHub') {
  const result = await resolve(taken, who, name);
  if (result.kind !== 'member') throw new Error(`expected a member, got ${result.kind}`);
  return result;
}

async function refusalOf(work: Promise<unknown>): Promise<ApiError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof ApiError) return error;
  throw new Error(`expected an ApiError, got ${String(error)}`);
}

async function identitiesOf(memberId: string) {
  return test.database.db
    .select({
      provider: memberProviders.provider,
      id: memberProviders.providerUserId,
      provesEmail: memberProviders.provesEmail,
    })
    .from(memberProviders)
    .where(eq(memberProviders.memberId, memberId));
}

async function membersWith(email: string) {
  return test.database.db
    .select()
    .from(members)
    .where(and(eq(members.appId, APP_ID), eq(members.email, email)));
}

describe('signing up and logging in with a provider', () => {
  it('given a new identity on signup, it makes a member with the page’s free plan and custom fields, and links the identity', async () => {
    const who = profile({ email: 'New.Person@Example.org' });
    const result = await signIn(
      flow({ plans: [{ planId: FREE_PLAN_ID }], customFields: { 'first-name': 'Nova' } }),
      who,
    );
    expect(result.connected).toBe(true);
    expect(result.member).toMatchObject({
      email: 'new.person@example.org',
      verified: true,
      passwordHash: null,
    });
    expect(result.member.customFields).toMatchObject({ 'first-name': 'Nova' });
    expect(await identitiesOf(result.member.id)).toEqual([
      { provider: 'github', id: who.id, provesEmail: true },
    ]);
    const plans = await test.database.db
      .select()
      .from(planConnections)
      .where(eq(planConnections.memberId, result.member.id));
    expect(plans.map((plan) => plan.planId)).toEqual([FREE_PLAN_ID]);
  });

  it('given the same identity again, on login, it signs in the same member and links nothing new', async () => {
    const who = profile();
    const first = await signIn(flow(), who);
    // The member as stored now: the sign-up's answer was read before the identity was linked
    // (which the database notes on the row: members.console_tags).
    const [stored] = await test.database.db.select().from(members).where(eq(members.id, first.member.id));
    const again = await signIn(flow({ mode: 'login' }), { ...who, email: 'changed@example.org' });
    expect(again).toEqual({ kind: 'member', member: stored, connected: false });
  });

  it('given signup with a paid plan, it is refused and nothing is made', async () => {
    const who = profile();
    const error = await refusalOf(signIn(flow({ plans: [{ planId: MEMBERSHIP_PLAN_ID }] }), who));
    expect(error.code).toBe('plan/unavailable');
    expect(await membersWith(who.email ?? '')).toEqual([]);
  });

  it('given a login with an unknown identity and signup not allowed, it says to sign up first; allowed, it signs up', async () => {
    const who = profile();
    const error = await refusalOf(signIn(flow({ mode: 'login' }), who));
    expect(error).toMatchObject({ status: 404, code: 'provider/no-account' });
    expect(error.message).toBe('No account uses this GitHub account. Please sign up first.');
    expect(await membersWith(who.email ?? '')).toEqual([]);
    const result = await signIn(flow({ mode: 'login', allowSignup: true }), who);
    expect(result.member.email).toBe(who.email);
  });

  it.each([
    ['signup', flow()],
    ['a login that may sign up', flow({ mode: 'login', allowSignup: true })],
  ])(
    'given %s with an address the provider does not vouch for, it waits for the proof of the address and makes nothing',
    async (_, taken) => {
      const who = profile({ email: 'Unproven@Example.org', emailVerified: false });
      serial += 1;
      const result = await resolve(taken, { ...who, email: `unproven${serial}@example.org` });
      expect(result).toEqual({ kind: 'needs-proof', email: `unproven${serial}@example.org` });
      expect(await membersWith(`unproven${serial}@example.org`)).toEqual([]);
    },
  );

  it('given a provider that shares no address, signup is refused with a way forward', async () => {
    const error = await refusalOf(
      signIn(flow({ provider: 'dribbble' }), profile({ email: null, emailVerified: false }), 'Dribbble'),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'provider/no-email',
      details: { params: { provider: 'Dribbble' } },
    });
    expect(error.message).toBe(
      'Dribbble did not share an e-mail address. Sign up with your e-mail address, then connect Dribbble in your profile.',
    );
  });
});

describe('an address that has an account', () => {
  it('given a verified member and an address the provider vouches for, it links and signs in, keeping the password', async () => {
    const member = await insertMember(test.database, {
      email: 'linked@example.org',
      verified: true,
      password: 'a long password 1',
    });
    const result = await signIn(flow({ mode: 'login' }), profile({ email: 'LINKED@example.org' }));
    expect(result).toMatchObject({
      member: { id: member.id, passwordHash: member.passwordHash },
      connected: true,
    });
    expect(await identitiesOf(member.id)).toHaveLength(1);
  });

  it.each([
    ['the member has not verified their address', { verified: false }, {}],
    [
      'the provider does not vouch for the address (Facebook, Spotify)',
      { verified: true },
      { emailVerified: false },
    ],
  ])(
    'given %s, it refuses with the message to log in and connect, and links nothing',
    async (_, memberFields, profileFields) => {
      serial += 1;
      const email = `exists${serial}@example.org`;
      const member = await insertMember(test.database, {
        email,
        ...memberFields,
        password: 'a long password 1',
      });
      const error = await refusalOf(signIn(flow(), profile({ email, ...profileFields })));
      expect(error).toMatchObject({ status: 409, code: 'provider/account-exists' });
      expect(error.message).toBe(
        'An account with this e-mail already exists: log in, then connect GitHub in your profile.',
      );
      expect(await identitiesOf(member.id)).toEqual([]);
    },
  );
});

describe('connecting a provider while signed in', () => {
  it('given the flow’s member, it links any identity no one holds, even with another address', async () => {
    const member = await insertMember(test.database);
    const who = profile({ email: 'elsewhere@example.net', emailVerified: false });
    const result = await signIn(flow({ mode: 'connect', memberId: member.id }), who);
    expect(result).toMatchObject({ member: { id: member.id }, connected: true });
    // Another address: the link proves nothing about the member's own.
    expect(await identitiesOf(member.id)).toEqual([{ provider: 'github', id: who.id, provesEmail: false }]);
  });

  it('given an identity another member holds, it is refused', async () => {
    const holder = await insertMember(test.database);
    const who = profile();
    await signIn(flow({ mode: 'connect', memberId: holder.id }), who);
    const member = await insertMember(test.database);
    const error = await refusalOf(signIn(flow({ mode: 'connect', memberId: member.id }), who));
    expect(error).toMatchObject({ status: 409, code: 'provider/linked-elsewhere' });
    expect(await identitiesOf(member.id)).toEqual([]);
  });

  it('given a member who connected another account of the provider, it is refused', async () => {
    const member = await insertMember(test.database);
    await signIn(flow({ mode: 'connect', memberId: member.id }), profile());
    const error = await refusalOf(signIn(flow({ mode: 'connect', memberId: member.id }), profile()));
    expect(error).toMatchObject({ status: 409, code: 'provider/already-connected' });
    expect(await identitiesOf(member.id)).toHaveLength(1);
  });
});
