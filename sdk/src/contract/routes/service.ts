/** The service itself: its health, and the API described in OpenAPI. */
import { route } from '../route.ts';
import { healthResponseSchema, openApiDocumentSchema } from '../service.ts';

const SERVICE = 'Service';

/** The service's own routes by name. */
export const SERVICE_ROUTES = {
  health: route({
    method: 'GET',
    path: '/health',
    summary: 'The process is up and its database answers (for load balancers).',
    tag: SERVICE,
    access: 'anyone',
    reach: 'open',
    reply: healthResponseSchema,
  }),
  openApi: route({
    method: 'GET',
    path: '/openapi.json',
    summary: 'This API described in OpenAPI 3.1 (test mode only).',
    tag: SERVICE,
    access: 'anyone',
    reach: 'open',
    reply: openApiDocumentSchema,
  }),
} as const;
