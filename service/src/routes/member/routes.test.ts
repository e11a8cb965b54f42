import { APP_ID } from '@wf/config/app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.ts';
import { WEAK_PASSWORD_MESSAGE } from '../../auth/password-policy.ts';
import { createSession } from '../../auth/session.ts';
import { apps, memberProviders, members } from '../../db/schema.ts';
import {
  NO_PASSWORD_YET_MESSAGE,
  PASSWORD_ALREADY_SET_MESSAGE,
  PASSWORD_SET_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
} from '../../members/credentials.ts';
import { MEMBER_JSON_TOO_LARGE_MESSAGE } from '../../members/member-json.ts';
import { clientOf, signedInMember } from '../../members/testing.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../../testing/app.ts';

let test: TestApp;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  test = await createTestApp();
  // A hidden field, as an administrator would keep notes about a member.
  const [app] = await test.database.db.select().from(apps).where(eq(apps.id, APP_ID));
  if (!app) throw new Error('no app');
  const customFields = [
    ...app.settings.customFields,
    { key: 'internal-note', label: 'Note', order: 9, hidden: true, visibility: 'PRIVATE' as const },
  ];
  await test.database.db
    .update(apps)
    .set({ settings: { ...app.settings, customFields } })
    .where(eq(apps.id, APP_ID));
}, 60_000);
afterAll(async () => {
  await test.close();
});

async function storedMember(id: string) {
  const [row] = await test.database.db.select().from(members).where(eq(members.id, id));
  if (!row) throw new Error('member gone');
  return row;
}

describe('GET /member', () => {
  it('given no session, it answers { data: null } and sets the CSRF cookie', async () => {
    expect(await clientOf(test).getCurrentMember()).toEqual({ data: null });
    const response = await test.app.request('/api/member', { headers: APP_HEADERS });
    expect(response.headers.get('Set-Cookie')).toContain('XSRF-TOKEN=');
  });

  it('given a session, it answers the member without hidden custom fields', async () => {
    const { client, member } = await signedInMember(test, {
      customFields: { 'first-name': 'Ada', 'internal-note': 'prefers e-mail' },
    });
    const { data } = await client.getCurrentMember();
    expect(data).toMatchObject({
      id: member.id,
      customFields: { 'first-name': 'Ada' },
      auth: { email: member.email, hasPassword: false, providers: [] },
    });
    expect(data?.customFields).not.toHaveProperty('internal-note');
  });

  it('given a token that names no session, it fails with client/invalid-token', async () => {
    await expect(clientOf(test, 'not-a-session').getCurrentMember()).rejects.toMatchObject({
      code: 'client/invalid-token',
      status: 401,
    });
  });
});

describe('POST /member: the name made from the first and last names (docs/product/widget.md §3)', () => {
  it('given a member whose name their names made, when they change their first name, the name follows', async () => {
    const { client } = await signedInMember(test);
    await client.updateMember({ customFields: { 'first-name': 'Ada', 'last-name': 'Lovelace' } });
    const { data } = await client.updateMember({ customFields: { 'first-name': 'Augusta' } });
    expect(data.customFields).toEqual({
      'first-name': 'Augusta',
      'last-name': 'Lovelace',
      name: 'Augusta Lovelace',
    });
  });

  it('given the profile sending every field with the name as it was, the name still follows the new first name', async () => {
    const { client } = await signedInMember(test, {
      customFields: { 'first-name': 'Ada', 'last-name': 'Lovelace', name: 'Ada Lovelace' },
    });
    const { data } = await client.updateMember({
      customFields: { 'first-name': 'Augusta', 'last-name': 'Lovelace', name: 'Ada Lovelace' },
    });
    expect(data.customFields.name).toBe('Augusta Lovelace');
  });

  it('given a member who writes a name of their own, later changes of their names keep it', async () => {
    const { client, member } = await signedInMember(test, {
      customFields: { 'first-name': 'Ada', 'last-name': 'Lovelace', name: 'Ada Lovelace' },
    });
    const named = await client.updateMember({ customFields: { name: '  Countess of Lovelace ' } });
    expect(named.data.customFields.name).toBe('Countess of Lovelace');
    const { data } = await client.updateMember({
      customFields: { 'first-name': 'Augusta', 'last-name': 'King', name: 'Countess of Lovelace' },
    });
    expect(data.customFields).toEqual({
      'first-name': 'Augusta',
      'last-name': 'King',
      name: 'Countess of Lovelace',
    });
    expect((await storedMember(member.id)).customFields.name).toBe('Countess of Lovelace');
  });

  it('given a member who empties their name, it is made from their names again', async () => {
    const { client } = await signedInMember(test, {
      customFields: { 'first-name': 'Ada', 'last-name': 'Lovelace', name: 'Countess of Lovelace' },
    });
    const { data } = await client.updateMember({ customFields: { name: ' ' } });
    expect(data.customFields.name).toBe('Ada Lovelace');
  });

  it('given a name stored before its parts (a member from before the rule), a new first name keeps it', async () => {
    const { client } = await signedInMember(test, { customFields: { name: 'Grace Hopper' } });
    const { data } = await client.updateMember({ customFields: { 'first-name': 'Grace' } });
    expect(data.customFields).toEqual({ 'first-name': 'Grace', name: 'Grace Hopper' });
  });
});

