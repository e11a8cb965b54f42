/**
 * The console's Plans and access wire shapes (docs/console.md "Plans and access", "Importing
 * members"): the app's plans with their prices and holders, content groups, and the members
 * import. The limits are the app file's (sdk/src/contract/app-file.ts, docs/apps.md): the service
 * checks every change with the file's own schema as well, so that a plan made in the console is
 * one a file could declare.
 */
import { z } from 'zod/mini';
import { CONTENT_URL_FILTERS } from './entities.ts';
import { envelope } from './envelope.ts';
import { customFieldsInputSchema, emailSchema, idSchema } from './fields.ts';

/** Intervals of a subscription price, as the app file writes them. */
export const CONSOLE_PRICE_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type ConsolePriceInterval = (typeof CONSOLE_PRICE_INTERVALS)[number];

/** The app file's limits (sdk/src/contract/app-file.ts). */
export const CONSOLE_NAME_MAX = 100;
export const CONSOLE_DESCRIPTION_MAX = 500;
export const CONSOLE_TEAM_SEATS_MIN = 2;
export const CONSOLE_TEAM_SEATS_MAX = 1000;
export const CONSOLE_PRIORITY_MAX = 1000;
export const CONSOLE_AMOUNT_MAX = 99_999_999;
export const CONSOLE_INTERVAL_COUNT_MAX = 52;
export const CONSOLE_TRIAL_DAYS_MAX = 730;
export const CONSOLE_GROUP_URLS_MAX = 100;
export const CONSOLE_PATH_MAX = 2048;
/** A content group's key: lower-case letters, digits and dashes. */
export const CONTENT_GROUP_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
export const CONTENT_GROUP_KEY_MESSAGE =
  "A key is lower-case letters, digits and dashes, such as 'members-area'.";
export const CURRENCY_MESSAGE = "A currency is its three-letter code in lower case, such as 'usd' or 'eur'.";
export const SITE_PATH_MESSAGE = "Write a path on the site, starting with '/', such as '/members/'.";

/** The refusals of the Plans and access routes and the import. */
export const CONSOLE_CATALOGUE_ERROR_CODES = {
  planInUse: 'console/plan-in-use',
  priceInUse: 'console/price-in-use',
  groupInUse: 'console/group-in-use',
  groupExists: 'console/group-exists',
  importTooLarge: 'console/import-too-large',
  importColumns: 'console/import-columns',
} as const;

/** The most rows one import reads, and the largest file. */
export const CONSOLE_IMPORT_MAX_ROWS = 10_000;
export const CONSOLE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const CONSOLE_IMPORT_TOO_LARGE_MESSAGE = `The file is larger than 2 MB. Split it into files of at most ${CONSOLE_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows and import them one by one.`;

const name = z.string().check(z.trim(), z.minLength(1, 'Give it a name.'), z.maxLength(CONSOLE_NAME_MAX));
const sitePath = z.string().check(
  z.trim(),
  z.maxLength(CONSOLE_PATH_MAX),
  z.refine((value) => value.startsWith('/') && !value.startsWith('//'), SITE_PATH_MESSAGE),
);

/** A price of a plan as the console shows it. */
export const consolePriceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** In the currency's smallest unit: 1200 is $12.00. */
  amount: z.number(),
  currency: z.string(),
  interval: z.enum(CONSOLE_PRICE_INTERVALS),
  intervalCount: z.number(),
  trialDays: z.nullable(z.number()),
  /** False once archived: its members keep paying it, nobody else may start. */
  active: z.boolean(),
  /** A member pays, paid or is buying it: its amount, currency and interval cannot change. */
  inUse: z.boolean(),
});
export type ConsolePrice = z.infer<typeof consolePriceSchema>;

/** A plan as the console shows it. */
export const consolePlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  priority: z.number(),
  /** Given by the owner only: sign-up and self-service refuse it. */
  restricted: z.boolean(),
  /** Seats of a team plan, the owner's included; null: not a team plan. */
  teamSeats: z.nullable(z.number()),
  /** No active price. */
  free: z.boolean(),
  /** ISO 8601, when it was archived; null when offered. */
  archivedAt: z.nullable(z.string()),
  /** Members holding it now (a connection in a status that holds it). */
  holders: z.number(),
  /** A member holds, pays, paid, tried or is buying it: it can be archived, never deleted. */
  inUse: z.boolean(),
  prices: z.array(consolePriceSchema),
});
export type ConsolePlan = z.infer<typeof consolePlanSchema>;

/** A URL rule of a content group. */
export const consoleGroupUrlSchema = z.object({
  url: z.string().check(z.trim(), z.minLength(1, 'Write a URL or a path.'), z.maxLength(CONSOLE_PATH_MAX)),
  filter: z.enum(CONTENT_URL_FILTERS),
});

/** A content group as the console shows it. */
export const consoleContentGroupSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** Plan ids that open it; none: every signed-in member. */
  plans: z.array(z.string()),
  urls: z.array(z.object({ url: z.string(), filter: z.enum(CONTENT_URL_FILTERS) })),
  redirect: z.string(),
  /** Items of secure content it holds (videos and the like): its key cannot change, it cannot be deleted. */
  secureContent: z.number(),
});
export type ConsoleContentGroup = z.infer<typeof consoleContentGroupSchema>;

