import {
  type AgencyResponse,
  type AgencySettings,
  agencySettingsRequest,
  renameAgencyRequest,
} from '@hearth/contracts/agency';
import type { Deps } from '@hearth/platform/deps';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ifMatchVersion, setEtag } from '../http/etag';
import { requireAdmin } from '../http/session';
import { readJson } from '../http/validate';
import { renameAgency, runAgencyCommand } from './commands';
import { getAgency, getAgencySettings } from './queries';

/** /api/agency and /api/agency/settings (the Agency Info tab, docs/product-rules.md). */
export function agencyRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use('*', requireAdmin())
    .get('/', async (c) => {
      const agency = await getAgency(deps.sql, c.get('admin').agencyId);
      setEtag(c, agency.version);
      return c.json(agency satisfies AgencyResponse);
    })
    .patch('/', async (c) => {
      const admin = c.get('admin');
      const { name } = await readJson(c, renameAgencyRequest);
      await renameAgency(deps, admin, name, ifMatchVersion(c));
      const agency = await getAgency(deps.sql, admin.agencyId);
      setEtag(c, agency.version);
      return c.json(agency satisfies AgencyResponse);
    })
    .get('/settings', async (c) => {
      const settings = await getAgencySettings(deps.sql, c.get('admin').agencyId);
      setEtag(c, settings.version);
      return c.json(settings satisfies AgencySettings);
    })
    .patch('/settings', async (c) => {
      const admin = c.get('admin');
      const input = await readJson(c, agencySettingsRequest);
      await runAgencyCommand(deps, admin, {
        type: 'ChangeSettings',
        ...input,
        expectedVersion: ifMatchVersion(c),
        at: deps.clock.now(),
      });
      const settings = await getAgencySettings(deps.sql, admin.agencyId);
      setEtag(c, settings.version);
      return c.json(settings satisfies AgencySettings);
    });
}
