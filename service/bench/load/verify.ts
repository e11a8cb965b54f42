/**
 * After the load (docs/architecture.md "Speed", "The load benchmark"): every write a target
 * acknowledged is in its database, read directly (PostgreSQL over a client of its own; PGlite
 * opened from the stopped instance's data folder).
 *
 * A member's profile is a register written by requests that may overlap: the value left in the
 * database must be one that was acknowledged, and no acknowledged update may have started after
 * that one was answered (it would have had to replace it); or the value of an update that got
 * no answer (a timeout), which may have been applied at any time after it was sent.
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

  // Profiles: per member, the value left is the last acknowledged one (see above), or one of an
  // update that got no answer (it may have been applied after every acknowledged one), never one
  // of an update the service refused.
  const byMember = new Map<string, ProfileWrite[]>();
  for (const write of acknowledged.profiles) {
    byMember.set(write.memberId, [...(byMember.get(write.memberId) ?? []), write]);
  }
  const unanswered = new Set(
    acknowledged.profilesUnanswered.map((write) => `${write.memberId} ${write.value}`),
  );
  const refused = new Set(acknowledged.profilesRefused.map((write) => `${write.memberId} ${write.value}`));
  const touched = new Set([
    ...byMember.keys(),
    ...acknowledged.profilesUnanswered.map((write) => write.memberId),
    ...acknowledged.profilesRefused.map((write) => write.memberId),
  ]);
  const { rows: profileRows } = await query(
    "select id, custom_fields->>'name' as name from members where id = any($1)",
    [[...touched]],
  );
  const stored = new Map(profileRows.map((row) => [String(row.id), row.name as string | null]));
  let profilesWrong = 0;
  let heldUnanswered = 0;
  for (const memberId of touched) {
    const value = stored.get(memberId) ?? null;
    const writes = byMember.get(memberId) ?? [];
    const kept = writes.find((write) => write.value === value);
    const later = kept && writes.find((write) => write.sentAt > kept.ackedAt);
    if (kept && !later) continue;
    if (!kept && unanswered.has(`${memberId} ${value}`)) {
      heldUnanswered += 1;
      continue;
    }
    if (!kept && writes.length === 0 && value === null) continue;
    profilesWrong += 1;
    problem(
      `member ${memberId}'s profile holds ${JSON.stringify(value)}, ${
        kept
          ? `though ${later?.value} was sent after it was acknowledged`
          : refused.has(`${memberId} ${value}`)
            ? 'the value of an update the service refused'
            : 'no acknowledged value'
      }`,
    );
  }
  checked.push(
    `${name}: profile updates ${acknowledged.profiles.length} acknowledged (${acknowledged.profilesUnanswered.length} unanswered, ${acknowledged.profilesRefused.length} refused) over ${touched.size} members; ${touched.size - profilesWrong}/${touched.size} members hold their last acknowledged value${heldUnanswered ? ` (${heldUnanswered} that of a later unanswered update)` : ''}`,
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
