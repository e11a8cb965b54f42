/**
 * Which apps an administrator runs from their home app's console (docs/console.md "Apps"): one
 * row per app created there, naming the creator (a member of the home app) and the member the
 * creation made for them in the new app. Nothing else makes a row, so no console reaches an app
 * its administrator did not create.
 */
import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { apps } from './apps.ts';
import { createdAt } from './columns.ts';
import { members } from './members.ts';

export const consoleAppLinks = pgTable(
  'console_app_links',
  {
    /** The creator's own app, whose console they use. */
    homeAppId: text('home_app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** The creator, a member of the home app. */
    homeMemberId: text('home_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The app they created. */
    appId: text('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** Their member in that app, holding its admin plan when it was made. */
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.homeMemberId, t.appId] }),
    // A member of a created app stands for one administrator of one home app.
    uniqueIndex('console_app_links_member_idx').on(t.memberId),
    index('console_app_links_app_idx').on(t.appId),
  ],
);
