/**
 * Importing members from CSV (docs/console.md "Importing members"): RFC 4180 text (quotes, BOM,
 * CRLF), each row checked and created whole or not at all, a report of the refused rows with
 * their line and reason, duplicates refused, invitations through the outbox, the size limits,
 * and 5,000 rows in one call.
 */
import { APP_ID, FREE_PLAN_ID, MEMBERSHIP_PLAN_ID, TEAM_PLAN_ID } from '@wf/config/app';
import {
  CONSOLE_CATALOGUE_ERROR_CODES,
  CONSOLE_IMPORT_MAX_BYTES,
  CONSOLE_IMPORT_MAX_ROWS,
  consoleImportResponseSchema,
} from '@wf/sdk/contract';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, planConnections, teams } from '../../db/schema.ts';
import { readCsv } from '../../members/csv-read.ts';
import { latestAuditEvents } from '../../security/audit.ts';
import { type ConsoleTest, call, createConsoleTest, type SignedIn, signIn, signInAdmin } from './test-kit.ts';

let test: ConsoleTest;
let admin: SignedIn;

beforeAll(async () => {
  test = await createConsoleTest();
  admin = await signInAdmin(test, { email: 'import-admin@example.org' });
}, 60_000);
afterAll(async () => {
  await test.close();
});

function importCsv(csv: string, invite = false) {
  return call(test, 'POST', '/api/admin/members/import', admin.headers, { csv, invite });
}

async function report(csv: string, invite = false) {
  const response = await importCsv(csv, invite);
  expect(response.status, await response.clone().text()).toBe(200);
  return consoleImportResponseSchema.parse(await response.json()).data;
}

async function memberByEmail(email: string) {
  const [row] = await test.database.db
    .select()
    .from(members)
    .where(and(eq(members.appId, APP_ID), eq(members.email, email)));
  return row;
}

describe('reading CSV', () => {
  it('given quotes, doubled quotes, line breaks in a field, a BOM and CRLF, it reads the records with their lines', () => {
    const text =
      '\uFEFFemail,name\r\n"a@example.org","Ann ""Annie"" Lee"\r\n\r\nb@example.org,"Two\r\nlines"\r\nc@example.org,\r\n';
    expect(readCsv(text)).toEqual([
      { line: 1, fields: ['email', 'name'] },
      { line: 2, fields: ['a@example.org', 'Ann "Annie" Lee'] },
      { line: 4, fields: ['b@example.org', 'Two\r\nlines'] },
      { line: 6, fields: ['c@example.org', ''] },
    ]);
    expect(readCsv('email\nx@example.org')).toEqual([
      { line: 1, fields: ['email'] },
      { line: 2, fields: ['x@example.org'] },
    ]);
  });

  it('given an unclosed quote, the import is refused naming the line, and nothing is written', async () => {
    const response = await importCsv('email,first-name\nok@example.org,Ok\n"broken@example.org,Bro\n');
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('Line 3');
    expect(await memberByEmail('ok@example.org')).toBeUndefined();
  });
});

