/**
 * The wire contract of the membership API: request and response schemas, field rules and
 * error codes. The service validates with these; the SDK and the widget's forms reuse them.
 * Written with zod/mini (functional checks: `z.optional(x)`, `.check(z.maxLength(n))`) so the
 * browser bundles ship the small build of zod. zod/mini loads no locale: every message meant for
 * people is written here, and the service sets zod's English locale for its generic messages.
 */

// Each module's names are listed once, where they are defined: the contract is every module whole.
export * from '../access.ts';
export * from '../constants.ts';
export * from '../derived-name.ts';
export * from '../page-protection.ts';
export * from './admin-api.ts';
export * from './admin-app.ts';
export * from './admin-webhooks.ts';
export * from './app.ts';
export * from './app-values.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './codes.ts';
export * from './comments.ts';
export * from './console.ts';
export * from './console-apps.ts';
export * from './console-catalogue.ts';
export * from './console-community.ts';
export * from './console-overview.ts';
export * from './console-sign-in.ts';
export * from './console-site.ts';
export * from './content.ts';
export * from './entities.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './limits.ts';
export * from './member.ts';
export * from './providers.ts';
export * from './route.ts';
export * from './routes/admin-api.ts';
export * from './routes/console.ts';
export * from './routes/console-apps.ts';
export * from './routes/console-catalogue.ts';
export * from './routes/console-community.ts';
export * from './routes/console-overview.ts';
export * from './routes/console-sign-in.ts';
export * from './routes/console-site.ts';
export * from './routes/planned.ts';
export * from './routes.ts';
export * from './service.ts';
export * from './sessions.ts';
export * from './team.ts';
