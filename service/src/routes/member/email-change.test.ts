/**
 * Changing the e-mail address, and the notices of every change of how a member signs in
 * (docs/security.md "Changing the e-mail address", "Notices"), through the API and the pages
 * of the mailed links, as the member and as someone holding only a borrowed session.
 */
import { APP_ID } from '@wf/config/app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.ts';
import { findSession } from '../../auth/session.ts';
import { members } from '../../db/schema.ts';
import { silentLogger } from '../../log.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import {
  CODE_TO_CHANGE_EMAIL_MESSAGE,
  PASSWORD_TO_CHANGE_EMAIL_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../../members/credentials.ts';
import { emailChangeRequestedMessage } from '../../members/security-events.ts';
import { insertMember, signedInMember } from '../../members/testing.ts';
import { createServiceApp, createTestApp, type TestApp } from '../../testing/app.ts';

let test: TestApp;
const sent: MailMessage[] = [];
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  test = await createTestApp({}, { mailer: { send: async (message) => void sent.push(message) } });
}, 60_000);
afterAll(async () => {
  await test.close();
});

async function storedMember(id: string) {
  const [row] = await test.database.db.select().from(members).where(eq(members.id, id));
  if (!row) throw new Error('member gone');
  return row;
}

function lastMailTo(to: string): MailMessage {
  const mail = sent.findLast((message) => message.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The link of a mail to a page of /api/auth (as the mail's text spells it out). */
function linkIn(mail: MailMessage, page: 'email-change' | 'secure-account'): URL {
  const match = mail.text.match(new RegExp(`https?://\\S+/api/auth/${page}\\?\\S+`));
  if (!match) throw new Error(`no ${page} link in "${mail.subject}"`);
  return new URL(match[0]);
}

/** Opens a link as a browser does (GET), then presses the page's button (POST of its form). */
async function open(link: URL): Promise<Response> {
  return test.app.request(`${link.pathname}${link.search}`);
}
async function press(link: URL): Promise<Response> {
  const form = new URLSearchParams({
    token: link.searchParams.get('token') ?? '',
    app: link.searchParams.get('app') ?? '',
  });
  return test.app.request(link.pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

describe('POST /member-auth with a new address', () => {
  it('given the current password, the address changes only once the new address opens its link, and the old address is told each time', async () => {
    const { client, member } = await signedInMember(test, { password: PASSWORD, verified: true });
    const newEmail = `moved.${member.id}@example.net`;
    const answer = await client.updateMemberAuth({
      email: ` Moved.${member.id}@Example.NET `,
      oldPassword: PASSWORD,
    });
    expect(answer.message).toBe(emailChangeRequestedMessage(newEmail));
    expect(answer.data.auth.email).toBe(member.email);
    expect((await storedMember(member.id)).email).toBe(member.email);

    const requested = lastMailTo(member.email);
    expect(requested.subject).toBe('A change of your World Family e-mail address was asked for');
    expect(requested.text).toContain(newEmail);
    const confirmation = lastMailTo(newEmail);
    expect(confirmation.subject).toBe('Confirm your new e-mail address for World Family');
    const link = linkIn(confirmation, 'email-change');

    // Opening the link (or a mail scanner fetching it) changes nothing: the page asks first.
    const page = await open(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Confirm your new email address');
    expect(html).toContain(`<button type="submit">Confirm new email address</button>`);
    expect((await storedMember(member.id)).email).toBe(member.email);

    const done = await press(link);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(`You now sign in to World Family with ${newEmail}.`);
    expect(await storedMember(member.id)).toMatchObject({ email: newEmail, verified: true });
    const changed = lastMailTo(member.email);
    expect(changed.subject).toBe('Your World Family e-mail address was changed');
    expect(linkIn(changed, 'secure-account').searchParams.get('app')).toBe(APP_ID);

    // The link works once.
    expect((await press(link)).status).toBe(404);
  });

  it('given a borrowed session without the password, the address is not changed and nothing is mailed (attack: takeover by e-mail change)', async () => {
    const { client, member } = await signedInMember(test, { password: PASSWORD });
    const before = sent.length;
    await expect(client.updateMemberAuth({ email: `thief.${member.id}@example.net` })).rejects.toMatchObject({
      status: 400,
      code: 'auth/reauthentication-required',
      message: PASSWORD_TO_CHANGE_EMAIL_MESSAGE,
    });
    await expect(
      client.updateMemberAuth({ email: `thief.${member.id}@example.net`, oldPassword: 'a guess at it' }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'member/wrong-password',
      message: WRONG_CURRENT_PASSWORD_MESSAGE,
    });
    expect(sent.length).toBe(before);
    expect((await storedMember(member.id)).email).toBe(member.email);
  });

  it('given the address of another member, the answer is the same and that address is told by mail instead (no account oracle)', async () => {
    const other = await insertMember(test.database);
    const { client, member } = await signedInMember(test, { password: PASSWORD });
    const taken = await client.updateMemberAuth({ email: other.email.toUpperCase(), oldPassword: PASSWORD });
    const { member: fresh } = await signedInMember(test, { password: PASSWORD });
    const free = await signedInMember(test, { password: PASSWORD }).then(({ client: c }) =>
      c.updateMemberAuth({ email: `free.${fresh.id}@example.net`, oldPassword: PASSWORD }),
    );
    expect(taken.message).toBe(emailChangeRequestedMessage(other.email));
    expect(Object.keys(taken)).toEqual(Object.keys(free));
    const explanation = lastMailTo(other.email);
    expect(explanation.subject).toBe('Your e-mail address already has a World Family account');
    expect(explanation.text).not.toMatch(/\/api\/auth\/email-change/);
    expect((await storedMember(member.id)).email).toBe(member.email);
  });

  it('given a member without a password, a code mailed to the current address confirms the request', async () => {
    const { client, member } = await signedInMember(test);
    const newEmail = `coded.${member.id}@example.net`;
    await expect(client.updateMemberAuth({ email: newEmail })).rejects.toMatchObject({
      code: 'auth/reauthentication-required',
      message: CODE_TO_CHANGE_EMAIL_MESSAGE,
    });
    const sentCode = await client.sendMemberReauthenticationCode();
    expect(sentCode.message).toBe(`We have sent a code to ${member.email}.`);
    const code = lastMailTo(member.email).code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '000001' : '000000';
    await expect(client.updateMemberAuth({ email: newEmail, code: wrong })).rejects.toMatchObject({
      code: 'auth/invalid-code',
    });
    const answer = await client.updateMemberAuth({ email: newEmail, code });
    expect(answer.message).toBe(emailChangeRequestedMessage(newEmail));
    expect(lastMailTo(newEmail).subject).toBe('Confirm your new e-mail address for World Family');
    // A code works once.
    await expect(
      client.updateMemberAuth({ email: `again.${member.id}@example.net`, code }),
    ).rejects.toMatchObject({
      code: 'auth/invalid-code',
    });
  });

  it('given five requests in an hour, the sixth answers 429 (no mail flood, no address probing)', async () => {
    const { client, member } = await signedInMember(test, { password: PASSWORD });
    for (let i = 0; i < 5; i += 1) {
      await client.updateMemberAuth({ email: `flood${i}.${member.id}@example.net`, oldPassword: PASSWORD });
    }
    await expect(
      client.updateMemberAuth({ email: `flood5.${member.id}@example.net`, oldPassword: PASSWORD }),
    ).rejects.toMatchObject({ status: 429, code: 'rate-limited' });
  });

  it('given a newer request, the link of the older one no longer works', async () => {
    const { client, member } = await signedInMember(test, { password: PASSWORD });
    await client.updateMemberAuth({ email: `first.${member.id}@example.net`, oldPassword: PASSWORD });
    const first = linkIn(lastMailTo(`first.${member.id}@example.net`), 'email-change');
    await client.updateMemberAuth({ email: `second.${member.id}@example.net`, oldPassword: PASSWORD });
    expect((await press(first)).status).toBe(404);
    expect((await storedMember(member.id)).email).toBe(member.email);
  });
});

describe('the "this wasn\'t me" link', () => {
  it('given a pending change, it cancels it and signs out every session', async () => {
    const { client, member, session } = await signedInMember(test, { password: PASSWORD });
    const thiefEmail = `pending.${member.id}@example.net`;
    await client.updateMemberAuth({ email: thiefEmail, oldPassword: PASSWORD });
    const secure = linkIn(lastMailTo(member.email), 'secure-account');
    const page = await open(secure);
    expect(await page.text()).toContain(`cancelling the change to ${thiefEmail}`);
    const done = await press(secure);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You have been signed out on every device.');
    expect(
      await findSession(test.database.db, { appId: APP_ID, token: session.token, now: new Date() }),
    ).toBeNull();
    expect((await press(linkIn(lastMailTo(thiefEmail), 'email-change'))).status).toBe(404);
    expect((await storedMember(member.id)).email).toBe(member.email);
    // Used once, it does not work again.
    expect((await press(secure)).status).toBe(404);
  });

  it('given a change already confirmed, it puts the old address back', async () => {
    const { client, member } = await signedInMember(test, { password: PASSWORD });
    const thiefEmail = `confirmed.${member.id}@example.net`;
    await client.updateMemberAuth({ email: thiefEmail, oldPassword: PASSWORD });
    await press(linkIn(lastMailTo(thiefEmail), 'email-change'));
    expect((await storedMember(member.id)).email).toBe(thiefEmail);
    const done = await press(linkIn(lastMailTo(member.email), 'secure-account'));
    expect(done.status).toBe(200);
    expect((await storedMember(member.id)).email).toBe(member.email);
  });

  it('given a password changed by someone else, it removes that password and signs out everywhere', async () => {
    const { client, member } = await signedInMember(test, { password: PASSWORD });
    await client.updateMemberAuth({ oldPassword: PASSWORD, newPassword: 'Thief-Chosen-Password-9' });
    const notice = lastMailTo(member.email);
    expect(notice.subject).toBe('Your World Family password was changed');
    const done = await press(linkIn(notice, 'secure-account'));
    expect(await done.text()).toContain('Your password has been removed.');
    const stored = await storedMember(member.id);
    expect(stored.passwordHash).toBeNull();
    expect(await verifyPassword(stored.passwordHash, 'Thief-Chosen-Password-9')).toBe(false);
  });

  it('given a first password set from a session, the member is told too', async () => {
    const { client, member } = await signedInMember(test);
    await client.setPassword({ password: 'First-Password-Here-1' });
    expect(lastMailTo(member.email).subject).toBe('Your World Family password was changed');
  });

  it('given a made-up, cut or foreign link, its page says it does not work and changes nothing', async () => {
    for (const search of [
      '',
      '?token=nope&app=nope',
      `?token=sev_${'a'.repeat(24)}.secret&app=${APP_ID}`,
      '?token=%00&app=%00',
    ]) {
      for (const page of ['email-change', 'secure-account']) {
        const response = await test.app.request(`/api/auth/${page}${search}`);
        expect(response.status, `${page}${search}`).toBe(404);
        expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
        expect(await response.text()).toContain('This link does not work');
      }
    }
  });

  it('given a link older than its validity, the page says it has expired', async () => {
    const { client, member } = await signedInMember(test, { password: PASSWORD });
    await client.updateMemberAuth({ email: `late.${member.id}@example.net`, oldPassword: PASSWORD });
    const link = linkIn(lastMailTo(`late.${member.id}@example.net`), 'email-change');
    const dayLater = createServiceApp({
      db: test.database,
      env: test.env,
      logger: silentLogger(),
      mailer: { send: async () => undefined },
      clock: () => new Date(Date.now() + 25 * 60 * 60 * 1000),
    });
    const response = await dayLater.request(`${link.pathname}${link.search}`);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain('This link has expired');
    expect((await storedMember(member.id)).email).toBe(member.email);
  });
});
