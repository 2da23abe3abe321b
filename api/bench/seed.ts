import { randomBytes, randomUUID } from 'node:crypto';
import type { DomainEvent } from '@hearth/contracts/events';
import { agencyStream, memberStream, surveyRoundStream } from '@hearth/contracts/streams';
import { burnoutIndex, isHighRisk, QUESTIONS } from '@hearth/contracts/survey';
import type { Decider } from '@hearth/platform/commands';
import type { Sql } from '@hearth/platform/db';
import { chainNewEvents } from '@hearth/platform/eventstore/hash-chain';
import { hashToken } from '@hearth/platform/secrets';

/**
 * Data for the benchmarks. The product's own paths are what is measured, not the seeding: events come
 * from the product's deciders (the same commands a sign-up, a schedule and invitations run) and are
 * written in bulk with their hash chain; the rows the commands prepare (names, people, credentials)
 * likewise. Read models are then built by the product's projectors.
 */

const SCALED = QUESTIONS.filter((question) => question.questionType === 'scaled').map((question) => question.id);
const randomAnswers = () => Object.fromEntries(SCALED.map((id) => [id, 1 + Math.floor(Math.random() * 10)]));

export const BENCH_PASSWORD = 'Lantern42ok';

export async function insertRows(sql: Sql, table: string, rows: Record<string, unknown>[], chunk = 5000) {
  for (let start = 0; start < rows.length; start += chunk)
    await sql`insert into ${sql(table)} ${sql(rows.slice(start, start + chunk) as never)}`;
}

export interface LoggedEvent {
  stream: string;
  type: string;
  data: unknown;
  metadata: { actorId: string | null; at: string };
}

/** Runs commands through a decider in memory and answers the events they decide, as the log will hold them. */
export function decideAll<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  stream: string,
  commands: { command: Command; actorId: string | null }[],
  at: string,
): LoggedEvent[] {
  let state = decider.initialState;
  const logged: LoggedEvent[] = [];
  for (const { command, actorId } of commands) {
    const events = decider.decide(command, state);
    state = events.reduce(decider.evolve, state);
    for (const event of events) logged.push({ stream, type: event.type, data: event.data, metadata: { actorId, at } });
  }
  return logged;
}

/** Appends events in bulk, each stream's chain computed as the event store computes it (new streams only). */
export async function appendInBulk(sql: Sql, events: LoggedEvent[]): Promise<number> {
  const byStream = new Map<string, LoggedEvent[]>();
  for (const event of events) byStream.set(event.stream, [...(byStream.get(event.stream) ?? []), event]);
  const rows = [...byStream].flatMap(([stream, streamEvents]) =>
    chainNewEvents(stream, null, streamEvents).map((event) => ({
      event_id: randomUUID(),
      stream_name: stream,
      stream_revision: String(event.revision),
      event_type: event.type,
      data: JSON.stringify(event.data),
      metadata: JSON.stringify(event.metadata),
      previous_hash: event.previousHash,
      hash: event.hash,
    })),
  );
  for (let start = 0; start < rows.length; start += 5000) {
    const chunk = rows.slice(start, start + 5000);
    const column = <K extends keyof (typeof chunk)[number]>(key: K) => chunk.map((row) => row[key]);
    await sql`
      insert into events (event_id, stream_name, stream_revision, event_type, data, metadata, previous_hash, hash)
      select id, s, r, t, d::jsonb, m::jsonb, p, h from unnest(
        ${column('event_id')}::uuid[], ${column('stream_name')}::text[], ${column('stream_revision')}::bigint[],
        ${column('event_type')}::text[], ${column('data')}::text[], ${column('metadata')}::text[],
        ${column('previous_hash')}::text[], ${column('hash')}::text[]) as x(id, s, r, t, d, m, p, h)`;
  }
  return rows.length;
}

