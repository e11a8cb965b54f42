/**
 * The comments calls as the site's islands make them (docs/comments.md): an SDK client of the app
 * the page names, sharing the widget's session (the SDK's browser storage). The SDK is fetched on
 * the first call, so a page pays nothing for it until an island asks.
 */
import type { WfClient } from '@wf/sdk';
import { readWidgetConfig } from '../widget-config.ts';

/** The comments methods the Discussion uses. */
export type CommentsClient = Pick<
  WfClient,
  | 'getChannelInfo'
  | 'getPosts'
  | 'getThreads'
  | 'createPost'
  | 'createThread'
  | 'updatePost'
  | 'updateThread'
  | 'deletePost'
  | 'deleteThread'
  | 'postVote'
  | 'threadVote'
  | 'reportComment'
  | 'setCommentStatus'
  | 'pinPost'
  | 'blockCommenter'
  | 'subscribeToChannel'
  | 'subscribeToChannelEvents'
>;

let pageClient: Promise<CommentsClient> | null | undefined;

/** The page's comments client (made on first use), or null on a page without its configuration. */
export function getCommentsClient(): Promise<CommentsClient> | null {
  if (pageClient === undefined) {
    const config = readWidgetConfig();
    // The comments' calls and stream build absolute addresses: '/api' is made the page's own.
    const apiUrl = config ? new URL(config.apiUrl, location.href).href.replace(/\/$/, '') : '';
    pageClient = config
      ? import('@wf/sdk').then(({ createClient }) => createClient({ ...config, apiUrl }))
      : null;
  }
  return pageClient;
}
