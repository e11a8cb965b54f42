/**
 * The rules of membership passes (docs/product/website.md §2 "Wallet pass widget"): one pass per member, made on
 * enrolment (enrolling again answers the same pass), its names and e-mail changed by an
 * update, found by its holder or by the serial of its public URL.
 */
import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { newId, newToken } from '../../ids.ts';
import { passes } from '../schema.ts';

/** A pass row as stored. */
export type PassRecord = typeof passes.$inferSelect;

/** What the member may set on their pass. */
export interface PassDetails {
  firstName: string;
  lastName: string;
  email: string;
}

/** Random bytes of a serial: 192 bits, 32 base64url characters. */
export const SERIAL_BYTES = 24;

/** What a serial looks like; anything else names no pass (checked before any query). */
export const SERIAL_PATTERN = /^[A-Za-z0-9_-]{32}$/;

function sameDetails(pass: PassRecord, details: PassDetails): boolean {
  return (
    pass.firstName === details.firstName && pass.lastName === details.lastName && pass.email === details.email
  );
}

/** The member's pass, or null when they have none yet. */
export async function findMemberPass(
  db: Queryable,
  { appId, memberId }: { appId: string; memberId: string },
): Promise<PassRecord | null> {
  const [pass] = await db
    .select()
    .from(passes)
    .where(and(eq(passes.appId, appId), eq(passes.memberId, memberId)));
  return pass ?? null;
}

/**
 * The member's pass, made now if they have none. Enrolling again answers the same pass (same
 * id, same serial), with the names and e-mail address brought up to date.
 */
export function enrolPass(
  database: Database,
  input: { appId: string; memberId: string; details: PassDetails; now: Date },
): Promise<PassRecord> {
  const { appId, memberId, details, now } = input;
  return database.transaction(async (tx) => {
    const [made] = await tx
      .insert(passes)
      .values({
        id: newId('pas'),
        appId,
        memberId,
        serial: newToken(SERIAL_BYTES),
        ...details,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: passes.memberId })
      .returning();
    if (made) return made;
    const existing = await findMemberPass(tx, { appId, memberId });
    if (!existing) throw new Error(`enrolPass: the pass of ${memberId} is neither new nor found`);
    if (sameDetails(existing, details)) return existing;
    const [updated] = await tx
      .update(passes)
      .set({ ...details, updatedAt: now })
      .where(eq(passes.id, existing.id))
      .returning();
    return updated ?? existing;
  });
}

/**
 * Changes the names and e-mail address on the member's pass `passId`; null when the member has
 * no pass of that id (someone else's pass counts as none).
 */
export async function updateMemberPass(
  db: Queryable,
  input: { appId: string; memberId: string; passId: string; details: PassDetails; now: Date },
): Promise<PassRecord | null> {
  const { appId, memberId, passId, details, now } = input;
  const [updated] = await db
    .update(passes)
    .set({ ...details, updatedAt: now })
    .where(and(eq(passes.id, passId), eq(passes.appId, appId), eq(passes.memberId, memberId)))
    .returning();
  return updated ?? null;
}

/** The pass of a public URL's serial with the date its member joined; null for an unknown serial. */
export async function findPassBySerial(
  db: Queryable,
  serial: string,
): Promise<{ pass: PassRecord; memberSince: Date } | null> {
  if (!SERIAL_PATTERN.test(serial)) return null;
  const [row] = await db
    .select({ pass: passes, memberSince: members.createdAt })
    .from(passes)
    .innerJoin(members, eq(members.id, passes.memberId))
    .where(eq(passes.serial, serial));
  return row ?? null;
}
