/**
 * A library video (docs/product/website.md §3 "Video (admin form)", §5 validation): one set of rules for
 * the admin form's resolver, the SDK call, the service's request validation and the site's
 * content collection (site/content.config.ts), so a video the form accepts always builds.
 * Written with zod/mini so the site's form ships the small build of zod.
 */

import { envelope, URL_MAX } from '@wf/sdk/contract';
import { z } from 'zod/mini';

/** docs/product/website.md §3: the library's categories (the UI adds 'All' in front for filtering). */
export const VIDEO_CATEGORIES = [
  'Orisha',
  'Teachings',
  'Ifa',
  'Leadership',
  'Spiritual Development',
] as const;
/** A video category. */
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/** Longest text each field accepts. */
export const VIDEO_LIMITS = {
  title: 200,
  description: 5000,
  vimeoId: 20,
  thumbnail: URL_MAX,
  duration: 12,
  /** Longest video id (the file name and the page address) made from a title. */
  id: 80,
} as const;

/** docs/product/website.md §2/§9: the form's defaults. */
export const NEW_VIDEO_DEFAULTS = { isLocked: true, isFeatured: false } as const;

/** The messages under the fields: docs/product/website.md §5 word for word, plus ones for malformed values. */
export const VIDEO_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be ${VIDEO_LIMITS.title} characters or fewer`,
  titleNoLetters: 'Title must contain letters or numbers',
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be ${VIDEO_LIMITS.description} characters or fewer`,
  vimeoIdRequired: 'Vimeo ID is required',
  vimeoIdDigits: 'Vimeo ID must contain digits only, like 123456789',
  vimeoIdTooLong: `Vimeo ID must be ${VIDEO_LIMITS.vimeoId} digits or fewer`,
  thumbnailUrl: 'Must be a valid URL',
  durationRequired: 'Duration is required',
  durationFormat: 'Duration must be minutes:seconds like 24:15, or hours:minutes:seconds like 1:05:30',
  categoryRequired: 'Category is required',
  categoryUnknown: `Category must be one of ${VIDEO_CATEGORIES.join(', ')}`,
  isLockedBoolean: 'isLocked must be true or false',
  isFeaturedBoolean: 'isFeatured must be true or false',
} as const;

/** 'mm:ss' (minutes up to 59) or 'h:mm:ss'. */
export const DURATION_PATTERN = /^(?:\d{1,2}:[0-5]\d:[0-5]\d|[0-5]?\d:[0-5]\d)$/;
/** A player id at the video host. */
export const VIMEO_ID_PATTERN = /^\d+$/;

/**
 * The id of a video made from its title: the file name `content/videos/{id}.md` and the page
 * `/videos/{id}`. Lowercase ASCII letters and digits joined by single hyphens, accents dropped
 * ('Òrìṣà Teachings' -> 'orisa-teachings'), at most {@link VIDEO_LIMITS.id} characters; ''
 * when the title has no letter or digit.
 */
export function videoSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > VIDEO_LIMITS.id) return slug || word.slice(0, VIDEO_LIMITS.id);
    slug = next;
  }
  return slug;
}

/** Required text, trimmed: `missing` when empty, `tooLong` past `max`. */
function requiredText(max: number, missing: string, tooLong: string) {
  return z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));
}

const title = requiredText(
  VIDEO_LIMITS.title,
  VIDEO_MESSAGES.titleRequired,
  VIDEO_MESSAGES.titleTooLong,
).check(z.refine((value) => value === '' || videoSlug(value) !== '', VIDEO_MESSAGES.titleNoLetters));

const description = requiredText(
  VIDEO_LIMITS.description,
  VIDEO_MESSAGES.descriptionRequired,
  VIDEO_MESSAGES.descriptionTooLong,
);

const vimeoId = requiredText(
  VIDEO_LIMITS.vimeoId,
  VIDEO_MESSAGES.vimeoIdRequired,
  VIDEO_MESSAGES.vimeoIdTooLong,
).check(z.refine((value) => value === '' || VIMEO_ID_PATTERN.test(value), VIDEO_MESSAGES.vimeoIdDigits));

