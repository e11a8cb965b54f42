/**
 * The platform's configuration, read once from the environment and validated (docs/style.md
 * "Config validated once at start-up"), with the rules the site build shares
 * (@wf/config/env). A site built on the platform reads its own variables the same way
 * (site/env.ts). Nothing else in the service reads process.env: main.ts passes the parsed
 * {@link Env} to whoever needs it.
 */
import { fileURLToPath } from 'node:url';
import {
  booleanVar,
  EnvError,
  folderVar,
  modeOf,
  modeSchema,
  originListVar,
  parseVariables,
  portVar,
  publicUrlOf,
  publicUrlVar,
  urlVar,
} from '@wf/config/env';
import { z } from 'zod';
import { configureProviders } from './auth/providers/config.ts';
import type { ConfiguredProvider } from './auth/providers/oauth.ts';
import type { ProviderId } from './auth/providers/table.ts';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import { parseS3Url, type S3Location } from './static/s3-location.ts';

/** A number of whole days from 1 to 3650. */
function dayCountVar(name: string, fallback: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return fallback;
      const days = Number(raw);
      if (/^\d+$/.test(raw.trim()) && days >= 1 && days <= 3650) return days;
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be a number of days from 1 to 3650 (got "${raw}")`,
      });
      return z.NEVER;
    });
}

/**
 * The interface the service listens on when HOST is unset: this machine only, so that the
 * zero-configuration test mode is never reachable from the network (docs/security.md).
 */
export const DEFAULT_HOST = '127.0.0.1';

/** The repository's examples/ folder, served at /examples/ in test mode (EXAMPLES_DIR overrides it). */
export const DEFAULT_EXAMPLES_DIR = fileURLToPath(new URL('../../examples', import.meta.url));

/** The repository's apps/ folder: World Family's app file and the example app's (docs/apps.md). */
export const DEFAULT_APPS_DIR = fileURLToPath(new URL('../../apps', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * How long each instance reuses an app's configuration (keys, allowed origins, settings)
 * before reading it again: a change reaches every instance within this time.
 */
const DEFAULT_APP_CACHE_SECONDS = 10;

const rawSchema = modeSchema.extend({
  PORT: portVar(),
  PUBLIC_URL: publicUrlVar(),
  HOST: z
    .string()
    .default(DEFAULT_HOST)
    .transform((raw, ctx) => {
      const host = raw.trim();
      if (/^[\w.:[\]-]{1,253}$/.test(host)) return host;
      ctx.addIssue({
        code: 'custom',
        message: `HOST must be an interface address such as 127.0.0.1 or 0.0.0.0 (got "${raw}")`,
      });
      return z.NEVER;
    }),
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const hosts = raw
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean);
      const bad = hosts.find((host) => !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(host));
      if (bad === undefined) return hosts;
      ctx.addIssue({
        code: 'custom',
        message: `ALLOWED_HOSTS must be a comma-separated list of host names such as members.example.org (got "${bad}")`,
      });
      return z.NEVER;
    }),
  WF_ALLOWED_ORIGINS: originListVar('WF_ALLOWED_ORIGINS'),
  DATA_DIR: folderVar('DATA_DIR', './.data'),
  // The key that encrypts secrets the console keeps, such as providers' client secrets (32 bytes).
  WF_SETTINGS_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const key = settingsKeyBytes(value);
      if (key) return key;
      ctx.addIssue({
        code: 'custom',
        message:
          'WF_SETTINGS_KEY must be 32 random bytes as 64 hex digits or base64, such as the output of `openssl rand -base64 32`',
      });
      return z.NEVER;
    }),
  DATABASE_URL: urlVar(
    'DATABASE_URL',
    ['postgres:', 'postgresql:'],
    'postgres://user@host:5432/db',
  ).optional(),
  SMTP_URL: urlVar('SMTP_URL', ['smtp:', 'smtps:'], 'smtp://user:pass@mail.example:587').optional(),
  MAIL_OUTBOX_ONLY: booleanVar('MAIL_OUTBOX_ONLY').optional(),
  S3_URL: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return undefined;
      const parsed = parseS3Url(raw);
      if (parsed.ok) return parsed.location;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, {
      error: 'STRIPE_SECRET_KEY must be a Stripe secret or restricted key such as sk_test_... or sk_live_...',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9]+$/, {
      error: "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret, whsec_...",
    })
    .optional(),
  STRIPE_API_BASE: urlVar('STRIPE_API_BASE', ['http:', 'https:'], 'http://127.0.0.1:12111').optional(),
  STRIPE_PORTAL_CONFIGURATION: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || /^bpc_[A-Za-z0-9]+$/.test(value)) return value;
      ctx.addIssue({
        code: 'custom',
        message: `STRIPE_PORTAL_CONFIGURATION must be a Customer Portal configuration id such as bpc_1Abc (got "${value}")`,
      });
      return z.NEVER;
    }),
  MAIL_FROM: z
    .string()
    .min(3, { error: 'MAIL_FROM must be a sender such as "Name <address@example.com>"' })
    .default('World Family <no-reply@worldfamily.local>'),
  SITE_DIR: folderVar('SITE_DIR', './dist'),
  CONTENT_DIR: folderVar('CONTENT_DIR', './content'),
  EXAMPLES_DIR: folderVar('EXAMPLES_DIR', DEFAULT_EXAMPLES_DIR),
  APPS_DIR: folderVar('APPS_DIR', DEFAULT_APPS_DIR),
  LOG_LEVEL: z
    .string()
    .default('info')
    .transform((raw, ctx) => {
      const level = raw.trim().toLowerCase();
      if ((LOG_LEVELS as readonly string[]).includes(level)) return level as (typeof LOG_LEVELS)[number];
      ctx.addIssue({
        code: 'custom',
        message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`,
      });
      return z.NEVER;
    }),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const { trust, problem } = parseTrustProxy(raw);
      if (trust) return trust;
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }),
  SESSION_MAX_DAYS: dayCountVar('SESSION_MAX_DAYS', 90),
  SESSION_IDLE_DAYS: dayCountVar('SESSION_IDLE_DAYS', 30),
  WEBHOOK_DELIVERY_RETENTION_DAYS: dayCountVar('WEBHOOK_DELIVERY_RETENTION_DAYS', 30),
  AUDIT_RETENTION_DAYS: dayCountVar('AUDIT_RETENTION_DAYS', 90),
  APP_CACHE_SECONDS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return DEFAULT_APP_CACHE_SECONDS;
      const seconds = Number(raw);
      if (/^\d+$/.test(raw.trim()) && seconds <= 3600) return seconds;
      ctx.addIssue({
        code: 'custom',
        message: `APP_CACHE_SECONDS must be an integer between 0 and 3600 (got "${raw}")`,
      });
      return z.NEVER;
    }),
});

