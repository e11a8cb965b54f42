/**
 * The console's members list (docs/console.md "The list"): search, filters, sort and keyset
 * paging over an app's members. A page costs at most four statements whatever its size: the page
 * and the count of every match, then the plans and the providers of the page's members at once. Every
 * search and order has an index (schema/members.ts), so a page stays fast at 100,000 members.
 */
import type {
  ConsoleMemberRow,
  ConsoleMemberSort,
  ConsoleMemberStatus,
  ConsoleSortOrder,
  PlanConnectionStatus,
} from '@wf/sdk/contract';
import { and, asc, count, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { memberProviders, members, planConnections, plans } from '../db/schema.ts';
import { invalidRequest } from '../http/errors.ts';
import { isStorableText } from '../http/validate.ts';

/** What narrows the list; every filter given must hold. */
export interface ConsoleFilters {
  q?: string;
  plan?: string;
  status?: ConsoleMemberStatus;
  verified?: boolean;
  provider?: string;
}

/** One page's request. */
export interface ConsolePageRequest {
  /** How the page is read (default: by the filters, {@link listConsoleMembers}); tests set it. */
  strategy?: 'walk' | 'counted' | 'probed';
  /** How many members of the order a probed read looks through (default {@link PROBE_ROWS}); tests set it. */
  probeRows?: number;
  appId: string;
  filters: ConsoleFilters;
  sort: ConsoleMemberSort;
  order: ConsoleSortOrder;
  /** The previous page's nextCursor. */
  after?: string;
  limit: number;
}

/** One page of the list. */
export interface ConsolePage {
  members: ConsoleMemberRow[];
  nextCursor: string | null;
  /** Every match, or {@link COUNT_LIMIT} when a search or filter matches more (`totalCountExact` false). */
  totalCount: number;
  totalCountExact: boolean;
}

/**
 * How far a search or filter's matches are counted: past this, the list says 'more than' and the
 * count stops, so that a filter most members match costs no more than one few match (docs/console.md
 * "Speed"). The list without a search or filter is always counted exactly: the app's index answers
 * that alone.
 */
export const COUNT_LIMIT = 1000;

/** The order when the call names none: newest first, except by address (A to Z). */
export function defaultOrder(sort: ConsoleMemberSort): ConsoleSortOrder {
  return sort === 'email' ? 'asc' : 'desc';
}

/** The status a filter's name stands for. */
const STATUS_OF: Record<Exclude<ConsoleMemberStatus, 'none'>, PlanConnectionStatus> = {
  active: 'ACTIVE',
  trialing: 'TRIALING',
  past_due: 'PAST_DUE',
  canceled: 'CANCELED',
};

/** The custom fields a search reads beside the address (each has its prefix index). */
export const NAME_FIELDS = ['name', 'first-name', 'last-name'] as const;

/** A LIKE pattern matching what starts with `text`, its wildcards taken literally. */
function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The expression of a name field as its index holds it. */
function nameField(key: (typeof NAME_FIELDS)[number]): SQL {
  return sql`lower(${members.customFields} ->> ${sql.raw(`'${key}'`)})`;
}

/** The latest sign-in as the order holds it: never signed in sorts as the oldest. */
const LAST_LOGIN_KEY = sql`coalesce(${members.lastLoginAt}, to_timestamp(0))`;

/** That key to the microsecond, in UTC whatever the connection's time zone (a cursor holds it). */
const SORT_TEXT_OF_LAST_LOGIN = sql<string>`to_char(${LAST_LOGIN_KEY} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The tags (`members.console_tags`, kept by the database: schema/members.ts) a member must carry
 * for the plan, status and provider filters, and the tag they must not carry.
 */
function filterTags(filters: ConsoleFilters): { all: string[]; without?: string } {
  const all: string[] = [];
  if (filters.provider) all.push(`provider:${filters.provider}`);
  const { plan, status } = filters;
  if (status === 'none') {
    // Holds no plan at all; with a plan, does not hold that one.
    if (!plan) all.push('none');
    return plan ? { all, without: `plan:${plan}` } : { all };
  }
  if (status && plan) all.push(`plan:${plan}:${STATUS_OF[status]}`);
  else if (status) all.push(`paid:${STATUS_OF[status]}`);
  else if (plan) all.push(`plan:${plan}`);
  return { all };
}

/** `values` as one text[] parameter (the query builder would spread a list into several). */
function textArray(values: readonly string[]): SQL {
  const quoted = values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`);
  return sql`${`{${quoted.join(',')}}`}::text[]`;
}

