/**
 * The console's Overview (docs/console.md "Overview"): an app's totals, monthly recurring revenue,
 * sign-ups and new paid memberships per UTC day, and its latest events. Four statements whatever
 * the app's size (the totals, the revenue, the two series, the events); every count and sum is
 * made in SQL, and the days without any are filled here.
 */
import {
  type ConsoleDayCount,
  type ConsoleOverview,
  type ConsoleOverviewEvent,
  type ConsoleOverviewEventKind,
  OVERVIEW_EVENTS_SHOWN,
} from '@wf/sdk/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { formatMinor } from './billing/money.ts';

const DAY_MS = 86_400_000;

/** Paid connection types: what the Overview counts as a membership. */
const PAID = sql`('SUBSCRIPTION', 'ONETIME')`;

async function rows<T>(q: Queryable, query: SQL): Promise<T[]> {
  // Both drivers (PGlite and node-postgres) answer { rows }.
  const result = (await q.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The UTC day (YYYY-MM-DD) of an instant. */
function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The window's days, oldest first, each with its count (0 when `counts` has none). */
function fill(days: string[], counts: Map<string, number>): ConsoleDayCount[] {
  return days.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

/** An amount for a sentence ('$12.50'), or nothing when none moved. */
function money(amount: number | null, currency: string | null): string {
  if (amount === null || !currency) return '';
  try {
    return formatMinor(amount, currency);
  } catch {
    return `${amount} ${currency.toUpperCase()}`;
  }
}

interface EventRow {
  at: Date | string;
  kind: ConsoleOverviewEventKind;
  member_id: string | null;
  email: string | null;
  amount: number | null;
  currency: string | null;
}

function sentence(row: EventRow): string {
  const who = row.email ?? 'A member';
  const paid = money(row.amount, row.currency);
  switch (row.kind) {
    case 'signup':
      return `${who} signed up.`;
    case 'payment':
      return `${who} paid${paid ? ` ${paid}` : ''}.`;
    case 'payment-failed':
      return `A payment${paid ? ` of ${paid}` : ''} by ${row.email ?? 'a member'} failed.`;
    case 'comment-report':
      return `${who} reported a comment.`;
  }
}

export interface OverviewRequest {
  appId: string;
  days: number;
  now: Date;
}

/** The Overview of `appId` over the `days` UTC days ending today (docs/console.md "Overview"). */
export async function consoleOverview(
  q: Queryable,
  { appId, days, now }: OverviewRequest,
): Promise<ConsoleOverview> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = today - (days - 1) * DAY_MS;
  const window = Array.from({ length: days }, (_, i) => utcDay(start + i * DAY_MS));
  const since = new Date(start).toISOString();

  const [totals] = await rows<{ members: number; active: number; trials: number; lapsed: number }>(
    q,
    sql`select
      (select count(*)::int from members where app_id = ${appId}) as members,
      (select count(*)::int from plan_connections where app_id = ${appId} and type in ${PAID} and status = 'ACTIVE') as active,
      (select count(*)::int from plan_connections where app_id = ${appId} and type in ${PAID} and status = 'TRIALING') as trials,
      (select count(*)::int from plan_connections where app_id = ${appId} and type in ${PAID} and status in ('PAST_DUE', 'CANCELED')) as lapsed`,
  );

  // A price of `amount` every `interval_count` units, as a month: amount × (months per unit⁻¹) / count.
  const revenue = await rows<{ currency: string; amount: number }>(
    q,
    sql`select p.currency, round(sum(p.amount * (case p.interval_type
        when 'DAILY' then 365.0 / 12 when 'WEEKLY' then 52.0 / 12
        when 'MONTHLY' then 1.0 when 'YEARLY' then 1.0 / 12 end) / greatest(coalesce(p.interval_count, 1), 1)))::int as amount
      from plan_connections c join prices p on p.id = c.price_id and p.app_id = c.app_id
      where c.app_id = ${appId} and c.type = 'SUBSCRIPTION' and c.status = 'ACTIVE' and p.interval_type is not null
      group by p.currency order by amount desc, p.currency`,
  );

  const series = await rows<{ series: 'signups' | 'memberships'; day: string; count: number }>(
    q,
    sql`select 'signups' as series, to_char(day, 'YYYY-MM-DD') as day, count from (
        select (created_at at time zone 'UTC')::date as day, count(*)::int as count
        from members where app_id = ${appId} and created_at >= ${since}::timestamptz group by 1) signups
      union all
      select 'memberships', to_char(day, 'YYYY-MM-DD'), count from (
        select (created_at at time zone 'UTC')::date as day, count(*)::int as count
        from plan_connections where app_id = ${appId} and type in ${PAID} and created_at >= ${since}::timestamptz
        group by 1) memberships`,
  );
  const signupCounts = new Map<string, number>();
  const membershipCounts = new Map<string, number>();
  for (const row of series)
    (row.series === 'signups' ? signupCounts : membershipCounts).set(row.day, Number(row.count));

  // Each part newest first and cut to the number shown (members by their sequence number, which
  // members_app_seq_idx walks backwards), then the newest of them all. Only this
  // app's members are named (a payment's member joined within the app; a deleted one is null).
  const n = OVERVIEW_EVENTS_SHOWN;
  const events = await rows<EventRow>(
    q,
    sql`select * from (
      (select created_at as at, 'signup' as kind, id as member_id, email, null::int as amount, null::text as currency
        from members where app_id = ${appId} order by seq desc limit ${n})
      union all
      (select e.created_at, case e.type when 'payment-succeeded' then 'payment' else 'payment-failed' end,
          m.id, m.email, e.amount, e.currency
        from payment_events e left join members m on m.id = e.member_id and m.app_id = e.app_id
        where e.app_id = ${appId} and e.type in ('payment-succeeded', 'payment-failed')
        order by e.created_at desc limit ${n})
      union all
      (select r.created_at, 'comment-report', m.id, m.email, null::int, null::text
        from comment_reports r left join members m on m.id = r.member_id and m.app_id = r.app_id
        where r.app_id = ${appId} order by r.created_at desc limit ${n})
    ) latest order by at desc limit ${n}`,
  );

  const signups = fill(window, signupCounts);
  const newMemberships = fill(window, membershipCounts);
  const sum = (list: ConsoleDayCount[]) => list.reduce((total, day) => total + day.count, 0);
  return {
    days,
    from: window[0] as string,
    to: window[window.length - 1] as string,
    totals: {
      members: Number(totals?.members ?? 0),
      activeMemberships: Number(totals?.active ?? 0),
      trials: Number(totals?.trials ?? 0),
      lapsed: Number(totals?.lapsed ?? 0),
      signupsInWindow: sum(signups),
      newMembershipsInWindow: sum(newMemberships),
    },
    monthlyRevenue: revenue.map((row) => ({ currency: row.currency, amount: Number(row.amount) })),
    signups,
    newMemberships,
    events: events.map(
      (row): ConsoleOverviewEvent => ({
        at: new Date(row.at).toISOString(),
        kind: row.kind,
        text: sentence(row),
        memberId: row.member_id,
      }),
    ),
  };
}
