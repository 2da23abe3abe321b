import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attacks, identifies, logOrderAttack, score, sealedTuple } from '../support/anonymity-attacks';
import { CHANCE_MARGIN, type Leak, ROUNDS, runWeeks, seeded } from '../support/anonymity-auditor';

/** The anonymity auditor (test/support/anonymity-auditor.ts): every attack, then every protection taken away. */
describe('the anonymity auditor, against a copy of the database taken before each close', () => {
  let run: Awaited<ReturnType<typeof runWeeks>>;
  beforeAll(async () => {
    run = await runWeeks({ rounds: ROUNDS, seed: 20_261_123 });
  }, 300_000);
  afterAll(() => run.app.close());

  it('links no answer to anyone better than chance, whatever it tries', () => {
    const trials = run.weeks.reduce((sum, week) => sum + week.answers.length, 0);
    expect(trials).toBeGreaterThanOrEqual(200);
    // Half the staff answered through links that came by text message.
    expect(run.texted).toBeGreaterThanOrEqual(ROUNDS * 6);
    for (const [name, attack] of Object.entries(attacks(run.identities))) {
      const result = score(run.weeks, attack, seeded(7));
      console.info(
        `anonymity auditor: ${name}: ${(result.rate * 100).toFixed(1)} % right over ${result.trials} answers ` +
          `(chance ${(result.chance * 100).toFixed(1)} %)`,
      );
      expect(
        result.rate,
        `${name}: ${(result.rate * 100).toFixed(1)} % right, chance ${(result.chance * 100).toFixed(1)} %`,
      ).toBeLessThanOrEqual(result.chance + CHANCE_MARGIN);
    }
  });

  it('finds no row written by an answer that names anyone: only the sealed answer and a keyed tag', () => {
    for (const week of run.weeks) {
      for (const answer of week.answers) {
        const sealed = sealedTuple(week, answer);
        const written = week.tuples.filter((tuple) => tuple.xmin === sealed.xmin || tuple.xmax === sealed.xmin);
        // The round's state is share-locked (shared by everyone answering), the participant marked
        // answered, the answer sealed. The link is neither locked nor written: its xmax is not the answer's.
        const tables = new Set(written.map((tuple) => tuple.relation.replace(/_p\d+$/, '')));
        expect([...tables].every((table) => ['round_answers', 'round_answered', 'round_state'].includes(table))).toBe(
          true,
        );
        expect(written.every((tuple) => identifies(tuple, run.identities) === null)).toBe(true);
      }
    }
  });

  it('holds no value in two per-round rows: marks nowhere else, each link its tag sealed afresh', () => {
    for (const week of run.weeks) {
      const marks = week.tuples
        .filter((tuple) => tuple.relation.startsWith('round_answered_p'))
        .map((tuple) => tuple.data.subarray(tuple.data.length - 32));
      expect(marks.length).toBe(week.answers.length);
      const others = week.tuples.filter((tuple) => !tuple.relation.startsWith('round_answered_p'));
      for (const mark of marks) expect(others.some((tuple) => tuple.data.includes(mark))).toBe(false);
      // A link row ends with its participant's tag sealed (nonce, tag, 32 bytes): no two alike.
      const sealedTags = week.tuples
        .filter((tuple) => tuple.relation.startsWith('round_links_p'))
        .map((tuple) => tuple.data.subarray(tuple.data.length - 60).toString('hex'));
      expect(sealedTags.length).toBeGreaterThan(week.answers.length);
      expect(new Set(sealedTags).size).toBe(sealedTags.length);
    }
  });

  it('keeps every sealed answer the same size, and no survey link or token anywhere in the files', () => {
    for (const week of run.weeks) {
      const sealed = week.tuples.filter((tuple) => tuple.relation.startsWith('round_answers_p'));
      expect(new Set(sealed.map((tuple) => tuple.data.length)).size).toBe(1);
      for (const tuple of week.tuples) {
        expect(tuple.data.includes(Buffer.from('/survey?token=')), tuple.relation).toBe(false);
      }
    }
  });

  it('finds nobody in the outbox, live or dead: recipients, reminders and links are sealed with the key', () => {
    for (const week of run.weeks) {
      const outbox = week.tuples.filter((tuple) => tuple.relation === 'outbox');
      expect(outbox.length).toBeGreaterThan(0);
      expect(outbox.filter((tuple) => identifies(tuple, run.identities) !== null)).toEqual([]);
    }
  });

  it('after the closes, leaves nothing of the rounds in any table file and no time or order in the log', async () => {
    // PostgreSQL empties a dropped table's file at once and unlinks it at the next checkpoint.
    await run.app.db.sql`checkpoint`;
    for (const week of run.weeks) for (const file of week.storageFiles) expect(existsSync(file), file).toBe(false);
    const left = await run.app.db.sql`select relname from pg_class where relname ~ '^round_.*_p[0-9]+$'`;
    expect(left).toEqual([]);
    const responses = await run.app.db.sql<
      { transaction_id: string; recorded_at: Date; metadata: unknown; data: { roundId: string } }[]
    >`
      select transaction_id::text, recorded_at, metadata, data from events where event_type = 'ResponseSubmitted'`;
    expect(responses).toHaveLength(run.weeks.reduce((sum, week) => sum + week.answers.length, 0));
    const byRound = new Map<string, (typeof responses)[number][]>();
    for (const row of responses) byRound.set(row.data.roundId, [...(byRound.get(row.data.roundId) ?? []), row]);
    for (const rows of byRound.values()) {
      expect(new Set(rows.map((row) => row.transaction_id)).size).toBe(1);
      expect(new Set(rows.map((row) => row.recorded_at.toISOString())).size).toBe(1);
      expect(new Set(rows.map((row) => JSON.stringify(row.metadata))).size).toBe(1);
    }
  });

  it('with the key after the closes, gets nothing from reminder records: the log is shuffled', async () => {
    // The key opens what the outbox's dead tuples still hold: who was reminded, in which batch.
    const logged = await run.app.db.sql<{ data: { roundId: string; answers: Record<string, number> } }[]>`
      select data from events where event_type = 'ResponseSubmitted' order by global_position`;
    const result = logOrderAttack(run.weeks, (week) =>
      logged.filter((row) => row.data.roundId === week.roundId).map((row) => row.data.answers),
    );
    expect(result.rate, `${(result.rate * 100).toFixed(1)} % right`).toBeLessThanOrEqual(result.chance + CHANCE_MARGIN);
  });
});

