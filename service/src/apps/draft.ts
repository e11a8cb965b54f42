/**
 * A new app's file, with fresh ids and public keys (docs/apps.md "Making one"): what
 * `npm run app:create` writes, and what the console's Apps screen creates (docs/console.md
 * "Apps"), which adds an admin plan for the administrator who creates it.
 */
import { randomBytes } from 'node:crypto';
import { ADMIN_PLAN_PREFIX } from '@wf/sdk/access';
import { type AppFile, type AppFileInput, appFileSchema } from '@wf/sdk/app-file';

/** Lower-case words joined by dashes: 'Lotus Studio' is 'lotus-studio'. */
export function slugOf(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'app'
  );
}

/** A random suffix that keeps ids apart: four (or more) lower-case letters and digits. */
export function idSuffix(length = 4): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** What a new app is made of. */
export interface AppDraft {
  name: string;
  /** The site's address; null: served by this service (PUBLIC_URL). */
  site: string | null;
  /** The free plan's name; null: none. */
  free: string | null;
  /** The paid plan's name and monthly price in the smallest unit; null: none. */
  paid: { name: string; cents: number } | null;
  currency: string;
  /** A folder of the site for members only, such as '/members/'; null: none. */
  protect: string | null;
  /** Adds the 'Admin' plan (restricted: only an administrator gives it). */
  admin?: boolean;
  /** Origins allowed beside the site's own. */
  allowedOrigins?: string[];
}

/** The app file of `draft`: validated, with fresh ids and keys; throws naming a field it refuses. */
export function draftAppFile(draft: AppDraft): { input: AppFileInput; file: AppFile } {
  const slug = slugOf(draft.name);
  const id = `app_${slug}-${idSuffix()}`;
  const plans: NonNullable<AppFileInput['plans']> = [];
  if (draft.free)
    plans.push({ id: `pln_${slugOf(draft.free)}-${idSuffix()}`, name: draft.free, priority: 0 });
  const paid = draft.paid;
  const paidId = paid ? `pln_${slugOf(paid.name)}-${idSuffix()}` : null;
  if (paid && paidId) {
    plans.push({
      id: paidId,
      name: paid.name,
      priority: 10,
      prices: [
        {
          id: `prc_${slugOf(paid.name)}-monthly-${idSuffix()}`,
          name: 'Monthly',
          amount: paid.cents,
          currency: draft.currency,
          interval: 'month',
        },
      ],
    });
  }
  if (draft.admin) {
    plans.push({
      id: `${ADMIN_PLAN_PREFIX}${slug}-${idSuffix()}`,
      name: 'Admin',
      description: 'Administrators of the app: they use its console.',
      priority: 100,
      restricted: true,
    });
  }
  const protectedPath = draft.protect
    ? draft.protect.startsWith('/')
      ? draft.protect
      : `/${draft.protect}`
    : null;
  const input: AppFileInput = {
    $schema: './app.schema.json',
    id,
    name: draft.name,
    keys: { test: `pk_sb_${slug}-${idSuffix(12)}`, live: `pk_${slug}-${idSuffix(12)}` },
    site: { url: draft.site || null, account: protectedPath, help: null },
    ...(draft.allowedOrigins?.length ? { allowedOrigins: draft.allowedOrigins } : {}),
    branding: { name: null, logo: null, primaryColor: null },
    redirects: { login: protectedPath, signup: protectedPath, logout: '/' },
    customFields: [
      { key: 'first-name', label: 'First name' },
      { key: 'last-name', label: 'Last name' },
    ],
    plans,
    contentGroups: protectedPath
      ? [
          {
            // Not 'members': data-ms-content="members" means any signed-in member.
            key: 'members-area',
            name: 'Members only',
            plans: paidId ? [paidId] : [],
            urls: [{ url: protectedPath, filter: 'STARTS' }],
            redirect: '/',
          },
        ]
      : [],
  };
  const checked = appFileSchema.safeParse(input);
  if (!checked.success) {
    throw new Error(
      checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  }
  return { input, file: checked.data };
}
