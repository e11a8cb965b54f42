/**
 * An app declared in a file (docs/apps.md): `apps/<name>.json` or `.yaml`, applied by the
 * service at every start, so that a builder keeps their app's settings in git. This is the file's
 * one schema: the service validates with it (and names the file, line and field of what is
 * wrong), `npm run app:create` writes files it accepts, and `apps/app.schema.json` is made from it
 * for editors.
 *
 * Server side only (it uses zod's full build for its JSON Schema): the browser never reads an app
 * file, it reads the App entity the service makes of it.
 */
import { z } from 'zod';
import {
  ALLOWED_ORIGINS_MAX,
  COLOUR_MESSAGE,
  isColour,
  isOrigin,
  isSiteLink,
  ORIGIN_MESSAGE,
  SITE_LINK_MESSAGE,
} from './app-values.ts';
import { CONTENT_URL_FILTERS } from './entities.ts';

/** Words of an id after its prefix: lower-case letters, digits and dashes. */
const ID_WORDS = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

function prefixedId(prefix: string, what: string) {
  return z.string().refine((value) => value.startsWith(prefix) && ID_WORDS.test(value.slice(prefix.length)), {
    message: `${what} is '${prefix}' followed by lower-case letters, digits and dashes (at most 80), for example '${prefix}lotus-studio-3k8q'.`,
  });
}

/** A path on the app's site ('/members/') or an absolute http(s) URL. */
const siteLink = z.string().max(2048).refine(isSiteLink, { message: SITE_LINK_MESSAGE });

/** A path on the app's site only: where the widget sends members, on the page's own origin. */
const sitePath = z
  .string()
  .max(2048)
  .refine((value) => value.startsWith('/') && !value.startsWith('//'), {
    message: "Write a path on the app's site, starting with '/', such as '/members/'.",
  });

/** An origin a browser sends: scheme, host and port, no path. */
const origin = z.string().refine(isOrigin, { message: ORIGIN_MESSAGE });

/** A CSS colour the service puts in its pages and the widget in its buttons. */
const colour = z.string().refine(isColour, { message: COLOUR_MESSAGE });

/** Where members go after logging in, signing up and logging out (docs/product/data-attributes.md §9). */
const redirectsSchema = z
  .object({
    login: sitePath.nullable().optional(),
    signup: sitePath.nullable().optional(),
    logout: sitePath.nullable().optional(),
  })
  .strict();

/** Intervals of a subscription price. */
export const PRICE_INTERVALS = ['day', 'week', 'month', 'year'] as const;

export const appFilePriceSchema = z
  .object({
    id: prefixedId('prc_', "A price's id"),
    name: z.string().trim().min(1).max(100),
    /** In the currency's smallest unit: 1200 is $12.00. */
    amount: z.int().min(0).max(99_999_999),
    currency: z
      .string()
      .regex(
        /^[a-z]{3}$/,
        "A currency is its three-letter ISO 4217 code in lower case, such as 'usd' or 'eur'.",
      )
      .default('usd'),
    interval: z.enum(PRICE_INTERVALS).default('month'),
    intervalCount: z.int().min(1).max(52).default(1),
    /** Days of free trial before the first charge, once per member; what Stripe allows: 1 to 730. */
    trialDays: z.int().min(1).max(730).nullable().default(null),
  })
  .strict();
export type AppFilePrice = z.infer<typeof appFilePriceSchema>;

export const appFilePlanSchema = z
  .object({
    id: prefixedId('pln_', "A plan's id"),
    name: z.string().trim().min(1).max(100),
    description: z.string().max(500).nullable().default(null),
    /** Higher wins when a member holds several plans. */
    priority: z.int().min(0).max(1000).default(0),
    /** Granted by the owner only (the admin API or the console): sign-up and self-service refuse it. */
    restricted: z.boolean().default(false),
    /** A team plan: its holder invites others to share it. */
    team: z
      .object({
        /** Seats, the owner's included. */
        seats: z.int().min(2).max(1000),
        /** The page an invite link opens (its ?inviteToken= added). */
        inviteSignupPath: sitePath.default('/signup'),
      })
      .strict()
      .nullable()
      .default(null),
    /** The plan's own redirects, before the app's. */
    redirects: redirectsSchema.default({}),
    /** Subscription prices; none: a free plan. */
    prices: z.array(appFilePriceSchema).max(20).default([]),
  })
  .strict();
export type AppFilePlan = z.infer<typeof appFilePlanSchema>;

