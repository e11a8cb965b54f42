/**
 * Test databases: PGlite in memory by default; with WF_TEST_DATABASE_URL set, a PostgreSQL
 * server, in a fresh schema per call that is dropped at close. (Test code only: the one place
 * besides env.ts that reads process.env, because the test runner, not the service, owns it.)
 *
 *   WF_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project service service
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { systemClock } from '../clock.ts';
import { type Database, openPostgres, pgliteDatabase } from '../db/client.ts';
import { MIGRATIONS_FOLDER, migrate } from '../db/migrate.ts';
import { apps } from '../db/schema.ts';
import { type PlatformSeedResult, seedPlatform } from '../platform/seed.ts';
import { type SeedOptions, type SeedResult, seedWorldFamily } from '../site/seed.ts';

/** The PostgreSQL server tests run against, when set. */
export const TEST_DATABASE_URL = process.env.WF_TEST_DATABASE_URL || undefined;

/** What node-postgres says when a statement is sent on a connection still answering another. */
const OVERLAPPING_QUERY = /already executing a query/;

/**
 * On PostgreSQL, a statement sent on a connection that is still answering another fails the
 * run: node-postgres queues it today and deprecates doing so (its next major version refuses
 * it). In a transaction that is two statements at once on its one connection (a `Promise.all`
 * over `tx`); PGlite, one connection by design, queues them silently, so only this pass can tell.
 * Node warns once per process, so the first such statement of a worker is the one reported.
 */
if (TEST_DATABASE_URL) {
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && OVERLAPPING_QUERY.test(warning.message)) {
      throw new Error(
        `Two statements at once on one PostgreSQL connection (await them in turn):\n${warning.stack ?? warning.message}`,
      );
    }
  });
}

export interface TestDatabase {
  database: Database;
  /** 'pglite' or the schema used on the PostgreSQL server. */
  where: string;
  /** Closes the database (and drops the test schema). */
  close(): Promise<void>;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The template, as PGlite reads it on every open: a Blob whose bytes are handed over as they are.
 * Node's own Blob reads its bytes back in small chunks and joins them (about 280 ms for the 43 MB
 * template on the 2-core machine), and even one copy of them took 60 ms. PGlite only reads them to
 * untar the folder, copying each file into its own file system, so nothing writes to the shared
 * bytes. Every other Blob method is Node's, on the same bytes.
 */
class TemplateBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;

  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([bytes]);
    // The buffer is handed over whole, so it must hold these bytes and nothing else.
    this.#bytes =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.buffer);
  }

  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return Promise.resolve(this.#bytes);
  }
}

/**
 * A migrated, empty PGlite data folder, made once and loaded by every test database after it:
 * initdb and the migrations are the slow part of opening one (docs/toolchain.md "Test speed").
 * Kept in memory for this process and as a file in the temporary folder for the processes that
 * follow, named by the migrations and the PGlite version, so a template made from other
 * migrations or by another PGlite is never loaded.
 */
let template: Promise<TemplateBlob> | undefined;

async function templateFile(): Promise<string> {
  const hash = createHash('sha256');
  // The package's own package.json (its exports do not name it): dist/index.js is one level down.
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(await readFile(path.join(path.dirname(entry), '..', 'package.json')));
  for (const name of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json')) {
      hash.update(name).update(await readFile(path.join(MIGRATIONS_FOLDER, name)));
    }
  }
  return path.join(tmpdir(), `wf-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function makeTemplate(): Promise<TemplateBlob> {
  const file = await templateFile();
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return new TemplateBlob(new Uint8Array(kept.buffer, kept.byteOffset, kept.byteLength));
  const client = await PGlite.create();
  await migrate(pgliteDatabase(client));
  const dumped = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  await client.close();
  // Written aside, then renamed: a process reading it never sees half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, dumped);
  await rename(partial, file);
  return new TemplateBlob(dumped);
}

/**
 * PostgreSQL's start-up options for a test database: PGlite's own, with 16 MB of shared buffers
 * instead of PostgreSQL's 128 MB. PGlite sets that memory up on every start, which was half of
 * the second an open took; a test database holds a few hundred kilobytes, so nothing a test does
 * reads differently (docs/toolchain.md "Test speed").
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** A PGlite database in memory, migrated, loaded from the template. */
async function openPgliteFromTemplate(): Promise<Database> {
  template ??= makeTemplate();
  return pgliteDatabase(await PGlite.create({ loadDataDir: await template, startParams: START_PARAMS }));
}

/** A migrated, empty database of its own. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const database = await openPgliteFromTemplate();
    return { database, where: 'pglite', close: () => database.close() };
  }
  const url = TEST_DATABASE_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema "${schema}"`);
  const database = await openPostgres(url, { schema, maxConnections: 4 });
  await migrate(database, { schema });
  return {
    database,
    where: schema,
    close: async () => {
      await database.close();
      await adminQuery(url, `drop schema "${schema}" cascade`);
    },
  };
}

/**
 * What a second service instance would open on the same database: on PostgreSQL, a pool of
 * its own on the test's schema (so nothing is shared but the server); PGlite is embedded and
 * single-connection, so there the second instance can only share the first one's database.
 * Close it with `.close()` when it is not the test's own database.
 */
export async function openSecondInstanceDatabase(test: TestDatabase): Promise<Database> {
  if (!TEST_DATABASE_URL) return test.database;
  return openPostgres(TEST_DATABASE_URL, { schema: test.where, maxConnections: 4 });
}

/** Test defaults of the seed: localhost origin, test mode, no credentials file. */
export const TEST_SEED_OPTIONS: SeedOptions = {
  publicUrl: 'http://localhost:4321',
  testMode: true,
  clock: systemClock,
};

/** What the whole service's seed did: the platform's and World Family's. */
export type ServiceSeedResult = PlatformSeedResult & SeedResult;

/** Seeds as main.ts does at start: the platform's example apps, then World Family's app. */
export async function seedService(database: Database, options: SeedOptions): Promise<ServiceSeedResult> {
  const platform = await seedPlatform(database, options);
  return { ...platform, ...(await seedWorldFamily(database, options)) };
}

/** A migrated database seeded with the platform's apps and the World Family app. */
export async function openSeededTestDatabase(
  options: Partial<SeedOptions> = {},
): Promise<TestDatabase & { seeded: ServiceSeedResult }> {
  const test = await openTestDatabase();
  try {
    const seeded = await seedService(test.database, { ...TEST_SEED_OPTIONS, ...options });
    return { ...test, seeded };
  } catch (error) {
    await test.close();
    throw error;
  }
}

/** Inserts a second app made like app `sourceId` (its settings), under another id and keys. */
export async function insertAppLike(
  database: Database,
  sourceId: string,
  row: { id: string; testPublicKey: string; livePublicKey: string },
): Promise<void> {
  const [source] = await database.db.select().from(apps).where(eq(apps.id, sourceId));
  if (!source) throw new Error(`no app '${sourceId}' to copy`);
  await database.db
    .insert(apps)
    .values({ ...row, name: source.name, allowedOrigins: source.allowedOrigins, settings: source.settings });
}
