import type { Projector } from '@hearth/platform/projections/projector';

/** `job_roles`: the job roles of each agency. */
export const jobRolesProjector: Projector = {
  name: 'job_roles',
  version: 1,
  tables: ['job_roles'],
  async apply(tx, events) {
    const writes: Promise<unknown>[] = [];
    for (const event of events) {
      switch (event.type) {
        case 'JobRoleAdded':
          writes.push(tx`
            insert into job_roles (agency_id, job_role_id, name, created_at)
            values (${event.data.agencyId}, ${event.data.jobRoleId}, ${event.data.name}, ${event.metadata.at})
            on conflict do nothing`);
          break;
        case 'JobRoleRenamed':
          writes.push(tx`
            update job_roles set name = ${event.data.name}
            where agency_id = ${event.data.agencyId} and job_role_id = ${event.data.jobRoleId}`);
          break;
        case 'JobRoleRemoved':
          writes.push(tx`
            delete from job_roles where agency_id = ${event.data.agencyId} and job_role_id = ${event.data.jobRoleId}`);
          break;
      }
    }
    await Promise.all(writes);
  },
};
