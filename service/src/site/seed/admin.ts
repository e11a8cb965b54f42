/**
 * Test mode only: an administrator to sign in with (docs/security.md "Test mode"). Its
 * password is random, made on the first start, stored hashed and written only to
 * DATA_DIR/admin-credentials.txt (mode 600), with a test secret key of the admin API
 * (docs/admin-api.md); the log says where, never what.
 */
import { randomBytes } from 'node:crypto';
import { chmod, writeFile } from 'node:fs/promises';
import { ADMIN_PLAN_ID, APP_ID, FREE_PLAN_ID, TEAM_PLAN_ID } from '@wf/config/app';
import { and, eq } from 'drizzle-orm';
import { createSecretKey } from '../../apps/secret-keys.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { members, planConnections } from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import { grantPlan } from '../../members/plans.ts';

/** E-mail address of the seeded test administrator. */
export const TEST_ADMIN_EMAIL = 'admin@worldfamily.local';

export interface SeededAdmin {
  email: string;
  /** The password, only when the administrator was created by this start. */
  password?: string;
  /** Where the credentials are kept, when a file was given. */
  credentialsFile?: string;
}

async function findAdmin(database: Database) {
  const [row] = await database.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.appId, APP_ID), eq(members.email, TEST_ADMIN_EMAIL)));
  return row;
}

/** Creates the test administrator unless it exists. */
export async function seedTestAdmin(
  database: Database,
  options: { clock: Clock; credentialsFile?: string },
): Promise<SeededAdmin> {
  const existing = await findAdmin(database);
  if (existing) return { email: TEST_ADMIN_EMAIL, credentialsFile: options.credentialsFile };

  const password = randomBytes(15).toString('base64url');
  const passwordHash = await hashPassword(password);
  const now = options.clock();
  const created = await database.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({
        id: newId('mem'),
        appId: APP_ID,
        email: TEST_ADMIN_EMAIL,
        passwordHash,
        verified: true,
        customFields: { 'first-name': 'Site', 'last-name': 'Admin', name: 'Site Admin' },
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (!member) return false; // another instance created it first
    await tx.insert(planConnections).values(
      [ADMIN_PLAN_ID, FREE_PLAN_ID].map((planId) => ({
        id: newId('con'),
        appId: APP_ID,
        memberId: member.id,
        planId,
        type: 'FREE' as const,
        createdAt: now,
      })),
    );
    // The team plan is granted by administrators: the test administrator owns a team, so the
    // team pane and invite links can be tried in test mode.
    await grantPlan(tx, { appId: APP_ID, memberId: member.id, planId: TEAM_PLAN_ID, now });
    return true;
  });
  if (!created) return { email: TEST_ADMIN_EMAIL, credentialsFile: options.credentialsFile };

  if (options.credentialsFile) {
    // A test secret key for the admin API (docs/admin-api.md), known only to this file.
    const { key } = await createSecretKey(database.db, { appId: APP_ID, mode: 'test', now });
    await writeFile(
      options.credentialsFile,
      `Test administrator of World Family (test mode only)\nemail: ${TEST_ADMIN_EMAIL}\npassword: ${password}\nsecret key: ${key}\n`,
      { mode: 0o600 },
    );
    // writeFile's mode applies to a new file only: an older file keeps its mode otherwise.
    await chmod(options.credentialsFile, 0o600);
  }
  return { email: TEST_ADMIN_EMAIL, password, credentialsFile: options.credentialsFile };
}

/** True when the test administrator exists (so that production can warn about it). */
export async function testAdminExists(database: Database): Promise<boolean> {
  return (await findAdmin(database)) !== undefined;
}