describe('POST /member', () => {
  it('given visible fields, it saves them trimmed and answers the member with "Profile updated."', async () => {
    const { client, member } = await signedInMember(test, { customFields: { 'internal-note': 'vip' } });
    const response = await client.updateMember({
      customFields: { 'first-name': '  Ada ', 'last-name': 'Lovelace' },
    });
    expect(response.message).toBe('Profile updated.');
    expect(response.data.customFields).toEqual({
      'first-name': 'Ada',
      'last-name': 'Lovelace',
      name: 'Ada Lovelace',
    });
    expect((await storedMember(member.id)).customFields).toEqual({
      'first-name': 'Ada',
      'last-name': 'Lovelace',
      name: 'Ada Lovelace',
      'internal-note': 'vip',
    });
  });

  it('given a hidden field, it refuses with 400 naming it, and the hidden value stays as stored', async () => {
    const { client, member } = await signedInMember(test, { customFields: { 'internal-note': 'vip' } });
    await expect(
      client.updateMember({ customFields: { 'first-name': 'Eve', 'internal-note': 'nobody' } }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'validation/invalid-request',
      message: "The field 'internal-note' cannot be changed from your profile.",
    });
    expect((await storedMember(member.id)).customFields).toEqual({ 'internal-note': 'vip' });
  });

  it('given a key the app does not define, it refuses with 400', async () => {
    const { client } = await signedInMember(test);
    await expect(client.updateMember({ customFields: { nickname: 'A' } })).rejects.toMatchObject({
      status: 400,
      message: "The field 'nickname' is not a profile field of this site.",
    });
  });

  it('given a value over the contract maximum, it refuses with 400', async () => {
    const { client } = await signedInMember(test);
    await expect(
      client.updateMember({ customFields: { 'first-name': 'x'.repeat(2001) } }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'validation/invalid-request',
    });
  });

  it('given the session cookie, a write without the CSRF header is refused and one with it passes', async () => {
    const { session } = await signedInMember(test);
    const request = (headers: Record<string, string>) =>
      test.app.request('/api/member', {
        method: 'POST',
        headers: { ...APP_HEADERS, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ customFields: { name: 'Cookie' } }),
      });
    const refused = await request({ Cookie: `_ms-mid=${session.token}` });
    expect(refused.status).toBe(403);
    const passed = await request({
      Cookie: `_ms-mid=${session.token}; XSRF-TOKEN=abc`,
      'X-XSRF-TOKEN': 'abc',
    });
    expect(passed.status).toBe(200);
    expect((await passed.json()).data.customFields).toEqual({ name: 'Cookie' });
  });

  it('given no session, it answers 401 Member not logged in', async () => {
    await expect(clientOf(test).updateMember({ customFields: {} })).rejects.toMatchObject({
      status: 401,
      code: 'member/not-logged-in',
      message: 'Member not logged in',
    });
  });
});

