/**
 * What a page may show of a video. The vimeoId is left out on purpose: a locked video's player
 * id must never reach a page's HTML or JavaScript (docs/architecture.md "The site"), so pages pass this view, never the
 * collection entry, to components.
 */
import { RELATED_VIDEOS_MAX } from '../constants.ts';
import type { Video } from './content.ts';

export interface PublicVideo {
  id: string;
  title: string;
  description: string;
  thumbnail: string;
  duration: string;
  date: Date;
  category: Video['data']['category'];
  isLocked: boolean;
  isFeatured: boolean;
}

/** The public fields of a video entry (everything but the vimeoId). */
export function toPublicVideo(entry: Video): PublicVideo {
  const { title, description, thumbnail, duration, date, category, isLocked, isFeatured } = entry.data;
  return { id: entry.id, title, description, thumbnail, duration, date, category, isLocked, isFeatured };
}

/** docs/product/website.md §2: up to 3 videos of the same category, itself excluded, newest first. */
export function relatedVideos(video: PublicVideo, newestFirst: readonly PublicVideo[]): PublicVideo[] {
  return newestFirst
    .filter((other) => other.category === video.category && other.id !== video.id)
    .slice(0, RELATED_VIDEOS_MAX);
}

/** Reads 'mm:ss' or 'h:mm:ss' aloud, e.g. '42 minutes 18 seconds'. */
export function spokenDuration(duration: string): string {
  const parts = duration.split(':').map(Number);
  const [hours, minutes, seconds] = parts.length === 3 ? parts : [0, ...parts];
  const units: Array<[number | undefined, string]> = [
    [hours, 'hour'],
    [minutes, 'minute'],
    [seconds, 'second'],
  ];
  return units
    .filter(([value]) => value)
    .map(([value, unit]) => `${value} ${unit}${value === 1 ? '' : 's'}`)
    .join(' ');
}
