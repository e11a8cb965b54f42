/**
 * The publish jobs in the database (docs/architecture.md "Many instances"): any instance queues
 * a job and answers its status; one job builds at a time across all instances, held by a lease
 * its builder renews while it builds. When the builder dies, its lease lapses and the next
 * instance to look takes the job over. Claims are made under a transaction-level advisory lock,
 * so two instances looking at once take turns.
 */
import type { PublishKind, PublishStatus, StoredVideo } from '@wf/config/site-api';
import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { holdStartupLock } from '../../db/startup-lock.ts';
import { publishJobs } from '../schema.ts';

/** Names the claim lock among the server's advisory locks. */
export const PUBLISH_LOCK_KEY = 7_240_320;

/** A job's row as the publisher reads it. */
export interface JobRow {
  id: string;
  videoId: string;
  kind: PublishKind;
  video: StoredVideo;
  publishedOn: string;
  status: PublishStatus;
  error: string | null;
  leaseOwner: string | null;
  seq: number;
}

const COLUMNS = {
  id: publishJobs.id,
  videoId: publishJobs.videoId,
  kind: publishJobs.kind,
  video: publishJobs.video,
  publishedOn: publishJobs.publishedOn,
  status: publishJobs.status,
  error: publishJobs.error,
  leaseOwner: publishJobs.leaseOwner,
  seq: publishJobs.seq,
};

function rowOf(row: Omit<JobRow, 'status' | 'seq'> & { status: string; seq: number | string }): JobRow {
  return {
    id: row.id,
    videoId: row.videoId,
    kind: row.kind,
    video: row.video,
    publishedOn: row.publishedOn,
    status: row.status as PublishStatus,
    error: row.error,
    leaseOwner: row.leaseOwner,
    seq: Number(row.seq),
  };
}

/**
 * Queues a job; false when the video id is taken: an add of an id added before (and not
 * deleted since), or any job of a video with a change still queued or building.
 */
export async function insertJob(
  database: Database,
  job: {
    id: string;
    appId: string;
    videoId: string;
    kind?: PublishKind;
    video: StoredVideo;
    publishedOn: string;
    now: Date;
  },
): Promise<boolean> {
  try {
    await database.db.insert(publishJobs).values({
      id: job.id,
      appId: job.appId,
      videoId: job.videoId,
      kind: job.kind ?? 'add',
      video: job.video,
      publishedOn: job.publishedOn,
      status: 'queued',
      createdAt: job.now,
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** A job of the app, or undefined. */
export async function findJob(database: Database, appId: string, jobId: string): Promise<JobRow | undefined> {
  const [row] = await database.db
    .select(COLUMNS)
    .from(publishJobs)
    .where(and(eq(publishJobs.appId, appId), eq(publishJobs.id, jobId)));
  return row && rowOf(row);
}

/** True when a change of the video is queued or building. */
export async function changePending(database: Database, appId: string, videoId: string): Promise<boolean> {
  const [row] = await database.db
    .select({ id: publishJobs.id })
    .from(publishJobs)
    .where(
      and(
        eq(publishJobs.appId, appId),
        eq(publishJobs.videoId, videoId),
        inArray(publishJobs.status, ['queued', 'building']),
      ),
    );
  return row !== undefined;
}

/** Frees a deleted video's id for a new add: its live add is marked removed. */
export async function markAddRemoved(
  database: Database,
  { appId, videoId, now }: { appId: string; videoId: string; now: Date },
): Promise<void> {
  await database.db
    .update(publishJobs)
    .set({ removedAt: now })
    .where(
      and(
        eq(publishJobs.appId, appId),
        eq(publishJobs.videoId, videoId),
        eq(publishJobs.kind, 'add'),
        isNull(publishJobs.removedAt),
      ),
    );
}

/** True when a job of the video is queued, building or live. */
export async function videoTaken(database: Database, appId: string, videoId: string): Promise<boolean> {
  const [row] = await database.db
    .select({ id: publishJobs.id })
    .from(publishJobs)
    .where(
      and(
        eq(publishJobs.appId, appId),
        eq(publishJobs.videoId, videoId),
        inArray(publishJobs.status, ['queued', 'building', 'live']),
      ),
    );
  return row !== undefined;
}

/**
 * Takes the oldest job waiting (queued, or building under a lapsed lease) for `owner` until
 * `now + leaseMs`, unless another job is building under a live lease: one build at a time.
 */
export async function claimJob(
  database: Database,
  { appId, owner, now, leaseMs }: { appId: string; owner: string; now: Date; leaseMs: number },
): Promise<JobRow | undefined> {
  return database.transaction(async (tx) => {
    await holdStartupLock(tx, PUBLISH_LOCK_KEY);
    const [busy] = await tx
      .select({ id: publishJobs.id })
      .from(publishJobs)
      .where(
        and(
          eq(publishJobs.appId, appId),
          eq(publishJobs.status, 'building'),
          gt(publishJobs.leaseUntil, now),
        ),
      )
      .limit(1);
    if (busy) return undefined;
    const [next] = await tx
      .select({ id: publishJobs.id })
      .from(publishJobs)
      .where(
        and(
          eq(publishJobs.appId, appId),
          or(
            eq(publishJobs.status, 'queued'),
            and(eq(publishJobs.status, 'building'), lt(publishJobs.leaseUntil, now)),
          ),
        ),
      )
      .orderBy(asc(publishJobs.seq))
      .limit(1);
    if (!next) return undefined;
    const [claimed] = await tx
      .update(publishJobs)
      .set({ status: 'building', leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs) })
      .where(eq(publishJobs.id, next.id))
      .returning(COLUMNS);
    return claimed && rowOf(claimed);
  });
}

/** Extends the lease; false when `owner` no longer holds the job (it lapsed and was taken). */
export async function renewLease(
  database: Database,
  { jobId, owner, until }: { jobId: string; owner: string; until: Date },
): Promise<boolean> {
  const renewed = await database.db
    .update(publishJobs)
    .set({ leaseUntil: until })
    .where(
      and(eq(publishJobs.id, jobId), eq(publishJobs.leaseOwner, owner), eq(publishJobs.status, 'building')),
    )
    .returning({ id: publishJobs.id });
  return renewed.length > 0;
}

/** Ends a building job as live or failed; false when `owner` no longer holds it. */
export async function finishJob(
  database: Database,
  {
    jobId,
    owner,
    status,
    error,
    now,
  }: { jobId: string; owner: string; status: 'live' | 'failed'; error?: string; now: Date },
): Promise<boolean> {
  const finished = await database.db
    .update(publishJobs)
    .set({ status, error: error ?? null, leaseOwner: null, leaseUntil: null, finishedAt: now })
    .where(
      and(eq(publishJobs.id, jobId), eq(publishJobs.leaseOwner, owner), eq(publishJobs.status, 'building')),
    )
    .returning({ id: publishJobs.id });
  return finished.length > 0;
}

/** Live jobs after `seq`, in order: what an instance's own build does not hold yet. */
export async function liveJobsAfter(database: Database, appId: string, seq: number): Promise<JobRow[]> {
  const rows = await database.db
    .select(COLUMNS)
    .from(publishJobs)
    .where(and(eq(publishJobs.appId, appId), eq(publishJobs.status, 'live'), gt(publishJobs.seq, seq)))
    .orderBy(asc(publishJobs.seq));
  return rows.map(rowOf);
}
