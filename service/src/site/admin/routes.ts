/**
 * The admin's library calls (docs/product/website.md §2 "Admin add-video", docs/console.md "Videos"):
 *
 * - POST /admin/videos: validates the video with the content collection's rules, queues its
 *   publication and answers 202 `{ data: { jobId, videoId } }`; 409 when a video with the id
 *   made from the title exists or is on its way.
 * - GET /admin/videos: every video file of CONTENT_DIR/videos, newest first, published or not.
 * - PATCH /admin/videos/{id}, POST /admin/videos/{id}/unpublish, .../republish and DELETE
 *   /admin/videos/{id}: queue a change of the video's file through the same publish jobs (202
 *   with the job); 404 for an id with no file, 409 while another change of the same video is on
 *   its way (or when it is unpublished/published already). Each queued change is recorded in
 *   the audit log with the video before and after it.
 * - GET /admin/publish/{jobId}: `{ data: { status, error? } }`, status 'queued', 'building',
 *   'live' or 'failed'. Jobs are kept in the database: any instance answers.
 *
 * All need a signed-in admin of World Family (401, then 403 'You need an Admin Plan to access
 * this page.'): the route table says so and the site sub-app serves World Family's app only.
 */
import {
  type AddVideoResponse,
  type LibraryVideosResponse,
  type PublishStatusResponse,
  VIDEO_ERROR_CODES,
  type VideoChangeResponse,
} from '@wf/config/site-api';
import type { Context } from 'hono';
import type { MemberEnv } from '../../auth/member.ts';
import type { Deps } from '../../http/context.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { recordAuditEvent } from '../../security/audit.ts';
import type { SiteHandlers } from '../handlers.ts';
import {
  type Publisher,
  type PublishJob,
  type QueuedChange,
  type VideoChange,
  VideoChangePendingError,
  VideoExistsError,
  VideoNotFoundError,
  VideoStateError,
} from '../publish/publisher.ts';

/** The 404 message of a job this instance does not know. */
export const JOB_NOT_FOUND_MESSAGE = 'No such publish job.';

/** The audit action of each queued change (the route's own event records the call's status). */
export const VIDEO_AUDIT_ACTIONS = {
  edit: 'videos.edited',
  unpublish: 'videos.unpublished',
  republish: 'videos.republished',
  delete: 'videos.deleted',
} as const satisfies Record<VideoChange['kind'], string>;

/** Queues `change` for the signed-in admin, records it with before/after, answers the job. */
async function queueChange(
  c: Context<MemberEnv>,
  { publisher, deps }: { publisher: Publisher; deps: Pick<Deps, 'database' | 'clock'> },
  videoId: string,
  change: VideoChange,
): Promise<VideoChangeResponse> {
  let queued: QueuedChange;
  try {
    queued = await publisher.change(videoId, change);
  } catch (error) {
    if (error instanceof VideoNotFoundError) throw notFound(error.message);
    if (error instanceof VideoChangePendingError) {
      throw new ApiError(409, VIDEO_ERROR_CODES.changePending, error.message);
    }
    if (error instanceof VideoStateError) {
      throw new ApiError(409, VIDEO_ERROR_CODES.alreadyInState, error.message);
    }
    throw error;
  }
  const { job, before, after } = queued;
  await recordAuditEvent(deps.database.db, {
    appId: c.var.app.id,
    actorKind: 'member',
    actorId: c.var.member.id,
    action: VIDEO_AUDIT_ACTIONS[change.kind],
    targetId: videoId,
    detail: { jobId: job.id, before, after },
    now: deps.clock(),
  });
  c.var.logger.info(
    { jobId: job.id, videoId, kind: change.kind, memberId: c.var.member.id },
    'video change queued',
  );
  return { data: { jobId: job.id, videoId } };
}

export function libraryHandlers(
  publisher: Publisher,
  deps: Pick<Deps, 'database' | 'clock'>,
): Pick<
  SiteHandlers,
  | 'addVideo'
  | 'listVideos'
  | 'updateVideo'
  | 'deleteVideo'
  | 'unpublishVideo'
  | 'republishVideo'
  | 'publishStatus'
> {
  const on = { publisher, deps };
  return {
    addVideo: async (c, { body: video }) => {
      let job: PublishJob;
      try {
        job = await publisher.submit(video);
      } catch (error) {
        if (!(error instanceof VideoExistsError)) throw error;
        throw new ApiError(409, VIDEO_ERROR_CODES.exists, error.message, {
          details: { fields: { title: error.message } },
        });
      }
      c.var.logger.info({ jobId: job.id, videoId: job.videoId, memberId: c.var.member.id }, 'video queued');
      const body: AddVideoResponse = { data: { jobId: job.id, videoId: job.videoId } };
      return body;
    },

    listVideos: async () => {
      const body: LibraryVideosResponse = { data: { videos: await publisher.library() } };
      return body;
    },

    updateVideo: (c, { params: { id }, body: video }) => queueChange(c, on, id, { kind: 'edit', video }),

    unpublishVideo: (c, { params: { id } }) => queueChange(c, on, id, { kind: 'unpublish' }),

    republishVideo: (c, { params: { id } }) => queueChange(c, on, id, { kind: 'republish' }),

    deleteVideo: (c, { params: { id } }) => queueChange(c, on, id, { kind: 'delete' }),

    publishStatus: async (_c, { params: { jobId } }) => {
      const job = await publisher.status(jobId);
      if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
      const body: PublishStatusResponse = {
        data: job.error === undefined ? { status: job.status } : { status: job.status, error: job.error },
      };
      return body;
    },
  };
}
