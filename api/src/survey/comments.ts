import { COMMENTS_MIN } from '@hearth/contracts/dashboard';
import { shuffled } from '@hearth/platform/collections';
import type { Deps } from '@hearth/platform/deps';
import { getAgencySettings } from '../agency/queries';
import { unsealComment } from './answers/sealing';
import { agencyMasker } from './masking/roster';
import { roundSummary } from './summaries';

/**
 * A closed round's comments as an administrator or a model may see them (docs/anonymity.md):
 * only with at least k answers and at least three comments, in a fresh random order each time,
 * with the names of the agency's own people, email addresses and phone numbers masked.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function roundComments(
  deps: Pick<Deps, 'sql' | 'secrets'>,
  agencyId: string,
  roundId: string,
): Promise<string[] | null> {
  if (!UUID.test(roundId)) return null;
  const { sql } = deps;
  const round = await roundSummary(sql, agencyId, roundId);
  if (round?.status !== 'closed') return null;
  const threshold = round.anonymity_threshold ?? (await getAgencySettings(sql, agencyId)).anonymityThreshold;
  if (round.response_count < threshold) return null;
  const rows = await sql<{ free_text: string }[]>`
    select free_text from round_responses
    where agency_id = ${agencyId} and round_id = ${roundId} and free_text is not null`;
  if (rows.length < COMMENTS_MIN) return null;
  // Masked when sealed (answers/submit.ts); again here against today's roster, for comments sealed
  // before masking moved there and for anyone who joined since.
  const masker = await agencyMasker(sql, agencyId);
  return shuffled(rows.map((row) => masker.mask(unsealComment(deps.secrets, row.free_text))));
}
