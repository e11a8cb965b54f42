/**
 * GET /api/admin/members/export.csv (docs/console.md "Export"): the list's filters, a header
 * row, RFC 4180 quoting, and no cell a spreadsheet would run as a formula.
 */
import { APP_ID, FREE_PLAN_ID } from '@wf/config/app';
import { CONSOLE_EXPORT_COLUMNS } from '@wf/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import { csvCell } from '../../members/console-csv.ts';
import { insertMember } from '../../members/testing.ts';
import { type ConsoleTest, call, createConsoleTest, type SignedIn, signInAdmin } from './test-kit.ts';

let test: ConsoleTest;
let admin: SignedIn;

beforeAll(async () => {
  test = await createConsoleTest();
  admin = await signInAdmin(test, { email: 'export-admin@example.org' });
}, 60_000);
afterAll(async () => {
  await test.close();
});

/** Parses RFC 4180 text: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  expect(field).toBe('');
  expect(record).toEqual([]);
  return records;
}

async function exportCsv(query: Record<string, string>) {
  const response = await call(
    test,
    'GET',
    `/api/admin/members/export.csv?${new URLSearchParams(query)}`,
    admin.headers,
  );
  expect(response.status).toBe(200);
  return { response, records: parseCsv(await response.text()) };
}

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hi", then', '"say ""hi"", then"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=1+1', `"'=1+1"`],
    ['+44 20', `"'+44 20"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=cmd', `"'\t=cmd"`],
    ['a=b', '"a=b"'],
  ])('given %j, it writes %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('the export', () => {
  it('given members with formulas, quotes, commas and line breaks in their names, every cell reads back as text', async () => {
    const evil = await insertMember(test.database, {
      email: 'csv-evil@example.org',
      customFields: { name: '=HYPERLINK("http://evil.example","Click")' },
      planIds: [FREE_PLAN_ID],
    });
    const tricky = await insertMember(test.database, {
      email: 'csv-tricky@example.org',
      customFields: { 'first-name': 'Ann, "the', 'last-name': 'Great"\r\nSecond line' },
    });
    await insertMember(test.database, {
      email: 'csv-plus@example.org',
      customFields: { name: '+1 555 0100' },
    });
    await insertMember(test.database, { email: 'csv-at@example.org', customFields: { name: '@cmd' } });
    await insertMember(test.database, { email: 'csv-minus@example.org', customFields: { name: '-1' } });
    const { response, records } = await exportCsv({ q: 'csv-', sort: 'email', order: 'asc' });
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(records[0]).toEqual([...CONSOLE_EXPORT_COLUMNS]);
    const byEmail = new Map(records.slice(1).map((record) => [record[1], record]));
    expect([...byEmail.keys()]).toEqual([
      'csv-at@example.org',
      'csv-evil@example.org',
      'csv-minus@example.org',
      'csv-plus@example.org',
      'csv-tricky@example.org',
    ]);
    const evilRecord = byEmail.get('csv-evil@example.org');
    expect(evilRecord?.[0]).toBe(evil.id);
    expect(evilRecord?.[3]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(evilRecord?.[7]).toBe(`${FREE_PLAN_ID}: ACTIVE`);
    expect(byEmail.get('csv-plus@example.org')?.[3]).toBe("'+1 555 0100");
    expect(byEmail.get('csv-at@example.org')?.[3]).toBe("'@cmd");
    expect(byEmail.get('csv-minus@example.org')?.[3]).toBe("'-1");
    const trickyRecord = byEmail.get('csv-tricky@example.org');
    expect(trickyRecord?.[0]).toBe(tricky.id);
    expect(trickyRecord?.[3]).toBe('Ann, "the Great"\r\nSecond line');
    for (const record of records) expect(record).toHaveLength(CONSOLE_EXPORT_COLUMNS.length);
    // No cell of any record starts as a formula would.
    for (const record of records.slice(1))
      for (const cell of record) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("given the list's filters, it exports the same members, however many chunks they take", async () => {
    await test.database.db.insert(members).values(
      Array.from({ length: 520 }, (_, i) => ({
        id: newId('mem'),
        appId: APP_ID,
        email: `bulk-${String(i).padStart(3, '0')}@example.org`,
        verified: i % 2 === 0,
      })),
    );
    const all = await exportCsv({ q: 'bulk-' });
    expect(all.records).toHaveLength(521);
    expect(new Set(all.records.slice(1).map((record) => record[0])).size).toBe(520);
    const verified = await exportCsv({ q: 'bulk-', verified: 'true', sort: 'email', order: 'desc' });
    expect(verified.records.slice(1).map((record) => record[1])).toEqual(
      Array.from({ length: 260 }, (_, i) => `bulk-${String(518 - i * 2).padStart(3, '0')}@example.org`),
    );
  }, 60_000);

  it('given a malformed filter, it answers 400 before any CSV', async () => {
    const response = await call(test, 'GET', '/api/admin/members/export.csv?status=rich', admin.headers);
    expect(response.status).toBe(400);
  });
});
