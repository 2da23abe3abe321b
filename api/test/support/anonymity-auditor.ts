import path from 'node:path';
import { type MailMessage, personalised } from '@hearth/platform/mail/port';
import { expect } from 'vitest';
import { runMemberCommand } from '../../src/members/commands';
import { linkToken } from './accounts';
import { advanceRounds, setSchedule, staffedAgency, submit } from './survey';
import { startTestApp, type TestApp } from './test-app';

/**
 * The anonymity auditor (docs/anonymity.md). It runs weeks of check-ins with realistic arrival times
 * over the 24 hours and reminders in between, then plays the insiders of the threat model: someone
 * with a copy of the database taken just before each close — every table file, dead tuples
 * included, read with pageinspect — and someone with the database and the key after the close. Each
 * attack must do no better than chance (+5 points) over at least 200 answers. Each is also run
 * against the product with its protection taken away, where it must succeed: the test can fail.
 */
const STAFF = 12;
export const ROUNDS = 19; // 11 of 12 answer each week: 209 answers
export const CHANCE_MARGIN = 0.05;

export type Leak =
  /** The answered flag written in the answer's own transaction (what the product did before). */
  | 'same-transaction'
  /** The answered flag written in a transaction of its own, right after the answer. */
  | 'next-transaction'
  /** Reminder recipients kept in clear (an outbox that is not encrypted). */
  | 'reminder-recipients'
  /** Mail kept in the database (the development mailbox), links included. */
  | 'mailbox-in-database';

export interface Answer {
  roundId: string;
  memberId: string;
  answerId: string;
  /** Minutes after the round opened. */
  minute: number;
  values: Record<string, number>;
}

export interface Tuple {
  relation: string;
  xmin: bigint;
  xmax: bigint;
  ctid: string;
  data: Buffer;
}

export interface Week {
  roundId: string;
  answers: Answer[];
  /** Every tuple of every table file just before the close, live and dead. */
  tuples: Tuple[];
  /** Members reminded in each reminder batch, with that batch's transaction (only under the reminder leak). */
  reminders: { xmin: bigint; memberIds: string[] }[];
  /** Files of the round's storage, to check they are gone after the close. */
  storageFiles: string[];
}

/** A deterministic source of "random" arrival times and values, so a failure can be replayed. */
export function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** When people answer after the mail arrives: most soon, many after a reminder, a few late at night. */
function arrivalMinute(random: () => number): number {
  const r = random();
  if (r < 0.4) return Math.floor(random() * 120);
  if (r < 0.7) return 120 + Math.floor(random() * 360);
  if (r < 0.9) return 480 + Math.floor(random() * 480);
  return 960 + Math.floor(random() * 470);
}

