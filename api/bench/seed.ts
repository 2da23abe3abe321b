import { randomBytes, randomUUID } from 'node:crypto';
import { burnoutIndex, isHighRisk, QUESTIONS } from '@hearth/contracts/survey';
import type { Sql } from '@hearth/platform/db';
import { hashToken } from '@hearth/platform/secrets';

/** Data for the benchmarks, written straight into tables in bulk (the product's own paths are what is measured, not the seeding). */

const SCALED = QUESTIONS.filter((question) => question.questionType === 'scaled').map((question) => question.id);
const randomAnswers = () => Object.fromEntries(SCALED.map((id) => [id, 1 + Math.floor(Math.random() * 10)]));

async function insertRows(sql: Sql, table: string, rows: Record<string, unknown>[], chunk = 5000) {
  for (let start = 0; start < rows.length; start += chunk)
    await sql`insert into ${sql(table)} ${sql(rows.slice(start, start + chunk) as never)}`;
}

/** Open rounds with `tokens` valid survey links; answers the raw tokens. */
export async function seedOpenLinks(sql: Sql, tokens: number): Promise<string[]> {
  const perRound = 500;
  const raw: string[] = [];
  for (let made = 0; made < tokens; made += perRound) {
    const roundId = randomUUID();
    const agencyId = randomUUID();
    await sql`insert into round_state (round_id, agency_id, opens_at, closes_at, status, invited_count)
              values (${roundId}, ${agencyId}, now(), now() + interval '30 days', 'open', ${perRound})`;
    const members = Array.from({ length: perRound }, () => randomUUID());
    await insertRows(
      sql,
      'round_invitations',
      members.map((member_id) => ({
        round_id: roundId,
        member_id,
        agency_id: agencyId,
        email: `${member_id}@bench.localhost`,
        link_sent: true,
      })),
    );
    const links = members.map((member_id) => {
      const token = randomBytes(32).toString('base64url');
      raw.push(token);
      return { token_hash: hashToken(token), round_id: roundId, member_id };
    });
    await insertRows(sql, 'round_links', links);
  }
  return raw.slice(0, tokens);
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
    const responses: Record<string, unknown>[] = [];
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
            burnout_index: index,
            answers: JSON.stringify(answers),
            free_text: null,
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
      await sql`
        insert into round_responses (agency_id, round_id, response_id, burnout_index, answers, free_text)
        select a, r, id, b, ans::jsonb, null from unnest(${chunk.map((row) => row.agency_id as string)}::uuid[], ${chunk.map((row) => row.round_id as string)}::uuid[],
          ${chunk.map((row) => row.response_id as string)}::uuid[], ${chunk.map((row) => row.burnout_index as number)}::numeric[], ${chunk.map((row) => row.answers as string)}::text[]) as t(a, r, id, b, ans)`;
    }
  }
}

/** A signed-in administrator for each of `agencies` (session rows with known tokens). */
export async function seedAdminSessions(sql: Sql, agencies: number): Promise<string[]> {
  const rows = await sql<{ agency_id: string }[]>`select agency_id from agencies order by random() limit ${agencies}`;
  const tokens: string[] = [];
  for (const { agency_id: agencyId } of rows) {
    const memberId = randomUUID();
    const token = randomBytes(32).toString('base64url');
    await sql`insert into members (agency_id, member_id, role, status, email_verified, joined_at, onboarding_completed, has_seen_welcome) values (${agencyId}, ${memberId}, 'admin', 'active', true, now(), true, true)`;
    await sql`insert into people (member_id, agency_id, email, first_name, last_name) values (${memberId}, ${agencyId}, ${`admin-${memberId}@bench.example`}, 'Bench', 'Admin')`;
    await sql`insert into sessions (id_hash, member_id, agency_id, remember, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
              values (${hashToken(token)}, ${memberId}, ${agencyId}, true, now(), now(), now() + interval '7 days', now() + interval '7 days')`;
    tokens.push(token);
  }
  return tokens;
}

/**
 * A year-like event log for the replay benchmark: agencies, staff, and weekly rounds whose answers
 * make up most of the log, as in a real installation.
 */
export async function seedEventLog(sql: Sql, agencies: number, weeks: number): Promise<number> {
  let total = 0;
  const at = '2026-01-05T14:00:00.000Z';
  const meta = { actorId: null, at };
  for (let agency = 0; agency < agencies; agency++) {
    const agencyId = randomUUID();
    const rows: {
      stream_name: string;
      stream_revision: number;
      event_id: string;
      event_type: string;
      data: string;
      metadata: string;
    }[] = [];
    const push = (stream: string, revision: number, type: string, data: object) =>
      rows.push({
        stream_name: stream,
        stream_revision: revision,
        event_id: randomUUID(),
        event_type: type,
        data: JSON.stringify(data),
        metadata: JSON.stringify(meta),
      });
    push(`agency-${agencyId}`, 0, 'AgencyRegistered', { agencyId, name: `Replay Hospice ${agency}` });
    push(`agency-${agencyId}`, 1, 'SurveyScheduleChanged', {
      agencyId,
      changedAt: at,
      surveyDay: 'Monday',
      surveyTime: '09:00',
      timezone: 'America/New_York',
      reminderInterval: 360,
    });
    for (let staff = 0; staff < 20; staff++) {
      const memberId = randomUUID();
      push(`member-${memberId}`, 0, 'MemberInvited', { memberId, agencyId, role: 'user', jobRoleId: null });
      push(`member-${memberId}`, 1, 'InviteAccepted', { memberId, agencyId });
    }
    for (let week = 0; week < weeks; week++) {
      const roundId = randomUUID();
      const stream = `survey_round-${roundId}`;
      let revision = 0;
      push(stream, revision++, 'SurveyRoundOpened', {
        roundId,
        agencyId,
        opensAt: at,
        closesAt: at,
        timezone: 'America/New_York',
        invitedCount: 20,
        definitionVersion: 1,
      });
      push(stream, revision++, 'SurveySent', { roundId, agencyId, recipients: 20 });
      push(stream, revision++, 'ReminderSent', { roundId, agencyId, reminderNumber: 1, recipients: 6, manual: false });
      const answered = 14 + Math.floor(Math.random() * 6);
      for (let n = 0; n < answered; n++)
        push(stream, revision++, 'ResponseSubmitted', {
          roundId,
          agencyId,
          responseId: randomUUID(),
          answers: randomAnswers(),
          freeText: null,
        });
      push(stream, revision++, 'SurveyRoundClosed', {
        roundId,
        agencyId,
        responseCount: answered,
        invitedCount: 20,
        anonymityThreshold: 5,
      });
    }
    for (let start = 0; start < rows.length; start += 5000) {
      const chunk = rows.slice(start, start + 5000);
      await sql`
        insert into events (stream_name, stream_revision, event_id, event_type, data, metadata)
        select s, r, id, t, d::jsonb, m::jsonb from unnest(${chunk.map((row) => row.stream_name)}::text[], ${chunk.map((row) => row.stream_revision)}::bigint[],
          ${chunk.map((row) => row.event_id)}::uuid[], ${chunk.map((row) => row.event_type)}::text[], ${chunk.map((row) => row.data)}::text[], ${chunk.map((row) => row.metadata)}::text[]) as x(s, r, id, t, d, m)`;
    }
    total += rows.length;
  }
  return total;
}
