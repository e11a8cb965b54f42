/**
 * The admin calls the form needs (members-area notes: the SDK's `addVideo` and
 * `getPublishStatus`), as an interface of our own so that stories pass a fake at the boundary.
 */
import type { WidgetApi } from '@wf/widget';
import type { NewVideo, PublishStatus } from './video.ts';

export interface AdminClient {
  /** Saves the video and starts republishing the site (POST /admin/videos). */
  addVideo(input: NewVideo): Promise<{ data: { jobId: string; videoId: string } }>;
  /** Where the publish job is (GET /admin/publish/{jobId}). */
  getPublishStatus(params: {
    jobId: string;
  }): Promise<{ data: { status: PublishStatus; error?: string | undefined } }>;
}

/**
 * The page widget's admin calls. Until the widget offers them, calling one fails (shown as a
 * failed submit that keeps what was typed).
 */
export function adminClientOf(widget: WidgetApi): AdminClient {
  return widget as unknown as AdminClient;
}
