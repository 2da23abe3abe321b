import type { Deps } from '@hearth/platform/deps';
import { enforceRateLimit, type RateLimitRule } from '@hearth/platform/rate-limit';
import { createMiddleware } from 'hono/factory';
import { clientIp } from './request-info';

/** Limits an endpoint per client IP; the counters live in PostgreSQL, shared by every process. */
export function limitPerIp(deps: Deps, rule: RateLimitRule) {
  return createMiddleware(async (c, next) => {
    await enforceRateLimit(deps.sql, rule, clientIp(c, deps.config), deps.clock.now());
    await next();
  });
}
