/** GET /api/health: the process is up and the database answers (for load balancers). */
import { Hono } from 'hono';
import type { BaseEnv, Deps } from '../http/context.ts';
import { ApiError, SERVICE_ERROR_CODES } from '../http/errors.ts';

export function healthRoutes({ database }: Pick<Deps, 'database'>): Hono<BaseEnv> {
  const routes = new Hono<BaseEnv>();
  routes.get('/health', async (c) => {
    try {
      await database.ping();
    } catch (error) {
      c.var.logger.error({ err: error }, 'health check: database unreachable');
      throw new ApiError(503, SERVICE_ERROR_CODES.unavailable, 'The database is not reachable.');
    }
    return c.json({ data: { status: 'ok', database: database.kind } });
  });
  return routes;
}
