/**
 * After the load (docs/architecture.md "Speed", "The load benchmark"): every write a target
 * acknowledged is in its database, read directly (PostgreSQL over a client of its own; PGlite
 * opened from the stopped instance's data folder).
 *
 * A member's profile is a register written by requests that may overlap: the value left in the
 * database must be one that was acknowledged, and no acknowledged update may have started after
 * that one was answered (it would have had to replace it).
 */
import type { Acknowledged, ProfileWrite } from './plan.ts';

/** Runs a query with $n parameters (pg.Client's and PGlite's `query` both fit). */
export type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Verification {
  /** What was checked, one line per kind of write. */
  checked: string[];
  /** What is missing or wrong. */
  problems: string[];
}

/** Checks one target's acknowledged writes, and the members made before the load, in its database. */
export async function verifyWrites(
  name: string,
  query: Query,
  acknowledged: Acknowledged,
  seeded: { id: string; email: string }[],
): Promise<Verification> {
  const checked: string[] = [];
  const problems: string[] = [];
  const problem = (text: string) => {
    if (problems.length < 20) problems.push(`${name}: ${text}`);
  };

  // Members: those signed up before the load and during it, each with its address.
  const created = [...seeded, ...acknowledged.signups];
  const { rows: memberRows } = await query('select id, email from members where id = any($1)', [
    created.map((member) => member.id),
  ]);
  const emails = new Map(memberRows.map((row) => [String(row.id), String(row.email)]));
  let membersLost = 0;
  for (const member of created) {
    if (emails.get(member.id) !== member.email.toLowerCase()) {
      membersLost += 1;
      problem(`member ${member.id} (${member.email}) is not in the database`);
    }
  }
  checked.push(
    `${name}: members ${created.length - membersLost}/${created.length} found (${acknowledged.signups.length} signed up under load)`,
  );

  // Profiles: per member, the value left is the last acknowledged one (see above).
  const byMember = new Map<string, ProfileWrite[]>();
  for (const write of acknowledged.profiles) {
    byMember.set(write.memberId, [...(byMember.get(write.memberId) ?? []), write]);
  }
  const { rows: profileRows } = await query(
    "select id, custom_fields->>'name' as name from members where id = any($1)",
    [[...byMember.keys()]],
  );
  const stored = new Map(profileRows.map((row) => [String(row.id), row.name as string | null]));
  let profilesWrong = 0;
  for (const [memberId, writes] of byMember) {
    const value = stored.get(memberId);
    const kept = writes.find((write) => write.value === value);
    const later = kept && writes.find((write) => write.sentAt > kept.ackedAt);
    if (!kept || later) {
      profilesWrong += 1;
      problem(
        `member ${memberId}'s profile holds ${JSON.stringify(value)}, ${
          kept ? `though ${later?.value} was sent after it was acknowledged` : 'no acknowledged value'
        }`,
      );
    }
  }
  checked.push(
    `${name}: profile updates ${acknowledged.profiles.length} acknowledged over ${byMember.size} members, ${byMember.size - profilesWrong}/${byMember.size} members hold their last acknowledged value`,
  );

  // Comments: each acknowledged post, by its author, with its text.
  const { rows: commentRows } = await query(
    'select id, member_id, content from comments where id = any($1)',
    [acknowledged.comments.map((comment) => comment.id)],
  );
  const comments = new Map(commentRows.map((row) => [String(row.id), row]));
  let commentsLost = 0;
  for (const comment of acknowledged.comments) {
    const row = comments.get(comment.id);
    if (!row || row.member_id !== comment.memberId || row.content !== comment.content) {
      commentsLost += 1;
      problem(`comment ${comment.id} is ${row ? 'changed' : 'missing'}`);
    }
  }
  checked.push(
    `${name}: comments ${acknowledged.comments.length - commentsLost}/${acknowledged.comments.length} acknowledged posts found`,
  );

  // Webhooks: each acknowledged event id is recorded once applied (provider_events).
  const { rows: eventRows } = await query(
    "select event_id from provider_events where provider = 'stripe' and event_id = any($1)",
    [acknowledged.webhookEvents],
  );
  const events = new Set(eventRows.map((row) => String(row.event_id)));
  const eventsLost = acknowledged.webhookEvents.filter((id) => !events.has(id));
  for (const id of eventsLost) problem(`webhook event ${id} was acknowledged but not recorded`);
  checked.push(
    `${name}: webhook events ${acknowledged.webhookEvents.length - eventsLost.length}/${acknowledged.webhookEvents.length} acknowledged events recorded`,
  );
  return { checked, problems };
}
