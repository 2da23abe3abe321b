import { type EmployeeAssistance, SETTINGS_CHANGED_ELSEWHERE } from '@hearth/contracts/agency';
import type { SurveyDay, Timezone } from '@hearth/contracts/constants';
import {
  DEFAULT_TEMPLATES,
  type EmailTemplates,
  TEMPLATE_KINDS,
  type TemplateKind,
} from '@hearth/contracts/email-templates';
import { type AgencyEvent, isAgencyEvent } from '@hearth/contracts/events';
import { type Decider, unhandled } from '@hearth/platform/commands';
import { conflict, notFound, preconditionFailed } from '@hearth/platform/errors';
import { type Agency, evolveAgency, initialAgency } from './agency';

export type AgencyCommand =
  | { type: 'RegisterAgency'; agencyId: string; name: string }
  | { type: 'RenameAgency'; name: string; expectedVersion?: number }
  | {
      type: 'ChangeSettings';
      surveyDay: SurveyDay;
      surveyTime: string;
      timezone: Timezone;
      reminderInterval: number;
      /** Absent: unchanged. */
      answerWindowHours?: number;
      anonymityThreshold?: number;
      /** Absent: unchanged; null: the agency has none. */
      employeeAssistance?: EmployeeAssistance | null;
      expectedVersion?: number;
      at: Date;
    }
  | { type: 'AddJobRole'; jobRoleId: string; name: string }
  | { type: 'RenameJobRole'; jobRoleId: string; name: string }
  | { type: 'RemoveJobRole'; jobRoleId: string; assignedMembers: number }
  | { type: 'SaveEmailTemplates'; templates: EmailTemplates; expectedVersion?: number }
  | { type: 'RestoreEmailTemplate'; kind: TemplateKind }
  | { type: 'RecordDigest'; weekOf: string; recipients: number };

type CommandOf<T extends AgencyCommand['type']> = Extract<AgencyCommand, { type: T }>;

export const JOB_ROLE_NAME_TAKEN = 'A job role with this name already exists';
export const JOB_ROLE_NOT_FOUND = 'Job role not found';

function registerAgency(command: CommandOf<'RegisterAgency'>, state: Agency): AgencyEvent[] {
  if (state.registered) throw conflict('This agency is already registered');
  return [{ type: 'AgencyRegistered', data: { agencyId: command.agencyId, name: command.name } }];
}

function renameAgency(command: CommandOf<'RenameAgency'>, state: Agency): AgencyEvent[] {
  assertRegistered(state);
  assertVersion(command.expectedVersion, state.nameVersion);
  if (command.name === state.name) return [];
  return [{ type: 'AgencyRenamed', data: { agencyId: state.agencyId, name: command.name } }];
}

function changeSettings(command: CommandOf<'ChangeSettings'>, state: Agency): AgencyEvent[] {
  assertRegistered(state);
  assertVersion(command.expectedVersion, state.settingsVersion);
  const events: AgencyEvent[] = [];
  const { surveyDay, surveyTime, timezone, reminderInterval } = command;
  const schedule = state.schedule;
  const answerWindowHours = command.answerWindowHours ?? schedule.answerWindowHours;
  if (
    schedule.surveyDay !== surveyDay ||
    schedule.surveyTime !== surveyTime ||
    schedule.timezone !== timezone ||
    schedule.reminderInterval !== reminderInterval ||
    schedule.answerWindowHours !== answerWindowHours
  ) {
    events.push({
      type: 'SurveyScheduleChanged',
      data: {
        agencyId: state.agencyId,
        changedAt: command.at.toISOString(),
        surveyDay,
        surveyTime,
        timezone,
        reminderInterval,
        answerWindowHours,
      },
    });
  }
  if (command.anonymityThreshold !== undefined && command.anonymityThreshold !== state.anonymityThreshold) {
    events.push({
      type: 'AnonymityThresholdChanged',
      data: { agencyId: state.agencyId, threshold: command.anonymityThreshold },
    });
  }
  const programme = command.employeeAssistance;
  if (programme !== undefined && !sameProgramme(programme, state.employeeAssistance)) {
    events.push({ type: 'EmployeeAssistanceChanged', data: { agencyId: state.agencyId, programme } });
  }
  return events;
}

function sameProgramme(a: EmployeeAssistance | null, b: EmployeeAssistance | null): boolean {
  if (a === null || b === null) return a === b;
  return a.name === b.name && a.phone === b.phone && a.url === b.url;
}

