/**
 * GET /api/health: the process is up and the database answers (for load balancers). While the
 * database cannot be reached it answers 503 with Retry-After, so a balancer takes the instance
 * out until it is back (docs/architecture.md "When the database is down").
 */
import type { HealthResponse } from '@wf/sdk/contract';
import type { Deps } from '../http/context.ts';
import { databaseUnavailable } from '../http/errors.ts';
import type { ApiHandlers } from './api-handlers.ts';

export function healthHandlers({ database }: Pick<Deps, 'database'>): Pick<ApiHandlers, 'health'> {
  return {
    health: async (c): Promise<HealthResponse> => {
      try {
        await database.ping();
      } catch (error) {
        c.var.logger.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'health check: database unreachable',
        );
        throw databaseUnavailable(error);
      }
      return { data: { status: 'ok', database: database.kind } };
    },
  };
}
