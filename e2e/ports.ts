/**
 * The ports and the data folder of one end-to-end run. E2E_PORT_BASE moves them all, so that two
 * runs on one machine (two people, or two agents of a team) do not collide; unset, the run uses
 * 4610 (the service), 4611 (the example site's second origin) and 4612 (the OAuth server).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4610);

/** The service, serving the production build (4321 stays free for `npm start`). */
export const E2E_PORT = base;

/** The example site as a builder hosts it, on a second origin (e2e/widget/example-site.ts). */
export const EXAMPLE_PORT = base + 1;

/** The OAuth server in Facebook's place (e2e/oauth/server.ts). */
export const OAUTH_PORT = base + 2;

/** Where the run's service keeps its data: a fresh folder per run (see playwright.config.ts). */
export const E2E_DATA_DIR = base === 4610 ? '.data/e2e' : `.data/e2e-${base}`;

/** A builder's own service, started by e2e/builder-app.spec.ts with its own app file and data. */
export const BUILDER_SERVICE_PORT = base + 4;

/** That builder's two-page site, on an origin of its own. */
export const BUILDER_SITE_PORT = base + 5;

/**
 * Two instances of the service on one PostgreSQL database, started by e2e/two-instances.spec.ts
 * (docs/architecture.md "Many instances").
 */
export const TWO_INSTANCES_PORTS = [base + 6, base + 7] as const;

/**
 * The production build the run serves: dist/ (what `npm run build` makes), or another folder
 * (`npm run build -- --outDir dist-mine` and E2E_SITE_BUILD=dist-mine), so that a second run on
 * the machine never serves a build the first is still writing.
 */
export const SITE_BUILD = process.env.E2E_SITE_BUILD ?? 'dist';