/** An absolute http(s) address, trimmed. */
const httpUrl = z.pipe(
  z.string({ error: VIDEO_MESSAGES.thumbnailUrl }).check(z.trim()),
  z
    .url({ protocol: /^https?$/, error: VIDEO_MESSAGES.thumbnailUrl })
    .check(z.maxLength(VIDEO_LIMITS.thumbnail, VIDEO_MESSAGES.thumbnailUrl)),
);

const duration = requiredText(
  VIDEO_LIMITS.duration,
  VIDEO_MESSAGES.durationRequired,
  VIDEO_MESSAGES.durationFormat,
).check(z.refine((value) => value === '' || DURATION_PATTERN.test(value), VIDEO_MESSAGES.durationFormat));

const category = z.enum(VIDEO_CATEGORIES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? VIDEO_MESSAGES.categoryRequired
      : VIDEO_MESSAGES.categoryUnknown,
});

const isLocked = z._default(
  z.boolean({ error: VIDEO_MESSAGES.isLockedBoolean }),
  NEW_VIDEO_DEFAULTS.isLocked,
);
const isFeatured = z._default(
  z.boolean({ error: VIDEO_MESSAGES.isFeaturedBoolean }),
  NEW_VIDEO_DEFAULTS.isFeatured,
);

/**
 * A video as the admin form sends it (POST /admin/videos). The thumbnail must be an http(s)
 * address; isLocked and isFeatured default to true and false.
 */
export const newVideoSchema = z.object({
  title,
  description,
  vimeoId,
  thumbnail: httpUrl,
  duration,
  category,
  isLocked,
  isFeatured,
});
/** A valid new video (text trimmed, defaults applied). */
export type NewVideo = z.output<typeof newVideoSchema>;
/** What addVideo accepts: a {@link NewVideo}, the two switches optional. */
export type NewVideoInput = z.input<typeof newVideoSchema>;

/** A site path such as '/images/video-placeholder.svg' (files under site/public). */
const sitePath = z.string().check(z.regex(/^\/(?!\/)\S*$/, VIDEO_MESSAGES.thumbnailUrl));

/**
 * The frontmatter of `content/videos/{id}.md` (the site's `videos` collection): a new video's
 * fields plus its publication date; a thumbnail may also be a site path, as the seeded files use.
 */
export const videoFrontmatterSchema = z.object({
  /** Title shown on cards and as the video page heading. */
  title,
  /** One or two sentences about the video. */
  description,
  /** Id at the video host, digits; never rendered into a page for a locked video. */
  vimeoId,
  /** Thumbnail: an http(s) URL or a site path starting with '/'. */
  thumbnail: z.union([httpUrl, sitePath], { error: VIDEO_MESSAGES.thumbnailUrl }),
  /** Running time as 'mm:ss' or 'h:mm:ss'. */
  duration,
  /** Publication date (YAML date, e.g. 2024-03-15); listings show the newest first. */
  date: z.coerce.date(),
  /** One of {@link VIDEO_CATEGORIES}. */
  category,
  /** Members only: visitors see the 'Membership Content' placeholder instead of the player. */
  isLocked,
  /** Shown in the featured section (and, for visitors, among the sample videos). */
  isFeatured,
  /**
   * Unpublished (default false): the file is kept, but the video is out of the library, the
   * listings and the sitemap, and its page answers 404. The console's Unpublish sets it.
   */
  draft: z._default(z.boolean({ error: 'draft must be true or false' }), false),
});
/** A video file's validated frontmatter. */
export type VideoFrontmatter = z.output<typeof videoFrontmatterSchema>;

/** POST /admin/videos answers 202 `{ data: { jobId, videoId } }`: the publish job and the new id. */
export const addVideoResponseSchema = envelope(z.object({ jobId: z.string(), videoId: z.string() }));
export type AddVideoResponse = z.output<typeof addVideoResponseSchema>;

