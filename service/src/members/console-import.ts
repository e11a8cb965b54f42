/**
 * Importing members from a CSV file in the console (docs/console.md "Importing members"). Every
 * row is checked with the contract's row schema (the address, custom fields, plans) and against
 * the app (its custom fields, the plans an administrator may give: free ones, restricted ones too,
 * never a paid or archived one, as the Members screen gives them) and its members (an address
 * already a member's is refused). Good rows are created in batches of {@link IMPORT_BATCH}, each
 * batch one transaction: a row's member and plans are written together or not at all, and a
 * refused row writes nothing. Optional invitations are the verification mail (the link that
 * proves the address: the member then signs in by code or sets a password), through the outbox.
 */
import {
  CONSOLE_CATALOGUE_ERROR_CODES,
  CONSOLE_IMPORT_MAX_ROWS,
  type ConsoleImportRefusal,
  type ConsoleImportReport,
  consoleImportRowSchema,
} from '@wf/sdk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { mailVerificationLink } from '../auth/verification-mail.ts';
import { members, planConnections, plans, prices, webhookEndpoints } from '../db/schema.ts';
import type { AppRecord, Deps } from '../http/context.ts';
import { ApiError, invalidRequest } from '../http/errors.ts';
import { newId } from '../ids.ts';
import { recordAuditEvent } from '../security/audit.ts';
import { CsvError, readCsv } from './csv-read.ts';
import { applyOwnerCustomFields } from './owner.ts';
import { grantPlan } from './plans.ts';
import type { MemberRecord } from './present.ts';
import { emitMemberEvent, emitPlanEvent } from './webhooks/emit.ts';

/** Rows written per transaction. */
export const IMPORT_BATCH = 500;

/** The columns naming the address and the plans (any case); every other column is a custom field. */
const EMAIL_COLUMNS = ['email', 'e-mail', 'email address', 'e-mail address'];
const PLAN_COLUMNS = ['plans', 'plan'];

/** What an import is asked to do. */
export interface ImportInput {
  app: AppRecord;
  /** The signed-in administrator. */
  actorId: string;
  csv: string;
  invite: boolean;
  now: Date;
}

/** A row that passed every check, waiting to be written. */
interface GoodRow {
  line: number;
  email: string;
  customFields: Record<string, string>;
  plans: string[];
}

/** What a column of the file is. */
type Column =
  | { kind: 'email' }
  | { kind: 'plans' }
  | { kind: 'field'; key: string }
  | { kind: 'unknown'; name: string };

/** The app's plans an import may give, by id and by name (any case), and why others are refused. */
interface PlanBook {
  byName: Map<string, string>;
  names: Map<string, string>;
  /** Why the plan cannot be given; absent when it can. */
  refusal: Map<string, string>;
  /** Team plans: given one member at a time (each holder owns a team). */
  team: Set<string>;
}

function tooLarge(rows: number): ApiError {
  return new ApiError(
    413,
    CONSOLE_CATALOGUE_ERROR_CODES.importTooLarge,
    `The file has ${rows.toLocaleString('en-US')} rows: an import takes at most ${CONSOLE_IMPORT_MAX_ROWS.toLocaleString('en-US')}. Split it into smaller files and import them one by one.`,
  );
}

/** The columns of the header row; a column that is neither the address, the plans nor a custom field refuses the file. */
function readHeader(app: AppRecord, header: string[]): Column[] {
  const fields = app.settings.customFields;
  const columns = header.map((raw): Column => {
    const name = raw.trim();
    const lower = name.toLowerCase();
    if (EMAIL_COLUMNS.includes(lower)) return { kind: 'email' };
    if (PLAN_COLUMNS.includes(lower)) return { kind: 'plans' };
    const field =
      fields.find((item) => item.key === name) ??
      fields.find((item) => item.key.toLowerCase() === lower || item.label.trim().toLowerCase() === lower);
    return field ? { kind: 'field', key: field.key } : { kind: 'unknown', name };
  });
  const allowed = `'email', 'plans'${fields.map((field) => `, '${field.key}'`).join('')}`;
  const unknown = columns.flatMap((column) => (column.kind === 'unknown' ? [column.name] : []));
  if (unknown.length > 0) {
    throw new ApiError(
      400,
      CONSOLE_CATALOGUE_ERROR_CODES.importColumns,
      `Line 1: ${unknown.map((name) => `'${name.slice(0, 60)}'`).join(', ')} ${unknown.length === 1 ? 'is not a column' : 'are not columns'} an import knows. The columns are ${allowed}.`,
    );
  }
  if (columns.filter((column) => column.kind === 'email').length !== 1) {
    throw new ApiError(
      400,
      CONSOLE_CATALOGUE_ERROR_CODES.importColumns,
      `Line 1: the header row needs one 'email' column. The columns are ${allowed}.`,
    );
  }
  return columns;
}

