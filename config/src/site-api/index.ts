/** World Family's backend API: its schemas and its route table (docs/architecture.md "The site's backend"). */
export type { ContactMessage, ContactRequest, ContactResponse } from './contact.ts';
export {
  CONTACT_MESSAGE_LIMITS,
  CONTACT_SENT_MESSAGE,
  contactMessageSchema,
  contactRequestSchema,
  contactResponseSchema,
  tooManyContactMessages,
} from './contact.ts';
export type {
  EnrollPassRequest,
  GetPassMemberRequest,
  PassRequest,
  PassResult,
  UpdatePassMemberRequest,
} from './passkit.ts';
export {
  enrollPassRequestSchema,
  getPassMemberRequestSchema,
  PASS_EXTERNAL_ID_MESSAGE,
  PASS_MEMBER_ID_MESSAGE,
  PASS_NAME_MAX,
  passRequestSchema,
  passResultSchema,
  updatePassMemberRequestSchema,
} from './passkit.ts';
export type { SiteRouteName } from './routes.ts';
export { SITE_ROUTES } from './routes.ts';
export type {
  AddVideoResponse,
  EditVideo,
  EditVideoInput,
  LibraryVideo,
  LibraryVideosResponse,
  NewVideo,
  NewVideoInput,
  PublishJobParam,
  PublishKind,
  PublishStatus,
  PublishStatusResponse,
  StoredVideo,
  VideoCategory,
  VideoChangeResponse,
  VideoFrontmatter,
  VideoIdParam,
} from './video.ts';
export {
  addVideoResponseSchema,
  DURATION_PATTERN,
  editVideoSchema,
  libraryVideoSchema,
  libraryVideosResponseSchema,
  NEW_VIDEO_DEFAULTS,
  newVideoSchema,
  PUBLISH_KINDS,
  PUBLISH_STATUSES,
  publishJobParamSchema,
  publishStatusResponseSchema,
  VIDEO_CATEGORIES,
  VIDEO_ERROR_CODES,
  VIDEO_ID_MESSAGE,
  VIDEO_LIMITS,
  VIDEO_MESSAGES,
  VIMEO_ID_PATTERN,
  videoChangePendingMessage,
  videoChangeResponseSchema,
  videoExistsMessage,
  videoFrontmatterSchema,
  videoIdParamSchema,
  videoNotFoundMessage,
  videoSlug,
} from './video.ts';