/** GET /admin/plans, and what every change answers: the app's plans (archived ones too) and groups. */
export const consoleCatalogueResponseSchema = envelope(
  z.object({ plans: z.array(consolePlanSchema), contentGroups: z.array(consoleContentGroupSchema) }),
);
export type ConsoleCatalogueResponse = z.infer<typeof consoleCatalogueResponseSchema>;
export type ConsoleCatalogue = ConsoleCatalogueResponse['data'];

/** POST /admin/plans: a new plan (free until a price is added). */
export const consolePlanRequestSchema = z.object({
  name,
  description: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(CONSOLE_DESCRIPTION_MAX)))),
  priority: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(CONSOLE_PRIORITY_MAX))),
  restricted: z.optional(z.boolean()),
  teamSeats: z.optional(
    z.nullable(
      z
        .number()
        .check(
          z.int(),
          z.minimum(CONSOLE_TEAM_SEATS_MIN, `A team has at least ${CONSOLE_TEAM_SEATS_MIN} seats.`),
          z.maximum(CONSOLE_TEAM_SEATS_MAX),
        ),
    ),
  ),
});
export type ConsolePlanRequest = z.infer<typeof consolePlanRequestSchema>;
export type ConsolePlanRequestInput = z.input<typeof consolePlanRequestSchema>;

/** PATCH /admin/plans/{id}: the fields given change. */
export const consolePlanUpdateSchema = z.partial(consolePlanRequestSchema);
export type ConsolePlanUpdate = z.infer<typeof consolePlanUpdateSchema>;

/** POST /admin/plans/{id}/prices: a subscription price. */
export const consolePriceRequestSchema = z.object({
  name,
  amount: z.number().check(z.int(), z.minimum(0), z.maximum(CONSOLE_AMOUNT_MAX)),
  currency: z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z]{3}$/, CURRENCY_MESSAGE)),
  interval: z.enum(CONSOLE_PRICE_INTERVALS),
  intervalCount: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(CONSOLE_INTERVAL_COUNT_MAX))),
  trialDays: z.optional(
    z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(CONSOLE_TRIAL_DAYS_MAX))),
  ),
});
export type ConsolePriceRequest = z.infer<typeof consolePriceRequestSchema>;
export type ConsolePriceRequestInput = z.input<typeof consolePriceRequestSchema>;

/** PATCH /admin/plans/{id}/prices/{priceId}: amount, currency and interval only while nobody pays it. */
export const consolePriceUpdateSchema = z.partial(consolePriceRequestSchema);
export type ConsolePriceUpdate = z.infer<typeof consolePriceUpdateSchema>;

/** A plan's id in the path. */
export const consolePlanParamsSchema = z.object({ id: idSchema });
/** A plan's price in the path. */
export const consolePriceParamsSchema = z.object({ id: idSchema, priceId: idSchema });
/** A content group's key in the path. */
export const consoleGroupParamsSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

/** POST /admin/content-groups: a content group. */
export const consoleGroupRequestSchema = z.object({
  key: z.string().check(z.trim(), z.regex(CONTENT_GROUP_KEY_PATTERN, CONTENT_GROUP_KEY_MESSAGE)),
  name,
  plans: z.array(idSchema).check(z.maxLength(100)),
  urls: z.array(consoleGroupUrlSchema).check(z.maxLength(CONSOLE_GROUP_URLS_MAX)),
  redirect: sitePath,
});
export type ConsoleGroupRequest = z.infer<typeof consoleGroupRequestSchema>;
export type ConsoleGroupRequestInput = z.input<typeof consoleGroupRequestSchema>;

/** PATCH /admin/content-groups/{id}: a key change only while the group holds no secure content. */
export const consoleGroupUpdateSchema = z.partial(consoleGroupRequestSchema);
export type ConsoleGroupUpdate = z.infer<typeof consoleGroupUpdateSchema>;

/**
 * POST /admin/members/import: a CSV file's text (a header row naming `email`, and any of the
 * app's custom field keys and `plans`, plan ids or names separated by ';'), and whether to mail
 * each new member an invitation.
 */
export const consoleImportRequestSchema = z.object({
  csv: z.string().check(z.maxLength(CONSOLE_IMPORT_MAX_BYTES)),
  invite: z.optional(z.boolean()),
});
export type ConsoleImportRequest = z.infer<typeof consoleImportRequestSchema>;

/** One row of an import, as the service checks it before creating the member. */
export const consoleImportRowSchema = z.object({
  email: emailSchema,
  customFields: customFieldsInputSchema,
  /** Plan ids to give (free plans, as the Members screen gives them). */
  plans: z.array(idSchema).check(z.maxLength(20)),
});
export type ConsoleImportRow = z.infer<typeof consoleImportRowSchema>;

/** A row the import refused: its line in the file (the header is line 1) and why. */
export const consoleImportRefusalSchema = z.object({
  line: z.number(),
  email: z.nullable(z.string()),
  reason: z.string(),
});
export type ConsoleImportRefusal = z.infer<typeof consoleImportRefusalSchema>;

/** What an import did: the rows read, the members created and invited, the rows refused. */
export const consoleImportResponseSchema = envelope(
  z.object({
    rows: z.number(),
    created: z.number(),
    invited: z.number(),
    refused: z.array(consoleImportRefusalSchema),
  }),
);
export type ConsoleImportResponse = z.infer<typeof consoleImportResponseSchema>;
export type ConsoleImportReport = ConsoleImportResponse['data'];
