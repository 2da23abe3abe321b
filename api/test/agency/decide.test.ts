import { DEFAULT_TEMPLATES } from '@hearth/contracts/email-templates';
import { describe, it } from 'vitest';
import { type AgencyCommand, agencyDecider } from '../../src/agency/decide';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec(agencyDecider);
const agencyId = '22222222-2222-4222-8222-222222222222';
const nurse = '33333333-3333-4333-8333-333333333333';
const aide = '44444444-4444-4444-8444-444444444444';
const registered = { type: 'AgencyRegistered' as const, data: { agencyId, name: 'Sunrise Hospice' } };
const renamed = { type: 'AgencyRenamed' as const, data: { agencyId, name: 'X' } };
const nurseAdded = { type: 'JobRoleAdded' as const, data: { agencyId, jobRoleId: nurse, name: 'Nurse' } };
const aideAdded = { type: 'JobRoleAdded' as const, data: { agencyId, jobRoleId: aide, name: 'Aide' } };
const schedule = {
  surveyDay: 'Monday' as const,
  surveyTime: '09:00',
  timezone: 'America/New_York' as const,
  reminderInterval: 360,
};
const at = new Date('2026-03-02T12:00:00Z');
const scheduled = {
  type: 'SurveyScheduleChanged' as const,
  data: { agencyId, changedAt: at.toISOString(), ...schedule, answerWindowHours: 24 },
};
const survey = { fromName: 'Team', subject: 'Check-in', body: 'Go {{survey_button}}' };
const customised = { type: 'EmailTemplateChanged' as const, data: { agencyId, kind: 'survey' as const, ...survey } };
const digestSent = (weekOf: string) => ({ type: 'DigestSent' as const, data: { agencyId, weekOf, recipients: 2 } });

