/**
 * The database schema: Drizzle tables are the truth for rows (docs/style.md). Every row belongs to
 * an app. Migrations in service/drizzle/ are generated from these files (npm run db:generate).
 */
export * from './schema/apps.ts';
export * from './schema/auth.ts';
export * from './schema/billing.ts';
export * from './schema/members.ts';
export * from './schema/messages.ts';
export * from './schema/passes.ts';
export * from './schema/provider-flows.ts';
export * from './schema/security.ts';
export * from './schema/teams.ts';