describe('the anonymity auditor, against the product with a protection taken away', () => {
  const runs: Partial<Record<Leak, Awaited<ReturnType<typeof runWeeks>>>> = {};
  beforeAll(async () => {
    for (const leak of [
      'same-transaction',
      'next-transaction',
      'reminder-recipients',
      'mailbox-in-database',
    ] as const) {
      // Reminder times narrow answers down less sharply than the rest (to about twice chance): more weeks.
      const rounds = leak === 'mailbox-in-database' ? 1 : leak === 'reminder-recipients' ? 10 : 3;
      runs[leak] = await runWeeks({ rounds, leak, seed: 99 });
    }
  }, 300_000);
  afterAll(() => Promise.all(Object.values(runs).map((run) => run.app.close())));

  const caught = (leak: Leak, attack: string, margin = 2 * CHANCE_MARGIN) => {
    const run = runs[leak]!;
    const result = score(run.weeks, attacks(run.identities)[attack]!, seeded(7));
    expect(result.rate, `${attack}: ${(result.rate * 100).toFixed(1)} % right`).toBeGreaterThan(result.chance + margin);
  };

  it('links answers by transaction id when the answered flag shares the answer’s transaction', () =>
    caught('same-transaction', 'transaction ids and xmax, live and dead tuples'));

  it('links answers by the nearest transaction when the flag is written right after', () =>
    caught('next-transaction', 'nearest transaction'));

  it('links answers by physical order when the flags are written as people answer', () =>
    caught('next-transaction', 'physical order'));

  it('narrows answers down by time when reminder recipients are kept in clear', () =>
    // About twice chance over 110 answers: well clear of chance, which the protected product stays within.
    caught('reminder-recipients', 'answer times against reminder records', CHANCE_MARGIN));

  it('finds survey links in the files when mail is kept in the database', () => {
    const run = runs['mailbox-in-database']!;
    const found = run.weeks.some((week) =>
      week.tuples.some((tuple) => tuple.data.includes(Buffer.from('/survey?token='))),
    );
    expect(found).toBe(true);
  });

  it('matches the log to people by time when answers are logged in the order they came', () => {
    const run = runs['reminder-recipients']!;
    const inArrivalOrder = logOrderAttack(run.weeks, (week) =>
      [...week.answers].sort((a, b) => a.minute - b.minute).map((answer) => answer.values),
    );
    expect(inArrivalOrder.rate).toBeGreaterThan(inArrivalOrder.chance + 2 * CHANCE_MARGIN);
  });
});