function addJobRole(command: CommandOf<'AddJobRole'>, state: Agency): AgencyEvent[] {
  assertRegistered(state);
  assertNameFree(state, command.name, null);
  return [
    { type: 'JobRoleAdded', data: { agencyId: state.agencyId, jobRoleId: command.jobRoleId, name: command.name } },
  ];
}

function renameJobRole(command: CommandOf<'RenameJobRole'>, state: Agency): AgencyEvent[] {
  assertJobRole(state, command.jobRoleId);
  if (state.jobRoles[command.jobRoleId] === command.name) return [];
  assertNameFree(state, command.name, command.jobRoleId);
  return [
    { type: 'JobRoleRenamed', data: { agencyId: state.agencyId, jobRoleId: command.jobRoleId, name: command.name } },
  ];
}

function removeJobRole(command: CommandOf<'RemoveJobRole'>, state: Agency): AgencyEvent[] {
  assertJobRole(state, command.jobRoleId);
  if (command.assignedMembers > 0) {
    const who = command.assignedMembers === 1 ? '1 staff member has' : `${command.assignedMembers} staff members have`;
    throw conflict(`${who} this job role. Give them another role before deleting it.`, 'JOB_ROLE_IN_USE');
  }
  return [{ type: 'JobRoleRemoved', data: { agencyId: state.agencyId, jobRoleId: command.jobRoleId } }];
}

function saveEmailTemplates(command: CommandOf<'SaveEmailTemplates'>, state: Agency): AgencyEvent[] {
  assertRegistered(state);
  assertVersion(command.expectedVersion, state.templatesVersion);
  return TEMPLATE_KINDS.flatMap((kind): AgencyEvent[] => {
    const current = state.customTemplates[kind] ?? DEFAULT_TEMPLATES[kind];
    const next = command.templates[kind];
    if (current.fromName === next.fromName && current.subject === next.subject && current.body === next.body) return [];
    return [{ type: 'EmailTemplateChanged', data: { agencyId: state.agencyId, kind, ...next } }];
  });
}

function restoreEmailTemplate(command: CommandOf<'RestoreEmailTemplate'>, state: Agency): AgencyEvent[] {
  assertRegistered(state);
  if (!state.customTemplates[command.kind]) return [];
  return [{ type: 'EmailTemplateRestored', data: { agencyId: state.agencyId, kind: command.kind } }];
}

/** Once per week: a second worker (or a retry) finds the week already recorded and sends nothing. */
function recordDigest(command: CommandOf<'RecordDigest'>, state: Agency): AgencyEvent[] {
  assertRegistered(state);
  if (state.lastDigestWeek !== null && state.lastDigestWeek >= command.weekOf) return [];
  return [
    { type: 'DigestSent', data: { agencyId: state.agencyId, weekOf: command.weekOf, recipients: command.recipients } },
  ];
}

function assertRegistered(state: Agency) {
  if (!state.registered) throw notFound('Agency not found');
}

function assertVersion(expected: number | undefined, actual: number) {
  if (expected !== undefined && expected !== actual) throw preconditionFailed(SETTINGS_CHANGED_ELSEWHERE);
}

function assertJobRole(state: Agency, jobRoleId: string) {
  assertRegistered(state);
  if (!(jobRoleId in state.jobRoles)) throw notFound(JOB_ROLE_NOT_FOUND);
}

function assertNameFree(state: Agency, name: string, except: string | null) {
  const key = name.toLowerCase();
  const taken = Object.entries(state.jobRoles).some(
    ([id, existing]) => id !== except && existing.toLowerCase() === key,
  );
  if (taken) throw conflict(JOB_ROLE_NAME_TAKEN, 'JOB_ROLE_NAME_TAKEN');
}

function decideAgency(command: AgencyCommand, state: Agency): AgencyEvent[] {
  switch (command.type) {
    case 'RegisterAgency':
      return registerAgency(command, state);
    case 'RenameAgency':
      return renameAgency(command, state);
    case 'ChangeSettings':
      return changeSettings(command, state);
    case 'AddJobRole':
      return addJobRole(command, state);
    case 'RenameJobRole':
      return renameJobRole(command, state);
    case 'RemoveJobRole':
      return removeJobRole(command, state);
    case 'SaveEmailTemplates':
      return saveEmailTemplates(command, state);
    case 'RestoreEmailTemplate':
      return restoreEmailTemplate(command, state);
    case 'RecordDigest':
      return recordDigest(command, state);
    default:
      return unhandled(command);
  }
}

export const agencyDecider: Decider<Agency, AgencyCommand, AgencyEvent> = {
  initialState: initialAgency,
  evolve: evolveAgency,
  decide: decideAgency,
  owns: isAgencyEvent,
};
