/**
 * GET /api/openapi.json: the API described in OpenAPI 3.1 (test mode only; outside it the path
 * answers 404 like any unknown one). Generated once, on first request, from the platform's route
 * table, the console's and the tables of the sites mounted on it.
 */
import {
  ADMIN_API_ROUTES,
  API_ROUTES,
  CONSOLE_ROUTES,
  ERROR_CODES,
  PLANNED_ROUTES,
  type RouteTable,
} from '@wf/sdk/contract';
import type { Deps } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { openApiDocument } from '../http/openapi.ts';
import { ADMIN_API_BASE_PATH, API_BASE_PATH } from '../http/service-url.ts';
import type { ApiHandlers } from './api-handlers.ts';

export function openApiHandlers(
  { env }: Pick<Deps, 'env'>,
  siteTables: readonly RouteTable[] = [],
): Pick<ApiHandlers, 'openApi'> {
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
        serverUrl: `${env.publicUrl}${API_BASE_PATH}`,
        tables: [API_ROUTES, CONSOLE_ROUTES, ...siteTables],
        planned: PLANNED_ROUTES,
        otherBases: [{ serverUrl: `${env.publicUrl}${ADMIN_API_BASE_PATH}`, tables: [ADMIN_API_ROUTES] }],
      });
      return document as { openapi: string };
    },
  };
}
