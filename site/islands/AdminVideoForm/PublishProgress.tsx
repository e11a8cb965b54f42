import { cx } from '@wf/ui';
import { videoPath } from '../../lib/routes.ts';
import type { PublishState } from './usePublishVideo.ts';

export interface PublishProgressProps {
  state: PublishState;
  className?: string;
}

/** What each phase says; the bar shows how far along it is (of 3 steps). */
const PHASES = {
  saving: { step: 1, text: 'Saving the video…' },
  publishing: { step: 2, text: 'Publishing the video to the site…' },
  live: { step: 3, text: 'The video is live.' },
} as const;

/**
 * Progress of an add (docs/architecture.md "The members area": the form shows progress until the video is live): a bar and a
 * polite status line, present from the start so that every change is announced.
 */
export function PublishProgress({ state, className }: PublishProgressProps) {
  const phase =
    state.phase === 'saving' || state.phase === 'publishing' || state.phase === 'live'
      ? PHASES[state.phase]
      : null;
  return (
    <div className={cx('wf-admin-video__progress', className)} data-phase={state.phase}>
      {phase ? (
        <div
          className="wf-admin-video__bar"
          role="progressbar"
          aria-label="Adding the video"
          aria-valuemin={0}
          aria-valuemax={3}
          aria-valuenow={phase.step}
          aria-valuetext={phase.text}
        >
          <span className="wf-admin-video__bar-fill" />
        </div>
      ) : null}
      <div className="wf-admin-video__status" role="status">
        {phase && state.phase !== 'live' ? <p className="wf-admin-video__status-text">{phase.text}</p> : null}
        {state.phase === 'live' ? (
          <p className="wf-admin-video__status-text wf-admin-video__status-text--live">
            "{state.title}" is live in the video library.{' '}
            {state.videoId ? (
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
