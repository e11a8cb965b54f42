/**
 * The membership API without its comments calls: what signing in, the member, billing, teams, the
 * app and gated content need. The SDK's methods for them call through this table, so a page that
 * signs a member in never carries the comments' route table and schemas: those come with the
 * comments methods, a chunk of their own fetched on the first comments call
 * (sdk/src/methods/lazy-comments.ts; docs/architecture.md "One route table").
 */
import type { Route } from '../route.ts';
import { APP_ROUTES } from './app.ts';
import { AUTH_ROUTES } from './auth.ts';
import { BILLING_ROUTES } from './billing.ts';
import { CONTENT_ROUTES } from './content.ts';
import { MEMBER_ROUTES } from './member.ts';
import { SERVICE_ROUTES } from './service.ts';
import { TEAM_ROUTES } from './team.ts';

export const MEMBERSHIP_ROUTES = {
  ...AUTH_ROUTES,
  ...MEMBER_ROUTES,
  ...BILLING_ROUTES,
  ...TEAM_ROUTES,
  ...APP_ROUTES,
  ...CONTENT_ROUTES,
  ...SERVICE_ROUTES,
} as const satisfies Record<string, Route>;
