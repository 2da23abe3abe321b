import { languagesFewUse } from '@hearth/contracts/check-in';
import { isLanguage, type Language } from '@hearth/contracts/constants';
import type { CheckIn } from '@hearth/contracts/survey';
import type { Sql } from '@hearth/platform/db';
import { getAgencySettings } from '../agency/queries';
import { usableLink } from './answers/links';

/**
 * What a usable link's check-in shows besides the questions (`GET /api/survey/check-in`): its
 * agency's employee assistance programme and the languages few of its staff use. Both are facts of
 * the agency, the same for every link of the round; null when the link is not usable. Nothing is
 * written: reading this leaves no trace of who opened the check-in.
 */
export async function checkInOf(
  sql: Sql,
  token: string,
  now: Date,
  modelProvider: string | null,
): Promise<CheckIn | null> {
  const [link] = await sql<{ agency_id: string }[]>`
    select r.agency_id from (${usableLink(sql, token, now)}) l join round_state r using (round_id)`;
  if (!link) return null;
  const [settings, staff] = await Promise.all([
    getAgencySettings(sql, link.agency_id),
    sql<{ language: string }[]>`
      select language from members where agency_id = ${link.agency_id} and role = 'user' and status = 'active'`,
  ]);
  const languages = staff.map((row): Language => (isLanguage(row.language) ? row.language : 'en'));
  return {
    support: settings.employeeAssistance,
    languagesFewUse: languagesFewUse(languages, settings.anonymityThreshold),
    commentsSummarisedBy: modelProvider,
  };
}