/** The conditions of the filters (the app's members only). */
function filterConditions(appId: string, filters: ConsoleFilters): SQL[] {
  const conditions: SQL[] = [eq(members.appId, appId)];
  const q = filters.q?.trim().toLowerCase();
  if (q) {
    const pattern = prefixPattern(q);
    const matches = [
      sql`${members.email} like ${pattern}`,
      ...NAME_FIELDS.map((key) => sql`${nameField(key)} like ${pattern}`),
    ];
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  if (filters.verified !== undefined) conditions.push(eq(members.verified, filters.verified));
  // One condition the tags' index answers, whatever plan, status and provider are asked for.
  const tags = filterTags(filters);
  if (tags.all.length > 0) conditions.push(sql`${members.consoleTags} @> ${textArray(tags.all)}`);
  if (tags.without) conditions.push(sql`not (${members.consoleTags} @> ${textArray([tags.without])})`);
  return conditions;
}

/**
 * Where a page ended: the sort key of its last member, and the order it was read in; and the count
 * the first page found, which every later page answers again instead of counting anew.
 */
interface Cursor {
  sort: ConsoleMemberSort;
  order: ConsoleSortOrder;
  /** The address (email), or the latest sign-in in UTC to the microsecond (lastLogin). */
  value: string | null;
  seq: number;
  total: number;
  exact: boolean;
}

/** A timestamp as {@link SORT_TEXT_OF_LAST_LOGIN} writes it, naming a real instant. */
function isUtcTimestamp(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day &&
    at.getUTCHours() === hour &&
    at.getUTCMinutes() === minute &&
    at.getUTCSeconds() === second
  );
}

/** The cursor as the client holds it: opaque, URL-safe. */
function encodeCursor(cursor: Cursor): string {
  return Buffer.from(
    JSON.stringify([cursor.sort, cursor.order, cursor.value, cursor.seq, cursor.total, cursor.exact]),
  ).toString('base64url');
}

const BAD_CURSOR = 'This cursor is not one of this list: start again from the first page.';

/** The cursor a client sent back, for this sort and order; 400 when it is not one we made. */
function decodeCursor(text: string, sort: ConsoleMemberSort, order: ConsoleSortOrder): Cursor {
  let parsed: unknown[];
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value)) throw new Error('not a list');
    parsed = value;
  } catch {
    throw invalidRequest(BAD_CURSOR, { fields: { after: 'Not a cursor of this list.' } });
  }
  const [cursorSort, cursorOrder, value, seq, total, exact] = parsed;
  const valid =
    parsed.length === 6 &&
    cursorSort === sort &&
    cursorOrder === order &&
    Number.isSafeInteger(seq) &&
    Number.isSafeInteger(total) &&
    (total as number) >= 0 &&
    typeof exact === 'boolean' &&
    (exact || total === COUNT_LIMIT) &&
    (sort === 'created'
      ? value === null
      : typeof value === 'string' &&
        isStorableText(value) &&
        value.length <= 400 &&
        (sort === 'email' || isUtcTimestamp(value)));
  if (!valid) throw invalidRequest(BAD_CURSOR, { fields: { after: 'Not a cursor of this list.' } });
  return {
    sort,
    order,
    value: value as string | null,
    seq: seq as number,
    total: total as number,
    exact: exact as boolean,
  };
}

