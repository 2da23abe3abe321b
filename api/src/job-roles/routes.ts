import { randomUUID } from 'node:crypto';
import { type JobRole, jobRoleRequest } from '@hearth/contracts/agency';
import type { MessageResponse } from '@hearth/contracts/auth';
import type { Deps } from '@hearth/platform/deps';
import { Hono } from 'hono';
import { runAgencyCommand } from '../agency/commands';
import { JOB_ROLE_NOT_FOUND } from '../agency/decide';
import type { AppEnv } from '../http/env';
import { idParam } from '../http/params';
import { requireAdmin } from '../http/session';
import { readJson } from '../http/validate';
import { countMembersWithJobRole, listJobRoles } from './queries';

/** /api/job-roles (Job Roles tab, docs/product-rules.md). Job roles belong to the agency aggregate. */
export function jobRolesRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use('*', requireAdmin())
    .get('/', async (c) => c.json((await listJobRoles(deps.sql, c.get('admin').agencyId)) satisfies JobRole[]))
    .post('/', async (c) => {
      const admin = c.get('admin');
      const { name } = await readJson(c, jobRoleRequest);
      const jobRoleId = randomUUID();
      await runAgencyCommand(deps, admin, { type: 'AddJobRole', jobRoleId, name });
      return c.json({ id: jobRoleId, name, memberCount: 0 } satisfies JobRole, 201);
    })
    .patch('/:id', async (c) => {
      const admin = c.get('admin');
      const jobRoleId = idParam(c, JOB_ROLE_NOT_FOUND);
      const { name } = await readJson(c, jobRoleRequest);
      await runAgencyCommand(deps, admin, { type: 'RenameJobRole', jobRoleId, name });
      return c.json({
        id: jobRoleId,
        name,
        memberCount: await countMembersWithJobRole(deps.sql, admin.agencyId, jobRoleId),
      });
    })
    .delete('/:id', async (c) => {
      const admin = c.get('admin');
      const jobRoleId = idParam(c, JOB_ROLE_NOT_FOUND);
      const assignedMembers = await countMembersWithJobRole(deps.sql, admin.agencyId, jobRoleId);
      await runAgencyCommand(deps, admin, { type: 'RemoveJobRole', jobRoleId, assignedMembers });
      return c.json({ message: 'Job role deleted' } satisfies MessageResponse);
    });
}
