/**
 * Adding a video for real (docs/architecture.md "The members area"): save it, then watch the site being republished until the
 * video is live. The form shows each phase; a failure keeps what was typed.
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

export interface PublishState {
  phase: PublishPhase;
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

const NOT_SAVED = 'The video was not added.';
const NOT_PUBLISHED = 'The video could not be published.';

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

/** Adds videos through `client`; `publish` resolves true once the video is live. */
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

  const publish = useCallback(
    async (video: NewVideo): Promise<boolean> => {
      const { title } = video;
      const fail = (error: PublishState['error'], fieldErrors?: PublishState['fieldErrors']) => {
        if (mounted.current) setState({ phase: 'failed', title, error, fieldErrors });
        return false;
      };

      setState({ phase: 'saving', title });
      let job: { jobId: string; videoId: string };
      try {
        job = (await client.addVideo(video)).data;
      } catch (error) {
        return fail(
          { title: NOT_SAVED, message: userMessage(error, 'Something went wrong. Please try again.') },
          fieldErrorsOf(error),
        );
      }

      const { videoId, jobId } = job;
      if (mounted.current) setState({ phase: 'publishing', title, videoId });
      const started = Date.now();
      let networkErrors = 0;
      while (mounted.current) {
        await wait(pollIntervalMs);
        if (!mounted.current) break;
        try {
          const { status, error } = (await client.getPublishStatus({ jobId })).data;
          networkErrors = 0;
          if (status === 'live') {
            setState({ phase: 'live', title, videoId });
            notify(videoAddedToast(title));
            return true;
          }
          if (status === 'failed') {
            return fail({
              title: NOT_PUBLISHED,
              message:
                error?.trim() || 'The site could not be rebuilt, so nothing was added. Please try again.',
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

  return { state, publish };
}
