import { cx } from '@wf/ui';
import { videoPath } from '../../lib/routes.ts';
import type { PublishAction, PublishState } from './usePublishVideo.ts';

export interface PublishProgressProps {
  state: PublishState;
  className?: string;
}

/** What each phase of each action says; the bar shows how far along it is (of 3 steps). */
const STEPS: Record<
  PublishAction,
  { label: string; saving: string; publishing: string; live: (title: string) => string }
> = {
  add: {
    label: 'Adding the video',
    saving: 'Saving the video…',
    publishing: 'Publishing the video to the site…',
    live: (title) => `"${title}" is live in the video library.`,
  },
  edit: {
    label: 'Saving the changes',
    saving: 'Saving the changes…',
    publishing: 'Publishing the changes to the site…',
    live: (title) => `The changes to "${title}" are live.`,
  },
  unpublish: {
    label: 'Unpublishing the video',
    saving: 'Marking the video unpublished…',
    publishing: 'Taking the video off the site…',
    live: (title) => `"${title}" is unpublished: it is no longer in the video library.`,
  },
  republish: {
    label: 'Republishing the video',
    saving: 'Marking the video published…',
    publishing: 'Putting the video back on the site…',
    live: (title) => `"${title}" is back in the video library.`,
  },
  delete: {
    label: 'Deleting the video',
    saving: 'Deleting the video…',
    publishing: 'Taking the video off the site…',
    live: (title) => `"${title}" has been deleted.`,
  },
};

const STEP_OF = { saving: 1, publishing: 2, live: 3 } as const;

/**
 * Progress of a change of the library (docs/architecture.md "The members area": the screen shows
 * progress until the change is live): a bar and a polite status line, present from the start so
 * that every change is announced.
 */
export function PublishProgress({ state, className }: PublishProgressProps) {
  const steps = STEPS[state.action ?? 'add'];
  const phase =
    state.phase === 'saving' || state.phase === 'publishing' || state.phase === 'live' ? state.phase : null;
  const text = phase === 'saving' ? steps.saving : phase === 'publishing' ? steps.publishing : null;
  // The page of a deleted or unpublished video answers 404: no link to it.
  const linked =
    state.action === undefined ||
    state.action === 'add' ||
    state.action === 'edit' ||
    state.action === 'republish';
  return (
    <div className={cx('wf-admin-video__progress', className)} data-phase={state.phase}>
      {phase ? (
        <div
          className="wf-admin-video__bar"
          role="progressbar"
          aria-label={steps.label}
          aria-valuemin={0}
          aria-valuemax={3}
          aria-valuenow={STEP_OF[phase]}
          aria-valuetext={phase === 'live' ? steps.live(state.title ?? '') : (text ?? undefined)}
        >
          <span className="wf-admin-video__bar-fill" />
        </div>
      ) : null}
      <div className="wf-admin-video__status" role="status">
        {text ? <p className="wf-admin-video__status-text">{text}</p> : null}
        {phase === 'live' ? (
          <p className="wf-admin-video__status-text wf-admin-video__status-text--live">
            {steps.live(state.title ?? '')}{' '}
            {linked && state.videoId ? (
              <a className="wf-admin-video__link" href={videoPath(encodeURIComponent(state.videoId))}>
                View the video
              </a>
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
