import { agencyStream, memberStream } from '@hearth/contracts/streams';
import { createPostgresEventStore } from '@hearth/platform/eventstore/postgres';
import { silentLogger } from '@hearth/platform/logger';
import { type ProjectionRunner, startProjections } from '@hearth/platform/projections/runner';
import { createProjectionWaiter } from '@hearth/platform/read-your-writes';
import { createTestDatabase, type TestDatabase } from '@hearth/platform/test/support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjectors } from '../src/all';
import { appendEvents, id } from './support';

/** The agency-setup read models, built from events by the real runner on PostgreSQL. */
describe('agency setup projectors', () => {
  let db: TestDatabase;
  let runner: ProjectionRunner;
  const agencyId = id();
  const adminId = id();
  const staffId = id();
  const nurse = id();

  beforeAll(async () => {
    db = await createTestDatabase();
    const store = createPostgresEventStore(db.sql, { pollIntervalMs: 10 });
    runner = await startProjections({ sql: db.sql, eventStore: store, projectors: allProjectors, log: silentLogger });
    await appendEvents(store, agencyStream(agencyId), [
      { type: 'AgencyRegistered', data: { agencyId, name: 'Birch Hospice' } },
      { type: 'AgencyRenamed', data: { agencyId, name: 'Birch Hospice & Home' } },
      {
        type: 'SurveyScheduleChanged',
        data: {
          agencyId,
          changedAt: '2026-03-02T12:00:00.000Z',
          surveyDay: 'Tuesday',
          surveyTime: '07:30',
          timezone: 'Pacific/Honolulu',
          reminderInterval: 90,
        },
      },
      { type: 'AnonymityThresholdChanged', data: { agencyId, threshold: 6 } },
      {
        type: 'EmployeeAssistanceChanged',
        data: { agencyId, programme: { name: 'CareLine', phone: '800 555 0100', url: null } },
      },
      { type: 'JobRoleAdded', data: { agencyId, jobRoleId: nurse, name: 'Nurse' } },
      { type: 'JobRoleRenamed', data: { agencyId, jobRoleId: nurse, name: 'Registered Nurse' } },
      {
        type: 'EmailTemplateChanged',
        data: { agencyId, kind: 'survey', fromName: 'A', subject: 'B', body: '{{survey_button}}' },
      },
      {
        type: 'EmailTemplateChanged',
        data: { agencyId, kind: 'reminder', fromName: 'C', subject: 'D', body: '{{survey_button}}' },
      },
      { type: 'EmailTemplateRestored', data: { agencyId, kind: 'survey' } },
    ]);
    await appendEvents(store, memberStream(adminId), [
      { type: 'AdminRegistered', data: { memberId: adminId, agencyId } },
      { type: 'EmailVerified', data: { memberId: adminId, agencyId } },
      { type: 'WelcomeSeen', data: { memberId: adminId, agencyId } },
    ]);
    const last = await appendEvents(store, memberStream(staffId), [
      { type: 'MemberInvited', data: { memberId: staffId, agencyId, role: 'user', jobRoleId: nurse, language: 'es' } },
      { type: 'InviteAccepted', data: { memberId: staffId, agencyId } },
      {
        type: 'MemberUpdated',
        data: { memberId: staffId, agencyId, role: 'admin', jobRoleId: null, status: 'pending', detailsChanged: false },
      },
    ]);
    const waiter = createProjectionWaiter(db.sql, silentLogger);
    expect(await waiter.waitFor(last.position, 20_000)).toBe(true);
    await waiter.close();
  });
  afterAll(async () => {
    await runner.stop();
    await db.drop();
  });

  it('keeps the agency’s name, schedule, threshold and versions', async () => {
    const [agency] = await db.sql`select * from agencies`;
    expect(agency).toMatchObject({
      name: 'Birch Hospice & Home',
      name_version: 1,
      survey_day: 'Tuesday',
      survey_time: '07:30',
      timezone: 'Pacific/Honolulu',
      reminder_interval: 90,
      anonymity_threshold: 6,
      eap_name: 'CareLine',
      eap_phone: '800 555 0100',
      eap_url: null,
      settings_version: 3,
      templates_version: 3,
    });
  });

  it('keeps job roles and only the customised templates', async () => {
    expect(await db.sql`select name from job_roles`).toEqual([{ name: 'Registered Nurse' }]);
    expect(await db.sql`select kind, from_name from email_templates`).toEqual([{ kind: 'reminder', from_name: 'C' }]);
  });

  it('keeps members with their role, status, language and flags', async () => {
    const rows = await db.sql`
      select member_id, role, status, job_role_id, language, has_seen_welcome from members order by role`;
    expect(rows).toEqual([
      {
        member_id: adminId,
        role: 'admin',
        status: 'active',
        job_role_id: null,
        language: 'en',
        has_seen_welcome: true,
      },
      {
        member_id: staffId,
        role: 'admin',
        status: 'pending',
        job_role_id: null,
        // MemberUpdated from before languages existed carries none: the member keeps theirs.
        language: 'es',
        has_seen_welcome: false,
      },
    ]);
  });
});
