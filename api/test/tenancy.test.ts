import { beforeAll, describe, expect, it } from 'vitest';
import { invite, lastMailTo, linkToken, signedInAdmin } from './support/accounts';
import { suiteApp, type TestClient } from './support/test-app';

/**
 * Tenant isolation: an administrator of agency B tries every route of agency setup with agency
 * A's ids. Each answers 404 (as if the id did not exist) and changes nothing.
 */
describe('agencies never reach each other', () => {
  const app = suiteApp();
  let agencyA: { client: TestClient; adminId: string; staffId: string; pendingId: string; jobRoleId: string };
  let intruder: TestClient;
  let intruderStaffId: string;

  beforeAll(async () => {
    const a = await signedInAdmin(app, { agencyName: 'Agency A Hospice' });
    const jobRoleId = (await a.client.post('/api/job-roles', { name: 'Nurse' })).body.id;
    const staff = await invite(a.client, { name: 'Sam Stone', email: 'sam@a.example', role: 'user', jobRoleId });
    await app.client().post('/api/users/accept-invite', {
      token: linkToken((await lastMailTo(app, 'sam@a.example')).text, '/accept-invite'),
    });
    const pending = await invite(a.client, { name: 'Pat Pend', email: 'pat@a.example', role: 'user', jobRoleId });
    agencyA = {
      client: a.client,
      adminId: a.user.id,
      staffId: staff.body.user.id,
      pendingId: pending.body.user.id,
      jobRoleId,
    };
    intruder = (await signedInAdmin(app, { agencyName: 'Agency B Hospice' })).client;
    const aide = (await intruder.post('/api/job-roles', { name: 'Aide' })).body.id;
    intruderStaffId = (await invite(intruder, { name: 'Bo Own', email: 'bo@b.example', role: 'user', jobRoleId: aide }))
      .body.user.id;
  });

  it('answers 404 to every route with another agency’s ids, and nothing changes', async () => {
    const eventsBefore = (await app.db.sql`select count(*)::int as n from events`)[0]!.n;
    const edit = { email: 'x@b.example', firstName: 'Xa', lastName: 'Yb', role: 'user', jobRoleId: agencyA.jobRoleId };
    const attempts = [
      intruder.patch(`/api/users/${agencyA.staffId}`, edit),
      intruder.patch(`/api/users/${agencyA.adminId}`, { ...edit, role: 'admin' }),
      intruder.delete(`/api/users/${agencyA.staffId}`),
      intruder.delete(`/api/users/${agencyA.adminId}`),
      intruder.post(`/api/users/${agencyA.pendingId}/resend-invite`),
      intruder.patch(`/api/job-roles/${agencyA.jobRoleId}`, { name: 'Stolen' }),
      intruder.delete(`/api/job-roles/${agencyA.jobRoleId}`),
      invite(intruder, { name: 'Eve Spy', email: 'eve@b.example', role: 'user', jobRoleId: agencyA.jobRoleId }),
      intruder.patch(`/api/users/${intruderStaffId}`, {
        email: 'bo@b.example',
        firstName: 'Bo',
        lastName: 'Own',
        role: 'user',
        jobRoleId: agencyA.jobRoleId,
      }),
      intruder.post('/api/survey/send-reminders', { userIds: [agencyA.staffId] }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    expect((await app.db.sql`select count(*)::int as n from events`)[0]!.n).toBe(eventsBefore);
  });

  it('lists only the agency’s own users, job roles, settings and templates', async () => {
    const users = (await intruder.get('/api/users')).body as { email: string }[];
    expect(users).toHaveLength(2);
    expect(users.some((user) => user.email.endsWith('@a.example'))).toBe(false);
    expect((await intruder.get('/api/job-roles')).body.map((role: { name: string }) => role.name)).toEqual(['Aide']);
    expect((await intruder.get('/api/agency')).body.name).toBe('Agency B Hospice');
    await agencyA.client.patch('/api/agency/settings', {
      surveyDay: 'Friday',
      surveyTime: '10:00',
      timezone: 'Europe/London',
      reminderInterval: 60,
    });
    expect((await intruder.get('/api/agency/settings')).body.surveyDay).toBeNull();
    expect((await agencyA.client.get('/api/users')).body).toHaveLength(3);
  });
});
