/**
 * The admin calls the form needs (members-area notes: the SDK's `addVideo` and
 * `getPublishStatus`), as an interface of our own so that stories pass a fake at the boundary.
 */
import type { WidgetApi } from '@wf/widget';

/** Saves a video and starts republishing (addVideo), then reports the job (getPublishStatus). */
export type AdminClient = Pick<WidgetApi, 'addVideo' | 'getPublishStatus'>;
