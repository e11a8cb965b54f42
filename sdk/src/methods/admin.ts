/** The admin's library calls (issue 5): add a video, then follow its publication. */
import {
  type AddVideoResponse,
  addVideoResponseSchema,
  type NewVideoInput,
  type PublishJobParam,
  type PublishStatusResponse,
  publishStatusResponseSchema,
} from '../contract/video.ts';
import type { MethodContext } from './context.ts';

/** Builds the admin methods. */
export function adminMethods({ request }: Pick<MethodContext, 'request'>) {
  return {
    /**
     * Adds a video to the library and republishes the site. Resolves once the publication is
     * queued with `{ data: { jobId, videoId } }` (follow it with getPublishStatus); rejects
     * with a WfError: 400 with field messages, 401, 403 without the admin plan, 409
     * 'video/already-exists' when the title's id is taken. POST /admin/videos
     */
    addVideo: (input: NewVideoInput): Promise<AddVideoResponse> =>
      request({ method: 'POST', path: '/admin/videos', body: input, schema: addVideoResponseSchema }),

    /**
     * Where a publication stands: `{ data: { status, error? } }`, status 'queued', 'building',
     * 'live' or 'failed' (error says why). GET /admin/publish/{jobId}
     */
    getPublishStatus: ({ jobId }: PublishJobParam): Promise<PublishStatusResponse> =>
      request({
        method: 'GET',
        path: `/admin/publish/${encodeURIComponent(jobId)}`,
        schema: publishStatusResponseSchema,
      }),
  };
}

/** The admin methods of a client. */
export type AdminMethods = ReturnType<typeof adminMethods>;
