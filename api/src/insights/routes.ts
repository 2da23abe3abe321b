import { type InsightsResponse, insightsQuery } from '@hearth/contracts/insights';
import type { Deps } from '@hearth/platform/deps';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requireAdmin } from '../http/session';
import { parseInput } from '../http/validate';
import { insightsResponse } from './queries';

/** /api/dashboard/insights (docs/insights.md): the administrator's own agency, from read models only. */
export function insightsRoutes(deps: Deps) {
  return new Hono<AppEnv>().use('*', requireAdmin()).get('/', async (c) => {
    const { weeks } = parseInput(insightsQuery, c.req.query());
    return c.json(
      (await insightsResponse(deps.sql, c.get('admin').agencyId, weeks, deps.clock.now())) satisfies InsightsResponse,
    );
  });
}
