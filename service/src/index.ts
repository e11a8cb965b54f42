/** @wf/service: the membership service. Start it with `node service/src/main.ts`. */
export type { Database, Db, Queryable, Tx } from './db/client.ts';
export { openDatabase } from './db/client.ts';
export { migrate } from './db/migrate.ts';
export type { Env } from './env.ts';
export { parseEnv } from './env.ts';
export { createPlatformApp } from './platform/app.ts';
export type { PlatformOptions } from './platform/deps.ts';
export { platformDeps } from './platform/deps.ts';
export type { PlatformServices, SiteExtension } from './platform/extension.ts';
export { seedPlatform } from './platform/seed.ts';
