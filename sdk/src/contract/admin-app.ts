/**
 * The admin API's app settings (docs/admin-api.md "App settings"; ours, beside the calls of
 * @memberstack/admin): what an owner's server or the console changes without a restart (the
 * name, the allowed origins, the branding), and where the database now differs from the app's
 * file (docs/apps.md "Applying a file").
 */
import { z } from 'zod/mini';
import { URL_MAX } from '../constants.ts';
import {
  ALLOWED_ORIGINS_MAX,
  COLOUR_MESSAGE,
  isColour,
  isOrigin,
  isSiteLink,
  ORIGIN_MESSAGE,
  SITE_LINK_MESSAGE,
} from './app-values.ts';

const brandingSchema = z.object({
  /** Shown by the checkout, portal and popup pages and in mails (null: the app's name). */
  name: z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  /** The modals' header and the service's pages (null: none, the pages' own icon). */
  logo: z.nullable(z.string().check(z.maxLength(URL_MAX), z.refine(isSiteLink, SITE_LINK_MESSAGE))),
  /** The modals' primary button, the service's pages and the mails' buttons (null: the defaults). */
  primaryColor: z.nullable(z.string().check(z.refine(isColour, COLOUR_MESSAGE))),
});

/** A setting the database holds otherwise than the app's file says. */
export const appFileDifferenceSchema = z.object({
  /** The setting, as `allowedOrigins` or `plans.pln_x.name`. */
  field: z.string(),
  database: z.unknown(),
  file: z.unknown(),
});

/** GET and PATCH /settings answer the app's settings. */
export const adminAppResponseSchema = z.object({
  data: z.object({
    id: z.string(),
    name: z.string(),
    allowedOrigins: z.array(z.string()),
    branding: brandingSchema,
    /** Where the database differs from the app's file (empty without a file, or when they agree). */
    differsFromFile: z.array(appFileDifferenceSchema),
  }),
});
export type AdminAppResponse = z.infer<typeof adminAppResponseSchema>;

/** PATCH /settings: the settings to change; those left out stay. */
export const adminUpdateAppRequestSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  allowedOrigins: z.optional(
    z
      .array(z.string().check(z.trim(), z.refine(isOrigin, ORIGIN_MESSAGE)))
      .check(z.maxLength(ALLOWED_ORIGINS_MAX)),
  ),
  branding: z.optional(z.partial(brandingSchema)),
});
export type AdminUpdateAppRequest = z.infer<typeof adminUpdateAppRequestSchema>;
