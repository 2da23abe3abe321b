import { AGENCY_DEFAULTS, type EmployeeAssistance } from '@hearth/contracts/agency';
import type { SurveyDay, Timezone } from '@hearth/contracts/constants';
import type { EmailTemplate, TemplateKind } from '@hearth/contracts/email-templates';
import type { AgencyEvent } from '@hearth/contracts/events';
import { unhandled } from '@hearth/platform/commands';

/**
 * The agency aggregate's state (stream `agency-<agencyId>`). The versions count changes to
 * each part an administrator edits as a whole, for optimistic concurrency (ETag/If-Match).
 */
export interface Agency {
  registered: boolean;
  agencyId: string;
  name: string;
  nameVersion: number;
  schedule: {
    surveyDay: SurveyDay | null;
    surveyTime: string | null;
    timezone: Timezone;
    reminderInterval: number;
    answerWindowHours: number;
  };
  /** When the schedule last changed; the next round opens after it. */
  scheduleChangedAt: string | null;
  anonymityThreshold: number;
  employeeAssistance: EmployeeAssistance | null;
  /** The agency's phone number, printed at the foot of staff mails. */
  phone: string | null;
  settingsVersion: number;
  jobRoles: Record<string, string>;
  customTemplates: Partial<Record<TemplateKind, EmailTemplate>>;
  templatesVersion: number;
  /** Local date (YYYY-MM-DD) of the Monday whose digest went out last. */
  lastDigestWeek: string | null;
}

export const initialAgency: Agency = {
  registered: false,
  agencyId: '',
  name: '',
  nameVersion: 0,
  schedule: {
    surveyDay: null,
    surveyTime: null,
    timezone: AGENCY_DEFAULTS.timezone,
    reminderInterval: AGENCY_DEFAULTS.reminderInterval,
    answerWindowHours: AGENCY_DEFAULTS.answerWindowHours,
  },
  scheduleChangedAt: null,
  anonymityThreshold: AGENCY_DEFAULTS.anonymityThreshold,
  employeeAssistance: null,
  phone: null,
  settingsVersion: 0,
  jobRoles: {},
  customTemplates: {},
  templatesVersion: 0,
  lastDigestWeek: null,
};

export function evolveAgency(state: Agency, event: AgencyEvent): Agency {
  switch (event.type) {
    case 'AgencyRegistered':
      return { ...state, registered: true, agencyId: event.data.agencyId, name: event.data.name };
    case 'AgencyRenamed':
      return { ...state, name: event.data.name, nameVersion: state.nameVersion + 1 };
    case 'SurveyScheduleChanged': {
      const { surveyDay, surveyTime, timezone, reminderInterval, changedAt } = event.data;
      const answerWindowHours = event.data.answerWindowHours ?? AGENCY_DEFAULTS.answerWindowHours;
      return {
        ...state,
        schedule: { surveyDay, surveyTime, timezone, reminderInterval, answerWindowHours },
        scheduleChangedAt: changedAt,
        settingsVersion: state.settingsVersion + 1,
      };
    }
    case 'AnonymityThresholdChanged':
      return { ...state, anonymityThreshold: event.data.threshold, settingsVersion: state.settingsVersion + 1 };
    case 'EmployeeAssistanceChanged':
      return { ...state, employeeAssistance: event.data.programme, settingsVersion: state.settingsVersion + 1 };
    case 'AgencyPhoneChanged':
      return { ...state, phone: event.data.phone, settingsVersion: state.settingsVersion + 1 };
    case 'JobRoleAdded':
    case 'JobRoleRenamed':
      return { ...state, jobRoles: { ...state.jobRoles, [event.data.jobRoleId]: event.data.name } };
    case 'JobRoleRemoved': {
      const { [event.data.jobRoleId]: _removed, ...jobRoles } = state.jobRoles;
      return { ...state, jobRoles };
    }
    case 'EmailTemplateChanged': {
      const { kind, fromName, subject, body } = event.data;
      return {
        ...state,
        customTemplates: { ...state.customTemplates, [kind]: { fromName, subject, body } },
        templatesVersion: state.templatesVersion + 1,
      };
    }
    case 'EmailTemplateRestored': {
      const { [event.data.kind]: _restored, ...customTemplates } = state.customTemplates;
      return { ...state, customTemplates, templatesVersion: state.templatesVersion + 1 };
    }
    case 'DigestSent':
      return { ...state, lastDigestWeek: event.data.weekOf };
    default:
      return unhandled(event);
  }
}