/** The sort keys of an order, and the condition that starts a page after `cursor`. */
function orderOf(sort: ConsoleMemberSort, order: ConsoleSortOrder, cursor: Cursor | undefined) {
  const beyond = order === 'asc' ? sql`>` : sql`<`;
  switch (sort) {
    case 'created':
      return {
        keys: [members.seq],
        after: cursor ? sql`${members.seq} ${beyond} ${cursor.seq}` : undefined,
      };
    case 'email':
      // Addresses are unique per app: the address alone orders the page.
      return {
        keys: [members.email],
        after: cursor ? sql`${members.email} ${beyond} ${cursor.value}` : undefined,
      };
    case 'lastLogin':
      // A row comparison the index (app, key, seq) answers as one range.
      return {
        keys: [LAST_LOGIN_KEY, members.seq],
        after: cursor
          ? sql`(${LAST_LOGIN_KEY}, ${members.seq}) ${beyond} (${cursor.value}::timestamptz, ${cursor.seq})`
          : undefined,
      };
  }
}

/** The name a row shows: the name field, else first and last names; null when none is set. */
export function displayName(fields: Readonly<Record<string, string>>): string | null {
  const name = fields.name?.trim();
  if (name) return name;
  const joined = [fields['first-name'], fields['last-name']]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return joined || null;
}

type PageMember = Pick<
  typeof members.$inferSelect,
  'id' | 'email' | 'verified' | 'customFields' | 'createdAt' | 'lastLoginAt' | 'seq'
> & {
  lastLoginKey: string;
};

/** The columns a page reads of each member. */
function pageColumns() {
  return {
    id: members.id,
    email: members.email,
    verified: members.verified,
    customFields: members.customFields,
    createdAt: members.createdAt,
    lastLoginAt: members.lastLoginAt,
    seq: members.seq,
    lastLoginKey: SORT_TEXT_OF_LAST_LOGIN,
  };
}

function directed(
  order: ConsoleSortOrder,
  key: SQL.Aliased | SQL | typeof members.seq | typeof members.email,
) {
  return order === 'asc' ? sql`${key} asc` : sql`${key} desc`;
}

/**
 * The members of one page, in order, with one more to tell whether a page follows, by walking
 * the order's index from the cursor: the call without filters (every member matches).
 */
async function walkedPage(q: Queryable, request: ConsolePageRequest, take: number): Promise<PageMember[]> {
  const cursor = request.after ? decodeCursor(request.after, request.sort, request.order) : undefined;
  const { keys, after } = orderOf(request.sort, request.order, cursor);
  const conditions = filterConditions(request.appId, request.filters);
  if (after) conditions.push(after);
  return q
    .select(pageColumns())
    .from(members)
    .where(and(...conditions))
    .orderBy(...keys.map((key) => directed(request.order, key)))
    .limit(take);
}

/** `OFFSET 0` as the query builder keeps it (it drops the number 0). */
const OFFSET_ZERO = sql`0` as unknown as number;

/**
 * One page of a call with few matches (at most {@link COUNT_LIMIT}): the matches are found
 * first (by whatever plan suits the filters) and the page is cut from them. Walking the order's
 * index instead could pass the whole table for a filter few members match (docs/console.md
 * "Speed").
 */
async function countedPage(q: Queryable, request: ConsolePageRequest, take: number): Promise<PageMember[]> {
  const cursor = request.after ? decodeCursor(request.after, request.sort, request.order) : undefined;
  const { keys, after } = orderOf(request.sort, request.order, cursor);
  const conditions = filterConditions(request.appId, request.filters);
  if (after) conditions.push(after);
  const matched = q
    .select({
      ...pageColumns(),
      lastLoginKey: SORT_TEXT_OF_LAST_LOGIN.as('last_login_key'),
      ...Object.fromEntries(keys.map((key, i) => [`key${i}`, sql`${key}`.as(`key${i}`)])),
    })
    .from(members)
    .where(and(...conditions))
    // OFFSET 0 keeps the planner from folding the search into the outer order and walking its
    // index. Drizzle leaves out an offset of the number 0, so it is written as SQL.
    .offset(OFFSET_ZERO)
    .as('matched');
  const columns = matched as unknown as Record<string, SQL.Aliased>;
  return (await q
    .select()
    .from(matched)
    .orderBy(...keys.map((_, i) => directed(request.order, columns[`key${i}`] as SQL.Aliased)))
    .limit(take)) as unknown as PageMember[];
}

