/**
 * World Family's own tables, beside the platform's (db/schema.ts): the digital membership passes
 * (docs/product/website.md §2 "Wallet pass widget", §3 "Pass request") and the publish jobs of
 * admin-added videos (docs/architecture.md "Many instances"). Their migrations are in
 * the service's one history (service/drizzle/), generated from both schemas (drizzle.config.ts).
 */
import type { PublishKind, StoredVideo } from '@wf/config/site-api';
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appId } from '../db/schema/apps.ts';
import { at, createdAt } from '../db/schema/columns.ts';
import { members } from '../db/schema/members.ts';

/** A member's pass: one per member, reached by anyone holding its serial's URL. */
export const passes = pgTable(
  'passes',
  {
    /** Starts with pas_: the pass member id the passkit functions answer as `member.id`. */
    id: text('id').primaryKey(),
    appId: appId(),
    /** The pass's holder (the pass request's externalId). */
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /**
     * The secret in the public pass URL /passes/{serial} and the pass's serialNumber: 192
     * random bits, base64url, so the URL cannot be guessed.
     */
    serial: text('serial').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** Last change of the names or e-mail address. */
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('passes_serial_idx').on(t.serial), uniqueIndex('passes_member_idx').on(t.memberId)],
);

/**
 * A video an admin added, and where its publication stands. Any instance answers a job's status;
 * one job builds at a time across instances, held by a lease its builder renews while it builds
 * and another instance takes over once it lapses (service/src/site/publish/jobs.ts).
 */
export const publishJobs = pgTable(
  'publish_jobs',
  {
    /** Starts with pub_. */
    id: text('id').primaryKey(),
    appId: appId(),
    /** The id made from the title: the content file's name. */
    videoId: text('video_id').notNull(),
    /**
     * What the job does to the video's file: 'add' writes a new one, 'edit', 'unpublish' and
     * 'republish' rewrite it, 'delete' removes it.
     */
    kind: text('kind').$type<PublishKind>().notNull().default('add'),
    /**
     * The video as the file holds it once the job is live (validated by the content
     * collection's rules); for 'delete', as it was before.
     */
    video: jsonb('video').$type<StoredVideo>().notNull(),
    /** The date written into the file (YYYY-MM-DD), fixed when the job was queued. */
    publishedOn: text('published_on').notNull(),
    /** queued, building, live or failed. */
    status: text('status').notNull(),
    /** Why it failed, for the admin (failed jobs only). */
    error: text('error'),
    /** The instance building it (building jobs only). */
    leaseOwner: text('lease_owner'),
    /** Until when that instance holds it; past this, another instance may take the job over. */
    leaseUntil: at('lease_until'),
    /** Set on a live 'add' once its video is deleted, so that the title may be added again. */
    removedAt: at('removed_at'),
    /** Queue order, and the order every instance brings live jobs into its own build. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    // A video id is added once (queued, building or live, until deleted): a second add is refused.
    uniqueIndex('publish_jobs_video_idx')
      .on(t.appId, t.videoId)
      .where(
        sql`${t.kind} = 'add' and ${t.removedAt} is null and ${t.status} in ('queued', 'building', 'live')`,
      ),
    // One change of a video on its way at a time: a second one is refused until the first is done.
    uniqueIndex('publish_jobs_pending_video_idx')
      .on(t.appId, t.videoId)
      .where(sql`${t.status} in ('queued', 'building')`),
    index('publish_jobs_status_idx').on(t.status, t.seq),
  ],
);
