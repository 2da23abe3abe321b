import { type Answer, seeded, type Tuple, uuidBytes, type Week } from './anonymity-auditor';

/**
 * The insiders' attacks of the anonymity auditor (anonymity-auditor.ts, docs/anonymity.md): each
 * guesses an answer's author from what a copy of the database shows, and is scored against chance.
 */

/** Which member a tuple names, if any. */
export function identifies(tuple: Tuple, identities: { memberId: string; patterns: Buffer[] }[]): string | null {
  const found = identities.find((identity) => identity.patterns.some((pattern) => tuple.data.includes(pattern)));
  return found?.memberId ?? null;
}

export type Guess = (answer: Answer, week: Week) => string | null;

/**
 * Runs an attack over every answer: right when it names the answer's author. A guess of null (no
 * clue) is replaced by a guess among the round's participants, as an attacker would. Answers the
 * success rate and the chance rate.
 */
export function score(weeks: Week[], attack: Guess, random: () => number) {
  let right = 0;
  let chance = 0;
  let trials = 0;
  for (const week of weeks) {
    const people = week.answers.map((answer) => answer.memberId);
    for (const answer of week.answers) {
      const guess = attack(answer, week) ?? people[Math.floor(random() * people.length)]!;
      if (guess === answer.memberId) right++;
      chance += 1 / people.length;
      trials++;
    }
  }
  return { rate: right / trials, chance: chance / trials, trials };
}

/** The sealed row of an answer in a week's table files. */
export function sealedTuple(week: Week, answer: Answer): Tuple {
  return week.tuples.find(
    (tuple) => tuple.relation.startsWith('round_answers_p') && tuple.data.includes(uuidBytes(answer.answerId)),
  )!;
}

export function attacks(identities: { memberId: string; patterns: Buffer[] }[]): Record<string, Guess> {
  const named = new WeakMap<Week, (Tuple & { memberId: string })[]>();
  const naming = (week: Week) => {
    const found =
      named.get(week) ??
      week.tuples.flatMap((tuple) => {
        const memberId = identifies(tuple, identities);
        return memberId ? [{ ...tuple, memberId }] : [];
      });
    named.set(week, found);
    return found;
  };
  const random = seeded(7);
  const pick = (candidates: string[]) =>
    candidates.length === 0 ? null : candidates[Math.floor(random() * candidates.length)]!;
  return {
    /** A row naming someone written (xmin) or replaced (xmax) by the answer's own transaction. */
    'transaction ids and xmax, live and dead tuples': (answer, week) => {
      const sealed = sealedTuple(week, answer);
      return pick(
        naming(week)
          .filter((tuple) => tuple.xmin === sealed.xmin || tuple.xmax === sealed.xmin)
          .map((tuple) => tuple.memberId),
      );
    },
    /** The row naming someone whose transaction is nearest the answer's. */
    'nearest transaction': (answer, week) => {
      const sealed = sealedTuple(week, answer);
      const distance = (xid: bigint) => (xid > sealed.xmin ? xid - sealed.xmin : sealed.xmin - xid);
      const named = naming(week).flatMap((tuple) => [
        { memberId: tuple.memberId, xid: tuple.xmin },
        ...(tuple.xmax > 0n ? [{ memberId: tuple.memberId, xid: tuple.xmax }] : []),
      ]);
      const nearest = Math.min(...named.map((entry) => Number(distance(entry.xid))));
      return pick(named.filter((entry) => Number(distance(entry.xid)) === nearest).map((entry) => entry.memberId));
    },
    /** The n-th sealed row in the table file is the n-th person whose row changed during the round. */
    'physical order': (answer, week) => {
      const sealed = week.tuples.filter((tuple) => tuple.relation.startsWith('round_answers_p')).sort(byPosition);
      const rank = sealed.indexOf(sealedTuple(week, answer));
      const firstSealed = sealed.map((tuple) => tuple.xmin).sort((a, b) => Number(a - b))[0]!;
      const changed = naming(week)
        .flatMap((tuple) => [
          { memberId: tuple.memberId, xid: tuple.xmin },
          ...(tuple.xmax > 0n ? [{ memberId: tuple.memberId, xid: tuple.xmax }] : []),
        ])
        .filter((entry) => entry.xid >= firstSealed)
        .sort((a, b) => Number(a.xid - b.xid));
      const order = [...new Set(changed.map((entry) => entry.memberId))];
      return order[rank] ?? null;
    },
    /**
     * Reminder records against answer times: whoever was reminded in the batch before the answer but
     * not in the batch after it answered in between.
     */
    'answer times against reminder records': (answer, week) => {
      if (week.reminders.length === 0) return null;
      const sealed = sealedTuple(week, answer);
      const before = [...week.reminders].reverse().find((batch) => batch.xmin < sealed.xmin);
      const after = week.reminders.find((batch) => batch.xmin > sealed.xmin);
      const candidates = (before?.memberIds ?? week.answers.map((entry) => entry.memberId)).filter(
        (memberId) => !after?.memberIds.includes(memberId),
      );
      return pick(candidates);
    },
    /**
     * The per-round tables chained: the answered mark the answer's transaction wrote, looked for in
     * every other row (a link, or anything naming someone) with any link that transaction locked;
     * a link's place among the links taken as its participant's place among the participants.
     */
    'per-round tables by position, tag and transaction': (answer, week) => {
      const sealed = sealedTuple(week, answer);
      const inTable = (table: string) =>
        week.tuples.filter((tuple) => tuple.relation.startsWith(`${table}_p`)).sort(byPosition);
      const links = inTable('round_links');
      const participants = inTable('round_participants');
      const marks = inTable('round_answered')
        .filter((tuple) => tuple.xmin === sealed.xmin)
        .map((tuple) => tuple.data.subarray(tuple.data.length - MARK_BYTES));
      const holds = (tuple: Tuple) => marks.some((mark) => tuple.data.includes(mark));
      const named = naming(week).filter((tuple) => !tuple.relation.startsWith('round_answered') && holds(tuple));
      if (named.length > 0) return pick(named.map((tuple) => tuple.memberId));
      const ranks = links.filter((link) => link.xmax === sealed.xmin || holds(link)).map((link) => links.indexOf(link));
      const participant = ranks.length > 0 ? participants[Math.min(...ranks)] : undefined;
      return participant ? identifies(participant, identities) : null;
    },
  };
}

/** A keyed tag or mark: the last bytes of an answered row. */
const MARK_BYTES = 32;

/** Tuples in the order they sit in their table's file. */
const byPosition = (a: Tuple, b: Tuple) => a.ctid.localeCompare(b.ctid, 'en', { numeric: true });

/**
 * The key holder's attack on the log: answers in the log's order are matched to people in the order
 * they answered (which reminder records tell roughly). Success needs the log's order to follow time.
 */
export function logOrderAttack(weeks: Week[], logOf: (week: Week) => Record<string, number>[]) {
  let right = 0;
  let chance = 0;
  let trials = 0;
  for (const week of weeks) {
    const byTime = [...week.answers].sort((a, b) => a.minute - b.minute);
    logOf(week).forEach((values, rank) => {
      const owner = week.answers.find((answer) => JSON.stringify(answer.values) === JSON.stringify(values));
      if (owner && byTime[rank]?.memberId === owner.memberId) right++;
      chance += 1 / week.answers.length;
      trials++;
    });
  }
  return { rate: right / trials, chance: chance / trials };
}
