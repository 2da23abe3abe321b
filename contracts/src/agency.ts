import { z } from 'zod';
import { ANONYMITY_THRESHOLD, ANSWER_WINDOW_HOURS, DEFAULT_SURVEY_SCHEDULE, SURVEY_DAYS, TIMEZONES } from './constants';
import { agencyNameField, asText } from './fields';

const uuid = z.uuid();
/** The agency's employee assistance programme as it is stored and shown (docs/duty-of-care.md). */
export const programme = z.object({ name: z.string(), phone: z.string().nullable(), url: z.string().nullable() });
export type EmployeeAssistance = z.infer<typeof programme>;

/** Agency events (stream `agency-<agencyId>`): the agency, its schedule, job roles and mail templates. */
export const agencyEvents = {
  AgencyRegistered: z.object({ agencyId: uuid, name: z.string() }),
  AgencyRenamed: z.object({ agencyId: uuid, name: z.string() }),
  SurveyScheduleChanged: z.object({
    agencyId: uuid,
    /** When the change was made: the next round opens after this moment (docs/survey-rounds.md). */
    changedAt: z.iso.datetime(),
    surveyDay: z.enum(SURVEY_DAYS),
    surveyTime: z.string(),
    timezone: z.enum(TIMEZONES),
    reminderInterval: z.number().int(),
    /** Absent in events written before agencies could choose it: 24 hours. */
    answerWindowHours: z.number().int().optional(),
  }),
  AnonymityThresholdChanged: z.object({ agencyId: uuid, threshold: z.number().int() }),
  /** The agency's employee assistance programme, shown to staff after a hard week; null removes it. */
  EmployeeAssistanceChanged: z.object({
    agencyId: uuid,
    programme: programme.nullable(),
  }),
  /** The agency's own phone number, printed at the foot of staff mails; null removes it. */
  AgencyPhoneChanged: z.object({ agencyId: uuid, phone: z.string().nullable() }),
  JobRoleAdded: z.object({ agencyId: uuid, jobRoleId: uuid, name: z.string() }),
  JobRoleRenamed: z.object({ agencyId: uuid, jobRoleId: uuid, name: z.string() }),
  JobRoleRemoved: z.object({ agencyId: uuid, jobRoleId: uuid }),
  EmailTemplateChanged: z.object({
    agencyId: uuid,
    kind: z.enum(['invite', 'welcome', 'survey', 'reminder']),
    fromName: z.string(),
    subject: z.string(),
    body: z.string(),
  }),
  EmailTemplateRestored: z.object({ agencyId: uuid, kind: z.enum(['invite', 'welcome', 'survey', 'reminder']) }),
  /** The Monday summary of the week starting `weekOf` (the agency's local date) went to `recipients` administrators. */
  DigestSent: z.object({ agencyId: uuid, weekOf: z.iso.date(), recipients: z.number().int() }),
};

const SURVEY_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Reminder interval (docs/product-rules.md): a number of minutes, at least 0; anything non-numeric becomes 0. */
const reminderIntervalField = z.preprocess(
  (value) => {
    const number = typeof value === 'number' ? value : Number(asText(value).trim());
    return Number.isFinite(number) && asText(value).trim() !== '' ? Math.floor(number) : 0;
  },
  z
    .number()
    .min(0, 'Reminder interval must be 0 minutes or more')
    .max(1440, 'Reminder interval must be at most 1440 minutes (24 hours): survey links expire after 24 hours'),
);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => value || null);

/** A phone number as people write it: digits, spaces, + - ( ) and an extension; blank is none. */
const phoneField = optionalText(40, 'Phone number must be at most 40 characters').refine(
  (phone) => phone === null || /^[+()\d][\d\s().+-]*(\s*(ext\.?|x)\s*\d+)?$/i.test(phone),
  'Phone number may contain only digits, spaces, +, -, ( ) and an extension',
);

/**
 * The employee assistance programme staff are pointed to after a hard week (docs/duty-of-care.md): a
 * name and a phone number or a web address. All blank means the agency has none.
 */
const employeeAssistanceField = z
  .object({
    name: optionalText(100, 'Programme name must be at most 100 characters'),
    phone: phoneField,
    url: optionalText(300, 'Web address must be at most 300 characters').refine(
      (url) => url === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url),
      'Web address must start with https:// or http://',
    ),
  })
  .nullable()
  .transform((fields, context) => {
    if (fields === null || (!fields.name && !fields.phone && !fields.url)) return null;
    if (!fields.name) {
      context.addIssue({ code: 'custom', message: 'Give the programme a name', path: ['name'] });
      return z.NEVER;
    }
    if (!fields.phone && !fields.url) {
      context.addIssue({ code: 'custom', message: 'Add a phone number or a web address', path: ['phone'] });
      return z.NEVER;
    }
    return { name: fields.name, phone: fields.phone, url: fields.url } satisfies EmployeeAssistance;
  });