/**
 * Read models for `count` agencies starting at `from`: 20 active staff each, 12 closed weekly
 * rounds with about 8 answers (≈100 responses an agency, so 10,000 agencies hold 1,000,000).
 */
export async function seedAgencies(sql: Sql, from: number, count: number) {
  const now = Date.now();
  for (let batchStart = from; batchStart < from + count; batchStart += 500) {
    const batch = Array.from({ length: Math.min(500, from + count - batchStart) }, (_, index) => ({
      agencyId: randomUUID(),
      index: batchStart + index,
    }));
    await insertRows(
      sql,
      'agencies',
      batch.map(({ agencyId, index }) => ({
        agency_id: agencyId,
        name: `Bench Hospice ${index}`,
        registered_at: new Date(now - 200 * 86_400_000),
        survey_day: 'Monday',
        survey_time: '09:00',
        timezone: 'America/New_York',
        reminder_interval: 360,
        anonymity_threshold: 5,
      })),
    );
    const members = batch.flatMap(({ agencyId }) =>
      Array.from({ length: 20 }, () => ({ agency_id: agencyId, member_id: randomUUID() })),
    );
    await insertRows(
      sql,
      'members',
      members.map((member) => ({
        ...member,
        role: 'user',
        status: 'active',
        email_verified: true,
        joined_at: new Date(now - 150 * 86_400_000),
      })),
    );
    await insertRows(
      sql,
      'people',
      members.map((member, index) => ({
        member_id: member.member_id,
        agency_id: member.agency_id,
        email: `staff${index}-${member.member_id.slice(0, 8)}@bench.example`,
        first_name: 'Bench',
        last_name: 'Staff',
      })),
    );
    const summaries: Record<string, unknown>[] = [];
    const responses: { agency_id: string; round_id: string; response_id: string; index: number; answers: string }[] =
      [];
    for (const { agencyId } of batch) {
      for (let week = 12; week >= 1; week--) {
        const roundId = randomUUID();
        const opensAt = new Date(now - week * 7 * 86_400_000);
        const count = 8 + (week % 3 === 0 ? 1 : 0);
        let sum = 0;
        let highRisk = 0;
        for (let n = 0; n < count; n++) {
          const answers = randomAnswers();
          const index = burnoutIndex(answers);
          sum += index;
          highRisk += isHighRisk(index) ? 1 : 0;
          responses.push({
            agency_id: agencyId,
            round_id: roundId,
            response_id: randomUUID(),
            index,
            answers: JSON.stringify(answers),
          });
        }
        summaries.push({
          agency_id: agencyId,
          round_id: roundId,
          opens_at: opensAt,
          closes_at: new Date(opensAt.getTime() + 86_400_000),
          timezone: 'America/New_York',
          status: 'closed',
          invited_count: 20,
          response_count: count,
          burnout_sum: Math.round(sum * 10) / 10,
          high_risk_count: highRisk,
          anonymity_threshold: 5,
        });
      }
    }
    await insertRows(sql, 'round_summaries', summaries);
    for (let start = 0; start < responses.length; start += 10_000) {
      const chunk = responses.slice(start, start + 10_000);
      const column = <K extends keyof (typeof chunk)[number]>(key: K) => chunk.map((row) => row[key]);
      await sql`
        insert into round_responses (agency_id, round_id, response_id, burnout_index, answers, free_text)
        select a, r, id, b, ans::jsonb, null from unnest(
          ${column('agency_id')}::uuid[], ${column('round_id')}::uuid[], ${column('response_id')}::uuid[],
          ${column('index')}::numeric[], ${column('answers')}::text[]) as t(a, r, id, b, ans)`;
    }
  }
}

