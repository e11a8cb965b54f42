/**
 * The shared video rules of sdk/src/contract/video.ts (website-spec §5: one schema for this
 * form, the SDK call and the service). Imported by path until @wf/sdk/contract exports them.
 */
export {
  ADMIN_PLAN_PREFIX,
  ADMIN_REQUIRED_MESSAGE,
  NEW_VIDEO_DEFAULTS,
  type NewVideo,
  newVideoSchema,
  type PublishStatus,
  VIDEO_CATEGORIES,
  type VideoCategory,
} from '@wf/sdk/contract';
