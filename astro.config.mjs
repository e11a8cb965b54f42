// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { buildEnv } from './site/config.ts';
import { buildModeCheck } from './site/lib/build-mode.ts';
import { widgetBundle } from './widget/build/astro.ts';

// The site's source lives in site/, its content in content/ (docs/architecture.md).
export default defineConfig({
  site: buildEnv.siteUrl,
  srcDir: './site',
  publicDir: './site/public',
  outDir: buildEnv.outDir,
  trailingSlash: 'never',
  build: { format: 'file' },
  // widgetBundle: /widget.js (the script-tag install) is built beside the pages.
  integrations: [buildModeCheck(buildEnv), react(), widgetBundle()],
  vite: {
    ssr: { noExternal: ['@wf/ui'] },
  },
});
