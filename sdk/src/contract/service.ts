/** The service's own answers: its health and the description of its API. */
import { z } from 'zod/mini';
import { envelope } from './envelope.ts';

/** GET /health: the process is up and its database answers. */
export const healthResponseSchema = envelope(
  z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /openapi.json: the OpenAPI 3.1 description of this API. */
export const openApiDocumentSchema = z.looseObject({ openapi: z.string() });
