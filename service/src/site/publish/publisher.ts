/**
 * Publishing an admin-added video (docs/architecture.md "Admin 'Add Video' saves for real"): the
 * markdown file is written into CONTENT_DIR/videos, the site is rebuilt into a fresh folder
 * and swapped in; the running site keeps serving the old build meanwhile. One build at a time:
 * later requests wait their turn in a queue.
 *
 * Jobs live in this instance's memory (a job's status is answered by the instance that took
 * it, and is forgotten at a restart; the video file itself is kept). A failed job removes its
 * file again, so nothing half-published stays behind.
 */
import { constants } from 'node:fs';
import { access, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type NewVideo, type PublishStatus, videoExistsMessage, videoSlug } from '@wf/config/site-api';
import type { Clock } from '../../clock.ts';
import { newId } from '../../ids.ts';
import type { Logger } from '../../log.ts';
import { BuildFailedError, type BuildSite } from './astro-build.ts';
import type { LiveSite } from './live-site.ts';
import { isoDate, videoMarkdown } from './markdown.ts';

/** How long a build may run before it is stopped and the job fails. */
export const BUILD_TIMEOUT_MS = 10 * 60_000;
/** How long a replaced build stays on disk, for requests still reading it. */
export const OLD_BUILD_GRACE_MS = 60_000;
/** Finished jobs remembered for status questions (the oldest are forgotten first). */
export const FINISHED_JOBS_KEPT = 200;

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

/** A video as it goes live: its id and fields. */
export interface PublishedVideo extends NewVideo {
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
}

interface Entry extends PublishJob {
  video: NewVideo;
  date: string;
}

/** The sentence a failed job reports. */
export function failureMessage(error: unknown): string {
  if (error instanceof VideoExistsError) return error.message;
  const sentence = 'The site could not be rebuilt, so the video was not added (nothing was kept).';
  if (error instanceof BuildFailedError) {
    const tail = error.outputTail ? `\n\nEnd of the build output:\n${error.outputTail}` : '';
    return `${sentence} ${error.message}${tail}`;
  }
  return `${sentence} Please try again; if it fails again, ask a developer to look at the service log.`;
}

export class Publisher {
  readonly site: LiveSite;
  readonly #options: PublisherOptions;
  readonly #jobs = new Map<string, Entry>();
  /** Ids of videos queued or building. */
  readonly #pending = new Set<string>();
  #tail: Promise<void> = Promise.resolve();
  #cleaned = false;

  constructor(options: PublisherOptions) {
    this.#options = options;
    this.site = options.site;
  }

  /** Where videos are written. */
  get videosDir(): string {
    return path.join(this.#options.contentDir, 'videos');
  }

  /** Queues a video; throws {@link VideoExistsError} when its id is taken (nothing is written). */
  async submit(video: NewVideo): Promise<PublishJob> {
    const videoId = videoSlug(video.title);
    if (!videoId) throw new Error('submit: the title makes no id (the schema should have refused it)');
    if (this.#pending.has(videoId)) throw new VideoExistsError(videoId);
    const exists = await this.#fileExists(videoId);
    // Asked again: another request may have queued the same id while the file was looked up.
    if (exists || this.#pending.has(videoId)) throw new VideoExistsError(videoId);
    this.#pending.add(videoId);
    const entry: Entry = {
      id: newId('pub'),
      videoId,
      status: 'queued',
      video,
      date: isoDate(this.#options.clock()),
    };
    this.#jobs.set(entry.id, entry);
    this.#forgetOldJobs();
    this.#tail = this.#tail.then(() => this.#run(entry));
    return this.#view(entry);
  }

  /** A job's status, or undefined when this instance has no such job. */
  status(jobId: string): PublishJob | undefined {
    const entry = this.#jobs.get(jobId);
    return entry && this.#view(entry);
  }

  /** Resolves once every job queued so far has finished. */
  idle(): Promise<void> {
    return this.#tail;
  }

  #view({ id, videoId, status, error }: Entry): PublishJob {
    return error === undefined ? { id, videoId, status } : { id, videoId, status, error };
  }

  #file(videoId: string): string {
    return path.join(this.videosDir, `${videoId}.md`);
  }

  async #fileExists(videoId: string): Promise<boolean> {
    try {
      await access(this.#file(videoId), constants.F_OK);
      return true;
    } catch {
      return false;
    }
  }

  /** Runs one job to live or failed; never rejects (the queue goes on). */
  async #run(entry: Entry): Promise<void> {
    const { logger } = this.#options;
    const log = logger.child({ jobId: entry.id, videoId: entry.videoId });
    entry.status = 'building';
    const file = this.#file(entry.videoId);
    const outDir = this.site.buildDir(entry.id);
    let wroteFile = false;
    let replaced: string | undefined;
    try {
      if (!this.#cleaned) {
        this.#cleaned = true;
        await this.site.removeStaleBuilds();
      }
      // 'wx': never replace a file an editor added meanwhile.
      await writeFile(file, videoMarkdown(entry.video, entry.date), { flag: 'wx' }).catch(
        (error: unknown) => {
          throw (error as NodeJS.ErrnoException).code === 'EEXIST'
            ? new VideoExistsError(entry.videoId)
            : error;
        },
      );
      wroteFile = true;
      await rm(outDir, { recursive: true, force: true });
      log.info('publish: building the site');
      const signal = AbortSignal.timeout(this.#options.buildTimeoutMs ?? BUILD_TIMEOUT_MS);
      await this.#options.build({ outDir, contentDir: this.#options.contentDir, signal });
      await access(path.join(outDir, 'index.html')).catch(() => {
        throw new BuildFailedError('The site build finished without writing the site.', '');
      });
      await this.#options.beforeLive?.({ ...entry.video, id: entry.videoId });
      replaced = await this.site.swap(outDir);
      entry.status = 'live';
      log.info('publish: the new build is live');
    } catch (error) {
      entry.status = 'failed';
      entry.error = failureMessage(error);
      const output = error instanceof BuildFailedError ? error.outputTail : undefined;
      log.error({ err: error, output }, 'publish failed');
      if (wroteFile) await unlink(file).catch(() => undefined);
      await rm(outDir, { recursive: true, force: true }).catch(() => undefined);
    } finally {
      this.#pending.delete(entry.videoId);
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

  #forgetOldJobs(): void {
    const finished = [...this.#jobs.values()].filter(
      (job) => job.status === 'live' || job.status === 'failed',
    );
    for (const job of finished.slice(0, Math.max(0, finished.length - FINISHED_JOBS_KEPT))) {
      this.#jobs.delete(job.id);
    }
  }
}