/** The validated configuration of one service process. */
export interface Env {
  /** TCP port to listen on. */
  port: number;
  /** Interface address to listen on (127.0.0.1 unless HOST says otherwise). */
  host: string;
  /** Host names answered besides the public URL's, localhost and the loopback addresses. */
  allowedHosts: string[];
  /**
   * WF_ALLOWED_ORIGINS: origins added at start-up to the allowed origins of every app the
   * service seeds (World Family's and, in test mode, the example app).
   */
  allowedOrigins: string[];
  /** Origin and base path the site is reached at, without a trailing slash. */
  publicUrl: string;
  /** Folder for the embedded database, uploads and generated files. */
  dataDir: string;
  /** PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /** SMTP server for outgoing mail; without it mail stays in the database outbox. */
  smtpUrl: string | undefined;
  /**
   * MAIL_OUTBOX_ONLY: mail kept in the database outbox on purpose (no SMTP server in live mode
   * is then not a mistake: docs/architecture.md "Live mode").
   */
  mailOutboxOnly: boolean;
  /** Sender of outgoing mail. */
  mailFrom: string;
  /**
   * S3_URL: the S3-compatible bucket uploaded images are kept in; undefined: the database's
   * uploads table (static/upload-store.ts).
   */
  s3: S3Location | undefined;
  /** Test mode: dev mailbox, seeded admin, test checkout. */
  testMode: boolean;
  /** Folder of the built static site. */
  siteDir: string;
  /** The content collections folder: admin-added videos are written to its videos/ folder. */
  contentDir: string;
  /** Folder of the hand-written example pages, served at /examples/ in test mode only. */
  examplesDir: string;
  /** The app files applied at every start (docs/apps.md). */
  appsDir: string;
  /** pino log level. */
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * The reverse proxies believed when they report the client's address, scheme and host
   * (X-Forwarded-For, -Proto, -Host): none, a number of them, or their addresses.
   */
  trustProxy: TrustProxy;
  /** Seconds an app's configuration is reused before it is read again (0: read every time). */
  appCacheSeconds: number;
  /** Days a session lasts at most, however much it is used. */
  sessionMaxDays: number;
  /** Days a session may go unused before it ends. */
  sessionIdleDays: number;
  /** Days a delivered or failed webhook delivery is kept (security/retention.ts). */
  webhookDeliveryRetentionDays: number;
  /** Days an audit event is kept (security/retention.ts). */
  auditRetentionDays: number;
  /** True when NODE_ENV is production. */
  production: boolean;
  /**
   * Stripe, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; undefined: the test payment
   * provider in test mode, no payments in live mode (docs/product/payments-and-providers.md).
   */
  stripe: StripeSettings | undefined;
  /**
   * The sign-in providers with credentials (OAUTH_{PROVIDER}_CLIENT_ID and _CLIENT_SECRET, and
   * endpoint overrides): docs/product/payments-and-providers.md "Third-party sign-in".
   */
  oauthProviders: Partial<Record<ProviderId, ConfiguredProvider>>;
  /**
   * WF_SETTINGS_KEY: the AES-256-GCM key of the secrets the console keeps (providers' client
   * secrets); undefined: a test service makes one in DATA_DIR (apps/settings-secrets.ts), a live
   * one keeps no such secret.
   */
  settingsKey: Buffer | undefined;
}