describe('POST /member-auth (e-mail)', () => {
  it('given an address that is not valid, it answers 400 with the field message', async () => {
    const { client } = await signedInMember(test);
    await expect(client.updateMemberAuth({ email: 'nope@x' })).rejects.toMatchObject({
      status: 400,
      message: 'Please enter a valid email address',
    });
  });
});

describe('POST /member-auth (password)', () => {
  it('given the right current password, it changes it and revokes every other session but this one', async () => {
    const { client, member } = await signedInMember(test, { password: PASSWORD });
    const { client: otherDevice } = await signedInMemberSession(member.id);
    const response = await client.updateMemberAuth({
      oldPassword: PASSWORD,
      newPassword: 'a brand new secret',
    });
    expect(response.message).toBe(PASSWORD_UPDATED_MESSAGE);
    expect(await verifyPassword((await storedMember(member.id)).passwordHash, 'a brand new secret')).toBe(
      true,
    );
    expect((await client.getCurrentMember()).data?.id).toBe(member.id);
    await expect(otherDevice.getCurrentMember()).rejects.toMatchObject({ code: 'client/invalid-token' });
  });

  it('given a wrong current password, it refuses and keeps the password and the sessions', async () => {
    const { client, member } = await signedInMember(test, { password: PASSWORD });
    const { client: otherDevice } = await signedInMemberSession(member.id);
    await expect(
      client.updateMemberAuth({ oldPassword: 'not my password', newPassword: 'a brand new secret' }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'member/wrong-password',
      message: 'Your current password is incorrect.',
    });
    expect(await verifyPassword((await storedMember(member.id)).passwordHash, PASSWORD)).toBe(true);
    expect((await otherDevice.getCurrentMember()).data?.id).toBe(member.id);
  });

  it('given a new password without the current one, it answers 400 asking for it', async () => {
    const { client } = await signedInMember(test, { password: PASSWORD });
    await expect(client.updateMemberAuth({ newPassword: 'a brand new secret' })).rejects.toMatchObject({
      status: 400,
      message: 'Please enter your password',
    });
  });

  it('given a new password that is too short or too common, it refuses it as signup would', async () => {
    const { client } = await signedInMember(test, { password: PASSWORD });
    await expect(
      client.updateMemberAuth({ oldPassword: PASSWORD, newPassword: 'short' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Minimum 8 characters required',
    });
    await expect(
      client.updateMemberAuth({ oldPassword: PASSWORD, newPassword: 'password123' }),
    ).rejects.toMatchObject({ status: 400, code: 'auth/weak-password', message: WEAK_PASSWORD_MESSAGE });
  });

  it('given a member without a password, it points them to Set Password', async () => {
    const { client } = await signedInMember(test);
    await expect(
      client.updateMemberAuth({ oldPassword: 'anything', newPassword: 'a brand new secret' }),
    ).rejects.toMatchObject({ status: 400, message: NO_PASSWORD_YET_MESSAGE });
  });
});

/** Another session (another device) of the same member. */
async function signedInMemberSession(memberId: string) {
  const session = await createSession(test.database.db, { appId: APP_ID, memberId, now: new Date() });
  return { session, client: clientOf(test, session.token) };
}

describe('POST /member/set-password', () => {
  it('given a member without a password, it sets one and revokes their other sessions', async () => {
    const { client, member } = await signedInMember(test);
    const { client: otherDevice } = await signedInMemberSession(member.id);
    const response = await client.setPassword({ password: 'my first password' });
    expect(response.message).toBe(PASSWORD_SET_MESSAGE);
    expect(response.data.auth.hasPassword).toBe(true);
    expect(await verifyPassword((await storedMember(member.id)).passwordHash, 'my first password')).toBe(
      true,
    );
    await expect(otherDevice.getCurrentMember()).rejects.toMatchObject({ code: 'client/invalid-token' });
  });

  it('given a member who has a password, it refuses with member/password-already-set', async () => {
    const { client, member } = await signedInMember(test, { password: PASSWORD });
    await expect(client.setPassword({ password: 'my first password' })).rejects.toMatchObject({
      status: 400,
      code: 'member/password-already-set',
      message: PASSWORD_ALREADY_SET_MESSAGE,
    });
    expect(await verifyPassword((await storedMember(member.id)).passwordHash, PASSWORD)).toBe(true);
  });

  it('given a password that is too short or too common, it refuses it', async () => {
    const { client } = await signedInMember(test);
    await expect(client.setPassword({ password: 'short' })).rejects.toMatchObject({
      status: 400,
      message: 'Minimum 8 characters required',
    });
    await expect(client.setPassword({ password: 'password123' })).rejects.toMatchObject({
      code: 'auth/weak-password',
    });
  });
});

describe('GET and POST /member/json', () => {
  it('given a new member, it answers {}; after a save, it answers the saved document', async () => {
    const { client } = await signedInMember(test);
    expect(await client.getMemberJSON()).toEqual({ data: {} });
    const saved = { watched: ['video-1'], settings: { autoplay: true, volume: 0.5 }, note: null };
    expect(await client.updateMemberJSON({ json: saved })).toEqual({ data: saved });
    expect(await client.getMemberJSON()).toEqual({ data: saved });
  });

  it('given a document over 64 KB, it answers 413 with a clear message and keeps the old one', async () => {
    const { client } = await signedInMember(test);
    await client.updateMemberJSON({ json: { kept: true } });
    await expect(client.updateMemberJSON({ json: { big: 'x'.repeat(64 * 1024) } })).rejects.toMatchObject({
      status: 413,
      code: 'request/too-large',
      message: MEMBER_JSON_TOO_LARGE_MESSAGE,
    });
    expect(await client.getMemberJSON()).toEqual({ data: { kept: true } });
  });

  it('given json that is not an object, it answers 400', async () => {
    const { session } = await signedInMember(test);
    const response = await test.app.request('/api/member/json', {
      method: 'POST',
      headers: {
        ...APP_HEADERS,
        Authorization: `Bearer ${session.token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ json: [1, 2] }),
    });
    expect(response.status).toBe(400);
  });

  it('given no session, it answers 401', async () => {
    await expect(clientOf(test).getMemberJSON()).rejects.toMatchObject({
      status: 401,
      code: 'member/not-logged-in',
    });
  });
});

describe('POST /member/disconnect-provider', () => {
  async function linkProvider(memberId: string, provider: string) {
    await test.database.db
      .insert(memberProviders)
      .values({ appId: APP_ID, memberId, provider, providerUserId: `${provider}-${memberId}` });
  }

  it('given a member with a password, it disconnects the provider and answers the providers left', async () => {
    const { client, member } = await signedInMember(test, { password: PASSWORD });
    await linkProvider(member.id, 'google');
    const response = await client.disconnectProvider({ provider: 'google' });
    expect(response).toEqual({ data: { providers: [] }, message: 'Google has been disconnected.' });
  });

  it('given a member without a password whose only sign-in is this provider, it refuses', async () => {
    const { client, member } = await signedInMember(test);
    await linkProvider(member.id, 'google');
    await expect(client.disconnectProvider({ provider: 'google' })).rejects.toMatchObject({
      status: 400,
      code: 'member/last-sign-in-method',
      message: 'Google is your only way to sign in. Set a password before you disconnect it.',
    });
    expect((await client.getCurrentMember()).data?.auth.providers).toEqual([{ provider: 'google' }]);
  });

  it('given a member without a password and two providers, it disconnects one', async () => {
    const { client, member } = await signedInMember(test);
    await linkProvider(member.id, 'google');
    await linkProvider(member.id, 'github');
    const response = await client.disconnectProvider({ provider: 'github' });
    expect(response.data.providers).toEqual([{ provider: 'google' }]);
  });

  it('given a provider the member is not connected to, it answers 404', async () => {
    const { client } = await signedInMember(test, { password: PASSWORD });
    await expect(client.disconnectProvider({ provider: 'github' })).rejects.toMatchObject({
      status: 404,
      message: 'Your account is not connected to GitHub.',
    });
  });
});