export const appFileContentGroupSchema = z
  .object({
    key: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9-]{0,62}$/,
        "A content group's key is lower-case letters, digits and dashes, such as 'members-area'.",
      ),
    name: z.string().trim().min(1).max(100),
    /** Plan ids that open it; none: every signed-in member. */
    plans: z.array(z.string()).max(100).default([]),
    /** Pages it protects: 'STARTS' protects a folder, 'EQUALS' one page. */
    urls: z
      .array(
        z
          .object({ url: z.string().min(1).max(2048), filter: z.enum(CONTENT_URL_FILTERS).default('STARTS') })
          .strict(),
      )
      .max(100)
      .default([]),
    /** Where a visitor without access is sent. */
    redirect: sitePath.default('/'),
    /** Content served by POST /secure-content to members with access only (HTML or JSON). */
    secureContent: z
      .array(z.object({ id: z.string().min(1).max(200), content: z.unknown() }).strict())
      .max(1000)
      .default([]),
  })
  .strict();
export type AppFileContentGroup = z.infer<typeof appFileContentGroupSchema>;

export const appFileCustomFieldSchema = z
  .object({
    key: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9-]{0,99}$/,
        "A custom field's key is lower-case letters, digits and dashes, such as 'first-name'.",
      ),
    label: z.string().trim().min(1).max(100),
    hidden: z.boolean().default(false),
    /**
     * PRIVATE fields are never shown to others (commenter data, public profiles); MEMBERS ones to
     * the app's signed-in members only (never in commenter data either).
     */
    visibility: z.enum(['PUBLIC', 'MEMBERS', 'PRIVATE']).default('PUBLIC'),
  })
  .strict();
export type AppFileCustomField = z.infer<typeof appFileCustomFieldSchema>;

/** Who may post in a channel (docs/comments.md "Rules"): every signed-in member, verified ones, or holders of given plans. */
export const COMMENT_ACCESS_RULES = ['members', 'verified', 'plans'] as const;

/**
 * The settings of the comment channels whose key starts with `keyPrefix` (docs/comments.md
 * "Channel defaults"): a channel takes its rule when it is first used; the edit window and the
 * downvotes apply to it always.
 */
export const appFileCommentChannelsSchema = z
  .object({
    /** The start of the channels' keys, such as 'video-'. */
    keyPrefix: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[\x21-\x7e]+$/, { message: 'A key prefix is printable characters without spaces.' }),
    /** Who may post (and so read): 'members', 'verified' or 'plans'. */
    accessRule: z.enum(COMMENT_ACCESS_RULES).default('members'),
    /** The plans of the 'plans' rule: holding one opens the channel. */
    planIds: z.array(z.string()).max(20).default([]),
    /** Visitors (and members the rule leaves out) may read. */
    openToReaders: z.boolean().default(false),
    /** The sentence a member the rule leaves out reads (default: the service's own). */
    refusal: z.string().trim().min(1).max(300).nullable().default(null),
    /** Minutes an author may edit a comment after posting it (moderators always may); null: always. */
    editMinutes: z.int().min(1).max(525_600).nullable().default(null),
    /** False: the channels take no downvotes. */
    downvotes: z.boolean().default(true),
  })
  .strict();
export type AppFileCommentChannels = z.infer<typeof appFileCommentChannelsSchema>;

/** Sign-in providers the platform runs (docs/security.md "Provider sign-in"). */
export const APP_FILE_PROVIDERS = [
  'google',
  'facebook',
  'github',
  'linkedin',
  'spotify',
  'dribbble',
] as const;

