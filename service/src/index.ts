/** @wf/service: the membership service. Start it with `node service/src/main.ts`. */
export type { CreateAppOptions } from './app.ts';
export { createApp } from './app.ts';
export type { Database, Db, Queryable, Tx } from './db/client.ts';
export { openDatabase } from './db/client.ts';
export { migrate } from './db/migrate.ts';
export type { Env } from './env.ts';
export { parseEnv } from './env.ts';
export { seed } from './site/seed.ts';