/**
 * How many members of the order, from the cursor, a search with many matches looks through for
 * its page before it finds its matches first instead (docs/console.md "Speed").
 */
export const PROBE_ROWS = 2000;

/**
 * One page of a search with many matches, from the first {@link PROBE_ROWS} members of the order
 * after the cursor: a search matching thousands of members usually fills a page within a few
 * hundred of them, so this reads a bounded stretch of the order's index instead of every match.
 * Undefined when that stretch holds less than the page (the matches sit further on): the caller
 * then finds the matches first.
 */
export async function probedPage(
  q: Queryable,
  request: ConsolePageRequest,
  take: number,
): Promise<PageMember[] | undefined> {
  const cursor = request.after ? decodeCursor(request.after, request.sort, request.order) : undefined;
  const { keys, after } = orderOf(request.sort, request.order, cursor);
  // The stretch is named as the table, so that the filters' conditions and the order, written
  // for the table, read its rows.
  const stretch = q
    .select({
      id: members.id,
      appId: members.appId,
      email: members.email,
      verified: members.verified,
      customFields: members.customFields,
      consoleTags: members.consoleTags,
      createdAt: members.createdAt,
      lastLoginAt: members.lastLoginAt,
      seq: members.seq,
    })
    .from(members)
    .where(and(eq(members.appId, request.appId), after))
    .orderBy(...keys.map((key) => directed(request.order, key)))
    .limit(request.probeRows ?? PROBE_ROWS)
    .as(getTableName(members));
  const rows: PageMember[] = await q
    .select({
      id: stretch.id,
      email: stretch.email,
      verified: stretch.verified,
      customFields: stretch.customFields,
      createdAt: stretch.createdAt,
      lastLoginAt: stretch.lastLoginAt,
      seq: stretch.seq,
      lastLoginKey: SORT_TEXT_OF_LAST_LOGIN,
    })
    .from(stretch)
    .where(and(...filterConditions(request.appId, request.filters)))
    .orderBy(...keys.map((key) => directed(request.order, key)))
    .limit(take);
  return rows.length === take ? rows : undefined;
}

/** The rows of the page's members: their plans and providers read for all of them at once. */
export async function presentRows(
  q: Queryable,
  appId: string,
  rows: readonly PageMember[],
): Promise<ConsoleMemberRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const connections = await q
    .select({
      memberId: planConnections.memberId,
      planId: planConnections.planId,
      name: plans.name,
      status: planConnections.status,
    })
    .from(planConnections)
    .innerJoin(plans, eq(plans.id, planConnections.planId))
    .where(and(eq(planConnections.appId, appId), inArray(planConnections.memberId, ids)))
    .orderBy(asc(planConnections.createdAt), asc(planConnections.id));
  const providers = await q
    .select({ memberId: memberProviders.memberId, provider: memberProviders.provider })
    .from(memberProviders)
    .where(inArray(memberProviders.memberId, ids))
    .orderBy(asc(memberProviders.createdAt), asc(memberProviders.provider));
  const plansOf = new Map<string, ConsoleMemberRow['plans']>();
  for (const { memberId, ...plan } of connections)
    plansOf.set(memberId, [...(plansOf.get(memberId) ?? []), plan]);
  const providersOf = new Map<string, string[]>();
  for (const { memberId, provider } of providers) {
    providersOf.set(memberId, [...(providersOf.get(memberId) ?? []), provider]);
  }
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    verified: row.verified,
    name: displayName(row.customFields),
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLoginAt?.toISOString() ?? null,
    plans: plansOf.get(row.id) ?? [],
    providers: providersOf.get(row.id) ?? [],
  }));
}

/** Where the next page starts, after `last`, carrying the list's count. */
function cursorAfter(
  request: Pick<ConsolePageRequest, 'sort' | 'order'>,
  last: PageMember,
  count: MatchCount,
): string {
  const value =
    request.sort === 'email' ? last.email : request.sort === 'lastLogin' ? last.lastLoginKey : null;
  return encodeCursor({ sort: request.sort, order: request.order, value, seq: last.seq, ...count });
}

