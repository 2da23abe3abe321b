import { languagesFewUse } from '@hearth/contracts/check-in';
import { isLanguage, type Language } from '@hearth/contracts/constants';
import type { CheckIn } from '@hearth/contracts/survey';
import type { Deps } from '@hearth/platform/deps';
import { getAgencySettings } from '../agency/queries';
import { activeStaffLanguages } from '../members/queries';
import { usableLink } from './answers/links';

/**
 * What a usable link's check-in shows besides the questions (`GET /api/survey/check-in`): its
 * agency's employee assistance programme and the languages few of its staff use. Both are facts of
 * the agency, the same for every link of the round; null when the link is not usable. Nothing is
 * written: reading this leaves no trace of who opened the check-in.
 */
export async function checkInOf(
  deps: Pick<Deps, 'sql' | 'secrets'>,
  token: string,
  now: Date,
  modelProvider: string | null,
): Promise<CheckIn | null> {
  const { sql } = deps;
  const link = await usableLink(deps, token, now);
  if (!link) return null;
  const [settings, staff] = await Promise.all([
    getAgencySettings(sql, link.agencyId),
    activeStaffLanguages(sql, link.agencyId),
  ]);
  const languages = staff.map((language): Language => (isLanguage(language) ? language : 'en'));
  return {
    support: settings.employeeAssistance,
    languagesFewUse: languagesFewUse(languages, settings.anonymityThreshold),
    commentsSummarisedBy: modelProvider,
  };
}
