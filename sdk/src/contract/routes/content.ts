/**
 * Secure content: protected content for a member whose plans grant its group (docs/product/widget.md
 * §3 "Content group").
 */
import { secureContentRequestSchema, secureContentResponseSchema } from '../content.ts';
import { route } from '../route.ts';

const APP = 'The app';

/** The secure content route by name. */
export const CONTENT_ROUTES = {
  secureContent: route({
    method: 'POST',
    path: '/secure-content',
    summary: "Protected content, for a member whose plans grant the content's group.",
    tag: APP,
    access: 'member',
    reach: 'app',
    body: secureContentRequestSchema,
    reply: secureContentResponseSchema,
  }),
} as const;
