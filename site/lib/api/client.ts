/**
 * World Family's own backend as the site calls it (docs/architecture.md "The site's backend"):
 * publishing, wallet passes and the contact form, on the site's route table
 * (@wf/config/site-api), through the SDK's caller with the app the page names. Apart from the
 * widget: a site that embeds the widget has none of these calls. The SDK loads on the first
 * call, so a page pays nothing for this client until it is used.
 */
import {
  type AddVideoResponse,
  type ContactMessage,
  type ContactResponse,
  type EditVideoInput,
  type GetPassMemberRequest,
  type LibraryVideosResponse,
  type NewVideoInput,
  type PassRequest,
  type PassResult,
  type PublishJobParam,
  type PublishStatusResponse,
  SITE_ROUTES,
  type SiteRouteName,
  type UpdatePassMemberRequest,
  type VideoChangeResponse,
  type VideoIdParam,
} from '@wf/config/site-api';
import type { ClientStorage, Fetch, RouteCaller } from '@wf/sdk';
import type { WidgetConfig } from '../widget-config.ts';

/** What the site's client is built from. */
export interface SiteApiOptions {
  /** The fetch to use (default: the global one). */
  fetch?: Fetch;
  /** Where the session lives (default: the SDK's browser storage, shared with the widget). */
  storage?: ClientStorage;
}

/** The calls of World Family's backend. */
export interface SiteApi {
  /** Adds a video and starts republishing the site. POST /admin/videos */
  addVideo(video: NewVideoInput): Promise<AddVideoResponse>;
  /** Every video file of the library, published or not. GET /admin/videos */
  listVideos(): Promise<LibraryVideosResponse>;
  /** Changes a video's fields and republishes. PATCH /admin/videos/{id} */
  updateVideo(params: VideoIdParam, video: EditVideoInput): Promise<VideoChangeResponse>;
  /** Takes a video out of the library, keeping its file. POST /admin/videos/{id}/unpublish */
  unpublishVideo(params: VideoIdParam): Promise<VideoChangeResponse>;
  /** Puts an unpublished video back. POST /admin/videos/{id}/republish */
  republishVideo(params: VideoIdParam): Promise<VideoChangeResponse>;
  /** Removes a video's file and republishes. DELETE /admin/videos/{id} */
  deleteVideo(params: VideoIdParam): Promise<VideoChangeResponse>;
  /** Where a publication stands. GET /admin/publish/{jobId} */
  getPublishStatus(params: PublishJobParam): Promise<PublishStatusResponse>;
  /** Creates the signed-in member's pass (or answers the one they have). POST /functions/passkit-enroll */
  enrollPass(request: PassRequest): Promise<PassResult>;
  /** The member's pass, or ok false. POST /functions/passkit-get-member */
  getPassMember(request: GetPassMemberRequest): Promise<PassResult>;
  /** Changes the names and e-mail address on the pass. POST /functions/passkit-update-member */
  updatePassMember(request: UpdatePassMemberRequest): Promise<PassResult>;
  /** Sends the contact form's message. POST /contact */
  sendContactMessage(message: ContactMessage): Promise<ContactResponse>;
}

/** The method of {@link SiteApi} that calls each route: a route without one fails the type check. */
export const SITE_ROUTE_METHODS = {
  addVideo: 'addVideo',
  listVideos: 'listVideos',
  updateVideo: 'updateVideo',
  unpublishVideo: 'unpublishVideo',
  republishVideo: 'republishVideo',
  deleteVideo: 'deleteVideo',
  publishStatus: 'getPublishStatus',
  enrollPass: 'enrollPass',
  getPassMember: 'getPassMember',
  updatePassMember: 'updatePassMember',
  contact: 'sendContactMessage',
} as const satisfies { [K in SiteRouteName]: keyof SiteApi };

/** The site's client for the app that `config` names. */
export function createSiteApi(config: WidgetConfig, options: SiteApiOptions = {}): SiteApi {
  let caller: Promise<RouteCaller> | undefined;
  const call: RouteCaller = async (route, input) => {
    caller ??= import('@wf/sdk').then(({ createCaller }) => createCaller({ ...config, ...options }));
    return (await caller)(route, input);
  };
  return {
    addVideo: (video) => call(SITE_ROUTES.addVideo, { body: video }),
    listVideos: () => call(SITE_ROUTES.listVideos, {}),
    updateVideo: (params, video) => call(SITE_ROUTES.updateVideo, { params, body: video }),
    unpublishVideo: (params) => call(SITE_ROUTES.unpublishVideo, { params }),
    republishVideo: (params) => call(SITE_ROUTES.republishVideo, { params }),
    deleteVideo: (params) => call(SITE_ROUTES.deleteVideo, { params }),
    getPublishStatus: (params) => call(SITE_ROUTES.publishStatus, { params }),
    enrollPass: (request) => call(SITE_ROUTES.enrollPass, { body: request }),
    getPassMember: (request) => call(SITE_ROUTES.getPassMember, { body: request }),
    updatePassMember: (request) => call(SITE_ROUTES.updatePassMember, { body: request }),
    sendContactMessage: (message) => call(SITE_ROUTES.contact, { body: message }),
  };
}