describe('an import', () => {
  it('given good and bad rows, the good are created with their fields and plans, the bad reported by line and reason', async () => {
    await signIn(test, { email: 'already@example.org' });
    const csv = [
      'Email,First name,last-name,plans',
      'good.one@example.org,Good,One,',
      'Good.Two@Example.org,"Good, Jr.",Two,free account',
      'not-an-address,Bad,Address,',
      'already@example.org,Al,Ready,',
      'good.one@example.org,Good,Again,',
      `paid@example.org,Pay,Ing,${MEMBERSHIP_PLAN_ID}`,
      'noplan@example.org,No,Plan,Gold Circle',
      `team@example.org,Te,Am,${TEAM_PLAN_ID}`,
    ].join('\r\n');
    const data = await report(csv);
    expect(data.rows).toBe(8);
    expect(data.created).toBe(3);
    expect(data.refused.map((row) => [row.line, row.reason])).toEqual([
      [4, expect.stringContaining('email')],
      [5, 'a member with this address exists already.'],
      [6, 'the address is on line 2 already.'],
      [7, expect.stringContaining('is a paid plan')],
      [8, "this app has no plan named 'Gold Circle'."],
    ]);
    const two = await memberByEmail('good.two@example.org');
    // The name follows the first and last names, as for the admin API's members.
    expect(two?.customFields).toEqual({
      'first-name': 'Good, Jr.',
      'last-name': 'Two',
      name: 'Good, Jr. Two',
    });
    expect(two?.verified).toBe(false);
    expect(two?.passwordHash).toBeNull();
    const held = await test.database.db
      .select()
      .from(planConnections)
      .where(eq(planConnections.memberId, two?.id ?? ''));
    expect(held.map((row) => row.planId)).toEqual([FREE_PLAN_ID]);
    expect(await memberByEmail('paid@example.org')).toBeUndefined();
    expect(await memberByEmail('noplan@example.org')).toBeUndefined();
    // A team plan makes its holder a team's owner, as the Members screen's grant does.
    const team = await memberByEmail('team@example.org');
    expect(
      await test.database.db
        .select()
        .from(teams)
        .where(eq(teams.ownerMemberId, team?.id ?? '')),
    ).toHaveLength(1);

    const [event] = await latestAuditEvents(test.database.db, APP_ID, {
      action: 'members.imported',
      limit: 1,
    });
    expect(event).toMatchObject({ actorKind: 'member', actorId: admin.member.id });
    expect((event?.detail as { after: { members: unknown[] } } | undefined)?.after.members).toHaveLength(3);
    const [call] = await latestAuditEvents(test.database.db, APP_ID, {
      action: 'console.members.import',
      limit: 1,
    });
    expect(call?.detail).toMatchObject({ status: 200 });
  });

  it('given an unknown column or no email column, the file is refused naming them', async () => {
    const unknown = await importCsv('email,shoe size\nx@example.org,44\n');
    expect(unknown.status).toBe(400);
    const body = (await unknown.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(CONSOLE_CATALOGUE_ERROR_CODES.importColumns);
    expect(body.error.message).toContain("'shoe size' is not a column");
    const noEmail = await importCsv('first-name\nAnn\n');
    expect(noEmail.status).toBe(400);
    expect(await memberByEmail('x@example.org')).toBeUndefined();
  });

  it('given invitations asked, each new member gets the verification mail through the outbox', async () => {
    test.sent.length = 0;
    const data = await report('email\ninvited.one@example.org\ninvited.two@example.org\n', true);
    expect(data).toMatchObject({ created: 2, invited: 2, refused: [] });
    expect(test.sent.map((mail) => mail.to).sort()).toEqual([
      'invited.one@example.org',
      'invited.two@example.org',
    ]);
  });

  it('given more rows or bytes than allowed, it is refused with a clear message and nothing is written', async () => {
    const rows = Array.from({ length: CONSOLE_IMPORT_MAX_ROWS + 1 }, (_, i) => `over${i}@example.org`);
    const tooMany = await importCsv(`email\n${rows.join('\n')}\n`);
    expect(tooMany.status).toBe(413);
    const body = (await tooMany.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(CONSOLE_CATALOGUE_ERROR_CODES.importTooLarge);
    expect(body.error.message).toContain('10,000');
    const tooBig = await importCsv(`email\n${'x'.repeat(CONSOLE_IMPORT_MAX_BYTES + 100_000)}\n`);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: { message: string } }).error.message).toContain('2 MB');
    expect(await memberByEmail('over0@example.org')).toBeUndefined();
  });

  it('given a member without the admin plan, it answers 403 and creates nobody', async () => {
    const member = await signIn(test, { email: 'import-not-admin@example.org' });
    const response = await call(test, 'POST', '/api/admin/members/import', member.headers, {
      csv: 'email\nsneaky@example.org\n',
    });
    expect(response.status).toBe(403);
    expect(await memberByEmail('sneaky@example.org')).toBeUndefined();
  });

  it('given 5,000 rows with a plan, it creates them all in one call, in well under 30 s', async () => {
    const lines = ['email,first-name,last-name,plans'];
    for (let i = 0; i < 5000; i += 1) lines.push(`bulk${i}@example.org,Bulk,Member ${i},${FREE_PLAN_ID}`);
    const started = performance.now();
    const data = await report(lines.join('\r\n'));
    const seconds = (performance.now() - started) / 1000;
    console.info(`5,000 rows imported in ${seconds.toFixed(1)} s`);
    expect(data).toMatchObject({ rows: 5000, created: 5000, refused: [] });
    expect(seconds).toBeLessThan(30);
    const [counted] = await test.database.db
      .select({ n: count() })
      .from(members)
      .where(and(eq(members.appId, APP_ID), like(members.email, 'bulk%@example.org')));
    expect(counted?.n).toBe(5000);
    const some = await test.database.db
      .select({ id: members.id })
      .from(members)
      .where(inArray(members.email, ['bulk0@example.org', 'bulk4999@example.org']));
    const connections = await test.database.db
      .select()
      .from(planConnections)
      .where(
        inArray(
          planConnections.memberId,
          some.map((row) => row.id),
        ),
      );
    expect(connections.map((row) => row.planId)).toEqual([FREE_PLAN_ID, FREE_PLAN_ID]);
  }, 120_000);
});
