/**
 * GET /api/openapi.json: the API described in OpenAPI 3.1 (test mode only; outside it the path
 * answers 404 like any unknown one). Generated once, on first request.
 */
import { SITE_ROUTES } from '@wf/config/site-api';
import { API_ROUTES, ERROR_CODES, PLANNED_ROUTES } from '@wf/sdk/contract';
import type { Deps } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { openApiDocument } from '../http/openapi.ts';
import type { ApiHandlers } from './api-handlers.ts';

export function openApiHandlers({ env }: Pick<Deps, 'env'>): Pick<ApiHandlers, 'openApi'> {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return {
    openApi: (c) => {
      if (!env.testMode) {
        throw new ApiError(
          404,
          ERROR_CODES.notFound,
          `No API endpoint answers ${c.req.method} ${c.req.path}.`,
        );
      }
      document ??= openApiDocument({
        serverUrl: `${env.publicUrl}/api`,
        tables: [API_ROUTES, SITE_ROUTES],
        planned: PLANNED_ROUTES,
      });
      return document as { openapi: string };
    },
  };
}
