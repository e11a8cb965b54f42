/**
 * Publishing an admin-added video (docs/architecture.md "Admin 'Add Video' saves for real" and
 * "Many instances"): the job is queued in the database (./jobs.ts), the markdown file is
 * written into CONTENT_DIR/videos, the site is rebuilt into a fresh folder and swapped in; the
 * running site keeps serving the old build meanwhile. One job builds at a time across every
 * instance on the database, under a lease the builder renews; when it dies, another instance
 * takes the job over once the lease lapses. Any instance answers a job's status. Every instance
 * brings the videos others published into its own CONTENT_DIR and build (`poll`, run every few
 * seconds by `start`). A failed job removes the file it wrote, so nothing half-published stays
 * behind.
 */
import { access, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type EditVideo,
  type LibraryVideo,
  type NewVideo,
  type PublishKind,
  type PublishStatus,
  type StoredVideo,
  videoChangePendingMessage,
  videoExistsMessage,
  videoNotFoundMessage,
  videoSlug,
} from '@wf/config/site-api';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { newId } from '../../ids.ts';
import type { Logger } from '../../log.ts';
import { BuildFailedError, type BuildSite } from './astro-build.ts';
import {
  claimJob,
  findJob,
  finishJob,
  insertJob,
  type JobRow,
  liveJobsAfter,
  markAddRemoved,
  renewLease,
} from './jobs.ts';
import type { LiveSite } from './live-site.ts';
import { isoDate, libraryVideoOf, parseVideoFile, videoMarkdown } from './markdown.ts';

/** How long a build may run before it is stopped and the job fails. */
export const BUILD_TIMEOUT_MS = 10 * 60_000;
/** How long a replaced build stays on disk, for requests still reading it. */
export const OLD_BUILD_GRACE_MS = 60_000;
/** How long a building instance holds its job without renewing (it renews every third of it). */
export const BUILD_LEASE_MS = 60_000;
/** How often an instance looks for jobs to build and videos others published. */
export const PUBLISH_POLL_MS = 5_000;

/** A video and where its publication stands. */
export interface PublishJob {
  id: string;
  videoId: string;
  status: PublishStatus;
  /** Why it failed, for the admin (failed jobs only). */
  error?: string;
}

/** A title whose id is taken by a published video or one on its way (409). */
export class VideoExistsError extends Error {
  readonly videoId: string;

  constructor(videoId: string) {
    super(videoExistsMessage(videoId));
    this.name = 'VideoExistsError';
    this.videoId = videoId;
  }
}

/** No file of that id in the library (404). */
export class VideoNotFoundError extends Error {
  constructor(videoId: string) {
    super(videoNotFoundMessage(videoId));
    this.name = 'VideoNotFoundError';
  }
}

/** Another change of the same video is queued or building (409). */
export class VideoChangePendingError extends Error {
  constructor(videoId: string) {
    super(videoChangePendingMessage(videoId));
    this.name = 'VideoChangePendingError';
  }
}

/** A change that cannot be made to the video as it is (409): unpublishing an unpublished one... */
export class VideoStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VideoStateError';
  }
}

/** A change of a video in the library: the edited fields for 'edit'. */
export type VideoChange =
  | { kind: 'edit'; video: EditVideo }
  | { kind: 'unpublish' }
  | { kind: 'republish' }
  | { kind: 'delete' };

/** A queued change, with the video before and after it (null after a delete), for the audit log. */
export interface QueuedChange {
  job: PublishJob;
  before: LibraryVideo;
  after: LibraryVideo | null;
}

/** A video as it goes live: its id and fields. */
export interface PublishedVideo extends StoredVideo {
  id: string;
}

export interface PublisherOptions {
  /** CONTENT_DIR: the video files are in its videos/ folder. */
  contentDir: string;
  site: LiveSite;
  build: BuildSite;
  logger: Logger;
  clock: Clock;
  /** Runs after a successful build, before the swap (e.g. stores a locked video's player id). */
  beforeLive?: (video: PublishedVideo) => Promise<void>;
  /** Default {@link OLD_BUILD_GRACE_MS}. */
  oldBuildGraceMs?: number;
  /** Default {@link BUILD_TIMEOUT_MS}. */
  buildTimeoutMs?: number;
  /** Where the jobs are kept, and the app they belong to. */
  database: Database;
  appId: string;
  /** This instance's name in leases (default: a fresh id). */
  instanceId?: string;
  /** Default {@link BUILD_LEASE_MS}. */
  leaseMs?: number;
  /** How often the lease is renewed (default a third of it). */
  renewEveryMs?: number;
}

