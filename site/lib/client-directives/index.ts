/**
 * The site's own client directives (docs/architecture.md "Speed"): `client:member` (./member.ts),
 * an island that hydrates only for a member, and `client:settled` (./settled.ts), an island that
 * hydrates once the page has loaded and the browser is idle.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export function clientDirectives(): AstroIntegration {
  return {
    name: 'wf-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'member', entrypoint: entry('./member.ts') });
        addClientDirective({ name: 'settled', entrypoint: entry('./settled.ts') });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates at once for a cached member; for a visitor, only once someone signs in (./member.ts). */
    'client:member'?: boolean;
    /** Hydrates once the page has loaded and the browser is idle (./settled.ts). */
    'client:settled'?: boolean;
  }
}