/** How the service reaches Stripe. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local fake in tests); undefined: api.stripe.com. */
  apiBase: string | undefined;
  /** The Customer Portal configuration (bpc_...) the portal opens with; undefined: the account's default. */
  portalConfiguration?: string;
}

/** Reads and validates the configuration. Throws {@link EnvError} naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const raw = parseVariables(rawSchema, source);
  if ((raw.STRIPE_SECRET_KEY === undefined) !== (raw.STRIPE_WEBHOOK_SECRET === undefined)) {
    throw new EnvError([
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (the webhook secret verifies the events Stripe sends)',
    ]);
  }
  const oauth = configureProviders(source);
  if (oauth.errors.length > 0) throw new EnvError(oauth.errors);
  const { production, testMode } = modeOf(raw);
  return {
    port: raw.PORT,
    host: raw.HOST,
    allowedHosts: raw.ALLOWED_HOSTS,
    allowedOrigins: raw.WF_ALLOWED_ORIGINS,
    publicUrl: publicUrlOf(raw.PUBLIC_URL, raw.PORT),
    dataDir: raw.DATA_DIR,
    databaseUrl: raw.DATABASE_URL,
    smtpUrl: raw.SMTP_URL,
    mailOutboxOnly: raw.MAIL_OUTBOX_ONLY ?? false,
    mailFrom: raw.MAIL_FROM,
    s3: raw.S3_URL,
    testMode,
    siteDir: raw.SITE_DIR,
    contentDir: raw.CONTENT_DIR,
    examplesDir: raw.EXAMPLES_DIR,
    appsDir: raw.APPS_DIR,
    logLevel: raw.LOG_LEVEL,
    trustProxy: raw.TRUST_PROXY,
    appCacheSeconds: raw.APP_CACHE_SECONDS,
    sessionMaxDays: raw.SESSION_MAX_DAYS,
    sessionIdleDays: Math.min(raw.SESSION_IDLE_DAYS, raw.SESSION_MAX_DAYS),
    webhookDeliveryRetentionDays: raw.WEBHOOK_DELIVERY_RETENTION_DAYS,
    auditRetentionDays: raw.AUDIT_RETENTION_DAYS,
    production,
    stripe:
      raw.STRIPE_SECRET_KEY && raw.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: raw.STRIPE_SECRET_KEY,
            webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
            apiBase: raw.STRIPE_API_BASE,
            portalConfiguration: raw.STRIPE_PORTAL_CONFIGURATION,
          }
        : undefined,
    oauthProviders: oauth.providers,
    settingsKey: raw.WF_SETTINGS_KEY,
  };
}

/** 32 bytes from 64 hex digits or base64 (standard or URL-safe), or undefined. */
export function settingsKeyBytes(text: string): Buffer | undefined {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes;
  }
  return undefined;
}
