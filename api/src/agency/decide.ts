import { isDeepStrictEqual } from 'node:util';
import {
  type AgencySettingsInput,
  type AgencySettingValues,
  SETTINGS_CHANGED_ELSEWHERE,
} from '@hearth/contracts/agency';
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
  /** The Agency Info tab as the contract reads it: a setting left out stays as it is. */
  | ({ type: 'ChangeSettings'; expectedVersion?: number; at: Date } & AgencySettingsInput)
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

/** Every setting after the change: what the command gives, and what the agency had for what it leaves out. */
type SettingsAfter = Required<AgencySettingsInput>;

/**
 * The event that records each setting. A setting added to the contract does not compile until it is
 * listed here and its event is written below (docs/architecture.md, "Adding an agency setting").
 */
const RECORDED_BY = {
  surveyDay: 'SurveyScheduleChanged',
  surveyTime: 'SurveyScheduleChanged',
  timezone: 'SurveyScheduleChanged',
  reminderInterval: 'SurveyScheduleChanged',
  answerWindowHours: 'SurveyScheduleChanged',
  anonymityThreshold: 'AnonymityThresholdChanged',
  employeeAssistance: 'EmployeeAssistanceChanged',
  phone: 'AgencyPhoneChanged',
} as const satisfies Record<keyof AgencySettingValues, AgencyEvent['type']>;

type SettingsEvent = (typeof RECORDED_BY)[keyof typeof RECORDED_BY];

const RECORD: {
  [Type in SettingsEvent]: (after: SettingsAfter, agencyId: string, at: Date) => Extract<AgencyEvent, { type: Type }>;
} = {
  SurveyScheduleChanged: (after, agencyId, at) => ({
    type: 'SurveyScheduleChanged',
    data: {
      agencyId,
      changedAt: at.toISOString(),
      surveyDay: after.surveyDay,
      surveyTime: after.surveyTime,
      timezone: after.timezone,
      reminderInterval: after.reminderInterval,
      answerWindowHours: after.answerWindowHours,
    },
  }),
  AnonymityThresholdChanged: (after, agencyId) => ({
    type: 'AnonymityThresholdChanged',
    data: { agencyId, threshold: after.anonymityThreshold },
  }),
  EmployeeAssistanceChanged: (after, agencyId) => ({
    type: 'EmployeeAssistanceChanged',
    data: { agencyId, programme: after.employeeAssistance },
  }),
  AgencyPhoneChanged: (after, agencyId) => ({ type: 'AgencyPhoneChanged', data: { agencyId, phone: after.phone } }),
};

function settingsBefore(state: Agency): AgencySettingValues {
  const { anonymityThreshold, employeeAssistance, phone } = state;
  return { ...state.schedule, anonymityThreshold, employeeAssistance, phone };
}

function settingsAfter(command: CommandOf<'ChangeSettings'>, state: Agency): SettingsAfter {
  const kept = <T>(value: T | undefined, current: T) => (value === undefined ? current : value);
  return {
    surveyDay: command.surveyDay,
    surveyTime: command.surveyTime,
    timezone: command.timezone,
    reminderInterval: command.reminderInterval,
    answerWindowHours: kept(command.answerWindowHours, state.schedule.answerWindowHours),
    anonymityThreshold: kept(command.anonymityThreshold, state.anonymityThreshold),
    employeeAssistance: kept(command.employeeAssistance, state.employeeAssistance),
    phone: kept(command.phone, state.phone),
  };
}

/** One event for each group of settings that changed (a schedule change is one event, not five). */
function changeSettings(command: CommandOf<'ChangeSettings'>, state: Agency): AgencyEvent[] {
  assertRegistered(state);
  assertVersion(command.expectedVersion, state.settingsVersion);
  const before = settingsBefore(state);
  const after = settingsAfter(command, state);
  const settings = Object.keys(RECORDED_BY) as (keyof AgencySettingValues)[];
  const changed = new Set(
    settings
      .filter((setting) => !isDeepStrictEqual(before[setting], after[setting]))
      .map((setting) => RECORDED_BY[setting]),
  );
  return [...changed].map((type) => RECORD[type](after, state.agencyId, command.at));
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
