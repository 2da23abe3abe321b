import { languagesFewUse } from '@hearth/contracts/check-in';
import { isLanguage, type Language } from '@hearth/contracts/constants';
import type { MemberSummary } from '@hearth/contracts/members';

const NAMES: Record<Language, string> = { en: 'English', es: 'Spanish' };

/**
 * Beside a staff member's language (docs/staff-languages.md): when fewer than k of the agency's active
 * staff, this member included, take the check-in in the chosen language, a comment in it could show who
 * wrote it. Staff read the same caution before the comment box. Null when there is nothing to say.
 */
export function languageCaution({
  language,
  member,
  users,
  threshold,
}: {
  language: string;
  /** The member being edited (left out of the others), or null for a new one. */
  member: MemberSummary | null;
  users: MemberSummary[];
  threshold: number;
}): string | null {
  if (!isLanguage(language)) return null;
  const others = users
    .filter((user) => user.id !== member?.id && user.role === 'user' && user.status === 'active')
    .map((user): Language => user.language);
  if (!languagesFewUse([...others, language], threshold).includes(language)) return null;
  const name = NAMES[language];
  return (
    `Fewer than ${threshold} of your staff take the check-in in ${name}, so a comment written in ${name} could ` +
    'show who wrote it. Staff see the same caution before the comment box.'
  );
}
