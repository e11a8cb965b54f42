// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { buildEnv } from './site/config.ts';
import { buildModeCheck } from './site/lib/build-mode.ts';
import { clientDirectives } from './site/lib/client-directives/index.ts';
import { cspManifest } from './site/lib/csp-manifest.ts';
import { islandPreload } from './site/lib/island-preload.ts';
import { widgetBundle } from './widget/build/astro.ts';

// The site's source lives in site/, its content in content/ (docs/architecture.md).
export default defineConfig({
  site: buildEnv.siteUrl,
  srcDir: './site',
  publicDir: './site/public',
  outDir: buildEnv.outDir,
  ...(buildEnv.cacheDir ? { cacheDir: buildEnv.cacheDir } : {}),
  trailingSlash: 'never',
  build: { format: 'file' },
  // widgetBundle: /widget.js (the script-tag install) is built beside the pages; islandPreload:
  // module preloads for the client-only islands' import graphs (docs/architecture.md "Speed");
  // cspManifest: the inline script hashes of the pages built, for the service's CSP
  // (docs/security.md "Headers"); clientDirectives: `client:member`
  // and `client:settled`, islands that hydrate only for a member or once the page has loaded
  // (docs/architecture.md "Speed").
  integrations: [
    buildModeCheck(buildEnv),
    react(),
    clientDirectives(),
    widgetBundle(),
    islandPreload(),
    cspManifest(),
  ],
  vite: {
    ssr: { noExternal: ['@wf/ui'] },
  },
});
