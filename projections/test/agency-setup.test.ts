import type { AgencyEvent } from '@hearth/contracts/events';
import { agencyStream } from '@hearth/contracts/streams';
import { suiteDatabase } from '@hearth/platform/test/support/database';
import { describe, expect, it } from 'vitest';
import { agenciesProjector } from '../src/agency/agencies';
import { emailTemplatesProjector } from '../src/agency/email-templates';
import { jobRolesProjector } from '../src/agency/job-roles';
import { id, on, projectorSpec } from './support';

/** The agency-setup read models, each built from the agency's events by its own projector. */
const db = suiteDatabase();

const anAgency = () => {
  const agencyId = id();
  const events = (...events: AgencyEvent[]) => on(agencyStream(agencyId), events);
  const registered = events({ type: 'AgencyRegistered', data: { agencyId, name: 'Birch Hospice' } });
  const agency = async () => (await db.sql`select * from agencies where agency_id = ${agencyId}`)[0];
  return { agencyId, events, registered, agency };
};

describe('agencies projector', () => {
  // It counts edits (the versions behind If-Match), so only its checkpoint keeps a second delivery out.
  const spec = projectorSpec(agenciesProjector, () => db, 'through its checkpoint');

  describe('when an agency registers', () => {
    it('keeps its name and registration time, with the default settings and every version at 0', async () => {
      const { registered, agency } = anAgency();
      await spec.when(registered).then(async () => {
        expect(await agency()).toMatchObject({
          name: 'Birch Hospice',
          registered_at: new Date('2026-03-02T12:00:00.000Z'),
          survey_day: null,
          timezone: 'America/New_York',
          anonymity_threshold: 5,
          name_version: 0,
          settings_version: 0,
          templates_version: 0,
        });
      });
    });
  });

  describe('given a registered agency', () => {
    it('keeps the agency’s name, schedule, threshold and versions as they are edited', async () => {
      const { agencyId, events, registered, agency } = anAgency();
      const edits = events(
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
          type: 'EmailTemplateChanged',
          data: { agencyId, kind: 'survey', fromName: 'A', subject: 'B', body: '{{survey_button}}' },
        },
        {
          type: 'EmailTemplateChanged',
          data: { agencyId, kind: 'reminder', fromName: 'C', subject: 'D', body: '{{survey_button}}' },
        },
        { type: 'EmailTemplateRestored', data: { agencyId, kind: 'survey' } },
      );
      await spec
        .given(registered)
        .when(edits)
        .then(async () => {
          expect(await agency()).toMatchObject({
            name: 'Birch Hospice & Home',
            name_version: 1,
            survey_day: 'Tuesday',
            survey_time: '07:30',
            timezone: 'Pacific/Honolulu',
            reminder_interval: 90,
            anonymity_threshold: 6,
            settings_version: 2,
            templates_version: 3,
          });
        });
    });

    it('keeps the employee assistance programme staff are shown after a hard week', async () => {
      const { agencyId, events, registered, agency } = anAgency();
      const programme = { name: 'CareLine', phone: '800 555 0100', url: null };
      await spec
        .given(registered)
        .when(events({ type: 'EmployeeAssistanceChanged', data: { agencyId, programme } }))
        .then(async () => {
          expect(await agency()).toMatchObject({
            eap_name: 'CareLine',
            eap_phone: '800 555 0100',
            eap_url: null,
            settings_version: 1,
          });
        });
    });

    it('leaves the agency as it was when a job role is added', async () => {
      const { agencyId, events, registered, agency } = anAgency();
      await spec
        .given(registered)
        .when(events({ type: 'JobRoleAdded', data: { agencyId, jobRoleId: id(), name: 'Nurse' } }))
        .then(async () => {
          expect(await agency()).toMatchObject({ name: 'Birch Hospice', name_version: 0, settings_version: 0 });
        });
    });
  });

  describe('given an agency with an employee assistance programme', () => {
    it('clears it when it is removed', async () => {
      const { agencyId, events, registered, agency } = anAgency();
      const programme = { name: 'CareLine', phone: null, url: 'https://careline.example' };
      await spec
        .given(registered, events({ type: 'EmployeeAssistanceChanged', data: { agencyId, programme } }))
        .when(events({ type: 'EmployeeAssistanceChanged', data: { agencyId, programme: null } }))
        .then(async () => {
          expect(await agency()).toMatchObject({ eap_name: null, eap_phone: null, eap_url: null, settings_version: 2 });
        });
    });
  });
});

