/** Teams of team plans and their members (docs/product/widget.md §3 "Team"). */
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { appId, plans } from './apps.ts';
import { createdAt } from './columns.ts';
import { members } from './members.ts';

export const teams = pgTable(
  'teams',
  {
    /** Starts with team_. */
    id: text('id').primaryKey(),
    appId: appId(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    ownerMemberId: text('owner_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /**
     * The current invite token. Kept readable because the owner copies the invite link again
     * and again; generating a new one replaces it, and the old one stops working.
     */
    inviteToken: text('invite_token').notNull().unique(),
    /** Seats, the owner included. */
    maxTeamMembers: integer('max_team_members').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('teams_owner_idx').on(t.ownerMemberId)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    appId: appId(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['OWNER', 'MEMBER'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.memberId] }), index('team_members_member_idx').on(t.memberId)],
);
