import { randomUUID } from 'node:crypto';
import { closingTime } from '@hearth/contracts/schedule';
import { agencyStream, surveyRoundStream } from '@hearth/contracts/streams';
import type { Sql } from '@hearth/platform/db';
import { silentLogger } from '@hearth/platform/logger';
import { createOutbox, messageMail } from '@hearth/platform/mail/outbox';
import type { MailMessage } from '@hearth/platform/mail/port';
import { createSecrets, hashToken, randomToken } from '@hearth/platform/secrets';
import { renderMail } from '../src/mail/render';
import { sealAnswers, unsealAnswers } from '../src/survey/answers/sealing';
import { participantTag, sealTag } from '../src/survey/rounds/tags';
import { ANSWERING, SCALED, STAFF } from './monday-shape';
import { appendInBulk } from './seed';
import type { SeededAgency } from './seed-staff';
import { BENCH_SECRET_KEY, type BenchPostgres, freshDatabase } from './support';

/**
 * The Monday scenario's floors (monday.ts): the same rows written set-based, in batches, on the same
 * PostgreSQL, so that each figure is read beside what the database alone needs.
 */
function floorOutbox(sql: Sql, secrets: ReturnType<typeof createSecrets>) {
  const clock = { now: () => new Date(), msUntil: () => 0 };
  return createOutbox({ sql, secrets, transport: { batchSize: 1, send: async () => [] }, clock, log: silentLogger });
}

async function floorDatabase(postgres: BenchPostgres) {
  return freshDatabase(postgres, `bench_floor_${randomUUID().slice(0, 8)}`);
}

/**
 * Opening: each round's events and operational row, its participants, and one sealed, keyed outbox
 * row per link (`queue`); then minting and hashing every token, storing its link and rendering each
 * mail (`send`).
 */
export async function openingFloor(postgres: BenchPostgres, agencies: SeededAgency[], opening: Date) {
  const { sql } = await floorDatabase(postgres);
  const secrets = createSecrets(Buffer.from(BENCH_SECRET_KEY, 'base64'));
  const outbox = floorOutbox(sql, secrets);
  const closesAt = closingTime(opening);
  await sql.unsafe(
    `create table floor_participants (closes_at timestamptz, round_id uuid, member_id uuid, email text)`,
  );
  await sql.unsafe(`create table floor_links (token_hash bytea, round_id uuid, participant bytea)`);
  const rounds = agencies.map((agency) => ({ agency, roundId: randomUUID() }));
  const started = performance.now();
  for (let start = 0; start < rounds.length; start += 160) {
    const batch = rounds.slice(start, start + 160);
    await appendInBulk(
      sql,
      batch.flatMap(({ agency, roundId }) => [
        {
          stream: surveyRoundStream(roundId),
          type: 'SurveyRoundOpened',
          data: { roundId, agencyId: agency.agencyId, opensAt: opening, closesAt, invitedCount: STAFF },
          metadata: { actorId: null, at: opening.toISOString() },
        },
        {
          stream: surveyRoundStream(roundId),
          type: 'SurveySent',
          data: { roundId, agencyId: agency.agencyId, recipients: STAFF },
          metadata: { actorId: null, at: opening.toISOString() },
        },
      ]),
    );
    await sql.begin(async (tx) => {
      await tx`
        insert into round_state (round_id, agency_id, opens_at, closes_at, status, invited_count, opened_at)
        select * from unnest(${batch.map((round) => round.roundId)}::uuid[],
          ${batch.map((round) => round.agency.agencyId)}::uuid[],
          ${batch.map(() => opening.toISOString())}::timestamptz[],
          ${batch.map(() => closesAt.toISOString())}::timestamptz[], ${batch.map(() => 'open')}::text[],
          ${batch.map(() => STAFF)}::int[], ${batch.map(() => opening.toISOString())}::timestamptz[])`;
      const participants = batch.flatMap(({ agency, roundId }) => agency.staff.map((member) => ({ roundId, member })));
      await tx`
        insert into floor_participants
        select ${closesAt}, * from unnest(${participants.map((row) => row.roundId)}::uuid[],
          ${participants.map((row) => row.member.memberId)}::uuid[],
          ${participants.map((row) => row.member.email)}::text[])`;
      await outbox.queue(
        tx,
        participants.map(({ roundId, member }) => ({
          kind: 'survey',
          key: `${roundId}:${member.memberId}`,
          data: { roundId, memberId: member.memberId },
          scope: roundId,
        })),
      );
    });
  }
  const queue = (performance.now() - started) / 1000;
  const sendStarted = performance.now();
  const template = renderMail({
    to: 'x@example.org',
    fromName: 'Bench Hospice',
    subject: 'Your weekly check-in',
    blocks: [{ kind: 'button', label: 'Start', url: 'http://localhost/survey?token=-token-' }],
  });
  for (let start = 0; start < rounds.length; start += 160) {
    const links = rounds
      .slice(start, start + 160)
      .flatMap(({ agency, roundId }) => agency.staff.map((member) => ({ roundId, member, token: randomToken() })));
    const messages: MailMessage[] = links.map((link) => ({
      ...template,
      to: link.member.email,
      substitutions: { '-token-': link.token },
    }));
    if (messages.length === 0) break;
    const tags = links.map((link) =>
      sealTag(secrets, participantTag(secrets, link.roundId, link.member.memberId)).toString('hex'),
    );
    await sql`
      insert into floor_links select * from unnest(
        ${links.map((link) => hashToken(link.token).toString('hex'))}::text[]::bytea[],
        ${links.map((link) => link.roundId)}::uuid[],
        ${tags}::text[]::bytea[])`;
  }
  const send = (performance.now() - sendStarted) / 1000;
  await sql.end();
  return { queue, send };
}

