/**
 * What keeps a small team's figures from describing its people (docs/anonymity.md, rule 12). The
 * pending list names who answered a round; with a few answers, a figure about "the answers" is a
 * figure about those named people. So:
 *
 * - individual answer sets (scores only) are listed only from max(k, `ANSWER_SETS_MIN`) answers;
 * - a count of answers (high risk, need attention, read as distress) never says "all of them" or
 *   "all but one": from `total − 2` up it reads as "total − 2 or more", the same for every count in
 *   that range, so no one can tell which it was.
 */
const ANSWER_SETS_MIN = 5;

export function answerSetsShown(answers: number, threshold: number): boolean {
  return answers >= Math.max(threshold, ANSWER_SETS_MIN);
}

/** A count out of `total`, as views may show it: exact below `total − 2`, "at least" from there. */
export interface CoarseCount {
  count: number;
  orMore: boolean;
}

export function coarseCount(count: number, total: number): CoarseCount {
  const ceiling = Math.max(total - 2, 0);
  if (count >= ceiling && count > 0) return { count: Math.max(ceiling, 1), orMore: true };
  return { count, orMore: false };
}

/** The count in words: "2", "1 or more" ("1 o más"). */
export function countText({ count, orMore }: CoarseCount, language: 'en' | 'es' = 'en'): string {
  if (!orMore) return String(count);
  return language === 'es' ? `${count} o más` : `${count} or more`;
}
