/**
 * The platform's database schema: Drizzle tables are the truth for rows (docs/style.md). Every
 * row belongs to an app. A site on the platform keeps its own tables in its own schema (World
 * Family's: site/schema.ts); migrations in service/drizzle/ are generated from both (npm run
 * db:generate, drizzle.config.ts).
 */
export * from './schema/apps.ts';
export * from './schema/audit.ts';
export * from './schema/auth.ts';
export * from './schema/billing.ts';
export * from './schema/comments.ts';
export * from './schema/console-apps.ts';
export * from './schema/members.ts';
export * from './schema/messages.ts';
export * from './schema/provider-flows.ts';
export * from './schema/secret-keys.ts';
export * from './schema/security.ts';
export * from './schema/teams.ts';
export * from './schema/uploads.ts';
export * from './schema/webhooks.ts';
