import { beforeAll, describe, expect, it } from 'vitest';
import { invite, signedInAdmin } from '../support/accounts';
import { suiteApp, type TestClient } from '../support/test-app';

describe('Job Roles', () => {
  const app = suiteApp();
  let admin: TestClient;
  beforeAll(async () => {
    ({ client: admin } = await signedInAdmin(app));
  });

  it('creates, lists, renames and deletes job roles', async () => {
    const created = await admin.post('/api/job-roles', { name: '  Registered Nurse ' });
    expect(created).toMatchObject({ status: 201, body: { name: 'Registered Nurse', memberCount: 0 } });
    await admin.post('/api/job-roles', { name: 'Chaplain' });
    expect((await admin.get('/api/job-roles')).body.map((role: { name: string }) => role.name)).toEqual([
      'Chaplain',
      'Registered Nurse',
    ]);
    const renamed = await admin.patch(`/api/job-roles/${created.body.id}`, { name: 'RN Case Manager' });
    expect(renamed.body.name).toBe('RN Case Manager');
    expect((await admin.delete(`/api/job-roles/${created.body.id}`)).status).toBe(200);
    expect((await admin.get('/api/job-roles')).body.map((role: { name: string }) => role.name)).toEqual(['Chaplain']);
  });

  it('needs a name and refuses a duplicate, whatever its case', async () => {
    expect(await admin.post('/api/job-roles', { name: '   ' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a role name' },
    });
    expect(await admin.post('/api/job-roles', {})).toMatchObject({
      status: 400,
      body: { message: 'Please enter a role name' },
    });
    expect(await admin.post('/api/job-roles', { name: 'chaplain' })).toMatchObject({
      status: 409,
      body: { message: 'A job role with this name already exists' },
    });
  });

  it('keeps a job role that staff still hold', async () => {
    const role = await admin.post('/api/job-roles', { name: 'Hospice Aide' });
    await invite(admin, { name: 'Ida Moss', email: 'ida@example.org', role: 'user', jobRoleId: role.body.id });
    const refused = await admin.delete(`/api/job-roles/${role.body.id}`);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: '1 staff member has this job role. Give them another role before deleting it.' },
    });
    expect(
      (await admin.get('/api/job-roles')).body.find((item: { id: string }) => item.id === role.body.id).memberCount,
    ).toBe(1);
  });

  it('answers 404 for an unknown job role', async () => {
    expect((await admin.patch('/api/job-roles/7d3c1f5e-0000-4000-8000-000000000000', { name: 'X' })).status).toBe(404);
    expect((await admin.delete('/api/job-roles/not-an-id')).status).toBe(404);
  });
});