/** A job the instance lost to another (its lease lapsed and was taken): its build is dropped. */
class LostLeaseError extends Error {
  constructor() {
    super('The publish lease lapsed and another instance took the job over.');
    this.name = 'LostLeaseError';
  }
}

/** What a failed job of each kind did not do. */
const NOT_DONE: Record<PublishKind, string> = {
  add: 'the video was not added',
  edit: 'the changes were not saved',
  unpublish: 'the video was not unpublished',
  republish: 'the video was not republished',
  delete: 'the video was not deleted',
};

/** The sentence a failed job reports. */
export function failureMessage(error: unknown, kind: PublishKind = 'add'): string {
  if (error instanceof VideoExistsError) return error.message;
  const sentence = `The site could not be rebuilt, so ${NOT_DONE[kind]} (nothing was kept).`;
  if (error instanceof BuildFailedError) {
    const tail = error.outputTail ? `\n\nEnd of the build output:\n${error.outputTail}` : '';
    return `${sentence} ${error.message}${tail}`;
  }
  return `${sentence} Please try again; if it fails again, ask a developer to look at the service log.`;
}

export class Publisher {
  readonly site: LiveSite;
  /** This instance's name in leases. */
  readonly instanceId: string;
  readonly #options: PublisherOptions;
  #tail: Promise<void> = Promise.resolve();
  #draining = false;
  #again = false;
  #cleaned = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: PublisherOptions) {
    this.#options = options;
    this.site = options.site;
    this.instanceId = options.instanceId ?? newId('ins');
  }

  /** Where videos are written. */
  get videosDir(): string {
    return path.join(this.#options.contentDir, 'videos');
  }

  /** Queues a video; throws {@link VideoExistsError} when its id is taken (nothing is written). */
  async submit(video: NewVideo): Promise<PublishJob> {
    const { database, appId, clock } = this.#options;
    const videoId = videoSlug(video.title);
    if (!videoId) throw new Error('submit: the title makes no id (the schema should have refused it)');
    if ((await this.#fileText(videoId)) !== undefined) throw new VideoExistsError(videoId);
    const now = clock();
    const id = newId('pub');
    const queued = await insertJob(database, { id, appId, videoId, video, publishedOn: isoDate(now), now });
    if (!queued) throw new VideoExistsError(videoId);
    this.poll();
    return { id, videoId, status: 'queued' };
  }

  /** Every video file of the library, newest first (files the collection would refuse are left out, logged). */
  async library(): Promise<LibraryVideo[]> {
    const names = await readdir(this.videosDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const videos: LibraryVideo[] = [];
    for (const name of names.filter((file) => file.endsWith('.md')).sort()) {
      const id = name.slice(0, -'.md'.length);
      const text = await this.#fileText(id);
      const parsed = text === undefined ? undefined : parseVideoFile(text);
      if (parsed) videos.push(libraryVideoOf(id, parsed));
      else this.#options.logger.warn({ file: name }, 'library: a video file breaks the collection rules');
    }
    return videos.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  }

  /**
   * Queues a change of a video in the library: its file keeps its name, so its id and page stay.
   * Throws {@link VideoNotFoundError}, {@link VideoStateError} or {@link VideoChangePendingError}
   * (nothing is queued then).
   */
  async change(videoId: string, change: VideoChange): Promise<QueuedChange> {
    const { database, appId, clock } = this.#options;
    const text = await this.#fileText(videoId);
    if (text === undefined) throw new VideoNotFoundError(videoId);
    const current = parseVideoFile(text);
    if (!current && change.kind !== 'delete' && change.kind !== 'edit') {
      throw new VideoStateError(
        `The file of "${videoId}" breaks the library's rules; edit the video to put it right first.`,
      );
    }
    const before: StoredVideo = current?.video ?? {
      ...(change.kind === 'edit' ? change.video : ({} as EditVideo)),
    };
    const date = current?.date ?? isoDate(clock());
    let after: StoredVideo;
    switch (change.kind) {
      case 'edit':
        after = before.draft ? { ...change.video, draft: true } : { ...change.video };
        break;
      case 'unpublish':
        if (before.draft) throw new VideoStateError(`"${before.title}" is unpublished already.`);
        after = { ...before, draft: true };
        break;
      case 'republish':
        if (!before.draft) throw new VideoStateError(`"${before.title}" is published already.`);
        after = { ...before };
        delete after.draft;
        break;
      case 'delete':
        after = before;
        break;
    }
    const now = clock();
    const id = newId('pub');
    const queued = await insertJob(database, {
      id,
      appId,
      videoId,
      kind: change.kind,
      video: after,
      publishedOn: date,
      now,
    });
    if (!queued) throw new VideoChangePendingError(videoId);
    this.poll();
    return {
      job: { id, videoId, status: 'queued' },
      before: libraryVideoOf(videoId, { video: before, date }),
      after: change.kind === 'delete' ? null : libraryVideoOf(videoId, { video: after, date }),
    };
  }

  /** A job's status, whichever instance took it; undefined when there is no such job. */
  async status(jobId: string): Promise<PublishJob | undefined> {
    const job = await findJob(this.#options.database, this.#options.appId, jobId);
    if (!job) return undefined;
    const { id, videoId, status, error } = job;
    return error === null ? { id, videoId, status } : { id, videoId, status, error };
  }

  /**
   * Builds the jobs waiting, if no instance is building, then brings in the videos other
   * instances published. Runs after every submit, and every few seconds once started.
   */
  poll(): void {
    // One look at a time; a poll asked for meanwhile (a submit) is one more look after it.
    if (this.#draining) {
      this.#again = true;
      return;
    }
    this.#draining = true;
    this.#tail = this.#tail
      .then(() => this.#drain())
      .catch((error: unknown) => this.#options.logger.error({ err: error }, 'publish: polling failed'))
      .finally(() => {
        this.#draining = false;
        if (this.#again) {
          this.#again = false;
          this.poll();
        }
      });
  }

  /** Polls every `intervalMs` until {@link stop}. */
  start(intervalMs = PUBLISH_POLL_MS): void {
    this.stop();
    this.#timer = setInterval(() => this.poll(), intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** Resolves once the work started so far has finished. */
  async idle(): Promise<void> {
    // A poll asked for while one ran starts after it: wait until none is left.
    let tail: Promise<void>;
    do {
      tail = this.#tail;
      await tail;
    } while (tail !== this.#tail);
  }

  async #drain(): Promise<void> {
    const { database, appId, clock } = this.#options;
    if (!this.#cleaned) {
      this.#cleaned = true;
      await this.site.removeStaleBuilds();
    }
    for (;;) {
      const job = await claimJob(database, {
        appId,
        owner: this.instanceId,
        now: clock(),
        leaseMs: this.#leaseMs(),
      });
      if (!job) break;
      await this.#run(job);
    }
    await this.#catchUp();
  }

  #leaseMs(): number {
    return this.#options.leaseMs ?? BUILD_LEASE_MS;
  }

  #file(videoId: string): string {
    return path.join(this.videosDir, `${videoId}.md`);
  }

  /** The text of a video's file, or undefined when there is none. */
  async #fileText(videoId: string): Promise<string | undefined> {
    return readFile(this.#file(videoId), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  }

  /**
   * Makes a job's change to its file, unless it is made already (the job was taken over from an
   * instance sharing CONTENT_DIR, or brought in again). Answers how to undo what this call did,
   * or undefined when it did nothing. An add throws {@link VideoExistsError} when another file
   * holds the id (an editor's: it is kept).
   */
  async #apply(job: JobRow): Promise<(() => Promise<void>) | undefined> {
    const file = this.#file(job.videoId);
    const existing = await this.#fileText(job.videoId);
    if (job.kind === 'delete') {
      if (existing === undefined) return undefined;
      await unlink(file);
      return () => writeFile(file, existing, { flag: 'wx' });
    }
    const text = videoMarkdown(job.video, job.publishedOn);
    if (existing === text) return undefined;
    if (job.kind !== 'add') {
      await writeFile(file, text);
      return existing === undefined ? () => unlink(file) : () => writeFile(file, existing);
    }
    if (existing !== undefined) throw new VideoExistsError(job.videoId);
    // 'wx': never replace a file an editor added meanwhile.
    await writeFile(file, text, { flag: 'wx' }).catch((error: unknown) => {
      throw (error as NodeJS.ErrnoException).code === 'EEXIST' ? new VideoExistsError(job.videoId) : error;
    });
    return () => unlink(file);
  }

  /** Writes the files of videos other instances published since this build; answers the last one's seq. */
  async #bringInPublished(): Promise<number> {
    const { database, appId, logger } = this.#options;
    let seq = this.site.seq;
    for (const job of await liveJobsAfter(database, appId, this.site.seq)) {
      try {
        await this.#apply(job);
      } catch (error) {
        if (!(error instanceof VideoExistsError)) throw error;
        logger.warn(
          { videoId: job.videoId },
          'publish: a different file holds a published video id; it is kept',
        );
      }
      seq = job.seq;
    }
    return seq;
  }

  /** Rebuilds once when other instances published videos this build does not hold. */
  async #catchUp(): Promise<void> {
    const seq = await this.#bringInPublished();
    if (seq === this.site.seq) return;
    const log = this.#options.logger.child({ seq });
    const outDir = this.site.buildDir(`sync-${seq}`);
    try {
      log.info('publish: building the videos other instances published');
      await this.#buildInto(outDir, AbortSignal.timeout(this.#options.buildTimeoutMs ?? BUILD_TIMEOUT_MS));
      const replaced = await this.site.swap(outDir, seq);
      if (this.site.isBuildDir(replaced)) await this.#removeOldBuild(replaced);
    } catch (error) {
      log.error({ err: error }, 'publish: could not build the videos other instances published');
      await rm(outDir, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  async #buildInto(outDir: string, signal: AbortSignal): Promise<void> {
    await rm(outDir, { recursive: true, force: true });
    await this.#options.build({ outDir, contentDir: this.#options.contentDir, signal });
    await access(path.join(outDir, 'index.html')).catch(() => {
      throw new BuildFailedError('The site build finished without writing the site.', '');
    });
  }

  /** Runs one claimed job to live or failed, renewing its lease; never rejects on a build's failure. */
  async #run(job: JobRow): Promise<void> {
    const { logger, database, clock } = this.#options;
    const log = logger.child({ jobId: job.id, videoId: job.videoId });
    const outDir = this.site.buildDir(job.id);
    const lost = new AbortController();
    const renew = setInterval(
      () => {
        renewLease(database, {
          jobId: job.id,
          owner: this.instanceId,
          until: new Date(clock().getTime() + this.#leaseMs()),
        })
          .then((held) => {
            if (!held) lost.abort(new LostLeaseError());
          })
          .catch((error: unknown) => log.warn({ err: error }, 'publish: could not renew the lease'));
      },
      this.#options.renewEveryMs ?? this.#leaseMs() / 3,
    );
    let undo: (() => Promise<void>) | undefined;
    let replaced: string | undefined;
    try {
      const seq = Math.max(await this.#bringInPublished(), job.seq);
      undo = await this.#apply(job);
      log.info('publish: building the site');
      const timeout = AbortSignal.timeout(this.#options.buildTimeoutMs ?? BUILD_TIMEOUT_MS);
      await this.#buildInto(outDir, AbortSignal.any([timeout, lost.signal]));
      if (lost.signal.aborted) throw lost.signal.reason;
      if (job.kind !== 'delete') await this.#options.beforeLive?.({ ...job.video, id: job.videoId });
      // Served first, then said live: whoever reads 'live' from this instance finds the page.
      replaced = await this.site.swap(outDir, seq);
      if (
        await finishJob(database, { jobId: job.id, owner: this.instanceId, status: 'live', now: clock() })
      ) {
        log.info('publish: the new build is live');
        // A deleted video's title may be added again.
        if (job.kind === 'delete') {
          await markAddRemoved(database, { appId: this.#options.appId, videoId: job.videoId, now: clock() });
        }
      } else {
        // Taken over meanwhile: the instance that took it publishes the same file.
        log.warn(
          'publish: the lease lapsed as the build was swapped in; the other instance finishes the job',
        );
      }
    } catch (error) {
      await rm(outDir, { recursive: true, force: true }).catch(() => undefined);
      if (error instanceof LostLeaseError || lost.signal.aborted) {
        // The instance that took the job over finishes it, with the file.
        log.warn('publish: the lease lapsed and another instance took the job over; this build is dropped');
      } else {
        const output = error instanceof BuildFailedError ? error.outputTail : undefined;
        log.error({ err: error, output }, 'publish failed');
        if (undo) await undo().catch(() => undefined);
        await finishJob(database, {
          jobId: job.id,
          owner: this.instanceId,
          status: 'failed',
          error: failureMessage(error, job.kind),
          now: clock(),
        });
      }
    } finally {
      clearInterval(renew);
    }
    if (replaced && this.site.isBuildDir(replaced)) await this.#removeOldBuild(replaced);
  }

  /** Removes a replaced build once requests still reading it are done (at once when the grace is 0). */
  async #removeOldBuild(dir: string): Promise<void> {
    const remove = () =>
      rm(dir, { recursive: true, force: true }).catch((error: unknown) =>
        this.#options.logger.warn({ err: error, dir }, 'publish: could not remove an old build'),
      );
    const grace = this.#options.oldBuildGraceMs ?? OLD_BUILD_GRACE_MS;
    if (grace <= 0) await remove();
    else setTimeout(remove, grace).unref();
  }
}
