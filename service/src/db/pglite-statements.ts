/**
 * PGlite's `query`, answered faster (docs/architecture.md "The membership service", "Speed").
 *
 * PGlite's own `query` parses and plans the statement again at every call and crosses into WASM
 * six times (Parse, Describe, Bind, Describe, Execute, Sync, each with its own wait). Here each
 * distinct SQL text is parsed once into a named server-side prepared statement, as node-postgres
 * does for a named query on PostgreSQL, and every later call is one crossing: Bind, Execute and
 * Sync in one message. The statement's row description (its columns' names and types) is read
 * once, when it is prepared, and given to every later answer as the server would have sent it
 * again for a Describe: parsing it at every call was about a seventh of the database thread's
 * time for the widest statement (the session lookup of GET /member, then 29 columns). The answer is
 * the same object PGlite's `query` gives (rows, fields, affectedRows, through PGlite's own
 * parsers and serializers), and errors are the same DatabaseError with the same `query`, `params`
 * and `queryOptions`.
 *
 * The statements an instance holds are bounded ({@link MAX_STATEMENTS}, least recently used
 * closed first). A statement the server no longer has (DEALLOCATE) or whose result type changed
 * under it (DDL on a table it reads) is forgotten when it fails, and prepared again at the next
 * call. Options only PGlite's `query` handles (a blob for COPY, a notice callback) go to it.
 */
import {
  messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/** How many prepared statements one PGlite instance keeps: the service issues a few hundred distinct texts. */
export const MAX_STATEMENTS = 500;

/** The protected parts of PGlite this module relies on (checked at run time, see {@link preparedStatements}). */
interface PgliteInternals {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, type: number) => unknown>;
}

interface Statement {
  name: string;
  /** The parameters' type oids, as the server inferred them (or as `paramTypes` gave them). */
  paramTypes: number[];
  /**
   * The columns of its rows, as Describe of the statement gave them; none for a statement that
   * returns no rows. Fixed for the statement's life: a change under it fails the call (see above).
   */
  rowDescription: messages.RowDescriptionMessage | undefined;
}

/** SQLSTATE of a statement the server does not have (DEALLOCATE, DISCARD ALL). */
const UNKNOWN_STATEMENT = '26000';
/** SQLSTATE 0A000 with this message: a table the statement reads changed its columns. */
const CHANGED_RESULT = 'cached plan must not change result type';

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** A query function with PGlite's `query` signature. */
export type PreparedQuery = <T>(
  sql: string,
  params?: unknown[],
  options?: QueryOptions,
) => Promise<Results<T>>;

export interface PreparedStatements {
  /** In place of `client.query`: waits for any transaction PGlite itself runs, as `query` does. */
  query: PreparedQuery;
  /** In place of a PGlite transaction's `tx.query`, inside that transaction (not for a blob or notices). */
  transactionQuery: PreparedQuery;
}

/** Names statements uniquely in this thread, whichever set over whichever client made them. */
let statementCount = 0;

const byClient = new WeakMap<PGlite, PreparedStatements | undefined>();

/**
 * The queries of `client` with their statements kept prepared; undefined when this PGlite does
 * not have the internals they rely on (a later version that renamed them), and callers keep to
 * PGlite's own `query`: slower, never wrong.
 */
export function preparedStatements(client: PGlite): PreparedStatements | undefined {
  if (byClient.has(client)) return byClient.get(client);
  const internals = client as unknown as Partial<PgliteInternals>;
  const usable =
    typeof internals._runExclusiveQuery === 'function' &&
    typeof internals._runExclusiveTransaction === 'function' &&
    typeof internals.serializers === 'object' &&
    typeof internals.parsers === 'object';
  const found = usable ? statementsOf(client, internals as PgliteInternals, MAX_STATEMENTS) : undefined;
  byClient.set(client, found);
  return found;
}

/** A second set over the same client, with its own bound (tests of the bound). */
export function preparedStatementsWithin(client: PGlite, maxStatements: number): PreparedStatements {
  return statementsOf(client, client as unknown as PgliteInternals, maxStatements);
}

function statementsOf(client: PGlite, internals: PgliteInternals, maxStatements: number): PreparedStatements {
  const { serialize } = protocol;
  /** Least recently used first (a Map keeps insertion order; a use re-inserts). */
  const statements = new Map<string, Statement>();

  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  async function prepare(sql: string, paramTypes: number[] | undefined): Promise<Statement> {
    statementCount += 1;
    const name = `wf_pglite_${statementCount}`;
    const answer = await send(
      concat([
        serialize.parse({ name, text: sql, types: paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(answer),
      rowDescription: answer.find(
        (message): message is messages.RowDescriptionMessage => message.name === 'rowDescription',
      ),
    };
    statements.set(sql, statement);
    if (statements.size > maxStatements) {
      const [oldestSql, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestSql);
      await forget(oldest);
    }
    return statement;
  }

  /** Closes a statement on the server; one it no longer has is no error. */
  async function forget(statement: Statement): Promise<void> {
    try {
      await send(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]));
    } catch {
      // Closing what is not there, or in a failed transaction: the name is simply never used again.
    }
  }

  async function run<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    let statement = statements.get(sql);
    if (statement) {
      statements.delete(sql);
      statements.set(sql, statement);
    } else {
      statement = await prepare(sql, options?.paramTypes);
    }
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[index] as number;
      const serializer = options?.serializers?.[type] ?? internals.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
    } catch (error) {
      if (
        error instanceof messages.DatabaseError &&
        (error.code === UNKNOWN_STATEMENT || error.message.includes(CHANGED_RESULT))
      ) {
        statements.delete(sql);
        if (error.code !== UNKNOWN_STATEMENT) await forget(statement);
      }
      throw error;
    }
    // PGlite merges the caller's parsers into a copy of its whole table at every call (a few
    // hundred types): a table that inherits from PGlite's and holds only the caller's is the same
    // lookup for a fraction of the work.
    const own = options?.parsers;
    const parsers = own ? Object.assign(Object.create(internals.parsers), own) : internals.parsers;
    const { parsers: _mergedAbove, ...rest } = options ?? {};
    const described = statement.rowDescription ? [statement.rowDescription, ...answer] : answer;
    return parse.parseResults(described, parsers, rest)[0] as Results<T>;
  }

  const transactionQuery: PreparedQuery = (sql, params = [], options) =>
    internals._runExclusiveQuery(async () => {
      try {
        return await run(sql, params, options);
      } catch (error) {
        // PGlite's query puts these on its errors; the service's error mapping reads them.
        if (error instanceof messages.DatabaseError) {
          Object.assign(error, { query: sql, params, queryOptions: options });
        }
        throw error;
      }
    });
  return {
    query: async (sql, params, options) => {
      // What only PGlite's own path handles (COPY's blob, notices) goes there.
      if (options?.blob || options?.onNotice) return client.query(sql, params, options);
      await client.waitReady;
      return internals._runExclusiveTransaction(() => transactionQuery(sql, params, options));
    },
    transactionQuery,
  };
}
