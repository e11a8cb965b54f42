/**
 * World Family's own backend (docs/architecture.md "The site's backend"): the routes the site
 * calls besides the membership API, served by the service's site sub-app for the World Family
 * app only. Paths are relative to the API base (/api); the site calls them through its own
 * client (site/lib/api/), never through the widget.
 */
import { CONTACT_PER_IP, route } from '@wf/sdk/contract';
import { contactRequestSchema, contactResponseSchema, tooManyContactMessages } from './contact.ts';
import {
  getPassMemberRequestSchema,
  passRequestSchema,
  passResultSchema,
  updatePassMemberRequestSchema,
} from './passkit.ts';
import {
  addVideoResponseSchema,
  newVideoSchema,
  publishJobParamSchema,
  publishStatusResponseSchema,
} from './video.ts';

const LIBRARY = 'World Family: video library';
const PASSES = 'World Family: wallet passes';
const CONTACT = 'World Family: contact';

/** The site's routes by name. */
export const SITE_ROUTES = {
  addVideo: route({
    method: 'POST',
    path: '/admin/videos',
    summary: 'Adds a video to the library and republishes the site (202 with the publish job).',
    tag: LIBRARY,
    access: 'admin',
    reach: 'app',
    body: newVideoSchema,
    reply: addVideoResponseSchema,
    status: 202,
    audit: 'videos.add',
  }),
  publishStatus: route({
    method: 'GET',
    path: '/admin/publish/{jobId}',
    summary: "Where a publication stands: 'queued', 'building', 'live' or 'failed'.",
    tag: LIBRARY,
    access: 'admin',
    reach: 'app',
    params: publishJobParamSchema,
    reply: publishStatusResponseSchema,
    audit: 'videos.publish-status',
  }),
  enrollPass: route({
    method: 'POST',
    path: '/functions/passkit-enroll',
    summary: "Creates the signed-in member's wallet pass, or answers the one they have.",
    tag: PASSES,
    access: 'member',
    reach: 'app',
    body: passRequestSchema,
    reply: passResultSchema,
  }),
  getPassMember: route({
    method: 'POST',
    path: '/functions/passkit-get-member',
    summary: "The signed-in member's pass, or ok false when they have none yet.",
    tag: PASSES,
    access: 'member',
    reach: 'app',
    body: getPassMemberRequestSchema,
    reply: passResultSchema,
  }),
  updatePassMember: route({
    method: 'POST',
    path: '/functions/passkit-update-member',
    summary: "Changes the names and e-mail address on the member's pass.",
    tag: PASSES,
    access: 'member',
    reach: 'app',
    body: updatePassMemberRequestSchema,
    reply: passResultSchema,
  }),
  contact: route({
    method: 'POST',
    path: '/contact',
    summary: "Sends a contact-form message to the site's contact address.",
    tag: CONTACT,
    access: 'anyone',
    reach: 'app',
    body: contactRequestSchema,
    reply: contactResponseSchema,
    limits: [{ rule: CONTACT_PER_IP, per: 'ip', message: tooManyContactMessages }],
  }),
} as const;

/** The name of a route in {@link SITE_ROUTES}. */
export type SiteRouteName = keyof typeof SITE_ROUTES;
