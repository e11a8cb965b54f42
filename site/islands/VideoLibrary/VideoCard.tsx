import { Badge, Card, cx } from '@wf/ui';
import type { Ref } from 'react';
import { displayDate } from '../../lib/format.ts';
import { spokenDuration } from '../../lib/videos.ts';
import type { LibraryVideo } from './types.ts';
import './VideoCard.css';

/** The card's words; a part whose label is left out is not shown. */
export interface VideoCardLabels {
  /** Visually hidden label before the duration, e.g. 'Duration'. */
  duration: string;
  /** Visually hidden label before the publication date; without it the card shows no date. */
  published?: string | undefined;
  /** Badge of a members-only video; without it the card shows none. */
  membersOnly?: string | undefined;
}

export interface VideoCardProps {
  /** The public view of a video (never a vimeoId). */
  video: LibraryVideo;
  /** The video's page; the whole card is clickable. Without it the card is plain (the visitors' samples). */
  href?: string | undefined;
  labels: VideoCardLabels;
  /** The title's link, for moving focus to the card. */
  linkRef?: Ref<HTMLAnchorElement>;
}

/**
 * A video as a card: thumbnail with duration, category (and members-only) badge, title, date
 * and description. The one card of the site: the members' library draws it in its island, and
 * the /videos and video pages render it on the server (no client directive, no JavaScript).
 */
export function VideoCard({ video, href, labels, linkRef }: VideoCardProps) {
  return (
    <Card
      as="li"
      padding="sm"
      className={cx('wf-video-card', href && 'wf-video-card--link')}
      data-video-id={video.id}
    >
      <div className="wf-video-card__thumb">
        <img src={video.thumbnail} alt="" width={640} height={360} loading="lazy" decoding="async" />
        <span className="wf-video-card__duration">
          <span className="wf-visually-hidden">{`${labels.duration}: ${spokenDuration(video.duration)}`}</span>
          <span aria-hidden="true">{video.duration}</span>
        </span>
      </div>
      <div className="wf-video-card__body">
        <div className="wf-video-card__badges">
          <Badge tone="primary">{video.category}</Badge>
          {video.isLocked && labels.membersOnly ? <Badge tone="warning">{labels.membersOnly}</Badge> : null}
        </div>
        <h3 className="wf-video-card__title">
          {href ? (
            <a ref={linkRef} href={href}>
              {video.title}
            </a>
          ) : (
            video.title
          )}
        </h3>
        {labels.published ? (
          <p className="wf-video-card__date">
            <span className="wf-visually-hidden">{`${labels.published}: `}</span>
            <time dateTime={video.date}>{displayDate(video.date)}</time>
          </p>
        ) : null}
        <p className="wf-video-card__description">{video.description}</p>
      </div>
    </Card>
  );
}
