/**
 * Test kit of the admin routes: the app on a seeded test database, a temporary site and
 * content folder, and a fake site build the test controls (no astro runs).
 */
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_PLAN_ID } from '@wf/config/app';
import type { Hono } from 'hono';
import { type Env, parseEnv } from '../../env.ts';
import type { BaseEnv } from '../../http/context.ts';
import { silentLogger } from '../../log.ts';
import { signedInMember, type TestMemberFields } from '../../members/testing.ts';
import { APP_HEADERS, createServiceApp, FAKE_SITE } from '../../testing/app.ts';
import { openSeededTestDatabase, type TestDatabase } from '../../testing/database.ts';
import type { BuildRequest, BuildSite } from '../publish/astro-build.ts';
import { publishJobs } from '../schema.ts';
import { DEFAULT_CONTENT_DIR, frontmatterOf } from '../seed/content.ts';

/** Seeded video files copied into the test's content folder. */
export const SEEDED_VIDEOS = ['guided-meditation-session', 'leadership-challenging-times'] as const;

/**
 * A site build the test drives: it writes a small site (home page listing the videos, one page
 * per video file) and, when gated, waits for {@link FakeBuilder.release} first.
 */
export class FakeBuilder {
  /** Every build asked for, oldest first. */
  readonly requests: BuildRequest[] = [];
  /** Most builds that ever ran at the same time. */
  maxConcurrent = 0;
  /** When true, each build waits for a release. */
  gated = false;
  /** Thrown by the next build (then cleared). */
  nextFailure: unknown;
  #running = 0;
  #waiting: (() => void)[] = [];

  readonly build: BuildSite = async (request) => {
    this.requests.push(request);
    this.#running += 1;
    this.maxConcurrent = Math.max(this.maxConcurrent, this.#running);
    try {
      if (this.gated) await new Promise<void>((resolve) => this.#waiting.push(resolve));
      const failure = this.nextFailure;
      this.nextFailure = undefined;
      if (failure !== undefined) throw failure;
      await writeFakeBuild(request);
    } finally {
      this.#running -= 1;
    }
  };

  /** Builds waiting for a release. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Lets the oldest waiting build go on. */
  release(): void {
    const next = this.#waiting.shift();
    if (!next) throw new Error('release: no build is waiting');
    next();
  }
}

/** What astro would write, in small: a home page naming every published video, and a page per published video. */
async function writeFakeBuild({ outDir, contentDir }: BuildRequest): Promise<void> {
  const videosDir = path.join(contentDir, 'videos');
  const files = (await readdir(videosDir)).filter((name) => name.endsWith('.md')).sort();
  await mkdir(path.join(outDir, 'videos'), { recursive: true });
  const titles: string[] = [];
  const published: string[] = [];
  for (const file of files) {
    const { title = '', draft } = frontmatterOf(await readFile(path.join(videosDir, file), 'utf8'));
    // As the site does: an unpublished video has no page and is in no listing.
    if (draft === 'true') continue;
    published.push(file);
    titles.push(title);
    const page = `<!doctype html><title>${title}</title><h1>${title}</h1>`;
    await writeFile(path.join(outDir, 'videos', `${file.slice(0, -3)}.html`), page);
  }
  await writeFile(
    path.join(outDir, 'index.html'),
    `<!doctype html><title>Home</title><p>Build with ${published.length} videos: ${titles.join(', ')}</p>`,
  );
  await writeFile(path.join(outDir, '404.html'), '<!doctype html><title>Page Not Found</title>');
}

export interface PublishTest {
  app: Hono<BaseEnv>;
  database: TestDatabase['database'];
  env: Env;
  builder: FakeBuilder;
  /** The temporary folder: site/ (SITE_DIR), content/ (CONTENT_DIR), data/ (DATA_DIR). */
  dir: string;
  contentDir: string;
  siteDir: string;
  /** Removes the folders (the database is the caller's). */
  close(): Promise<void>;
}

/** A seeded test database, shared by a file's tests (opening one takes seconds). */
export function openPublishDatabase(): Promise<TestDatabase> {
  return openSeededTestDatabase();
}

/**
 * An app of its own on `database` (no publish jobs), with a fake build, a copy of two seeded videos and the
 * fake site of testing/app.ts, in a fresh temporary folder.
 */
export async function createPublishTest(database: TestDatabase): Promise<PublishTest> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wf-publish-'));
  const siteDir = path.join(dir, 'site');
  const contentDir = path.join(dir, 'content');
  for (const [name, content] of Object.entries(FAKE_SITE)) {
    await mkdir(path.dirname(path.join(siteDir, name)), { recursive: true });
    await writeFile(path.join(siteDir, name), content);
  }
  await mkdir(path.join(contentDir, 'videos'), { recursive: true });
  for (const id of SEEDED_VIDEOS) {
    await copyFile(
      path.join(DEFAULT_CONTENT_DIR, 'videos', `${id}.md`),
      path.join(contentDir, 'videos', `${id}.md`),
    );
  }
  const env = parseEnv({
    SITE_DIR: siteDir,
    CONTENT_DIR: contentDir,
    DATA_DIR: path.join(dir, 'data'),
    APP_CACHE_SECONDS: '0',
  });
  // Every test starts with no publish jobs: those of an earlier test would be another
  // instance's, whose videos this one would bring in.
  await database.database.db.delete(publishJobs);
  const builder = new FakeBuilder();
  const app = createServiceApp({
    db: database.database,
    env,
    logger: silentLogger(),
    publishing: { build: builder.build, oldBuildGraceMs: 0 },
  });
  return {
    app,
    database: database.database,
    env,
    builder,
    dir,
    contentDir,
    siteDir,
    // Retried: a test may end while a job still writes its build (builds live inside dir).
    close: () => rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }),
  };
}

/** Request headers of a signed-in member (bearer token) of the World Family app. */
export async function memberHeaders(
  test: Pick<PublishTest, 'app' | 'database'>,
  fields: TestMemberFields = {},
): Promise<Record<string, string>> {
  const { session } = await signedInMember(test, fields);
  return { ...APP_HEADERS, Authorization: `Bearer ${session.token}` };
}

/** Request headers of a signed-in admin. */
export function adminHeaders(test: Pick<PublishTest, 'app' | 'database'>): Promise<Record<string, string>> {
  return memberHeaders(test, { planIds: [ADMIN_PLAN_ID] });
}
