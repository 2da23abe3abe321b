import { DEFAULT_TEMPLATES } from '@hearth/contracts/email-templates';
import { describe, it } from 'vitest';
import { agencyDecider } from '../../src/agency/decide';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec(agencyDecider);
const agencyId = '22222222-2222-4222-8222-222222222222';
const nurse = '33333333-3333-4333-8333-333333333333';
const aide = '44444444-4444-4444-8444-444444444444';
const registered = { type: 'AgencyRegistered' as const, data: { agencyId, name: 'Sunrise Hospice' } };
const nurseAdded = { type: 'JobRoleAdded' as const, data: { agencyId, jobRoleId: nurse, name: 'Nurse' } };
const schedule = {
  surveyDay: 'Monday' as const,
  surveyTime: '09:00',
  timezone: 'America/New_York' as const,
  reminderInterval: 360,
};
const at = new Date('2026-03-02T12:00:00Z');
const changed = {
  type: 'SurveyScheduleChanged' as const,
  data: { agencyId, changedAt: at.toISOString(), ...schedule },
};

describe('agency decider', () => {
  it('registers an agency once', () => {
    spec.given([]).when({ type: 'RegisterAgency', agencyId, name: 'Sunrise Hospice' }).then([registered]);
    spec
      .given([registered])
      .when({ type: 'RegisterAgency', agencyId, name: 'Again' })
      .thenThrows('This agency is already registered');
  });

  it('renames, ignores a same-name rename, and refuses a stale version', () => {
    spec
      .given([registered])
      .when({ type: 'RenameAgency', name: 'Sunrise Care', expectedVersion: 0 })
      .then([{ type: 'AgencyRenamed', data: { agencyId, name: 'Sunrise Care' } }]);
    spec.given([registered]).when({ type: 'RenameAgency', name: 'Sunrise Hospice' }).then([]);
    spec
      .given([registered, { type: 'AgencyRenamed', data: { agencyId, name: 'X' } }])
      .when({ type: 'RenameAgency', name: 'Y', expectedVersion: 0 })
      .thenThrows(/changed by another administrator/);
  });

  it('records the employee assistance programme when it changes, and its removal', () => {
    const programme = { name: 'CareLine', phone: '800 555 0100', url: null };
    const set = { type: 'EmployeeAssistanceChanged' as const, data: { agencyId, programme } };
    const settings = { type: 'ChangeSettings' as const, ...schedule, at };
    spec
      .given([registered, changed])
      .when({ ...settings, employeeAssistance: programme })
      .then([set]);
    spec
      .given([registered, changed, set])
      .when({ ...settings, employeeAssistance: { ...programme } })
      .then([]);
    spec.given([registered, changed, set]).when(settings).then([]);
    spec
      .given([registered, changed, set])
      .when({ ...settings, employeeAssistance: null, expectedVersion: 2 })
      .then([{ type: 'EmployeeAssistanceChanged', data: { agencyId, programme: null } }]);
    spec
      .given([registered, changed])
      .when({ ...settings, employeeAssistance: null })
      .then([]);
  });

  it('changes the schedule and the threshold only when they differ', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeSettings', ...schedule, anonymityThreshold: 5, at })
      .then([changed]);
    spec
      .given([registered, changed])
      .when({ type: 'ChangeSettings', ...schedule, anonymityThreshold: 8, expectedVersion: 1, at })
      .then([{ type: 'AnonymityThresholdChanged', data: { agencyId, threshold: 8 } }]);
    spec
      .given([registered, changed])
      .when({ type: 'ChangeSettings', ...schedule, expectedVersion: 0, at })
      .thenThrows(/changed by another administrator/);
    spec
      .given([])
      .when({ type: 'ChangeSettings', ...schedule, at })
      .thenThrows('Agency not found');
  });

  it('adds, renames and removes job roles with unique names', () => {
    spec.given([registered]).when({ type: 'AddJobRole', jobRoleId: nurse, name: 'Nurse' }).then([nurseAdded]);
    spec
      .given([registered, nurseAdded])
      .when({ type: 'AddJobRole', jobRoleId: aide, name: 'NURSE' })
      .thenThrows('A job role with this name already exists');
    spec
      .given([registered, nurseAdded])
      .when({ type: 'RenameJobRole', jobRoleId: nurse, name: 'RN' })
      .then([{ type: 'JobRoleRenamed', data: { agencyId, jobRoleId: nurse, name: 'RN' } }]);
    spec.given([registered, nurseAdded]).when({ type: 'RenameJobRole', jobRoleId: nurse, name: 'Nurse' }).then([]);
    spec
      .given([registered])
      .when({ type: 'RenameJobRole', jobRoleId: nurse, name: 'RN' })
      .thenThrows('Job role not found');
    spec
      .given([registered, nurseAdded])
      .when({ type: 'RemoveJobRole', jobRoleId: nurse, assignedMembers: 0 })
      .then([{ type: 'JobRoleRemoved', data: { agencyId, jobRoleId: nurse } }]);
    spec
      .given([registered, nurseAdded])
      .when({ type: 'RemoveJobRole', jobRoleId: nurse, assignedMembers: 2 })
      .thenThrows('2 staff members have this job role');
  });

  it('records only the templates that changed, and restores a customised one', () => {
    const survey = { fromName: 'Team', subject: 'Check-in', body: 'Go {{survey_button}}' };
    spec.given([registered]).when({ type: 'SaveEmailTemplates', templates: DEFAULT_TEMPLATES }).then([]);
    spec
      .given([registered])
      .when({ type: 'SaveEmailTemplates', templates: { ...DEFAULT_TEMPLATES, survey } })
      .then([{ type: 'EmailTemplateChanged', data: { agencyId, kind: 'survey', ...survey } }]);
    const changed = { type: 'EmailTemplateChanged' as const, data: { agencyId, kind: 'survey' as const, ...survey } };
    spec
      .given([registered, changed])
      .when({ type: 'RestoreEmailTemplate', kind: 'survey' })
      .then([{ type: 'EmailTemplateRestored', data: { agencyId, kind: 'survey' } }]);
    spec.given([registered]).when({ type: 'RestoreEmailTemplate', kind: 'survey' }).then([]);
    spec
      .given([registered, changed])
      .when({ type: 'SaveEmailTemplates', templates: DEFAULT_TEMPLATES, expectedVersion: 0 })
      .thenThrows(/changed by another administrator/);
  });

  it('records one digest per week', () => {
    spec
      .given([registered])
      .when({ type: 'RecordDigest', weekOf: '2026-03-16', recipients: 2 })
      .then([{ type: 'DigestSent', data: { agencyId, weekOf: '2026-03-16', recipients: 2 } }]);
    const sent = { type: 'DigestSent' as const, data: { agencyId, weekOf: '2026-03-16', recipients: 2 } };
    spec.given([registered, sent]).when({ type: 'RecordDigest', weekOf: '2026-03-16', recipients: 2 }).then([]);
    spec
      .given([registered, sent])
      .when({ type: 'RecordDigest', weekOf: '2026-03-23', recipients: 2 })
      .then([{ type: 'DigestSent', data: { agencyId, weekOf: '2026-03-23', recipients: 2 } }]);
  });
});
