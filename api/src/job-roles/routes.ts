import { randomUUID } from 'node:crypto';
import type { Deps } from '@hearth/platform/deps';
import { Hono } from 'hono';
import { runAgencyCommand } from '../agency/commands';
import { JOB_ROLE_NOT_FOUND } from '../agency/decide';
import { readBody, reply } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { idParam } from '../http/params';
import { requireAdmin } from '../http/session';
import { countMembersWithJobRole, memberCountsByJobRole } from '../members/queries';
import { jobRolesOf } from './queries';

/** /api/job-roles (Job Roles tab, docs/product-rules.md). Job roles belong to the agency aggregate. */
export function jobRolesRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use('*', requireAdmin())
    .get('/', async (c) => {
      const { agencyId } = c.get('admin');
      const [jobRoles, counts] = await Promise.all([
        jobRolesOf(deps.sql, agencyId),
        memberCountsByJobRole(deps.sql, agencyId),
      ]);
      const listed = jobRoles.map((role) => ({ ...role, memberCount: counts.get(role.id) ?? 0 }));
      return reply(c, 'GET /api/job-roles', listed);
    })
    .post('/', async (c) => {
      const admin = c.get('admin');
      const { name } = await readBody(c, 'POST /api/job-roles');
      const jobRoleId = randomUUID();
      await runAgencyCommand(deps, admin, { type: 'AddJobRole', jobRoleId, name });
      return reply(c, 'POST /api/job-roles', { id: jobRoleId, name, memberCount: 0 });
    })
    .patch('/:id', async (c) => {
      const admin = c.get('admin');
      const jobRoleId = idParam(c, JOB_ROLE_NOT_FOUND);
      const { name } = await readBody(c, 'PATCH /api/job-roles/:id');
      await runAgencyCommand(deps, admin, { type: 'RenameJobRole', jobRoleId, name });
      return reply(c, 'PATCH /api/job-roles/:id', {
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
      return reply(c, 'DELETE /api/job-roles/:id', { message: 'Job role deleted' });
    });
}
