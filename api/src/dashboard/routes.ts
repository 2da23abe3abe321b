import type { Deps } from '@hearth/platform/deps';
import { Hono } from 'hono';
import { readQuery, reply } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { requireAdmin } from '../http/session';
import { currentWeek, historical } from './queries';

/** /api/dashboard (docs/product-rules.md): read models only, scoped to the administrator's agency. */
export function dashboardRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use('*', requireAdmin())
    .get('/current-week', async (c) =>
      reply(c, 'GET /api/dashboard/current-week', await currentWeek(deps, c.get('admin').agencyId, deps.clock.now())),
    )
    .get('/historical', async (c) => {
      const { weeks } = readQuery(c, 'GET /api/dashboard/historical');
      return reply(c, 'GET /api/dashboard/historical', await historical(deps.sql, c.get('admin').agencyId, weeks));
    });
}