const ANSWER_WINDOW_MESSAGE =
  'Answer window must be a whole number of hours from ' + `${ANSWER_WINDOW_HOURS.min} to ${ANSWER_WINDOW_HOURS.max}`;

/** Accepts 9:00 as well as 09:00 (people type both), and stores the two-digit form. */
const surveyTimeField = z
  .string({ error: 'Please choose a survey time' })
  .trim()
  .transform((time) => (/^\d:\d\d$/.test(time) ? `0${time}` : time))
  .pipe(z.string().regex(SURVEY_TIME_PATTERN, 'Survey time must be a 24-hour time like 09:00'));

/**
 * The settings an administrator edits on the Agency Info tab, as GET returns them. Every layer is written
 * against this type (docs/architecture.md, "Adding an agency setting"): the request below, the decider's
 * events, the read model's row and the form each fail to compile until they carry a new setting.
 */
export type AgencySettingValues = Omit<AgencySettings, 'version'>;

export const agencySettingsRequest = z.object({
  surveyDay: z.enum(SURVEY_DAYS, { error: 'Please choose a survey day' }),
  surveyTime: surveyTimeField,
  timezone: z.enum(TIMEZONES, { error: 'Please choose a time zone from the list' }),
  reminderInterval: reminderIntervalField,
  /** Absent: 24 hours (or unchanged on a client that does not send it). */
  answerWindowHours: z.coerce
    .number({ error: ANSWER_WINDOW_MESSAGE })
    .int(ANSWER_WINDOW_MESSAGE)
    .min(ANSWER_WINDOW_HOURS.min, ANSWER_WINDOW_MESSAGE)
    .max(ANSWER_WINDOW_HOURS.max, ANSWER_WINDOW_MESSAGE)
    .optional(),
  anonymityThreshold: z.coerce
    .number({ error: `Minimum answers must be a number from ${ANONYMITY_THRESHOLD.min} to ${ANONYMITY_THRESHOLD.max}` })
    .int(`Minimum answers must be a whole number from ${ANONYMITY_THRESHOLD.min} to ${ANONYMITY_THRESHOLD.max}`)
    .min(ANONYMITY_THRESHOLD.min, `Minimum answers must be at least ${ANONYMITY_THRESHOLD.min}`)
    .max(ANONYMITY_THRESHOLD.max, `Minimum answers must be at most ${ANONYMITY_THRESHOLD.max}`)
    .optional(),
  /** Absent: unchanged; all fields blank: none. */
  employeeAssistance: employeeAssistanceField.optional(),
  /** The agency's phone number for staff mails. Absent: unchanged; blank: none. */
  phone: phoneField.optional(),
} satisfies { [Setting in keyof AgencySettingValues]: z.ZodType });
export type AgencySettingsInput = z.output<typeof agencySettingsRequest>;

/** GET /api/agency/settings. Day and time are null until an administrator sets the schedule. */
export const agencySettingsResponse = z.object({
  surveyDay: z.enum(SURVEY_DAYS).nullable(),
  surveyTime: z.string().nullable(),
  timezone: z.enum(TIMEZONES),
  reminderInterval: z.number(),
  answerWindowHours: z.number(),
  anonymityThreshold: z.number(),
  employeeAssistance: programme.nullable(),
  phone: z.string().nullable(),
  version: z.number(),
});
export type AgencySettings = z.infer<typeof agencySettingsResponse>;

export const agencyResponse = z.object({ id: z.string(), name: z.string(), version: z.number() });
export type AgencyResponse = z.infer<typeof agencyResponse>;
export const renameAgencyRequest = z.object({ name: agencyNameField });

export const AGENCY_DEFAULTS = { ...DEFAULT_SURVEY_SCHEDULE, anonymityThreshold: ANONYMITY_THRESHOLD.default };

export const SETTINGS_CHANGED_ELSEWHERE =
  'These settings were changed by another administrator while you were editing. Reload the page to see their ' +
  'changes, then save again.';

export const jobRoleRequest = z.object({
  name: z
    .string({ error: 'Please enter a role name' })
    .trim()
    .min(1, 'Please enter a role name')
    .max(80, 'Role name must be at most 80 characters'),
});
export const jobRole = z.object({ id: z.string(), name: z.string(), memberCount: z.number() });
export type JobRole = z.infer<typeof jobRole>;
