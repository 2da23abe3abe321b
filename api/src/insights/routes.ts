import type { Deps } from '@hearth/platform/deps';
import { Hono } from 'hono';
import { reply } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { requireAdmin } from '../http/session';
import { insightsResponse } from './queries';

/** /api/dashboard/insights (docs/insights.md): the administrator's own agency, from read models only. */
export function insightsRoutes(deps: Deps) {
  return new Hono<AppEnv>().use('*', requireAdmin()).get('/', async (c) => {
    const insights = await insightsResponse(deps, c.get('admin').agencyId, deps.clock.now());
    return reply(c, 'GET /api/dashboard/insights', insights);
  });
}