/** The app's plans as an import gives them: the Members screen's rule (grantPlan, members/plans.ts). */
async function readPlans(database: Deps['database'], appId: string): Promise<PlanBook> {
  const planRows = await database.db.select().from(plans).where(eq(plans.appId, appId));
  const paid = new Set(
    (
      await database.db
        .select({ planId: prices.planId })
        .from(prices)
        .where(and(eq(prices.appId, appId), eq(prices.active, true)))
    ).map((row) => row.planId),
  );
  const book: PlanBook = { byName: new Map(), names: new Map(), refusal: new Map(), team: new Set() };
  for (const plan of planRows) {
    book.names.set(plan.id, plan.name);
    if (!plan.archivedAt) book.byName.set(plan.name.trim().toLowerCase(), plan.id);
    if (plan.archivedAt)
      book.refusal.set(plan.id, `the plan '${plan.name}' is archived: nobody new may take it.`);
    else if (paid.has(plan.id))
      book.refusal.set(plan.id, `'${plan.name}' is a paid plan: members buy it themselves.`);
    if (plan.maxTeamMembers !== null) book.team.add(plan.id);
  }
  return book;
}

/** The plan ids a cell names (ids or names, separated by ';'), or why one is refused. */
function plansOf(book: PlanBook, cell: string): string[] | string {
  const ids: string[] = [];
  for (const part of cell.split(';')) {
    const name = part.trim();
    if (!name) continue;
    const id = book.names.has(name) ? name : book.byName.get(name.toLowerCase());
    if (!id) return `this app has no plan named '${name.slice(0, 80)}'.`;
    const refusal = book.refusal.get(id);
    if (refusal) return refusal;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The first problem of a row's schema check, in words. */
function problemOf(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return 'the row is not accepted.';
  const [top, key] = issue.path;
  const where = top === 'email' ? 'email' : top === 'customFields' ? String(key) : String(top);
  return `${where}: ${issue.message}`;
}

/** Reads, checks and writes the file's members; answers the report. */
export async function importMembers(deps: Deps, input: ImportInput): Promise<ConsoleImportReport> {
  const { database } = deps;
  const { app, now } = input;
  let records: ReturnType<typeof readCsv>;
  try {
    records = readCsv(input.csv);
  } catch (error) {
    if (error instanceof CsvError) throw invalidRequest(`${error.message} Nothing was imported.`);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) {
    throw invalidRequest(
      "The file has no members: write a header row ('email', ...) and one row per member.",
    );
  }
  if (rows.length > CONSOLE_IMPORT_MAX_ROWS) throw tooLarge(rows.length);
  const columns = readHeader(app, header.fields);
  const book = await readPlans(database, app.id);

  const refused: ConsoleImportRefusal[] = [];
  const good: GoodRow[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const customFields: Record<string, string> = {};
    let email = '';
    let planCell = '';
    columns.forEach((column, index) => {
      const value = (row.fields[index] ?? '').trim();
      if (column.kind === 'email') email = value;
      else if (column.kind === 'plans') planCell = value;
      else if (column.kind === 'field' && value !== '') customFields[column.key] = value;
    });
    const shown = email ? email.slice(0, 320) : null;
    if (
      row.fields.length > columns.length &&
      row.fields.slice(columns.length).some((field) => field.trim())
    ) {
      refused.push({
        line: row.line,
        email: shown,
        reason: `the row has ${row.fields.length} fields; the header names ${columns.length}.`,
      });
      continue;
    }
    const planIds = plansOf(book, planCell);
    if (typeof planIds === 'string') {
      refused.push({ line: row.line, email: shown, reason: planIds });
      continue;
    }
    const parsed = consoleImportRowSchema.safeParse({ email, customFields, plans: planIds });
    if (!parsed.success) {
      refused.push({
        line: row.line,
        email: shown,
        reason: email ? problemOf(parsed.error.issues) : 'email: the address is missing.',
      });
      continue;
    }
    const earlier = seen.get(parsed.data.email);
    if (earlier !== undefined) {
      refused.push({
        line: row.line,
        email: parsed.data.email,
        reason: `the address is on line ${earlier} already.`,
      });
      continue;
    }
    seen.set(parsed.data.email, row.line);
    // The owner's rule for custom fields (the name follows the first and last names): members/owner.ts.
    const fields = applyOwnerCustomFields(app.settings.customFields, {}, parsed.data.customFields);
    good.push({ line: row.line, ...parsed.data, customFields: fields });
  }

  // Addresses already members' are refused, looked up a batch at a time.
  const taken = new Set<string>();
  for (let start = 0; start < good.length; start += 1000) {
    const emails = good.slice(start, start + 1000).map((row) => row.email);
    const found = await database.db
      .select({ email: members.email })
      .from(members)
      .where(and(eq(members.appId, app.id), inArray(members.email, emails)));
    for (const { email } of found) taken.add(email);
  }
  const fresh = good.filter((row) => {
    if (!taken.has(row.email)) return true;
    refused.push({ line: row.line, email: row.email, reason: 'a member with this address exists already.' });
    return false;
  });

  // Webhooks are told of each member only when an endpoint listens (docs/admin-api.md "Webhooks").
  const endpoints = await database.db
    .select({ events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.appId, app.id));
  const told = endpoints.some((endpoint) =>
    endpoint.events.some((event) => event === 'member.created' || event === 'member.plan.added'),
  );

  const created: MemberRecord[] = [];
  for (let start = 0; start < fresh.length; start += IMPORT_BATCH) {
    const batch = fresh.slice(start, start + IMPORT_BATCH);
    try {
      created.push(...(await writeBatch(deps, input, batch, book, told, refused)));
    } catch (error) {
      deps.logger?.warn?.({ err: error }, 'an import batch was not written');
      for (const row of batch) {
        refused.push({
          line: row.line,
          email: row.email,
          reason: 'not imported: the batch it was in could not be written. Import this row again.',
        });
      }
    }
  }

  let invited = 0;
  if (input.invite) {
    for (const member of created) {
      await mailVerificationLink(deps, { app, member, now });
      invited += 1;
    }
  }
  refused.sort((a, b) => a.line - b.line);
  return { rows: rows.length, created: created.length, invited, refused };
}

/** Writes one batch in one transaction: the members, their plans, the webhooks' deliveries, the audit event. */
function writeBatch(
  deps: Deps,
  input: ImportInput,
  batch: GoodRow[],
  book: PlanBook,
  told: boolean,
  refused: ConsoleImportRefusal[],
): Promise<MemberRecord[]> {
  const { app, now } = input;
  return deps.database.transaction(async (tx) => {
    const rows = await tx
      .insert(members)
      .values(
        batch.map((row) => ({
          id: newId('mem'),
          appId: app.id,
          email: row.email,
          passwordHash: null,
          verified: false,
          customFields: row.customFields,
          metaData: {},
          json: {},
          createdAt: now,
        })),
      )
      // An address taken since it was looked up: that row is refused below, the others stay.
      .onConflictDoNothing()
      .returning();
    const byEmail = new Map(rows.map((member) => [member.email, member]));
    const lost: ConsoleImportRefusal[] = [];
    const connections: (typeof planConnections.$inferInsert)[] = [];
    const teamGrants: { memberId: string; planId: string }[] = [];
    for (const row of batch) {
      const member = byEmail.get(row.email);
      if (!member) {
        lost.push({ line: row.line, email: row.email, reason: 'a member with this address exists already.' });
        continue;
      }
      for (const planId of row.plans) {
        if (book.team.has(planId)) teamGrants.push({ memberId: member.id, planId });
        else
          connections.push({
            id: newId('con'),
            appId: app.id,
            memberId: member.id,
            planId,
            type: 'FREE',
            createdAt: now,
          });
      }
    }
    for (let start = 0; start < connections.length; start += IMPORT_BATCH) {
      await tx.insert(planConnections).values(connections.slice(start, start + IMPORT_BATCH));
    }
    // A team plan makes its holder the owner of a team: given as the Members screen gives it.
    for (const grant of teamGrants) await grantPlan(tx, { appId: app.id, ...grant, now });
    if (told) {
      for (const member of rows) {
        await emitMemberEvent(tx, { appId: app.id, memberId: member.id, event: 'member.created', now });
        for (const connection of connections.filter((item) => item.memberId === member.id)) {
          await emitPlanEvent(tx, {
            appId: app.id,
            memberId: member.id,
            planId: connection.planId,
            event: 'member.plan.added',
            now,
          });
        }
      }
    }
    if (rows.length > 0) {
      const plansByEmail = new Map(batch.map((row) => [row.email, row.plans]));
      await recordAuditEvent(tx, {
        appId: app.id,
        actorKind: 'member',
        actorId: input.actorId,
        action: 'members.imported',
        targetId: null,
        detail: {
          before: null,
          after: {
            members: rows.map((member) => ({ id: member.id, plans: plansByEmail.get(member.email) ?? [] })),
          },
        },
        now,
      });
    }
    refused.push(...lost);
    return rows;
  });
}
