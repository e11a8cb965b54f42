// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { siteConfig } from './site/config.ts';
import { widgetBundle } from './widget/build/astro.ts';

// The site's source lives in site/, its content in content/ (see ARCHITECTURE.md).
export default defineConfig({
  site: siteConfig.siteUrl,
  srcDir: './site',
  publicDir: './site/public',
  outDir: process.env.WF_OUT_DIR ?? './dist',
  trailingSlash: 'never',
  build: { format: 'file' },
  // widgetBundle: /widget.js (the script-tag install) is built beside the pages.
  integrations: [react(), widgetBundle()],
  vite: {
    ssr: { noExternal: ['@wf/ui'] },
  },
});
