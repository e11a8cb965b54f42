/**
 * The console's Site and embedding wire shapes (docs/console.md "Site and embedding"): the app's
 * name, its primary button colour and logo, its allowed origins, its keys for the install snippet,
 * its secret keys and its webhook endpoints with their deliveries, as a signed-in administrator
 * reads and changes them under /api/admin/.
 */
import { z } from 'zod/mini';
import { URL_MAX } from '../constants.ts';
import { adminWebhookDeliverySchema, adminWebhookSchema, WEBHOOK_EVENTS } from './admin-webhooks.ts';
import { ALLOWED_ORIGINS_MAX, COLOUR_MESSAGE, isColour, isOrigin, ORIGIN_MESSAGE } from './app-values.ts';
import { envelope } from './envelope.ts';
import { idSchema } from './fields.ts';

/** The largest logo file the console takes (bytes); it is decoded and stored again as WebP. */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** The logo's upload refusal when the file is larger than {@link LOGO_MAX_BYTES}. */
export const LOGO_TOO_LARGE_MESSAGE = 'The logo must be at most 1 MB.';
/** The logo's refusal for a file that is not a PNG, JPEG, GIF or WebP image that decodes (an SVG included). */
export const LOGO_INVALID_MESSAGE = 'The logo must be a PNG, JPEG, GIF or WebP image (SVG is not taken).';
/** The multipart field the logo is sent in. */
export const LOGO_FIELD = 'logo';

/** The error codes of the Site and embedding routes. */
export const CONSOLE_SITE_ERROR_CODES = {
  logoTooLarge: 'console/logo-too-large',
  logoInvalid: 'console/logo-invalid',
  originExists: 'console/origin-exists',
  originMissing: 'console/origin-missing',
  originInsecure: 'console/origin-insecure',
  deliveryInFlight: 'console/delivery-in-flight',
} as const;

/** The app's Site and embedding settings, as every Site route answers them. */
export const consoleSiteSchema = z.object({
  /** The app's id (app_...), the install snippet's data-app-id. */
  id: z.string(),
  name: z.string(),
  /** The origins the widget may be used from (CORS), in the order they were added. */
  allowedOrigins: z.array(z.string()),
  /** The modals' primary button colour ('#rrggbb'), null for the default. */
  primaryColor: z.nullable(z.string()),
  /** Whether white text on the primary colour reaches 4.5:1 (null without a colour). */
  primaryColorReadable: z.nullable(z.boolean()),
  /** The logo the modals show in their header (an upload's URL), null for none. */
  logo: z.nullable(z.string()),
  /** The public keys: pk_sb_... for test mode, pk_... for live mode. */
  testPublicKey: z.string(),
  livePublicKey: z.string(),
  /** The service's own mode: which key its pages use when a tag names none. */
  mode: z.enum(['test', 'live']),
  /** The widget's script (https://members.example.org/widget.js), for the install snippet. */
  widgetUrl: z.string(),
});
export type ConsoleSite = z.infer<typeof consoleSiteSchema>;

export const consoleSiteResponseSchema = envelope(consoleSiteSchema);
export type ConsoleSiteResponse = z.infer<typeof consoleSiteResponseSchema>;

/** A '#rrggbb' colour (the colour input's own form). */
function isHexColour(value: string): boolean {
  return isColour(value) && value.startsWith('#');
}

/** PATCH /admin/site: the name and the primary colour (null: the default); those left out stay. */
export const consoleUpdateSiteRequestSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(1, 'Give the app a name.'), z.maxLength(100))),
  primaryColor: z.optional(
    z.nullable(z.string().check(z.trim(), z.toLowerCase(), z.refine(isHexColour, COLOUR_MESSAGE))),
  ),
});
export type ConsoleUpdateSiteRequest = z.infer<typeof consoleUpdateSiteRequestSchema>;

/** POST and DELETE /admin/site/origins: one origin. */
export const consoleOriginRequestSchema = z.object({
  origin: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.maxLength(URL_MAX), z.refine(isOrigin, ORIGIN_MESSAGE)),
});
export type ConsoleOriginRequest = z.infer<typeof consoleOriginRequestSchema>;

/** Most allowed origins, as the admin API's settings keep. */
export const CONSOLE_ORIGINS_MAX = ALLOWED_ORIGINS_MAX;

/** A secret key as the console lists it: never the key, its last four characters. Times ISO 8601. */
export const consoleSecretKeySchema = z.object({
  id: z.string(),
  mode: z.enum(['test', 'live']),
  lastFour: z.string(),
  created: z.string(),
  /** The latest admin API call made with it (to the minute), null when never used. */
  lastUsed: z.nullable(z.string()),
  /** When it was revoked, null while it opens the admin API. */
  revoked: z.nullable(z.string()),
});
export type ConsoleSecretKey = z.infer<typeof consoleSecretKeySchema>;

export const consoleSecretKeysResponseSchema = envelope(z.array(consoleSecretKeySchema));

/** POST /admin/secret-keys: the key's mode (the service's own when left out). */
export const consoleCreateSecretKeyRequestSchema = z.object({
  mode: z.optional(z.enum(['test', 'live'])),
});

/** The new key, shown this once, and its row. */
export const consoleCreatedSecretKeyResponseSchema = envelope(
  z.object({ key: z.string(), secretKey: consoleSecretKeySchema }),
);
export type ConsoleCreatedSecretKey = z.infer<typeof consoleCreatedSecretKeyResponseSchema>['data'];

export const consoleSecretKeyResponseSchema = envelope(consoleSecretKeySchema);

/** A secret key's or a webhook endpoint's id in the path. */
export const consoleSiteIdParamsSchema = z.object({ id: idSchema });

/** A delivery of an endpoint: the endpoint's id and the delivery's (msg_...). */
export const consoleDeliveryParamsSchema = z.object({ id: idSchema, deliveryId: idSchema });

export const consoleWebhooksResponseSchema = envelope(z.array(adminWebhookSchema));

/** POST /admin/webhooks: as the admin API's (the same URL rules, docs/admin-api.md "Webhooks"). */
export const consoleCreateWebhookRequestSchema = z.object({
  url: z.string().check(z.trim(), z.minLength(1, 'Give the endpoint a URL.'), z.maxLength(URL_MAX)),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .check(z.minLength(1, 'Subscribe to at least one event.'), z.maxLength(WEBHOOK_EVENTS.length)),
});
export type ConsoleCreateWebhookRequest = z.infer<typeof consoleCreateWebhookRequestSchema>;

/** The new endpoint with its signing secret, shown this once. */
export const consoleCreatedWebhookResponseSchema = envelope(
  z.object({ webhook: adminWebhookSchema, secret: z.string() }),
);
export type ConsoleCreatedWebhook = z.infer<typeof consoleCreatedWebhookResponseSchema>['data'];

export const consoleDeletedResponseSchema = envelope(z.object({ id: z.string() }));

export const consoleDeliveriesResponseSchema = envelope(z.array(adminWebhookDeliverySchema));
