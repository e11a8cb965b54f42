/**
 * Changing the library for real (docs/architecture.md "The members area", docs/console.md "Videos"):
 * add, edit, unpublish, republish or delete a video, then watch the site being republished
 * until the change is live. The screen shows each phase; a failure keeps what was typed.
 */

import type { NewVideo } from '@wf/config/site-api';
import { isRetryable, userMessage } from '@wf/sdk/errors';
import { type ToastOptions, toast } from '@wf/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminClient } from './adminClient.ts';
import {
  PUBLISH_POLL_INTERVAL_MS,
  PUBLISH_POLL_MAX_NETWORK_ERRORS,
  PUBLISH_TIMEOUT_MS,
} from './constants.ts';

/** Where an add is: nothing yet, saving the file, publishing the site, live, or failed. */
export type PublishPhase = 'idle' | 'saving' | 'publishing' | 'live' | 'failed';

/** A field of the form. */
export type VideoField = keyof NewVideo;

/** What is being published: the job's kind. */
export type PublishAction = 'add' | 'edit' | 'unpublish' | 'republish' | 'delete';

/** What a call that starts a publication answers. */
export interface StartedJob {
  data: { jobId: string; videoId: string };
}

export interface PublishState {
  phase: PublishPhase;
  /** What is being published ('add' when unset). */
  action?: PublishAction | undefined;
  /** The video being added (or added last). */
  title?: string | undefined;
  /** Its id (and page /videos/{id}) once saved. */
  videoId?: string | undefined;
  /** What went wrong, in two sentences meant for the admin. */
  error?: { title: string; message: string } | undefined;
  /** Field problems the service found, by field. */
  fieldErrors?: Partial<Record<VideoField, string>> | undefined;
}

export interface PublishOptions {
  /** Time between status checks; stories shorten it. */
  pollIntervalMs?: number;
  /** Shows a toast; @wf/ui's toast() by default. */
  notify?: (options: ToastOptions) => void;
}

const FIELDS: readonly VideoField[] = [
  'title',
  'description',
  'vimeoId',
  'thumbnail',
  'duration',
  'category',
  'isLocked',
  'isFeatured',
];

/** The headline of a failure, by action: the change was not made. */
const NOT_DONE: Record<PublishAction, string> = {
  add: 'The video was not added.',
  edit: 'The changes were not saved.',
  unpublish: 'The video was not unpublished.',
  republish: 'The video was not republished.',
  delete: 'The video was not deleted.',
};
const NOT_PUBLISHED = 'The video could not be published.';

/** The toast once each kind of change is live. */
export function publishedToast(action: PublishAction, title: string): ToastOptions {
  switch (action) {
    case 'add':
      return videoAddedToast(title);
    case 'edit':
      return { title: 'Video Updated', description: `"${title}" has been saved`, variant: 'success' };
    case 'unpublish':
      return {
        title: 'Video Unpublished',
        description: `"${title}" is no longer in the video library`,
        variant: 'success',
      };
    case 'republish':
      return {
        title: 'Video Republished',
        description: `"${title}" is back in the video library`,
        variant: 'success',
      };
    case 'delete':
      return {
        title: 'Video Deleted',
        description: `"${title}" has been deleted from the video library`,
        variant: 'success',
      };
  }
}

/** docs/product/website.md §8 "Video added". */
export function videoAddedToast(title: string): ToastOptions {
  return {
    title: 'Video Added Successfully',
    description: `"${title}" has been added to the video library`,
    variant: 'success',
  };
}

/** Field messages of a validation error (`details.fields`), for the fields the form has. */
function fieldErrorsOf(error: unknown): Partial<Record<VideoField, string>> | undefined {
  const fields = (error as { details?: { fields?: unknown } } | null)?.details?.fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const found: Partial<Record<VideoField, string>> = {};
  for (const [key, message] of Object.entries(fields)) {
    if (FIELDS.includes(key as VideoField) && typeof message === 'string') found[key as VideoField] = message;
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Publishes changes of the library through `client`: `publish` adds a video, `run` starts any
 * change (its `start` call answers the job); both resolve true once the change is live.
 */
export function usePublishVideo(client: AdminClient, options: PublishOptions = {}) {
  const { pollIntervalMs = PUBLISH_POLL_INTERVAL_MS } = options;
  const notify = options.notify ?? toast;
  const [state, setState] = useState<PublishState>({ phase: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (action: PublishAction, title: string, start: () => Promise<StartedJob>): Promise<boolean> => {
      const fail = (error: PublishState['error'], fieldErrors?: PublishState['fieldErrors']) => {
        if (mounted.current) setState({ phase: 'failed', action, title, error, fieldErrors });
        return false;
      };

      setState({ phase: 'saving', action, title });
      let job: { jobId: string; videoId: string };
      try {
        job = (await start()).data;
      } catch (error) {
        return fail(
          { title: NOT_DONE[action], message: userMessage(error, 'Something went wrong. Please try again.') },
          fieldErrorsOf(error),
        );
      }

      const { videoId, jobId } = job;
      if (mounted.current) setState({ phase: 'publishing', action, title, videoId });
      const started = Date.now();
      let networkErrors = 0;
      while (mounted.current) {
        await wait(pollIntervalMs);
        if (!mounted.current) break;
        try {
          const { status, error } = (await client.getPublishStatus({ jobId })).data;
          networkErrors = 0;
          if (status === 'live') {
            setState({ phase: 'live', action, title, videoId });
            notify(publishedToast(action, title));
            return true;
          }
          if (status === 'failed') {
            return fail({
              title: NOT_PUBLISHED,
              message:
                error?.trim() || 'The site could not be rebuilt, so nothing was changed. Please try again.',
            });
          }
        } catch (error) {
          networkErrors += 1;
          if (!isRetryable(error) || networkErrors >= PUBLISH_POLL_MAX_NETWORK_ERRORS) {
            return fail({
              title: NOT_PUBLISHED,
              message: userMessage(error, 'We could not find out whether the video was published.'),
            });
          }
        }
        if (Date.now() - started > PUBLISH_TIMEOUT_MS) {
          return fail({
            title: NOT_PUBLISHED,
            message:
              'Publishing is taking longer than expected. Check the video library in a few minutes before adding it again.',
          });
        }
      }
      return false;
    },
    [client, notify, pollIntervalMs],
  );

  const publish = useCallback(
    (video: NewVideo) => run('add', video.title, () => client.addVideo(video)),
    [client, run],
  );

  return { state, publish, run };
}