describe('agency decider', () => {
  describe('given no agency', () => {
    it('registers it', () => {
      spec.given([]).when({ type: 'RegisterAgency', agencyId, name: 'Sunrise Hospice' }).then([registered]);
    });

    it.each<AgencyCommand>([
      { type: 'RenameAgency', name: 'Sunrise Care' },
      { type: 'ChangeSettings', ...schedule, at },
      { type: 'AddJobRole', jobRoleId: nurse, name: 'Nurse' },
      { type: 'RenameJobRole', jobRoleId: nurse, name: 'RN' },
      { type: 'RemoveJobRole', jobRoleId: nurse, assignedMembers: 0 },
      { type: 'SaveEmailTemplates', templates: DEFAULT_TEMPLATES },
      { type: 'RestoreEmailTemplate', kind: 'survey' },
      { type: 'RecordDigest', weekOf: '2026-03-16', recipients: 2 },
    ])('refuses $type: the agency is not found', (command) => {
      spec.given([]).when(command).thenThrows('Agency not found');
    });
  });

  describe('given a registered agency', () => {
    it('refuses to register it again', () => {
      spec
        .given([registered])
        .when({ type: 'RegisterAgency', agencyId, name: 'Again' })
        .thenThrows('This agency is already registered');
    });

    it('renames it', () => {
      spec
        .given([registered])
        .when({ type: 'RenameAgency', name: 'Sunrise Care', expectedVersion: 0 })
        .then([{ type: 'AgencyRenamed', data: { agencyId, name: 'Sunrise Care' } }]);
    });

    it('ignores a rename to the name it already has', () => {
      spec.given([registered]).when({ type: 'RenameAgency', name: 'Sunrise Hospice' }).then([]);
    });

    it('records its first schedule', () => {
      spec
        .given([registered])
        .when({ type: 'ChangeSettings', ...schedule, anonymityThreshold: 5, at })
        .then([scheduled]);
    });

    it('adds a job role', () => {
      spec.given([registered]).when({ type: 'AddJobRole', jobRoleId: nurse, name: 'Nurse' }).then([nurseAdded]);
    });

    it('refuses to rename a job role it does not have', () => {
      spec
        .given([registered])
        .when({ type: 'RenameJobRole', jobRoleId: nurse, name: 'RN' })
        .thenThrows('Job role not found');
    });

    it('refuses to remove a job role it does not have', () => {
      spec
        .given([registered])
        .when({ type: 'RemoveJobRole', jobRoleId: nurse, assignedMembers: 0 })
        .thenThrows('Job role not found');
    });

    it('records nothing when the templates saved are the defaults', () => {
      spec.given([registered]).when({ type: 'SaveEmailTemplates', templates: DEFAULT_TEMPLATES }).then([]);
    });

    it('records only the template that differs from the default', () => {
      spec
        .given([registered])
        .when({ type: 'SaveEmailTemplates', templates: { ...DEFAULT_TEMPLATES, survey } })
        .then([{ type: 'EmailTemplateChanged', data: { agencyId, kind: 'survey', ...survey } }]);
    });

    it('restores nothing while no template is customised', () => {
      spec.given([registered]).when({ type: 'RestoreEmailTemplate', kind: 'survey' }).then([]);
    });

    it('records the week’s digest', () => {
      spec
        .given([registered])
        .when({ type: 'RecordDigest', weekOf: '2026-03-16', recipients: 2 })
        .then([digestSent('2026-03-16')]);
    });
  });

  describe('given a renamed agency', () => {
    it('refuses a rename made against the name before', () => {
      spec
        .given([registered, renamed])
        .when({ type: 'RenameAgency', name: 'Y', expectedVersion: 0 })
        .thenThrows(/changed by another administrator/);
    });

    it('renames it again at the current version', () => {
      spec
        .given([registered, renamed])
        .when({ type: 'RenameAgency', name: 'Y', expectedVersion: 1 })
        .then([{ type: 'AgencyRenamed', data: { agencyId, name: 'Y' } }]);
    });
  });

  describe('given an agency with a schedule', () => {
    it('records only the threshold when only the threshold changed', () => {
      spec
        .given([registered, scheduled])
        .when({ type: 'ChangeSettings', ...schedule, anonymityThreshold: 8, expectedVersion: 1, at })
        .then([{ type: 'AnonymityThresholdChanged', data: { agencyId, threshold: 8 } }]);
    });

    it('records nothing when nothing changed', () => {
      spec
        .given([registered, scheduled])
        .when({ type: 'ChangeSettings', ...schedule, anonymityThreshold: 5, expectedVersion: 1, at })
        .then([]);
    });

    it('records a new schedule and a new threshold together', () => {
      const later = new Date('2026-03-03T12:00:00Z');
      spec
        .given([registered, scheduled])
        .when({ type: 'ChangeSettings', ...schedule, surveyTime: '10:00', anonymityThreshold: 6, at: later })
        .then([
          {
            type: 'SurveyScheduleChanged',
            data: { agencyId, changedAt: later.toISOString(), ...schedule, surveyTime: '10:00', answerWindowHours: 24 },
          },
          { type: 'AnonymityThresholdChanged', data: { agencyId, threshold: 6 } },
        ]);
    });

    it('records a longer answer window as a schedule change, and keeps it when a save leaves it out', () => {
      const written = {
        type: 'SurveyScheduleChanged' as const,
        data: { agencyId, changedAt: at.toISOString(), ...schedule },
      };
      spec
        .given([registered, written])
        .when({ type: 'ChangeSettings', ...schedule, answerWindowHours: 48, at })
        .then([{ type: 'SurveyScheduleChanged', data: { ...written.data, answerWindowHours: 48 } }]);
      const longer = { type: 'SurveyScheduleChanged' as const, data: { ...written.data, answerWindowHours: 48 } };
      spec
        .given([registered, longer])
        .when({ type: 'ChangeSettings', ...schedule, at })
        .then([]);
    });

    it('records the agency’s phone number on its own, keeps it when left out, and removes it when null', () => {
      const phone = { type: 'AgencyPhoneChanged' as const, data: { agencyId, phone: '555-010-0142' } };
      spec
        .given([registered, scheduled])
        .when({ type: 'ChangeSettings', ...schedule, phone: '555-010-0142', at })
        .then([phone]);
      spec
        .given([registered, scheduled, phone])
        .when({ type: 'ChangeSettings', ...schedule, at })
        .then([]);
      spec
        .given([registered, scheduled, phone])
        .when({ type: 'ChangeSettings', ...schedule, phone: null, at })
        .then([{ type: 'AgencyPhoneChanged', data: { agencyId, phone: null } }]);
    });

    it('refuses settings saved against an older version', () => {
      spec
        .given([registered, scheduled])
        .when({ type: 'ChangeSettings', ...schedule, expectedVersion: 0, at })
        .thenThrows(/changed by another administrator/);
    });
  });

  describe('given an agency with a job role', () => {
    it('refuses a second role of the same name, whatever its case', () => {
      spec
        .given([registered, nurseAdded])
        .when({ type: 'AddJobRole', jobRoleId: aide, name: 'NURSE' })
        .thenThrows('A job role with this name already exists');
    });

    it('renames the role', () => {
      spec
        .given([registered, nurseAdded])
        .when({ type: 'RenameJobRole', jobRoleId: nurse, name: 'RN' })
        .then([{ type: 'JobRoleRenamed', data: { agencyId, jobRoleId: nurse, name: 'RN' } }]);
    });

    it('ignores a rename to the name it already has', () => {
      spec.given([registered, nurseAdded]).when({ type: 'RenameJobRole', jobRoleId: nurse, name: 'Nurse' }).then([]);
    });

    it('refuses to rename a role to the name of another', () => {
      spec
        .given([registered, nurseAdded, aideAdded])
        .when({ type: 'RenameJobRole', jobRoleId: aide, name: 'nurse' })
        .thenThrows('A job role with this name already exists');
    });

    it('removes the role when nobody has it', () => {
      spec
        .given([registered, nurseAdded])
        .when({ type: 'RemoveJobRole', jobRoleId: nurse, assignedMembers: 0 })
        .then([{ type: 'JobRoleRemoved', data: { agencyId, jobRoleId: nurse } }]);
    });

    it('refuses to remove the role while staff members have it', () => {
      spec
        .given([registered, nurseAdded])
        .when({ type: 'RemoveJobRole', jobRoleId: nurse, assignedMembers: 2 })
        .thenThrows('2 staff members have this job role');
    });

    it('refuses to remove the role while one staff member has it', () => {
      spec
        .given([registered, nurseAdded])
        .when({ type: 'RemoveJobRole', jobRoleId: nurse, assignedMembers: 1 })
        .thenThrows('1 staff member has this job role');
    });
  });

  describe('given an agency with a customised template', () => {
    it('restores the default', () => {
      spec
        .given([registered, customised])
        .when({ type: 'RestoreEmailTemplate', kind: 'survey' })
        .then([{ type: 'EmailTemplateRestored', data: { agencyId, kind: 'survey' } }]);
    });

    it('records nothing when the same customised template is saved again', () => {
      spec
        .given([registered, customised])
        .when({ type: 'SaveEmailTemplates', templates: { ...DEFAULT_TEMPLATES, survey } })
        .then([]);
    });

    it('refuses templates saved against an older version', () => {
      spec
        .given([registered, customised])
        .when({ type: 'SaveEmailTemplates', templates: DEFAULT_TEMPLATES, expectedVersion: 0 })
        .thenThrows(/changed by another administrator/);
    });
  });

  describe('given a digest recorded for a week', () => {
    it('records nothing for that week again', () => {
      spec
        .given([registered, digestSent('2026-03-16')])
        .when({ type: 'RecordDigest', weekOf: '2026-03-16', recipients: 2 })
        .then([]);
    });

    it('records nothing for an earlier week', () => {
      spec
        .given([registered, digestSent('2026-03-16')])
        .when({ type: 'RecordDigest', weekOf: '2026-03-09', recipients: 2 })
        .then([]);
    });

    it('records the next week’s digest', () => {
      spec
        .given([registered, digestSent('2026-03-16')])
        .when({ type: 'RecordDigest', weekOf: '2026-03-23', recipients: 2 })
        .then([digestSent('2026-03-23')]);
    });
  });
  describe('given an agency with a schedule and an employee assistance programme', () => {
    const programme = { name: 'CareLine', phone: '800 555 0100', url: null };
    const set = { type: 'EmployeeAssistanceChanged' as const, data: { agencyId, programme } };
    const settings = { type: 'ChangeSettings' as const, ...schedule, at };

    it('records a programme added, and nothing when settings are saved with the same one or without one', () => {
      spec
        .given([registered, scheduled])
        .when({ ...settings, employeeAssistance: programme })
        .then([set]);
      spec
        .given([registered, scheduled, set])
        .when({ ...settings, employeeAssistance: { ...programme } })
        .then([]);
      spec.given([registered, scheduled, set]).when(settings).then([]);
    });

    it('records its removal once', () => {
      spec
        .given([registered, scheduled, set])
        .when({ ...settings, employeeAssistance: null, expectedVersion: 2 })
        .then([{ type: 'EmployeeAssistanceChanged', data: { agencyId, programme: null } }]);
      spec
        .given([registered, scheduled])
        .when({ ...settings, employeeAssistance: null })
        .then([]);
    });
  });
});
