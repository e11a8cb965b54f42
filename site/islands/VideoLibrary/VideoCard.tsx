import { Badge, Card } from '@wf/ui';
import type { Ref } from 'react';
import { spokenDuration } from '../../lib/videos.ts';
import { displayDate } from './format.ts';
import type { LibraryVideo } from './types.ts';
import './VideoCard.css';

export interface VideoCardProps {
  video: LibraryVideo;
  /** The video's page; the whole card is clickable. */
  href: string;
  labels: { duration: string; published: string; membersOnly: string };
  /** The title's link, for moving focus to the card. */
  linkRef?: Ref<HTMLAnchorElement>;
}

/** A library card: thumbnail with duration, category, members-only badge, title, date, description. */
export function VideoCard({ video, href, labels, linkRef }: VideoCardProps) {
  return (
    <Card as="li" padding="sm" className="wf-video-card" data-video-id={video.id}>
      <div className="wf-video-card__thumb">
        <img src={video.thumbnail} alt="" width={640} height={360} loading="lazy" decoding="async" />
        <span className="wf-video-card__duration">
          <span className="wf-visually-hidden">
            {labels.duration}: {spokenDuration(video.duration)}
          </span>
          <span aria-hidden="true">{video.duration}</span>
        </span>
      </div>
      <div className="wf-video-card__body">
        <div className="wf-video-card__badges">
          <Badge tone="primary">{video.category}</Badge>
          {video.isLocked ? <Badge tone="warning">{labels.membersOnly}</Badge> : null}
        </div>
        <h3 className="wf-video-card__title">
          <a ref={linkRef} href={href}>
            {video.title}
          </a>
        </h3>
        <p className="wf-video-card__date">
          <span className="wf-visually-hidden">{labels.published}: </span>
          <time dateTime={video.date}>{displayDate(video.date)}</time>
        </p>
        <p className="wf-video-card__description">{video.description}</p>
      </div>
    </Card>
  );
}
