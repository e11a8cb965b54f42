/**
 * The admin's library calls (issue 5, website-spec §2 "Admin add-video"):
 *
 * - POST /admin/videos: validates the video with the contract's rules (the content
 *   collection's), queues its publication and answers 202 `{ data: { jobId, videoId } }`;
 *   409 when a video with the id made from the title exists or is on its way.
 * - GET /admin/publish/{jobId}: `{ data: { status, error? } }`, status 'queued', 'building',
 *   'live' or 'failed'. Jobs are kept in the memory of the instance that took them.
 *
 * Both need a signed-in admin (401, then 403 'You need an Admin Plan to access this page.').
 */

import {
  type AddVideoResponse,
  newVideoSchema,
  type PublishStatusResponse,
  VIDEO_ERROR_CODES,
} from '@wf/sdk/contract';
import { Hono } from 'hono';
import { requireMember } from '../../auth/member.ts';
import type { ApiEnv, Deps } from '../../http/context.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { type Publisher, type PublishJob, VideoExistsError } from '../../publish/publisher.ts';
import { requireAdmin } from './require-admin.ts';

/** The 404 message of a job this instance does not know. */
export const JOB_NOT_FOUND_MESSAGE =
  'No such publish job on this server: it may have finished long ago, or the server restarted.';

export function adminRoutes(deps: Deps, publisher: Publisher): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  // Refusals in this order: no session (401), no admin plan (403), then the body (400).
  routes.post(
    '/admin/videos',
    requireMember(deps),
    requireAdmin(deps),
    validate(newVideoSchema),
    async (c) => {
      const video = c.req.valid('json');
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
      return c.json(body, 202);
    },
  );

  routes.get('/admin/publish/:jobId', requireMember(deps), requireAdmin(deps), (c) => {
    const job = publisher.status(c.req.param('jobId'));
    if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
    const body: PublishStatusResponse = {
      data: job.error === undefined ? { status: job.status } : { status: job.status, error: job.error },
    };
    return c.json(body);
  });

  return routes;
}