export async function runWeeks(options: { rounds: number; leak?: Leak; seed: number; texts?: boolean }) {
  const sent: MailMessage[] = [];
  const app = await startTestApp({
    now: '2026-01-05T12:00:00Z',
    transport:
      options.leak === 'mailbox-in-database'
        ? undefined
        : (devMailbox) => ({
            batchSize: 100,
            // Survey links and reminders leave the machine, as they do in production; the
            // administrators' own mail stays in the development mailbox the helpers read.
            async send(messages) {
              const survey = messages.map((message) => personalised(message).text.includes('/survey?token='));
              sent.push(...messages.filter((_, i) => survey[i]).map(personalised));
              const rest = messages.filter((_, i) => !survey[i]);
              const failures = rest.length > 0 ? await devMailbox.send(rest) : [];
              return survey.map((isSurvey) => (isSurvey ? null : (failures.shift() ?? null)));
            },
          }),
  });
  // Half the staff take their links by text message (docs/texts.md): the same tables, the same seal.
  const mobileOf = new Map<string, string>();
  const latestLink = async (member: { email: string; id: string }) => {
    await app.deliverMail();
    const mails =
      options.leak === 'mailbox-in-database'
        ? (await app.mails()).map((mail) => ({ to: mail.recipient, text: mail.text }))
        : [...sent].reverse();
    const to = mobileOf.get(member.id) ?? member.email;
    return linkToken(mails.find((mail) => mail.to === to && mail.text.includes('/survey?token='))!.text, '/survey');
  };
  await app.db.sql`create extension if not exists pageinspect`;
  if (options.leak === 'reminder-recipients') {
    await app.db.sql`create table leaked_reminders (member_id uuid not null)`;
  }
  const agency = await staffedAgency(app, { staff: STAFF, agencyName: `Auditor ${options.leak ?? 'Hospice'}` });
  for (const [index, member] of agency.staff.entries()) {
    if (index % 2 === 0 || options.texts === false) continue;
    const mobile = `+1212555${String(100 + index).padStart(4, '0')}`;
    const [row] = (await agency.client.get('/api/users')).body.filter((user: { id: string }) => user.id === member.id);
    const edited = await agency.client.patch(`/api/users/${member.id}`, { ...row, mobile, channel: 'text' });
    expect(edited.status).toBe(200);
    await runMemberCommand(app.deps, member.id, {
      type: 'SetTextConsent',
      memberId: member.id,
      consent: true,
      source: 'invitation',
    });
    mobileOf.set(member.id, mobile);
  }
  await setSchedule(agency.client, {
    surveyDay: 'Tuesday',
    surveyTime: '08:00',
    timezone: 'Europe/London',
    reminderInterval: 360,
    anonymityThreshold: 3,
  });
  const random = seeded(options.seed);
  const weeks: Week[] = [];
  let opening = new Date('2026-01-06T08:00:00Z');
  for (let round = 0; round < options.rounds; round++) {
    app.clock.set(opening);
    await advanceRounds(app, agency.user.agencyId);
    const [open] = await app.db.sql<{ round_id: string; opened_at: Date; closes_at: Date }[]>`
      select round_id, opened_at, closes_at from round_state where status = 'open'`;
    const roundId = open!.round_id;
    // 08:00 in London is 07:00 UTC in summer: times count from when the round really opened, and
    // arrivals spread over the hours it really stays open.
    const opened = open!.opened_at;
    const openMinutes = (open!.closes_at.getTime() - opened.getTime()) / 60_000;
    const week: Week = { roundId, answers: [], tuples: [], reminders: [], storageFiles: [] };
    const answering = agency.staff
      .filter((_, index) => index !== round % STAFF)
      .map((member) => ({ member, minute: Math.floor((arrivalMinute(random) * openMinutes) / 1440) }))
      .sort((a, b) => a.minute - b.minute);
    let remindersDone = 0;
    for (const { member, minute } of answering) {
      // Reminders that fell due before this answer go out first, as they would.
      while (remindersDone < 3 && (remindersDone + 1) * 360 <= minute) {
        remindersDone++;
        app.clock.set(new Date(opened.getTime() + remindersDone * 360 * 60_000));
        await advanceRounds(app, agency.user.agencyId);
        await app.deliverMail();
        if (options.leak === 'reminder-recipients') week.reminders.push(await leakReminders(app, week, roundId));
      }
      app.clock.set(new Date(opened.getTime() + minute * 60_000));
      const values = [1 + Math.floor(random() * 10), 1 + Math.floor(random() * 10), 5, 6, 7] as const;
      const before = new Set(
        (await app.db.sql<{ answer_id: string }[]>`select answer_id from round_answers`).map(idOf),
      );
      const token = await latestLink(member);
      await submitWithLeak(app, options.leak, token, [...values], member.id);
      const created = (await app.db.sql<{ answer_id: string }[]>`select answer_id from round_answers`)
        .map(idOf)
        .filter((id) => !before.has(id));
      expect(created).toHaveLength(1);
      week.answers.push({
        roundId,
        memberId: member.id,
        answerId: created[0]!,
        minute,
        values: Object.fromEntries(
          ['q1_drained', 'q2_worn_out', 'q3_distant', 'q4_supported', 'q5_difference'].map((id, i) => [id, values[i]!]),
        ),
      });
    }
    week.tuples = await everyTuple(app);
    week.storageFiles = await storageFiles(app);
    weeks.push(week);
    app.clock.set(open!.closes_at);
    await advanceRounds(app, agency.user.agencyId);
    opening = new Date(opening.getTime() + 7 * 24 * 60 * 60_000);
  }
  const identities = agency.staff.map((member) => ({
    memberId: member.id,
    patterns: [
      uuidBytes(member.id),
      Buffer.from(member.id),
      Buffer.from(member.email),
      ...(mobileOf.has(member.id) ? [Buffer.from(mobileOf.get(member.id)!)] : []),
    ],
  }));
  /** Survey links and reminders that went by text message. */
  const texted = sent.filter((message) => message.channel === 'text').length;
  return { app, weeks, identities, agency, texted };
}