/** Close: every sealed answer read and opened, appended with its round's close, then the storage emptied. */
export async function closingFloor(postgres: BenchPostgres, agencies: number): Promise<number> {
  const { sql } = await floorDatabase(postgres);
  const secrets = createSecrets(Buffer.from(BENCH_SECRET_KEY, 'base64'));
  await sql.unsafe('create table floor_answers (round_id uuid, answer_id uuid, payload bytea)');
  const rounds = Array.from({ length: agencies }, () => ({ roundId: randomUUID(), agencyId: randomUUID() }));
  for (let start = 0; start < rounds.length; start += 250) {
    const answers = rounds.slice(start, start + 250).flatMap((round) =>
      Array.from({ length: ANSWERING }, () => ({
        roundId: round.roundId,
        payload: sealAnswers(secrets, {
          scaled: Object.fromEntries(SCALED.map((id) => [id, 5])),
          freeText: null,
        }).toString('hex'),
      })),
    );
    await sql`
      insert into floor_answers select r, gen_random_uuid(), decode(p, 'hex')
      from unnest(${answers.map((answer) => answer.roundId)}::uuid[],
        ${answers.map((answer) => answer.payload)}::text[]) as x(r, p)`;
  }
  const started = performance.now();
  for (let start = 0; start < rounds.length; start += 250) {
    const batch = rounds.slice(start, start + 250);
    const ids = batch.map((round) => round.roundId);
    const sealed = await sql<{ round_id: string; payload: Buffer }[]>`
      select round_id, payload from floor_answers where round_id = any(${ids}::uuid[])`;
    const agencyOf = new Map<string, string>(batch.map((round) => [round.roundId, round.agencyId]));
    const at = new Date().toISOString();
    await appendInBulk(sql, [
      ...sealed.map((row) => ({
        stream: surveyRoundStream(row.round_id),
        type: 'ResponseSubmitted',
        data: {
          roundId: row.round_id,
          agencyId: agencyOf.get(row.round_id),
          responseId: randomUUID(),
          ...unsealAnswers(secrets, row.payload),
        },
        metadata: { actorId: null, at },
      })),
      ...batch.map((round) => ({
        stream: surveyRoundStream(round.roundId),
        type: 'SurveyRoundClosed',
        data: { roundId: round.roundId, agencyId: round.agencyId, responseCount: ANSWERING, invitedCount: STAFF },
        metadata: { actorId: null, at },
      })),
    ]);
    await sql`delete from floor_answers where round_id = any(${ids}::uuid[])`;
  }
  const elapsed = (performance.now() - started) / 1000;
  await sql.end();
  return elapsed;
}

/** Digest: one mail per administrator rendered and queued sealed, and each agency's DigestSent appended. */
export async function digestFloorSeconds(postgres: BenchPostgres, agencies: SeededAgency[]): Promise<number> {
  const { sql } = await floorDatabase(postgres);
  const secrets = createSecrets(Buffer.from(BENCH_SECRET_KEY, 'base64'));
  const outbox = floorOutbox(sql, secrets);
  const started = performance.now();
  for (let start = 0; start < agencies.length; start += 1000) {
    const batch = agencies.slice(start, start + 1000);
    await outbox.queue(
      sql,
      batch.map((agency) =>
        messageMail(
          `digest:${agency.agencyId}`,
          renderMail({
            to: agency.adminEmail,
            fromName: 'Hearth',
            subject: 'Weekly summary',
            blocks: [{ kind: 'text', text: 'Burnout index 5.2/10, 60 % answered, 1 high-risk answer.' }],
          }),
        ),
      ),
    );
    await appendInBulk(
      sql,
      batch.map((agency) => ({
        stream: agencyStream(agency.agencyId),
        type: 'DigestSent',
        data: { agencyId: agency.agencyId, weekOf: '2026-11-30', recipients: 1 },
        metadata: { actorId: null, at: new Date().toISOString() },
      })),
    );
  }
  const elapsed = (performance.now() - started) / 1000;
  await sql.end();
  return elapsed;
}