/** A signed-in administrator for each of `agencies` read-model agencies (session rows with known tokens). */
export async function seedAdminSessions(sql: Sql, agencies: number): Promise<string[]> {
  const rows = await sql<{ agency_id: string }[]>`select agency_id from agencies order by random() limit ${agencies}`;
  const admins = rows.map((row) => ({ agencyId: row.agency_id, adminId: randomUUID() }));
  await insertRows(
    sql,
    'members',
    admins.map((admin) => ({
      agency_id: admin.agencyId,
      member_id: admin.adminId,
      role: 'admin',
      status: 'active',
      email_verified: true,
      joined_at: new Date(),
      onboarding_completed: true,
      has_seen_welcome: true,
    })),
  );
  await insertRows(
    sql,
    'people',
    admins.map((admin) => ({
      member_id: admin.adminId,
      agency_id: admin.agencyId,
      email: `admin-${admin.adminId}@bench.example`,
      first_name: 'Bench',
      last_name: 'Admin',
    })),
  );
  return seedSessions(sql, admins);
}

/**
 * A year-like event log for the replay benchmark: agencies, staff, and weekly rounds whose answers
 * make up most of the log, as in a real installation, hash-chained as the store writes it.
 */
export async function seedEventLog(sql: Sql, agencies: number, weeks: number): Promise<number> {
  let total = 0;
  const at = '2026-01-05T14:00:00.000Z';
  const metadata = { actorId: null, at };
  for (let agency = 0; agency < agencies; agency++) {
    const agencyId = randomUUID();
    const events: LoggedEvent[] = [];
    const push = (stream: string, type: string, data: object) => events.push({ stream, type, data, metadata });
    push(agencyStream(agencyId), 'AgencyRegistered', { agencyId, name: `Replay Hospice ${agency}` });
    push(agencyStream(agencyId), 'SurveyScheduleChanged', {
      agencyId,
      changedAt: at,
      surveyDay: 'Monday',
      surveyTime: '09:00',
      timezone: 'America/New_York',
      reminderInterval: 360,
    });
    for (let staff = 0; staff < 20; staff++) {
      const memberId = randomUUID();
      push(memberStream(memberId), 'MemberInvited', { memberId, agencyId, role: 'user', jobRoleId: null });
      push(memberStream(memberId), 'InviteAccepted', { memberId, agencyId });
    }
    for (let week = 0; week < weeks; week++) {
      const roundId = randomUUID();
      const stream = surveyRoundStream(roundId);
      push(stream, 'SurveyRoundOpened', {
        roundId,
        agencyId,
        opensAt: at,
        closesAt: at,
        timezone: 'America/New_York',
        invitedCount: 20,
        definitionVersion: 1,
      });
      push(stream, 'SurveySent', { roundId, agencyId, recipients: 20 });
      push(stream, 'ReminderSent', { roundId, agencyId, reminderNumber: 1, recipients: 6, manual: false });
      const answered = 14 + Math.floor(Math.random() * 6);
      for (let n = 0; n < answered; n++)
        push(stream, 'ResponseSubmitted', {
          roundId,
          agencyId,
          responseId: randomUUID(),
          answers: randomAnswers(),
          freeText: null,
        });
      push(stream, 'SurveyRoundClosed', {
        roundId,
        agencyId,
        responseCount: answered,
        invitedCount: 20,
        anonymityThreshold: 5,
      });
    }
    total += await appendInBulk(sql, events);
  }
  return total;
}

/** A signed-in session for each administrator given (rows with known tokens), as the cookie values. */
export async function seedSessions(sql: Sql, admins: { agencyId: string; adminId: string }[]): Promise<string[]> {
  const tokens = admins.map(() => randomBytes(32).toString('base64url'));
  await insertRows(
    sql,
    'sessions',
    admins.map((admin, index) => ({
      id_hash: hashToken(tokens[index]!),
      member_id: admin.adminId,
      agency_id: admin.agencyId,
      remember: true,
      created_at: new Date(),
      last_seen_at: new Date(),
      idle_expires_at: new Date(Date.now() + 30 * 86_400_000),
      absolute_expires_at: new Date(Date.now() + 30 * 86_400_000),
    })),
  );
  return tokens;
}