const idOf = (row: { answer_id: string }) => row.answer_id;

/** An answer submitted through the product; under a leak, with what the unprotected product also wrote. */
async function submitWithLeak(app: TestApp, leak: Leak | undefined, token: string, values: number[], memberId: string) {
  const answers = values as [number, number, number, number, number];
  if (leak === 'same-transaction') {
    const { submitAnswers } = await import('../../src/survey/answers/submit');
    const scaled = Object.fromEntries(
      ['q1_drained', 'q2_worn_out', 'q3_distant', 'q4_supported', 'q5_difference'].map((id, i) => [id, answers[i]!]),
    );
    await app.db.sql.begin(async (tx) => {
      await submitAnswers({ ...app.deps, sql: tx as unknown as typeof app.deps.sql }, token, {
        scaled,
        freeText: null,
      });
      await tx`update round_participants set email = email where member_id = ${memberId}`;
    });
    return;
  }
  expect((await submit(app, token, answers)).status).toBe(200);
  if (leak === 'next-transaction')
    await app.db.sql`update round_participants set email = email where member_id = ${memberId}`;
}

/** Under the reminder leak: who the batch just sent went to, kept in clear. */
async function leakReminders(app: TestApp, week: Week, roundId: string) {
  const answered = new Set(week.answers.map((answer) => answer.memberId));
  const pending = (
    await app.db.sql<{ member_id: string }[]>`select member_id from round_participants where round_id = ${roundId}`
  )
    .map((row) => row.member_id)
    .filter((id) => !answered.has(id));
  const [row] = await app.db.sql.begin(async (tx) => {
    for (const memberId of pending) await tx`insert into leaked_reminders (member_id) values (${memberId})`;
    return tx<{ xmin: string }[]>`select pg_current_xact_id()::xid::text as xmin`;
  });
  return { xmin: BigInt(row!.xmin), memberIds: pending };
}

/** Every tuple, live or dead, of every table file of the database, as pageinspect reads the pages. */
async function everyTuple(app: TestApp): Promise<Tuple[]> {
  const rows = await app.db.sql<{ relation: string; xmin: string; xmax: string; ctid: string; data: Buffer | null }[]>`
    select c.relname as relation, i.t_xmin::text as xmin, i.t_xmax::text as xmax, i.t_ctid::text as ctid,
           i.t_data as data
    from pg_class c
    cross join lateral generate_series(0, (pg_relation_size(c.oid) / 8192)::int - 1) as page(number)
    cross join lateral heap_page_items(get_raw_page(c.oid::regclass::text, page.number)) as i
    where c.relkind in ('r', 't') and c.relpersistence = 'p'
      and c.relnamespace in ('public'::regnamespace, 'pg_toast'::regnamespace)
      and i.t_data is not null`;
  return rows.map((row) => ({
    relation: row.relation,
    xmin: BigInt(row.xmin),
    xmax: BigInt(row.xmax),
    ctid: row.ctid,
    data: row.data!,
  }));
}

async function storageFiles(app: TestApp): Promise<string[]> {
  const [dir] = await app.db.sql<{ setting: string }[]>`select setting from pg_settings where name = 'data_directory'`;
  const rows = await app.db.sql<{ file: string }[]>`
    select pg_relation_filepath(oid) as file from pg_class
    where relname ~ '^round_(answers|answered|participants|links)_p[0-9]+$' and pg_relation_filepath(oid) is not null`;
  return rows.map((row) => path.join(dir!.setting, row.file));
}

export function uuidBytes(id: string): Buffer {
  return Buffer.from(id.replaceAll('-', ''), 'hex');
}
