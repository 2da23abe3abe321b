import type { Logger } from '@hearth/platform/logger';
import type { MiddlewareHandler } from 'hono';

/** One structured line per request: method, path (never the query: it can hold a token), status, time. */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - started),
    };
    if (status >= 500) log.error(line, 'request failed');
    else log.info(line, 'request');
  };
}
