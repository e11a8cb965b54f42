/**
 * Which folder the static site is served from. It starts as SITE_DIR; a publish builds into a
 * fresh sibling folder (`{SITE_DIR}-build-{jobId}`, which .gitignore's `dist-*` covers) and
 * swaps it in with one assignment, so every request is answered from one whole build, old or
 * new. The swapped-in folder is remembered in DATA_DIR, so a restart without a rebuild keeps
 * serving it; after `npm start` rebuilt SITE_DIR (newer), SITE_DIR wins again.
 *
 * Per instance: give every instance its own SITE_DIR and DATA_DIR. Which publish jobs a build
 * holds is remembered beside it (`seq`), so an instance brings in the videos others published.
 */
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StaticFileCache } from '../../static/file-cache.ts';

/** The file in DATA_DIR naming the swapped-in build. */
export const LIVE_SITE_FILE = 'published-site.json';

export interface LiveSiteOptions {
  /** SITE_DIR: the site `npm start` built. */
  siteDir: string;
  /** DATA_DIR: where the swapped-in folder is remembered. */
  dataDir: string;
}

/** Modification time of a build's home page, or -1 when the folder holds no built site. */
function builtAt(dir: string): number {
  try {
    return statSync(path.join(dir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? -1;
  } catch {
    return -1;
  }
}

export class LiveSite {
  /** SITE_DIR, absolute. */
  readonly base: string;
  /** The static handler's file cache: emptied at every swap. */
  readonly cache = new StaticFileCache();
  readonly #pointerFile: string;
  #dir: string;
  #seq = 0;

  constructor(options: LiveSiteOptions) {
    this.base = path.resolve(options.siteDir);
    this.#pointerFile = path.resolve(options.dataDir, LIVE_SITE_FILE);
    this.#dir = this.#startingDir();
  }

  /** The folder to serve now. */
  get dir(): string {
    return this.#dir;
  }

  /** The fresh folder a job builds into, next to SITE_DIR. */
  buildDir(jobId: string): string {
    return `${this.base}-build-${jobId.replace(/[^\w-]/g, '')}`;
  }

  /** True for a folder made by {@link buildDir} (never SITE_DIR itself). */
  isBuildDir(dir: string): boolean {
    return (
      path.dirname(dir) === path.dirname(this.base) && path.basename(dir).startsWith(this.#buildPrefix())
    );
  }

  /**
   * The last publish job (by sequence number) whose video this instance's build holds: 0 before
   * any (service/src/site/publish/jobs.ts).
   */
  get seq(): number {
    return this.#seq;
  }

  /**
   * Serves `dir` from now on (remembered in DATA_DIR first, with the last publish job it holds);
   * answers the folder served before.
   */
  async swap(dir: string, seq: number): Promise<string> {
    const pointer = JSON.stringify({ dir: path.resolve(dir), seq });
    await mkdir(path.dirname(this.#pointerFile), { recursive: true });
    const temporary = `${this.#pointerFile}.${process.pid}.tmp`;
    await writeFile(temporary, pointer);
    await rename(temporary, this.#pointerFile);
    const previous = this.#dir;
    this.#dir = path.resolve(dir);
    this.#seq = seq;
    this.cache.clear();
    return previous;
  }

  /** Removes build folders left by earlier runs or failed jobs (not the one served now). */
  async removeStaleBuilds(): Promise<void> {
    const parent = path.dirname(this.base);
    const names = await readdir(parent).catch(() => [] as string[]);
    for (const name of names) {
      const dir = path.join(parent, name);
      if (name.startsWith(this.#buildPrefix()) && dir !== this.#dir) {
        await rm(dir, { recursive: true, force: true });
      }
    }
  }

  #buildPrefix(): string {
    return `${path.basename(this.base)}-build-`;
  }

  /** The remembered build when it is newer than SITE_DIR's own, else SITE_DIR. */
  #startingDir(): string {
    let remembered: string | undefined;
    try {
      const parsed = JSON.parse(readFileSync(this.#pointerFile, 'utf8')) as { dir?: unknown; seq?: unknown };
      if (typeof parsed.dir === 'string') remembered = parsed.dir;
      // SITE_DIR rebuilt by `npm start` since holds the same videos: CONTENT_DIR kept their files.
      if (typeof parsed.seq === 'number' && Number.isSafeInteger(parsed.seq)) this.#seq = parsed.seq;
    } catch {
      // Nothing published yet (or an unreadable file): serve SITE_DIR.
    }
    if (remembered && this.isBuildDir(remembered) && builtAt(remembered) > builtAt(this.base)) {
      return remembered;
    }
    return this.base;
  }
}
