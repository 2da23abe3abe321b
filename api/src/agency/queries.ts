import type { AgencyResponse, AgencySettings, EmployeeAssistance } from '@hearth/contracts/agency';
import type { SurveyDay, Timezone } from '@hearth/contracts/constants';
import type { Fragment, Sql } from '@hearth/platform/db';
import { notFound } from '@hearth/platform/errors';

interface AgencyRow {
  agency_id: string;
  name: string;
  name_version: number;
  survey_day: SurveyDay | null;
  survey_time: string | null;
  timezone: Timezone;
  reminder_interval: number;
  answer_window_hours: number;
  anonymity_threshold: number;
  eap_name: string | null;
  eap_phone: string | null;
  eap_url: string | null;
  phone: string | null;
  settings_version: number;
}

async function findAgencyRow(sql: Sql, agencyId: string): Promise<AgencyRow | null> {
  const [row] = await sql<AgencyRow[]>`select * from agencies where agency_id = ${agencyId}`;
  return row ?? null;
}

async function agencyRow(sql: Sql, agencyId: string): Promise<AgencyRow> {
  const row = await findAgencyRow(sql, agencyId);
  if (!row) throw notFound('Agency not found');
  return row;
}

/**
 * The agencies whose rounds some driver must be running: every agency with a schedule. The schedule
 * reactor starts an agency's driver when its schedule changes; this list lets a worker start the ones
 * that reactor will never see again — after the workflow driver was switched on an existing database,
 * or a workflow was terminated by hand.
 */
export async function agenciesWithSchedule(sql: Sql): Promise<string[]> {
  const rows = await sql<{ agency_id: string }[]>`
    select agency_id from agencies where survey_day is not null and survey_time is not null order by agency_id`;
  return rows.map((row) => row.agency_id);
}

/** The agency's name, or null for an agency the read model does not have. */
export async function findAgencyName(sql: Sql, agencyId: string): Promise<string | null> {
  return (await findAgencyRow(sql, agencyId))?.name ?? null;
}

export async function getAgency(sql: Sql, agencyId: string): Promise<AgencyResponse> {
  const row = await agencyRow(sql, agencyId);
  return { id: row.agency_id, name: row.name, version: row.name_version };
}

/** How many times the agency's mail templates changed (their ETag). */
export async function templatesVersion(sql: Sql, agencyId: string): Promise<number> {
  const [row] = await sql<{ templates_version: number }[]>`
    select templates_version from agencies where agency_id = ${agencyId}`;
  return row?.templates_version ?? 0;
}

export async function getAgencySettings(sql: Sql, agencyId: string): Promise<AgencySettings> {
  return settingsOf(await agencyRow(sql, agencyId));
}

/** The settings of many agencies in one statement; an unknown agency is left out. */
export async function getAgenciesSettings(sql: Sql, agencyIds: string[]): Promise<Map<string, AgencySettings>> {
  const rows = await sql<AgencyRow[]>`select * from agencies where agency_id = any(${agencyIds}::uuid[])`;
  return new Map(rows.map((row) => [row.agency_id, settingsOf(row)]));
}

function settingsOf(row: AgencyRow): AgencySettings {
  return {
    surveyDay: row.survey_day,
    surveyTime: row.survey_time,
    timezone: row.timezone,
    reminderInterval: row.reminder_interval,
    answerWindowHours: row.answer_window_hours,
    anonymityThreshold: row.anonymity_threshold,
    employeeAssistance: employeeAssistance(row),
    phone: row.phone,
    version: row.settings_version,
  };
}

function employeeAssistance(row: Pick<AgencyRow, 'eap_name' | 'eap_phone' | 'eap_url'>): EmployeeAssistance | null {
  return row.eap_name ? { name: row.eap_name, phone: row.eap_phone, url: row.eap_url } : null;
}

/**
 * The agencies where it is `fromHour` o'clock or later now in their own time zone, of those that meet
 * `also`: a condition the caller writes on the agency's id and its local time now. One statement however
 * many agencies: the hourly notifications pass reads no other agency's stream.
 */
export async function agenciesPastHour(
  sql: Sql,
  now: Date,
  fromHour: number,
  also: (agencyId: Fragment, localNow: Fragment) => Fragment,
): Promise<string[]> {
  const localNow = () => sql`${now}::timestamptz at time zone a.timezone`;
  const rows = await sql<{ agency_id: string }[]>`
    select a.agency_id from agencies a
    where extract(hour from ${localNow()}) >= ${fromHour} and ${also(sql`a.agency_id`, localNow())}`;
  return rows.map((row) => row.agency_id);
}
