import { messages, PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements, preparedStatementsWithin } from './pglite-statements.ts';

let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`
    create table things (
      id text primary key,
      n integer not null,
      big bigint,
      at timestamptz,
      data jsonb,
      tags text[],
      flag boolean,
      blob bytea
    );
  `);
});
afterAll(async () => {
  await client.close();
});

/** The statements this connection holds on the server, by their text, in no order. */
async function preparedOnServer(): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(
    `select statement from pg_prepared_statements where name like 'wf_pglite_%'`,
  );
  return rows.map((row) => row.statement);
}

const keepText = (value: string) => value;

describe('PGlite queries with their statements kept prepared', () => {
  it('given a row of every kind the service stores, answers what PGlite answers, in both row modes', async () => {
    const prepared = preparedStatements(client);
    if (!prepared) throw new Error('this PGlite lacks what prepared statements need');
    await client.query(
      `insert into things values ('a', 1, 9007199254740993, '2026-11-27T10:00:00Z', '{"k": [1, "two"]}', '{x,y}', true, '\\x0102')`,
    );
    const sql = 'select id, n, big, at, data, tags, flag, blob from things where id = $1 and n >= $2';
    for (const options of [
      undefined,
      { rowMode: 'array' as const },
      { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: keepText } },
    ]) {
      const expected = await client.query(sql, ['a', 0], options);
      // Twice: the first call prepares, the second only binds and executes.
      expect(await prepared.query(sql, ['a', 0], options)).toEqual(expected);
      expect(await prepared.query(sql, ['a', 0], options)).toEqual(expected);
    }
  });

  it('given writes, answers their affected rows and returned rows as PGlite does', async () => {
    const prepared = preparedStatements(client);
    if (!prepared) throw new Error('no prepared statements');
    const inserted = await prepared.query(
      'insert into things (id, n) values ($1, $2), ($3, $4) returning id',
      ['b', 2, 'c', 3],
    );
    expect(inserted.affectedRows).toBe(2);
    expect(inserted.rows).toEqual([{ id: 'b' }, { id: 'c' }]);
    const updated = await prepared.query('update things set n = n + 1 where id in ($1, $2)', ['b', 'c']);
    expect(updated.affectedRows).toBe(2);
    expect(updated.rows).toEqual([]);
  });

  it('given one text run many times, prepares it once and never parses it again', async () => {
    const prepared = preparedStatements(client);
    if (!prepared) throw new Error('no prepared statements');
    const sql = 'select n from things where id = $1 /* once */';
    for (let i = 0; i < 5; i += 1) await prepared.query(sql, ['a']);
    expect((await preparedOnServer()).filter((text) => text === sql)).toHaveLength(1);
  });

  it('given a failing statement, throws the DatabaseError PGlite throws, with its query and parameters, and goes on', async () => {
    const prepared = preparedStatements(client);
    if (!prepared) throw new Error('no prepared statements');
    const sql = 'insert into things (id, n) values ($1, $2)';
    const error = await prepared.query(sql, ['a', 5]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: '23505', constraint: 'things_pkey', query: sql, params: ['a', 5] });
    // The same statement, and the connection, work after it.
    await prepared.query(sql, ['d', 5]);
    expect((await prepared.query('select n from things where id = $1', ['d'])).rows).toEqual([{ n: 5 }]);
  });

  it('given a text that does not parse, throws and keeps nothing of it', async () => {
    const prepared = preparedStatements(client);
    if (!prepared) throw new Error('no prepared statements');
    const sql = 'selec n from things';
    await expect(prepared.query(sql)).rejects.toMatchObject({ code: '42601', query: sql });
    expect(await preparedOnServer()).not.toContain(sql);
  });

  it('given a transaction rolled back after preparing a statement, the statement still works after it', async () => {
    const prepared = preparedStatements(client);
    if (!prepared) throw new Error('no prepared statements');
    const sql = 'select count(*)::int as c from things where n > $1 /* rolled back */';
    await client
      .transaction(async () => {
        await prepared.transactionQuery(sql, [0]);
        await prepared.transactionQuery('insert into things (id, n) values ($1, $2)', ['gone', 1]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await prepared.query('select id from things where id = $1', ['gone'])).rows).toEqual([]);
    expect((await prepared.query<{ c: number }>(sql, [0])).rows[0]?.c).toBeGreaterThan(0);
  });

  it('given statements deallocated behind its back, fails that call once and prepares them again', async () => {
    const prepared = preparedStatements(client);
    if (!prepared) throw new Error('no prepared statements');
    const sql = 'select n from things where id = $1 /* deallocated */';
    await prepared.query(sql, ['a']);
    await client.exec('deallocate all');
    await expect(prepared.query(sql, ['a'])).rejects.toMatchObject({ code: '26000' });
    expect((await prepared.query(sql, ['a'])).rows).toEqual([{ n: 1 }]);
  });

  it('given no row matches, answers the columns as PGlite does, from the description read once', async () => {
    const prepared = preparedStatements(client);
    if (!prepared) throw new Error('no prepared statements');
    const sql = 'select id, n as count, at from things where id = $1 /* none */';
    const expected = await client.query(sql, ['nobody']);
    expect(expected.fields.map((field) => field.name)).toEqual(['id', 'count', 'at']);
    for (let i = 0; i < 2; i += 1) expect(await prepared.query(sql, ['nobody'])).toEqual(expected);
  });

  it('given a table whose columns change under a statement, fails that call once and answers the new columns after', async () => {
    const prepared = preparedStatements(client);
    if (!prepared) throw new Error('no prepared statements');
    await client.exec(`create table shapes (id text primary key); insert into shapes values ('s')`);
    const sql = 'select * from shapes where id = $1';
    expect((await prepared.query(sql, ['s'])).rows).toEqual([{ id: 's' }]);
    await client.exec(`alter table shapes add column sides integer not null default 4`);
    await expect(prepared.query(sql, ['s'])).rejects.toThrow('cached plan must not change result type');
    const after = await prepared.query(sql, ['s']);
    expect(after.fields.map((field) => field.name)).toEqual(['id', 'sides']);
    expect(after.rows).toEqual([{ id: 's', sides: 4 }]);
    expect(await prepared.query(sql, ['s'])).toEqual(after);
  });

  it('given more distinct texts than its bound, keeps only the most recently used on the server', async () => {
    await client.exec('deallocate all');
    const bounded = preparedStatementsWithin(client, 3);
    const texts = Array.from({ length: 5 }, (_, i) => `select ${i} as i /* bounded */`);
    for (const text of texts) await bounded.query(text);
    // The first two were closed to make room; a use makes a statement the most recent.
    expect((await preparedOnServer()).sort()).toEqual(texts.slice(2).sort());
    await bounded.query(texts[2] as string);
    await bounded.query('select 5 as i /* bounded */');
    expect((await preparedOnServer()).sort()).toEqual(
      [texts[2], texts[4], 'select 5 as i /* bounded */'].sort(),
    );
  });

  it('given many calls at once from outside any transaction, answers each its own rows', async () => {
    const prepared = preparedStatements(client);
    if (!prepared) throw new Error('no prepared statements');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => prepared.query<{ i: number }>('select $1::int as i', [i])),
    );
    expect(answers.map((answer) => answer.rows[0]?.i)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('given a caller who listens for notices, hands the call to PGlite, which tells them', async () => {
    const prepared = preparedStatements(client);
    if (!prepared) throw new Error('no prepared statements');
    const notices: string[] = [];
    await prepared.query(`do $$ begin raise notice 'heard'; end $$`, [], {
      onNotice: (notice) => notices.push(notice.message ?? ''),
    });
    expect(notices).toEqual(['heard']);
  });
});
