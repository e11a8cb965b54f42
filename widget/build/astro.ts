/** An Astro integration that builds the script-tag widget into the site's output after each build. */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildWidget } from './build.ts';

/** Adds /widget.js and /widget/*.js to every `astro build`. */
export function widgetBundle(): AstroIntegration {
  return {
    name: 'wf-widget-bundle',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await buildWidget(fileURLToPath(dir));
        logger.info('widget.js built');
      },
    },
  };
}
