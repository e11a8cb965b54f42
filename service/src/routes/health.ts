/** GET /api/health: the process is up and the database answers (for load balancers). */
import type { HealthResponse } from '@wf/sdk/contract';
import { ERROR_CODES } from '@wf/sdk/contract';
import type { Deps } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import type { ApiHandlers } from './api-handlers.ts';

export function healthHandlers({ database }: Pick<Deps, 'database'>): Pick<ApiHandlers, 'health'> {
  return {
    health: async (c): Promise<HealthResponse> => {
      try {
        await database.ping();
      } catch (error) {
        c.var.logger.error({ err: error }, 'health check: database unreachable');
        throw new ApiError(503, ERROR_CODES.unavailable, 'The database is not reachable.');
      }
      return { data: { status: 'ok', database: database.kind } };
    },
  };
}
