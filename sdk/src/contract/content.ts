/** Request and answer of POST /secure-content (docs/product/widget.md §7; docs/architecture.md "The site"). */
import { z } from 'zod/mini';
import { envelope } from './envelope.ts';
import { idSchema } from './fields.ts';

/** POST /secure-content */
export const secureContentRequestSchema = z.object({ contentId: idSchema });
export type SecureContentRequest = z.infer<typeof secureContentRequestSchema>;

/**
 * `{ data: { contentId, content } }`: the protected content (for example `{ vimeoId }` of a
 * locked video), only for a member whose plans grant the content's group.
 */
export const secureContentResponseSchema = envelope(z.object({ contentId: z.string(), content: z.json() }));
export type SecureContentResponse = z.infer<typeof secureContentResponseSchema>;
