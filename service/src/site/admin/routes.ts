/**
 * The admin's library calls (docs/product/website.md §2 "Admin add-video"):
 *
 * - POST /admin/videos: validates the video with the content collection's rules, queues its
 *   publication and answers 202 `{ data: { jobId, videoId } }`; 409 when a video with the id
 *   made from the title exists or is on its way.
 * - GET /admin/publish/{jobId}: `{ data: { status, error? } }`, status 'queued', 'building',
 *   'live' or 'failed'. Jobs are kept in the database: any instance answers.
 *
 * Both need a signed-in admin of World Family (401, then 403 'You need an Admin Plan to access
 * this page.'): the route table says so and the site sub-app serves World Family's app only.
 */
import { type AddVideoResponse, type PublishStatusResponse, VIDEO_ERROR_CODES } from '@wf/config/site-api';
import { ApiError, notFound } from '../../http/errors.ts';
import type { SiteHandlers } from '../handlers.ts';
import { type Publisher, type PublishJob, VideoExistsError } from '../publish/publisher.ts';

/** The 404 message of a job this instance does not know. */
export const JOB_NOT_FOUND_MESSAGE = 'No such publish job.';

export function libraryHandlers(publisher: Publisher): Pick<SiteHandlers, 'addVideo' | 'publishStatus'> {
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