/** True when the call narrows the list (a search or a filter). */
function narrowed(filters: ConsoleFilters): boolean {
  return (
    Boolean(filters.q?.trim() || filters.plan || filters.status || filters.provider) ||
    filters.verified !== undefined
  );
}

/** What a list counted: every match, or {@link COUNT_LIMIT} and not exact when there are more. */
interface MatchCount {
  total: number;
  exact: boolean;
}

/**
 * The count of the members the filters match: all of the app's members exactly (the app's index
 * alone), a search or filter's matches up to {@link COUNT_LIMIT} (the statement stops at the one
 * after it).
 */
async function countMatches(q: Queryable, request: ConsolePageRequest): Promise<MatchCount> {
  const where = and(...filterConditions(request.appId, request.filters));
  if (!narrowed(request.filters)) {
    const [all] = await q.select({ value: count() }).from(members).where(where);
    return { total: all?.value ?? 0, exact: true };
  }
  const matches = q
    .select({ one: sql`1`.as('one') })
    .from(members)
    .where(where)
    .limit(COUNT_LIMIT + 1)
    .as('matches');
  const [found] = await q.select({ value: count() }).from(matches);
  const total = found?.value ?? 0;
  return total > COUNT_LIMIT ? { total: COUNT_LIMIT, exact: false } : { total, exact: true };
}

/**
 * One page of the list and the count of the members the filters match. The first page counts
 * (a later one answers the count its cursor carries). A search is read by finding its matches
 * first: the prefix indexes give them cheaply, and they may all sit at the far end of the order
 * (members named alike who never signed in), where walking the order's index would pass every
 * other member first. Without a search, the count says how: without a filter, or with more
 * matches than {@link COUNT_LIMIT}, by walking the order's index from the cursor (a page's
 * worth of matches comes quickly); with fewer, by finding the matches first (walking past
 * members that do not match could cost the whole table); with none, not at all.
 */
export async function listConsoleMembers(q: Queryable, request: ConsolePageRequest): Promise<ConsolePage> {
  const cursor = request.after ? decodeCursor(request.after, request.sort, request.order) : undefined;
  const counted: MatchCount = cursor ?? (await countMatches(q, request));
  const searched = Boolean(request.filters.q?.trim());
  const strategy =
    request.strategy ??
    (searched && !counted.exact
      ? 'probed'
      : searched || (narrowed(request.filters) && counted.exact)
        ? 'counted'
        : 'walk');
  const take = request.limit + 1;
  const rows =
    counted.total === 0
      ? []
      : strategy === 'walk'
        ? await walkedPage(q, request, take)
        : ((strategy === 'probed' ? await probedPage(q, request, take) : undefined) ??
          (await countedPage(q, request, take)));
  const shown = rows.slice(0, request.limit);
  const last = shown.at(-1);
  return {
    members: await presentRows(q, request.appId, shown),
    nextCursor:
      rows.length > request.limit && last
        ? cursorAfter(request, last, { total: counted.total, exact: counted.exact })
        : null,
    totalCount: counted.total,
    totalCountExact: counted.exact,
  };
}

/**
 * Every member the filters match, in the list's order, a chunk at a time (the export): each
 * chunk is one page of the list without its count, so memory stays bounded however many match.
 */
export async function* consoleMembersInChunks(
  q: Queryable,
  request: Omit<ConsolePageRequest, 'after' | 'limit' | 'strategy'>,
  chunkSize: number,
): AsyncGenerator<ConsoleMemberRow[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await walkedPage(q, { ...request, after, limit: chunkSize }, chunkSize + 1);
    const shown = rows.slice(0, chunkSize);
    const last = shown.at(-1);
    if (shown.length > 0) yield await presentRows(q, request.appId, shown);
    if (rows.length <= chunkSize || !last) return;
    // The export counts nothing: the cursor's count is a placeholder it never reads.
    after = cursorAfter(request, last, { total: 0, exact: true });
  }
}
