import { COMMENTS_MIN } from '@hearth/contracts/dashboard';
import { shuffled } from '@hearth/platform/collections';
import type { Deps } from '@hearth/platform/deps';
import { getAgencySettings } from '../agency/queries';
import { unsealComment } from './answers/sealing';

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
  const [round] = await sql<{ status: string; response_count: number; anonymity_threshold: number | null }[]>`
    select status, response_count, anonymity_threshold from round_summaries
    where agency_id = ${agencyId} and round_id = ${roundId}`;
  if (round?.status !== 'closed') return null;
  const threshold = round.anonymity_threshold ?? (await getAgencySettings(sql, agencyId)).anonymityThreshold;
  if (round.response_count < threshold) return null;
  const rows = await sql<{ free_text: string }[]>`
    select free_text from round_responses
    where agency_id = ${agencyId} and round_id = ${roundId} and free_text is not null`;
  if (rows.length < COMMENTS_MIN) return null;
  const people = await sql<{ first_name: string; last_name: string }[]>`
    select first_name, last_name from people where agency_id = ${agencyId}`;
  const names = people.flatMap((person) => [person.first_name, person.last_name]);
  return shuffled(rows.map((row) => maskPersonalDetails(unsealComment(deps.secrets, row.free_text), names)));
}

const MASKS = { name: '[name]', email: '[email]', phone: '[phone]' } as const;

/**
 * Names that are also everyday words: masked only when written with a capital, so that "I will"
 * stays readable when someone on the team is called Will.
 */
export const EVERYDAY_WORDS = new Set(
  `will hope joy faith grace may june april rose summer dawn ray jack frank rich mark bill pat sue art amber ivy
  lily penny sandy violet ruby pearl chase hunter drew gene holly iris heather autumn skye sky star august jean
  max page hall cook baker miller young king long little green brown white black gray grey wood stone love
  bishop major rich price hill`.split(/\s+/),
);

const plain = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

const EMAIL = /[^\s@<>()[\]]+@[^\s@<>()[\]]+\.[a-z]{2,}/gi;
/** Seven or more digits, with the separators people type in phone numbers. */
const PHONE = /(?<![\p{L}\p{N}])\+?\(?\d[\d\s().-]{5,}\d(?![\p{L}\p{N}])/gu;
const WORD = /[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*/gu;

/**
 * Masks the given names (each part of a multi-word name on its own, with or without accents),
 * email addresses and phone numbers; a run of masked name parts ("Maria Lopez") becomes one mask.
 */
export function maskPersonalDetails(text: string, names: string[]): string {
  const parts = new Set(
    names
      .flatMap((name) => [name, ...name.split(/[\s-]+/)])
      .map(plain)
      .filter((part) => part.length >= 2),
  );
  const masked = text
    .replace(EMAIL, MASKS.email)
    .replace(PHONE, (match) => (match.replace(/\D/g, '').length >= 7 ? MASKS.phone : match))
    .replace(WORD, (word) => {
      const key = plain(word).replace(/['’]s$/, '');
      if (!parts.has(key)) return word;
      if (EVERYDAY_WORDS.has(key) && word[0] === word[0]?.toLowerCase()) return word;
      return /['’]s$/i.test(word) ? `${MASKS.name}'s` : MASKS.name;
    });
  return masked.replace(/\[name\](?:\s+\[name\])+/g, MASKS.name);
}
