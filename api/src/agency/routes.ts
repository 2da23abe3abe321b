import { agencySettingsRequest, renameAgencyRequest } from '@hearth/contracts/agency';
import { AUTH_MESSAGES } from '@hearth/contracts/auth';
import { ERROR_CODES } from '@hearth/contracts/errors';
import { agencyStream } from '@hearth/contracts/streams';
import { handleCommand } from '@hearth/platform/decider';
import type { Deps } from '@hearth/platform/deps';
import { conflict } from '@hearth/platform/errors';
import { Hono } from 'hono';
import { agencyNameKey } from '../auth/registration';
import { emailTemplatesRoutes } from '../email-templates/routes';
import type { AppEnv } from '../http/env';
import { ifMatchVersion, setEtag } from '../http/etag';
import { requireAdmin } from '../http/session';
import { readJson } from '../http/validate';
import { type AgencyCommand, agencyDecider } from './decide';
import { getAgency, getAgencySettings } from './queries';

/** Runs an agency command as the signed-in administrator and waits for the read models. */
export async function runAgencyCommand(deps: Deps, admin: { id: string; agencyId: string }, command: AgencyCommand) {
  const result = await handleCommand(deps.eventStore, agencyStream(admin.agencyId), agencyDecider, command, {
    actorId: admin.id,
    now: deps.clock.now(),
  });
  if (result.position) await deps.projections.waitFor(result.position);
  return result;
}

/** /api/agency and /api/agency/settings (SPEC §2 Agency Info tab). */
export function agencyRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .route('/settings/email-templates', emailTemplatesRoutes(deps))
    .get('/', async (c) => {
      const agency = await getAgency(deps.sql, c.get('admin').agencyId);
      setEtag(c, agency.version);
      return c.json(agency);
    })
    .patch('/', async (c) => {
      const admin = c.get('admin');
      const { name } = await readJson(c, renameAgencyRequest);
      const expectedVersion = ifMatchVersion(c);
      const [previous] = await deps.sql<
        { name_key: string }[]
      >`select name_key from agency_names where agency_id = ${admin.agencyId}`;
      await deps.sql`update agency_names set name_key = ${agencyNameKey(name)} where agency_id = ${admin.agencyId}`.catch(
        (error: { code?: string }) => {
          throw error.code === '23505' ? conflict(AUTH_MESSAGES.agencyNameTaken, ERROR_CODES.agencyNameTaken) : error;
        },
      );
      try {
        await runAgencyCommand(deps, admin, { type: 'RenameAgency', name, expectedVersion });
      } catch (error) {
        if (previous)
          await deps.sql`update agency_names set name_key = ${previous.name_key} where agency_id = ${admin.agencyId}`;
        throw error;
      }
      const agency = await getAgency(deps.sql, admin.agencyId);
      setEtag(c, agency.version);
      return c.json(agency);
    })
    .get('/settings', async (c) => {
      const settings = await getAgencySettings(deps.sql, c.get('admin').agencyId);
      setEtag(c, settings.version);
      return c.json(settings);
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
      return c.json(settings);
    });
}