export const appFileSchema = z
  .object({
    /** For editors: where the JSON Schema of this file is. */
    $schema: z.string().optional(),
    id: prefixedId('app_', "The app's id"),
    name: z.string().trim().min(1).max(100),
    /** The app exists in test mode only: a start in live mode removes it and its members. */
    testModeOnly: z.boolean().default(false),
    /** Public keys (not secrets: every page of the site carries one). */
    keys: z
      .object({
        test: prefixedId('pk_sb_', 'The test public key'),
        live: prefixedId('pk_', 'The live public key').refine((key) => !key.startsWith('pk_sb_'), {
          message: "The live public key starts with 'pk_' but not 'pk_sb_' (that is a test key).",
        }),
      })
      .strict(),
    site: z
      .object({
        /** The site's address (its origin is allowed); none: the site is served by this service (PUBLIC_URL). */
        url: z
          .url({ protocol: /^https?$/ })
          .nullable()
          .default(null),
        /** Where members manage their membership: billing mails link here. */
        account: siteLink.nullable().default(null),
        /** Where members get help. */
        help: siteLink.nullable().default(null),
        /** Where members log in: mails that ask them to log in link here (default: the site's home page). */
        login: siteLink.nullable().default(null),
      })
      .strict()
      .default({ url: null, account: null, help: null, login: null }),
    /** More origins allowed to call the service from a browser, beside the site's own. */
    allowedOrigins: z.array(origin).max(ALLOWED_ORIGINS_MAX).default([]),
    branding: z
      .object({
        /** Shown by the checkout, portal and popup pages and in mails (default: the app's name). */
        name: z.string().trim().min(1).max(100).nullable().default(null),
        /** The logo of the modals' header and the service's pages: a URL or a path on the service. */
        logo: siteLink.nullable().default(null),
        /** The modals' primary button and the service's pages (default: the widget's blue, the pages' own). */
        primaryColor: colour.nullable().default(null),
      })
      .strict()
      .default({ name: null, logo: null, primaryColor: null }),
    redirects: redirectsSchema.default({}),
    /** Sign-up asks for a captcha. */
    captcha: z.boolean().default(false),
    signIn: z
      .object({
        passwordless: z
          .object({ enabled: z.boolean().default(true), default: z.boolean().default(false) })
          .strict()
          .default({ enabled: true, default: false }),
        /** Providers offered, in order; each works once its credentials are configured. */
        providers: z.array(z.enum(APP_FILE_PROVIDERS)).max(APP_FILE_PROVIDERS.length).default([]),
      })
      .strict()
      .default({ passwordless: { enabled: true, default: false }, providers: [] }),
    /** Members' custom fields, in display order. A key is never renamed: members' data is kept under it. */
    customFields: z.array(appFileCustomFieldSchema).max(50).default([]),
    plans: z.array(appFilePlanSchema).max(50).default([]),
    contentGroups: z.array(appFileContentGroupSchema).max(50).default([]),
    /** Comments' settings per family of channels (docs/comments.md "Channel defaults"). */
    comments: z
      .object({ channels: z.array(appFileCommentChannelsSchema).max(20).default([]) })
      .strict()
      .default({ channels: [] }),
  })
  .strict()
  .superRefine((file, context) => {
    const unique = <T>(
      items: readonly T[],
      keyOf: (item: T) => string,
      path: (index: number) => (string | number)[],
      what: string,
    ) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const key = keyOf(item);
        if (seen.has(key))
          context.addIssue({
            code: 'custom',
            path: path(index),
            message: `${what} '${key}' is declared twice.`,
          });
        seen.add(key);
      });
    };
    unique(
      file.plans,
      (plan) => plan.id,
      (index) => ['plans', index, 'id'],
      'The plan',
    );
    const prices = file.plans.flatMap((plan, planIndex) =>
      plan.prices.map((price, priceIndex) => ({ price, planIndex, priceIndex })),
    );
    unique(
      prices,
      (entry) => entry.price.id,
      (index) => ['plans', prices[index]?.planIndex ?? 0, 'prices', prices[index]?.priceIndex ?? 0, 'id'],
      'The price',
    );
    unique(
      file.customFields,
      (field) => field.key,
      (index) => ['customFields', index, 'key'],
      'The custom field',
    );
    unique(
      file.contentGroups,
      (group) => group.key,
      (index) => ['contentGroups', index, 'key'],
      'The content group',
    );
    const planIds = new Set(file.plans.map((plan) => plan.id));
    file.contentGroups.forEach((group, groupIndex) => {
      group.plans.forEach((planId, planIndex) => {
        if (!planIds.has(planId)) {
          context.addIssue({
            code: 'custom',
            path: ['contentGroups', groupIndex, 'plans', planIndex],
            message: `No plan of this file has the id '${planId}'.`,
          });
        }
      });
    });
    unique(
      file.comments.channels,
      (channels) => channels.keyPrefix,
      (index) => ['comments', 'channels', index, 'keyPrefix'],
      'The key prefix',
    );
    file.comments.channels.forEach((channels, channelsIndex) => {
      channels.planIds.forEach((planId, planIndex) => {
        if (!planIds.has(planId)) {
          context.addIssue({
            code: 'custom',
            path: ['comments', 'channels', channelsIndex, 'planIds', planIndex],
            message: `No plan of this file has the id '${planId}'.`,
          });
        }
      });
    });
    const contents = file.contentGroups.flatMap((group, groupIndex) =>
      group.secureContent.map((item, itemIndex) => ({ id: item.id, groupIndex, itemIndex })),
    );
    unique(
      contents,
      (entry) => entry.id,
      (index) => [
        'contentGroups',
        contents[index]?.groupIndex ?? 0,
        'secureContent',
        contents[index]?.itemIndex ?? 0,
        'id',
      ],
      'The secure content',
    );
    if (file.signIn.passwordless.default && !file.signIn.passwordless.enabled) {
      context.addIssue({
        code: 'custom',
        path: ['signIn', 'passwordless', 'default'],
        message: 'Passwordless sign-in cannot be the default while it is not enabled.',
      });
    }
  });

/** An app file as written (defaults may be left out). */
export type AppFileInput = z.input<typeof appFileSchema>;
/** An app file with its defaults filled in: the form the service compares and applies. */
export type AppFile = z.output<typeof appFileSchema>;
