/**
 * The integration that gives the site's islands `client:member` (./directive.ts,
 * docs/architecture.md "Speed").
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function clientMember(): AstroIntegration {
  return {
    name: 'wf-client-member',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'member',
          entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates at once for a cached member; for a visitor, only once someone signs in (./directive.ts). */
    'client:member'?: boolean;
  }
}
