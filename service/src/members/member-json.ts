/**
 * The member's free-form JSON document (GET and POST /member/json, docs/product/widget.md §7): replaced
 * whole on every save, and kept small so that one member cannot fill the database.
 */
import { ERROR_CODES, type MemberJsonResponse } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { MEMBER_GONE_MESSAGE } from './rows.ts';
import { emitMemberEvent } from './webhooks/emit.ts';

/** A member JSON document (a JSON object). */
export type MemberJson = MemberJsonResponse['data'];

/** Largest member JSON document, in bytes of its UTF-8 JSON text. */
export const MEMBER_JSON_MAX_BYTES = 64 * 1024;

/** Shown when a member JSON document is over {@link MEMBER_JSON_MAX_BYTES}. */
export const MEMBER_JSON_TOO_LARGE_MESSAGE = 'Member JSON must be 64 KB or smaller.';

/** Largest signup metaData, in bytes of its UTF-8 JSON text: the same cap as member JSON. */
export const META_DATA_MAX_BYTES = MEMBER_JSON_MAX_BYTES;

/** Shown when signup metaData is over {@link META_DATA_MAX_BYTES}. */
export const META_DATA_TOO_LARGE_MESSAGE = 'Member metadata must be 64 KB or smaller.';

/** Refuses a JSON value over `maxBytes` with 413 and `message`. */
function assertJsonSize(json: unknown, maxBytes: number, message: string): void {
  if (Buffer.byteLength(JSON.stringify(json), 'utf8') > maxBytes) {
    throw new ApiError(413, ERROR_CODES.tooLarge, message);
  }
}

/** Refuses a document over the size limit with 413. */
export function assertMemberJsonSize(json: MemberJson): void {
  assertJsonSize(json, MEMBER_JSON_MAX_BYTES, MEMBER_JSON_TOO_LARGE_MESSAGE);
}

/** Refuses signup metaData over the size limit with 413 (a member cannot store more by signing up). */
export function assertMetaDataSize(metaData: Record<string, unknown> | undefined): void {
  if (metaData !== undefined) assertJsonSize(metaData, META_DATA_MAX_BYTES, META_DATA_TOO_LARGE_MESSAGE);
}

/** The member's document (`{}` when none was saved). */
export async function readMemberJson(db: Queryable, appId: string, memberId: string): Promise<MemberJson> {
  const [row] = await db
    .select({ json: members.json })
    .from(members)
    .where(and(eq(members.appId, appId), eq(members.id, memberId)));
  if (!row) throw notFound(MEMBER_GONE_MESSAGE);
  // Only JSON objects are ever stored (the contract's jsonObjectSchema).
  return row.json as MemberJson;
}

/**
 * Replaces the member's document and tells the owner's endpoints (member.updated, written with
 * `q`: pass the transaction); answers what was stored.
 */
export async function writeMemberJson(
  q: Queryable,
  appId: string,
  memberId: string,
  json: MemberJson,
  now: Date,
): Promise<MemberJson> {
  assertMemberJsonSize(json);
  const [row] = await q
    .update(members)
    .set({ json })
    .where(and(eq(members.appId, appId), eq(members.id, memberId)))
    .returning({ json: members.json });
  if (!row) throw notFound(MEMBER_GONE_MESSAGE);
  await emitMemberEvent(q, { appId, memberId, event: 'member.updated', now });
  // Only JSON objects are ever stored (the contract's jsonObjectSchema).
  return row.json as MemberJson;
}
