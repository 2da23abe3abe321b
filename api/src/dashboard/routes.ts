import { type CurrentWeek, HISTORY_RANGES, type Historical } from '@hearth/contracts/dashboard';
import type { Deps } from '@hearth/platform/deps';
import { invalid } from '@hearth/platform/errors';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requireAdmin } from '../http/session';
import { currentWeek, historical } from './queries';

/** /api/dashboard (docs/product-rules.md): read models only, scoped to the administrator's agency. */
export function dashboardRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use('*', requireAdmin())
    .get('/current-week', async (c) =>
      c.json((await currentWeek(deps, c.get('admin').agencyId, deps.clock.now())) satisfies CurrentWeek),
    )
    .get('/historical', async (c) => {
      const weeks = Number(c.req.query('weeks') ?? 12);
      if (!HISTORY_RANGES.includes(weeks as (typeof HISTORY_RANGES)[number]))
        throw invalid('weeks must be 4, 12 or 24', 'INVALID_RANGE');
      return c.json((await historical(deps.sql, c.get('admin').agencyId, weeks)) satisfies Historical);
    });
}
