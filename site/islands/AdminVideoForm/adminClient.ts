/**
 * The admin calls the form needs, as an interface of its own so that stories pass a fake at
 * the boundary. The real one is the site's client (site/lib/api/client.ts).
 */
import type { SiteApi } from '../../lib/api/client.ts';

/**
 * Lists the library (listVideos); adds, edits, unpublishes, republishes or deletes a video, each
 * starting a republication (addVideo...); then reports the job (getPublishStatus).
 */
export type AdminClient = Pick<
  SiteApi,
  | 'addVideo'
  | 'listVideos'
  | 'updateVideo'
  | 'unpublishVideo'
  | 'republishVideo'
  | 'deleteVideo'
  | 'getPublishStatus'
>;
