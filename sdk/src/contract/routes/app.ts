/**
 * The app: its configuration, its plans, and the page views @memberstack/dom reports
 * (docs/product/widget.md §3, §7).
 */
import {
  appMemberResponseSchema,
  appResponseSchema,
  pageViewRequestSchema,
  pageViewResponseSchema,
  planIdParamSchema,
  planResponseSchema,
} from '../app.ts';
import { route } from '../route.ts';

const APP = 'The app';

/** The app's routes by name. */
export const APP_ROUTES = {
  getApp: route({
    method: 'GET',
    path: '/app',
    summary: 'The site configuration: custom fields, branding, providers, plans, content groups.',
    tag: APP,
    access: 'anyone',
    reach: 'app',
    reply: appResponseSchema,
  }),
  pageView: route({
    method: 'POST',
    path: '/page-view',
    summary: 'Accepts the page views @memberstack/dom clients report, and keeps none of them (no analytics).',
    tag: APP,
    access: 'anyone',
    reach: 'app',
    body: pageViewRequestSchema,
    reply: pageViewResponseSchema,
  }),
  getAppMember: route({
    method: 'GET',
    path: '/app-member',
    summary: 'The site configuration and the signed-in member in one request.',
    tag: APP,
    access: 'anyone',
    reach: 'app',
    reply: appMemberResponseSchema,
  }),
  getPlan: route({
    method: 'GET',
    path: '/app/plans/{planId}',
    summary: 'One plan of the app.',
    tag: APP,
    access: 'anyone',
    reach: 'app',
    params: planIdParamSchema,
    reply: planResponseSchema,
  }),
} as const;
