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
  editVideoSchema,
  libraryVideosResponseSchema,
  newVideoSchema,
  publishJobParamSchema,
  publishStatusResponseSchema,
  videoChangeResponseSchema,
  videoIdParamSchema,
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
  listVideos: route({
    method: 'GET',
    path: '/admin/videos',
    summary: 'Every video file of the library, newest first, published or not.',
    tag: LIBRARY,
    access: 'admin',
    reach: 'app',
    reply: libraryVideosResponseSchema,
    audit: 'videos.list',
  }),
  updateVideo: route({
    method: 'PATCH',
    path: '/admin/videos/{id}',
    summary:
      "Changes a video's fields (the add form's rules; its id, address and date stay) and republishes the site (202 with the publish job).",
    tag: LIBRARY,
    access: 'admin',
    reach: 'app',
    params: videoIdParamSchema,
    body: editVideoSchema,
    reply: videoChangeResponseSchema,
    status: 202,
    audit: 'videos.update',
  }),
  deleteVideo: route({
    method: 'DELETE',
    path: '/admin/videos/{id}',
    summary:
      "Removes a video's file and republishes the site (202 with the publish job); its comments channel is left as it is.",
    tag: LIBRARY,
    access: 'admin',
    reach: 'app',
    params: videoIdParamSchema,
    reply: videoChangeResponseSchema,
    status: 202,
    audit: 'videos.delete',
  }),
  unpublishVideo: route({
    method: 'POST',
    path: '/admin/videos/{id}/unpublish',
    summary:
      'Takes a video out of the library (its file is kept, marked draft; its page answers 404) and republishes the site (202).',
    tag: LIBRARY,
    access: 'admin',
    reach: 'app',
    params: videoIdParamSchema,
    reply: videoChangeResponseSchema,
    status: 202,
    audit: 'videos.unpublish',
  }),
  republishVideo: route({
    method: 'POST',
    path: '/admin/videos/{id}/republish',
    summary: 'Puts an unpublished video back in the library and republishes the site (202).',
    tag: LIBRARY,
    access: 'admin',
    reach: 'app',
    params: videoIdParamSchema,
    reply: videoChangeResponseSchema,
    status: 202,
    audit: 'videos.republish',
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