/** Where a publish job is: waiting its turn, building the site, live, or failed (nothing kept). */
export const PUBLISH_STATUSES = ['queued', 'building', 'live', 'failed'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** Path parameter of GET /admin/publish/{jobId}. */
export const publishJobParamSchema = z.object({
  jobId: z
    .string()
    .check(z.regex(/^pub_[0-9a-z]{1,64}$/, { error: 'jobId must be the id of a publish job.' })),
});
export type PublishJobParam = z.output<typeof publishJobParamSchema>;

/** GET /admin/publish/{jobId}: `{ data: { status, error? } }`; error is a sentence for the admin. */
export const publishStatusResponseSchema = envelope(
  z.object({ status: z.enum(PUBLISH_STATUSES), error: z.optional(z.string()) }),
);
export type PublishStatusResponse = z.output<typeof publishStatusResponseSchema>;

/** Error codes of the admin calls (the contract's code union is open-ended). */
export const VIDEO_ERROR_CODES = {
  /** 409: a video with the id made from the title exists, or is being published. */
  exists: 'video/already-exists',
  /** 409: another change to the same video is queued or building. */
  changePending: 'video/change-pending',
  /** 409: unpublishing an unpublished video, or republishing a published one. */
  alreadyInState: 'video/already-in-state',
} as const;

/** The 409 message of a video with a change still on its way. */
export function videoChangePendingMessage(videoId: string): string {
  return `A change to the video "${videoId}" is still being published. Wait until it is live, then try again.`;
}

/** The 404 message of a video id with no file in the library. */
export function videoNotFoundMessage(videoId: string): string {
  return `No video with the id "${videoId}" is in the library.`;
}

/** The message of a video id that is not one (path traversal, capitals, spaces...). */
export const VIDEO_ID_MESSAGE =
  'The video id must be lowercase letters and digits joined by single hyphens, as in /videos/{id}.';

/** Path parameter of the calls on one video: its id, the file name without .md. */
export const videoIdParamSchema = z.object({
  id: z
    .string({ error: VIDEO_ID_MESSAGE })
    .check(
      z.maxLength(VIDEO_LIMITS.id, VIDEO_ID_MESSAGE),
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, VIDEO_ID_MESSAGE),
    ),
});
export type VideoIdParam = z.output<typeof videoIdParamSchema>;

/**
 * PATCH /admin/videos/{id}: the add form's fields and rules; the thumbnail may also stay a site
 * path such as '/images/video-placeholder.svg' (the seeded files use them). The id, the page's
 * address and the date do not change.
 */
export const editVideoSchema = z.extend(newVideoSchema, {
  thumbnail: z.union([httpUrl, sitePath], { error: VIDEO_MESSAGES.thumbnailUrl }),
});
export type EditVideo = z.output<typeof editVideoSchema>;
export type EditVideoInput = z.input<typeof editVideoSchema>;

/** One video of the library as the console lists it (read from CONTENT_DIR/videos). */
export const libraryVideoSchema = z.object({
  /** The file name without .md, and the page /videos/{id}. */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  vimeoId: z.string(),
  thumbnail: z.string(),
  duration: z.string(),
  /** Publication date, YYYY-MM-DD. */
  date: z.string(),
  category: z.enum(VIDEO_CATEGORIES),
  isLocked: z.boolean(),
  isFeatured: z.boolean(),
  /** False once unpublished (the file's `draft: true`). */
  published: z.boolean(),
});
export type LibraryVideo = z.output<typeof libraryVideoSchema>;

/** GET /admin/videos: every video file, newest first. */
export const libraryVideosResponseSchema = envelope(z.object({ videos: z.array(libraryVideoSchema) }));
export type LibraryVideosResponse = z.output<typeof libraryVideosResponseSchema>;

/** What a publish job does to a video's file. */
export const PUBLISH_KINDS = ['add', 'edit', 'unpublish', 'republish', 'delete'] as const;
export type PublishKind = (typeof PUBLISH_KINDS)[number];

/** A video as its file holds it: the edit form's fields, and whether it is unpublished. */
export type StoredVideo = EditVideo & { draft?: boolean };

/** PATCH, DELETE /admin/videos/{id} and its unpublish/republish answer 202 with the publish job. */
export const videoChangeResponseSchema = addVideoResponseSchema;
export type VideoChangeResponse = AddVideoResponse;

/** The 409 message of a title whose id is taken. */
export function videoExistsMessage(videoId: string): string {
  return `A video with the id "${videoId}" already exists. Choose a different title.`;
}
