/** Column helpers shared by the tables. */
import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone, read and written as a Date. */
export function at(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

/** When the row was made; callers pass the clock's time, the database fills it otherwise. */
export function createdAt() {
  return at('created_at').notNull().defaultNow();
}