describe('job roles projector', () => {
  const spec = projectorSpec(jobRolesProjector, () => db);

  describe('given a registered agency', () => {
    it('keeps a job role added, with the time it was added', async () => {
      const { agencyId, events, registered } = anAgency();
      await spec
        .given(registered)
        .when(events({ type: 'JobRoleAdded', data: { agencyId, jobRoleId: id(), name: 'Nurse' } }))
        .then(async () => {
          expect(await db.sql`select name, created_at from job_roles where agency_id = ${agencyId}`).toEqual([
            { name: 'Nurse', created_at: new Date('2026-03-02T12:00:00Z') },
          ]);
        });
    });
  });

  describe('given an agency with a job role', () => {
    it('keeps the role under its new name', async () => {
      const { agencyId, events, registered } = anAgency();
      const nurse = id();
      await spec
        .given(registered, events({ type: 'JobRoleAdded', data: { agencyId, jobRoleId: nurse, name: 'Nurse' } }))
        .when(events({ type: 'JobRoleRenamed', data: { agencyId, jobRoleId: nurse, name: 'Registered Nurse' } }))
        .then(async () => {
          expect(await db.sql`select name from job_roles where agency_id = ${agencyId}`).toEqual([
            { name: 'Registered Nurse' },
          ]);
        });
    });

    it('forgets a removed role and keeps the others', async () => {
      const { agencyId, events, registered } = anAgency();
      const nurse = id();
      await spec
        .given(
          registered,
          events(
            { type: 'JobRoleAdded', data: { agencyId, jobRoleId: nurse, name: 'Nurse' } },
            { type: 'JobRoleAdded', data: { agencyId, jobRoleId: id(), name: 'Aide' } },
          ),
        )
        .when(events({ type: 'JobRoleRemoved', data: { agencyId, jobRoleId: nurse } }))
        .then(async () => {
          expect(await db.sql`select name from job_roles where agency_id = ${agencyId}`).toEqual([{ name: 'Aide' }]);
        });
    });
  });
});

describe('email templates projector', () => {
  const spec = projectorSpec(emailTemplatesProjector, () => db);

  describe('given a registered agency', () => {
    it('keeps only the customised templates: a restored one is the default again', async () => {
      const { agencyId, events, registered } = anAgency();
      await spec
        .given(registered)
        .when(
          events(
            {
              type: 'EmailTemplateChanged',
              data: { agencyId, kind: 'survey', fromName: 'A', subject: 'B', body: '{{survey_button}}' },
            },
            {
              type: 'EmailTemplateChanged',
              data: { agencyId, kind: 'reminder', fromName: 'C', subject: 'D', body: '{{survey_button}}' },
            },
            { type: 'EmailTemplateRestored', data: { agencyId, kind: 'survey' } },
          ),
        )
        .then(async () => {
          expect(await db.sql`select kind, from_name from email_templates where agency_id = ${agencyId}`).toEqual([
            { kind: 'reminder', from_name: 'C' },
          ]);
        });
    });
  });

  describe('given an agency with a customised template', () => {
    it('keeps the latest version of the template', async () => {
      const { agencyId, events, registered } = anAgency();
      const customised = events({
        type: 'EmailTemplateChanged',
        data: { agencyId, kind: 'survey', fromName: 'A', subject: 'B', body: '{{survey_button}}' },
      });
      await spec
        .given(registered, customised)
        .when(
          events({
            type: 'EmailTemplateChanged',
            data: { agencyId, kind: 'survey', fromName: 'E', subject: 'F', body: 'Go {{survey_button}}' },
          }),
        )
        .then(async () => {
          expect(
            await db.sql`select kind, from_name, subject, body from email_templates where agency_id = ${agencyId}`,
          ).toEqual([{ kind: 'survey', from_name: 'E', subject: 'F', body: 'Go {{survey_button}}' }]);
        });
    });
  });
});
