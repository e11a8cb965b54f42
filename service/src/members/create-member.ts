/**
 * A new member (docs/product/widget.md §7 signup): the row, its free plans and its team, made by
 * every way of signing up (password, code, provider).
 */
import type { Tx } from '../db/client.ts';
import { members } from '../db/schema.ts';
import type { AppRecord } from '../http/context.ts';
import { newId } from '../ids.ts';
import { emailTakenError } from './credentials.ts';
import { applyCustomFieldChanges } from './custom-fields.ts';
import { addFreePlan, checkSignupPlans } from './plans.ts';
import type { MemberRecord } from './present.ts';
import { joinTeamByInvite } from './teams.ts';
import { emitMemberEvent } from './webhooks/emit.ts';

/** What signup gives. */
export interface NewMember {
  app: AppRecord;
  /** Lower case. */
  email: string;
  passwordHash: string | null;
  verified: boolean;
  customFields?: Record<string, string>;
  metaData?: Record<string, unknown>;
  plans?: readonly { planId: string }[];
  inviteToken?: string;
  now: Date;
}

/** Creates the member with its plans and team; throws (rolling everything back) on any refusal. */
export async function createMember(tx: Tx, input: NewMember): Promise<MemberRecord> {
  const { app, now } = input;
  const customFields = applyCustomFieldChanges(app.settings.customFields, {}, input.customFields ?? {});
  const planIds = await checkSignupPlans(tx, app.id, input.plans ?? []);
  const [member] = await tx
    .insert(members)
    .values({
      id: newId('mem'),
      appId: app.id,
      email: input.email,
      passwordHash: input.passwordHash,
      verified: input.verified,
      customFields,
      metaData: input.metaData ?? {},
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!member) throw emailTakenError();
  for (const planId of planIds) await addFreePlan(tx, { appId: app.id, memberId: member.id, planId, now });
  if (input.inviteToken) {
    await joinTeamByInvite(tx, { appId: app.id, memberId: member.id, inviteToken: input.inviteToken, now });
  }
  await emitMemberEvent(tx, { appId: app.id, memberId: member.id, event: 'member.created', now });
  return member;
}
