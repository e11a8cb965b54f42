/**
 * Gives every request an id (a well-formed incoming X-Request-Id from a proxy is kept),
 * echoes it as X-Request-Id, binds a logger to it and logs one line per request: method, path
 * without the query (which may carry tokens), status and duration.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log.ts';
import { setAnswerHeaders } from './answer-headers.ts';
import type { BaseEnv } from './context.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const WELL_FORMED = /^[\w.:-]{1,128}$/;

export function requestId(logger: Logger): MiddlewareHandler<BaseEnv> {
  return async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const id = incoming && WELL_FORMED.test(incoming) ? incoming : randomUUID();
    const requestLogger = logger.child({ reqId: id });
    c.set('requestId', id);
    c.set('logger', requestLogger);
    const started = performance.now();
    await next();
    setAnswerHeaders(c, [[REQUEST_ID_HEADER, id]]);
    requestLogger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
