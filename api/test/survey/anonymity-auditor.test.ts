import { personalised } from '@hearth/platform/mail/port';
import type { MailMessage } from '@hearth/platform/mail/port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceAgencyRounds } from '../../src/survey/rounds/advance';
import { linkToken } from '../support/accounts';
import { setSchedule, staffedAgency, submit } from '../support/survey';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * docs/anonymity.md: an automated auditor with full read access to the event log and every table (with
 * PostgreSQL's system columns) after several rounds tries every linkage we could think of, and must
 * do no better than chance. Mail goes to a provider outside the database, as in production.
 */
const STAFF = 8;
const ROUNDS = 10;

interface Truth {
  roundId: string;
  memberId: string;
  answers: Record<string, number>;
}

describe('the anonymity auditor', () => {
  let app: TestApp;
  const sent: MailMessage[] = [];
  const truth: Truth[] = [];
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  /** A dump taken while one round was open (a backup, say), kept for the attack on lengths. */
  let midRound: { roundId: string; sealed: Record<string, unknown>[]; flags: Record<string, unknown>[] };

  beforeAll(async () => {
    app = await startTestApp({
      now: '2026-01-05T12:00:00Z',
      transport: () => ({
        batchSize: 100,
        async send(messages) {
          sent.push(...messages.map(personalised));
          return messages.map(() => null);
        },
      }),
    });
    app.mails = async () => {
      await app.deliverMail();
      return sent.map((mail, id) => ({ ...mail, id, recipient: mail.to, createdAt: new Date() })).reverse();
    };
    agency = await staffedAgency(app, { staff: STAFF, agencyName: 'Auditor Test Hospice' });
    await setSchedule(agency.client, {
      surveyDay: 'Tuesday',
      surveyTime: '08:00',
      timezone: 'Europe/London',
      reminderInterval: 240,
      anonymityThreshold: 3,
    });
    let opening = new Date('2026-01-06T08:00:00Z');
    for (let round = 0; round < ROUNDS; round++) {
      app.clock.set(opening);
      await advanceAgencyRounds(app.deps, agency.user.agencyId);
      const [open] = await app.db.sql<{ round_id: string }[]>`select round_id from round_state where status = 'open'`;
      const roundId = open!.round_id;
      // Each member answers in their own recognisable way, in a different order each week, and skips some weeks.
      const order = [...agency.staff.keys()].sort(() => Math.random() - 0.5);
      for (const index of order) {
        if ((index + round) % 4 === 0) continue;
        const member = agency.staff[index]!;
        const mail = [...sent]
          .reverse()
          .find((candidate) => candidate.to === member.email && candidate.text.includes('/survey?token='))!;
        const values: [number, number, number, number, number] = [
          1 + index,
          10 - index,
          1 + ((index + round) % 10),
          1 + (index % 3),
          10 - (index % 5),
        ];
        // Comments of very different lengths per person: lengths must not give anyone away.
        const comment = `Person ${index} here. ${'A long week. '.repeat(index * 12)}`;
        expect((await submit(app, linkToken(mail.text, '/survey'), values, comment)).status).toBe(200);
        truth.push({
          roundId,
          memberId: member.id,
          answers: {
            q1_drained: values[0],
            q2_worn_out: values[1],
            q3_distant: values[2],
            q4_supported: values[3],
            q5_difference: values[4],
          },
        });
        if (Math.random() < 0.3) app.clock.advance(4 * 3600_000);
        await advanceAgencyRounds(app.deps, agency.user.agencyId);
      }
      if (round === 3) {
        midRound = {
          roundId,
          sealed: await app.db.sql.unsafe(
            `select xmin::text as xmin_, id, length(payload) as bytes from sealed_answers`,
          ),
          flags: await app.db.sql.unsafe(
            `select xmin::text as xmin_, member_id from round_invitations where responded`,
          ),
        };
      }
      app.clock.set(new Date(opening.getTime() + 24 * 3600_000));
      await advanceAgencyRounds(app.deps, agency.user.agencyId);
      opening = new Date(opening.getTime() + 7 * 24 * 3600_000);
    }
  }, 120_000);
  afterAll(() => app.close());

  /** Everything in the database: every row of every table, with xmin and ctid. */
  async function dumpEverything() {
    const tables = await app.db.sql<{ table_name: string }[]>`
      select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`;
    const dump: Record<string, Record<string, unknown>[]> = {};
    for (const { table_name } of tables) {
      dump[table_name] = await app.db.sql.unsafe(
        `select xmin::text as xmin_, ctid::text as ctid_, * from ${table_name}`,
      );
    }
    return dump;
  }

  it('finds every response in the log, with no member, time or order to tie it to anyone', async () => {
    const dump = await dumpEverything();
    const responses = dump.events!.filter((row) => row.event_type === 'ResponseSubmitted');
    expect(responses).toHaveLength(truth.length);
    const memberIds = new Set(agency.staff.map((member) => member.id));
    const emails = agency.staff.map((member) => member.email);
    for (const response of responses) {
      const text = serialise(response);
      for (const id of memberIds) expect(text).not.toContain(id);
      for (const email of emails) expect(text).not.toContain(email);
    }
    // Within a round every response shares one transaction, one recorded time and one metadata time.
    const byRound = groupBy(responses, (row) => (row.data as { roundId: string }).roundId);
    for (const rows of byRound.values()) {
      expect(new Set(rows.map((row) => row.transaction_id)).size).toBe(1);
      expect(new Set(rows.map((row) => String(row.recorded_at))).size).toBe(1);
      expect(new Set(rows.map((row) => serialise(row.metadata))).size).toBe(1);
    }
    // No table keeps who answered once rounds are closed, nor any sealed copy.
    for (const table of ['round_invitations', 'round_links', 'sealed_answers']) expect(dump[table]).toEqual([]);
    // No response id appears anywhere outside the log and the anonymous read model.
    const responseIds = responses.map((row) => (row.data as { responseId: string }).responseId);
    for (const [table, rows] of Object.entries(dump)) {
      if (table === 'events' || table === 'round_responses') continue;
      const text = serialise(rows);
      for (const id of responseIds) expect(text, `${table} mentions a response id`).not.toContain(id);
    }
  });

  it('learns nothing from a dump taken while a round was open: every sealed answer has the same size', async () => {
    expect(new Set(midRound.sealed.map((row) => row.bytes)).size).toBe(1);
    // The dump pairs each person with their sealed row (same transaction); try to follow that pair
    // into the log by the length of the comment's ciphertext.
    const sealedBytes = new Map(midRound.sealed.map((row) => [row.xmin_, Number(row.bytes)]));
    const memberBytes = midRound.flags.map((row) => ({
      memberId: String(row.member_id),
      bytes: sealedBytes.get(row.xmin_)!,
    }));
    const logged = (
      await app.db.sql<{ data: { roundId: string; answers: Record<string, number>; freeText: string } }[]>`
      select data from events where event_type = 'ResponseSubmitted' and data->>'roundId' = ${midRound.roundId}`
    ).map((row) => row.data);
    let correct = 0;
    for (const response of logged) {
      const guess = [...memberBytes].sort(
        (a, b) => Math.abs(a.bytes - response.freeText.length) - Math.abs(b.bytes - response.freeText.length),
      )[0]!;
      const owner = truth.find(
        (entry) => entry.roundId === midRound.roundId && canonical(entry.answers) === canonical(response.answers),
      )!;
      if (guess.memberId === owner.memberId) correct++;
    }
    expect(correct, `${correct} of ${logged.length} linked`).toBeLessThanOrEqual(
      Math.max(2, Math.ceil(logged.length / 3)),
    );
    // Comments reveal their length only to the nearest 512 bytes.
    expect(new Set(logged.map((response) => response.freeText.length)).size).toBeLessThanOrEqual(3);
  });

  it('cannot link responses to members better than chance, whatever it tries', async () => {
    const dump = await dumpEverything();
    const responses = dump
      .events!.filter((row) => row.event_type === 'ResponseSubmitted')
      .map((row) => ({
        roundId: (row.data as { roundId: string }).roundId,
        answers: (row.data as { answers: Record<string, number> }).answers,
        position: BigInt(row.global_position as bigint),
        xid: BigInt(row.transaction_id as string),
      }));
    const members = [...(dump.members ?? [])].filter((row) => row.role === 'user');
    const owner = (response: (typeof responses)[number]) =>
      truth.find(
        (entry) => entry.roundId === response.roundId && canonical(entry.answers) === canonical(response.answers),
      )!.memberId;

    // Any table still holding (round, member) rows gives, through xmin, the order people answered in.
    const participation = Object.values(dump).flatMap((rows) =>
      rows.filter((row) => 'member_id' in row && 'round_id' in row),
    );
    const answerOrder = (roundId: string) =>
      participation
        .filter((row) => row.round_id === roundId && row.responded === true)
        .sort((a, b) => Number(BigInt(String(a.xmin_)) - BigInt(String(b.xmin_))));

    const attacks: Record<string, (response: (typeof responses)[number], round: typeof responses) => string> = {
      // The n-th response in the log was the n-th answer given (if anything still tells who answered when).
      'answer order': (response, round) => {
        const order = answerOrder(response.roundId);
        const rank = [...round].sort((a, b) => Number(a.position - b.position)).indexOf(response);
        return String(order[rank]?.member_id ?? members[0]!.member_id);
      },
      // The n-th response of a round belongs to the n-th member (in the members table's order).
      'log order': (response, round) =>
        String(
          members[[...round].sort((a, b) => Number(a.position - b.position)).indexOf(response) % members.length]!
            .member_id,
        ),
      // The member whose row was last written closest to the response's transaction.
      'transaction ids': (response) =>
        String(
          [...members].sort((a, b) =>
            Number(abs(BigInt(String(a.xmin_)) - response.xid) - abs(BigInt(String(b.xmin_)) - response.xid)),
          )[0]!.member_id,
        ),
      // The member whose physical row position matches the response's rank.
      'physical order': (response, round) =>
        String(
          [...members].sort((a, b) => String(a.ctid_).localeCompare(String(b.ctid_)))[
            [...round].indexOf(response) % members.length
          ]!.member_id,
        ),
    };

    const chance = truth.reduce(
      (sum, entry) => sum + 1 / truth.filter((other) => other.roundId === entry.roundId).length,
      0,
    );
    for (const [name, attack] of Object.entries(attacks)) {
      let correct = 0;
      for (const round of groupBy(responses, (response) => response.roundId).values()) {
        for (const response of round) if (attack(response, round) === owner(response)) correct++;
      }
      // Chance is about one in six here; a real link would be right every time.
      expect(
        correct,
        `${name}: ${correct} of ${responses.length} right, chance ≈ ${chance.toFixed(1)}`,
      ).toBeLessThanOrEqual(Math.ceil(chance * 2.2));
    }
  });
});

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function canonical(answers: Record<string, number>): string {
  return JSON.stringify(Object.entries(answers).sort(([a], [b]) => a.localeCompare(b)));
}

function serialise(value: unknown): string {
  return JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item));
}

function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}
