import type { Deps } from '@hearth/platform/deps';
import { Hono } from 'hono';
import { readBody, replyVersioned } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { ifMatchVersion } from '../http/etag';
import { requireAdmin } from '../http/session';
import { renameAgency, runAgencyCommand } from './commands';
import { getAgency, getAgencySettings } from './queries';

/** /api/agency and /api/agency/settings (the Agency Info tab, docs/product-rules.md). */
export function agencyRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use('*', requireAdmin())
    .get('/', async (c) => {
      const agency = await getAgency(deps.sql, c.get('admin').agencyId);
      return replyVersioned(c, 'GET /api/agency', agency);
    })
    .patch('/', async (c) => {
      const admin = c.get('admin');
      const { name } = await readBody(c, 'PATCH /api/agency');
      await renameAgency(deps, admin, name, ifMatchVersion(c));
      const agency = await getAgency(deps.sql, admin.agencyId);
      return replyVersioned(c, 'PATCH /api/agency', agency);
    })
    .get('/settings', async (c) => {
      const settings = await getAgencySettings(deps.sql, c.get('admin').agencyId);
      return replyVersioned(c, 'GET /api/agency/settings', settings);
    })
    .patch('/settings', async (c) => {
      const admin = c.get('admin');
      const input = await readBody(c, 'PATCH /api/agency/settings');
      await runAgencyCommand(deps, admin, {
        type: 'ChangeSettings',
        ...input,
        expectedVersion: ifMatchVersion(c),
        at: deps.clock.now(),
      });
      const settings = await getAgencySettings(deps.sql, admin.agencyId);
      return replyVersioned(c, 'PATCH /api/agency/settings', settings);
    });
}
