import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { closingTime, nextOpening } from '@hearth/contracts/schedule';
import { agencyStream, surveyRoundStream } from '@hearth/contracts/streams';
import { QUESTIONS } from '@hearth/contracts/survey';
import { mapWithLimit } from '@hearth/platform/concurrency';
import type { Sql } from '@hearth/platform/db';
import { silentLogger } from '@hearth/platform/logger';
import { createOutbox, messageMail } from '@hearth/platform/mail/outbox';
import type { MailMessage } from '@hearth/platform/mail/port';
import { createSecrets, hashToken, randomToken } from '@hearth/platform/secrets';
import { startFakeSendGrid } from '@hearth/platform/test/support/fake-sendgrid';
import { roundsWorkflowId } from '@hearth/workflows/rounds/schedule-reactor';
import { scheduleId } from '@hearth/workflows/temporal/schedules';
import { scheduleChangedSignal } from '@hearth/workflows/temporal/workflows';
import { startTemporalDevServer } from '@hearth/workflows/test/support/temporal-server';
import { Client, Connection } from '@temporalio/client';
import { renderMail } from '../src/mail/render';
import { sealAnswers, unsealAnswers } from '../src/survey/answers/sealing';
import { participantTag, sealTag } from '../src/survey/rounds/tags';
import { appendInBulk, type SeededAgency, seedSessions, seedStaffedAgencies } from './seed';
import {
  BENCH_SECRET_KEY,
  type BenchPostgres,
  count,
  cpuSeconds,
  freePort,
  freshDatabase,
  peakMemoryMb,
  quantile,
  report,
  resetStatements,
  seconds,
  sleep,
  startProcess,
  statementsReport,
  until,
  untilOk,
} from './support';

/**
 * The Monday scenario (docs/performance.md): every agency on the default schedule, Monday 09:00
 * America/New_York, so every round opens on the same minute. The product runs as it is deployed on
 * one machine — `api/src/main.ts`, one process with the API, the projector and the workflow worker —
 * mailing through SendGrid (a local stand-in), with the development clock moved past the opening
 * minute, the close 24 hours later, and the next Monday's 08:00 digest. Each figure is printed
 * beside the floor: the same rows written set-based, in batches, on the same PostgreSQL.
 */
const APP = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const STAFF = 30;
const ANSWERING = 18; // 60 %
const SCHEDULE = {
  surveyDay: 'Monday',
  surveyTime: '09:00',
  timezone: 'America/New_York',
  reminderInterval: 360,
} as const;
const SCALED = QUESTIONS.filter((question) => question.questionType === 'scaled').map((question) => question.id);

interface Options {
  agencies: number;
  driver: 'embedded' | 'temporal';
  /** Targets apply to the embedded run at full size; the Temporal run prints its figures. */
  targets: boolean;
}

export async function mondayScenario(postgres: BenchPostgres, options: Options) {
  const label = `Monday 09:00, ${count(options.agencies)} agencies × ${STAFF} staff (${options.driver})`;
  const { url, sql } = await freshDatabase(postgres, `bench_monday_${options.driver}`, 20);
  const sendGrid = await startFakeSendGrid();
  const temporal = options.driver === 'temporal' ? await startTemporalDevServer() : null;
  const opening = nextOpening(SCHEDULE, new Date(Date.now() + 3600_000));
  const closing = closingTime(opening);
  const digestAt = new Date(nextOpening(SCHEDULE, new Date(closing.getTime())).getTime() - 3600_000);

  const seedStarted = performance.now();
  const agencies = await seedStaffedAgencies(sql, {
    from: 0,
    count: options.agencies,
    staff: STAFF,
    schedule: SCHEDULE,
    at: new Date(),
  });
  const sessions = await seedSessions(sql, agencies.slice(0, 200));
  console.log(`  ${label}: seeded in ${seconds((performance.now() - seedStarted) / 1000)}`);

  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const app = await startProcess(
    APP,
    {
      NODE_ENV: 'development',
      DATABASE_URL: url,
      PORT: String(port),
      APP_ORIGIN: origin,
      SECRET_KEY: BENCH_SECRET_KEY,
      SENDGRID_API_KEY: 'SG.bench',
      SENDGRID_BASE_URL: sendGrid.url,
      MAIL_FROM: 'no-reply@hearth.example.org',
      ...(temporal ? { TEMPORAL_ADDRESS: temporal.address, TEMPORAL_TASK_QUEUE: 'hearth-bench' } : {}),
    },
    () => untilOk(`${origin}/healthz`),
  );
  const temporalClient = temporal
    ? new Client({ connection: await Connection.connect({ address: temporal.address }) })
    : null;
  try {
    // The projector builds the read models from the seeded log; each agency's rounds timer is armed.
    const caughtUp = performance.now();
    await until(() => readModelsBuilt(sql, options.agencies), 'the read models', caughtUp);
    if (options.driver === 'embedded') {
      await until(() => timersArmed(sql, options.agencies, opening), 'every rounds timer', caughtUp);
    } else {
      await until(() => reactorsCurrent(sql), 'the schedule reactor', caughtUp);
    }
    console.log(
      `  ${label}: read models built in ${seconds((performance.now() - caughtUp) / 1000)}; ` +
        `app peak memory so far ${peakMemoryMb(app.child.pid!)} MB`,
    );

    const moveClock = (now: Date) =>
      fetch(`${origin}/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ now: now.toISOString() }),
      });
    /**
     * Starts the clock at `at`. Embedded: the clock moves to it and the runner runs what became due.
     * Temporal: durable timers run in real time, so the clock moves to 10 s before and every agency's
     * workflow re-plans (a signal, as a schedule change sends); the timers then fire at `at`.
     */
    const startAt = async (at: Date): Promise<number> => {
      if (!temporalClient) {
        const started = performance.now();
        void moveClock(at);
        return started;
      }
      await (await moveClock(new Date(at.getTime() - 10_000))).arrayBuffer();
      const signalled = performance.now();
      await mapWithLimit(agencies, 32, (agency) =>
        temporalClient.workflow.getHandle(roundsWorkflowId(agency.agencyId)).signal(scheduleChangedSignal),
      );
      await sleep(Math.max(0, 10_000 - (performance.now() - signalled)));
      return performance.now();
    };

    // 1. The opening minute.
    const links = options.agencies * STAFF;
    const sampler = startSampler(origin, sessions);
    const cpuBefore = cpuSeconds(app.child.pid!);
    await resetStatements(sql);
    const opened = await startAt(opening);
    const queued = await until(() => surveyMailsQueued(sql, opening, links), 'every survey link queued', opened);
    printCpu('opening', cpuBefore, cpuSeconds(app.child.pid!), queued, app.child.pid!);
    const sent = await until(async () => surveyTokens(sendGrid).size >= links, 'every survey mail sent', opened);
    const burst = await sampler.stop();
    await statementsReport(sql, 'the opening');
    // BENCH_OPENING_ONLY=1 stops after the opening (to profile it: BENCH_NODE_ARGS=--cpu-prof).
    if (process.env.BENCH_OPENING_ONLY) {
      console.log(
        `  opening: links queued in ${seconds(queued)}, mails sent in ${seconds(sent)}; during the burst ` +
          `/healthz p99 ${burst.health.toFixed(0)} ms, dashboard p99 ${burst.dashboard.toFixed(0)} ms`,
      );
      return;
    }
    const openFloor = await openingFloor(postgres, agencies, opening);

    // 2. 60 % answer on their phones.
    const tokens = surveyTokens(sendGrid);
    const answering = agencies.flatMap((agency) => agency.staff.slice(0, ANSWERING).map((member) => member.email));
    const submitted = performance.now();
    await mapWithLimit(answering, 32, async (email) => {
      const response = await fetch(`${origin}/api/survey/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token: tokens.get(email),
          responses: SCALED.map((questionId) => ({
            questionId,
            questionType: 'scaled',
            value: 1 + Math.floor(Math.random() * 10),
          })),
        }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`A submission answered ${response.status}`);
    });
    const answersPerSecond = answering.length / ((performance.now() - submitted) / 1000);

    // 3. The close, 24 hours later, until every agency's dashboard shows the results.
    await resetStatements(sql);
    const cpuBeforeClose = cpuSeconds(app.child.pid!);
    const closeStarted = await startAt(closing);
    const closed = await until(
      () => roundsClosed(sql, options.agencies),
      'every dashboard showing results',
      closeStarted,
    );
    const dashboard = await fetch(`${origin}/api/dashboard/current-week`, {
      headers: { cookie: `hearth_session=${sessions[0]}` },
    }).then((response) => response.json() as Promise<{ results: { visible: boolean }; submissionRate: number }>);
    if (!dashboard.results.visible || dashboard.submissionRate !== 60) {
      throw new Error(`The dashboard after the close shows ${JSON.stringify(dashboard)}`);
    }
    printCpu('close', cpuBeforeClose, cpuSeconds(app.child.pid!), closed, app.child.pid!);
    await statementsReport(sql, 'the close');
    const closeFloor = await closingFloor(postgres, options.agencies);

    /** Runs the hourly notifications job at `at`: the clock moves there (Temporal: its schedule is triggered). */
    const notifyAt = async (at: Date): Promise<number> => {
      if (!temporalClient) {
        const started = performance.now();
        void moveClock(at);
        return started;
      }
      await (await moveClock(at)).arrayBuffer();
      const started = performance.now();
      await temporalClient.schedule.getHandle(scheduleId('hearth-bench', 'notifications')).trigger();
      return started;
    };

    // 4. The hour after the close, as every hour: the daily alerts of the rounds that just closed.
    const cpuBeforeAlerts = cpuSeconds(app.child.pid!);
    const alertsStarted = await notifyAt(new Date(closing.getTime() + 3600_000));
    const alerted = await until(() => roundsAlertChecked(sql), 'every closed round checked for alerts', alertsStarted);
    printCpu('alerts', cpuBeforeAlerts, cpuSeconds(app.child.pid!), alerted, app.child.pid!);

    // 5. The next Monday's 08:00 digest, until every digest is queued.
    await resetStatements(sql);
    const logBefore = await logHead(sql);
    const cpuBeforeDigest = cpuSeconds(app.child.pid!);
    const digestStarted = await notifyAt(digestAt);
    const digests = await until(
      () => digestsQueued(sql, logBefore, options.agencies),
      'every digest queued',
      digestStarted,
    );
    printCpu('digest', cpuBeforeDigest, cpuSeconds(app.child.pid!), digests, app.child.pid!);
    await statementsReport(sql, 'the digest');
    const digestFloor = await digestFloorSeconds(postgres, agencies);
    const memory = peakMemoryMb(app.child.pid!);

    const line = (measure: string, figure: string, limit?: string, met?: boolean) =>
      options.targets && limit ? report(measure, figure, limit, met) : report(measure, figure);
    report(label, '');
    line(
      `  every survey link queued (${count(links)})`,
      `${seconds(queued)} (floor ${seconds(openFloor.queue)})`,
      '≤ 60 s',
      queued <= 60,
    );
    line(
      '  every survey mail sent to SendGrid (stand-in)',
      `${seconds(sent)} (floor ${seconds(openFloor.queue + openFloor.send)})`,
    );
    line('  /healthz p99 during the burst', `${burst.health.toFixed(0)} ms`, '≤ 100 ms', burst.health <= 100);
    line('  dashboard p99 during the burst', `${burst.dashboard.toFixed(0)} ms`, '≤ 100 ms', burst.dashboard <= 100);
    line(`  answers through the API (${count(answering.length)})`, `${count(Math.round(answersPerSecond))}/s`);
    line(
      '  close 24 h later, until every dashboard shows results',
      `${seconds(closed)} (floor ${seconds(closeFloor)})`,
      '≤ 60 s',
      closed <= 60,
    );
    line('  alerts the hour after the close, until every round is checked', seconds(alerted));
    line(
      '  08:00 digest, until every digest is queued',
      `${seconds(digests)} (floor ${seconds(digestFloor)})`,
      '≤ 30 s',
      digests <= 30,
    );
    line('  peak app memory (whole run)', `${memory} MB`, '≤ 512 MB', memory <= 512);
  } finally {
    await app.stop();
    await temporalClient?.connection.close();
    await temporal?.stop();
    await sendGrid.close();
    await sql.end();
  }
}

async function readModelsBuilt(sql: Sql, agencies: number): Promise<boolean> {
  const [row] = await sql<{ staff: number }[]>`
    select count(*)::int as staff from members where role = 'user' and status = 'active'`;
  return row!.staff === agencies * STAFF;
}

async function timersArmed(sql: Sql, agencies: number, opening: Date): Promise<boolean> {
  const [row] = await sql<{ armed: number }[]>`
    select count(*)::int as armed from scheduled_jobs where kind = 'rounds' and due_at = ${opening}`;
  return row!.armed === agencies;
}

/** Every reactor and projector has processed the whole log. */
async function reactorsCurrent(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ behind: number }[]>`
    select count(*)::int as behind from projection_checkpoints c
    where (c.commit_position, c.prepare_position) <
      (select transaction_id::text::bigint, global_position from events
       order by transaction_id desc, global_position desc limit 1)`;
  return row!.behind === 0;
}

// The probes below run every 100 ms beside the product, on its PostgreSQL: each reads a few rows, so
// that the bench does not slow down what it measures (a count over the outbox or the whole log took a
// sizeable share of PostgreSQL's time at 10,000 agencies).

/**
 * A round's operational row, its participants and its survey mails are written in one transaction
 * (`api/src/survey/rounds/open.ts`): the invited counts of the rounds that have a row are the mails
 * queued.
 */
async function surveyMailsQueued(sql: Sql, opening: Date, links: number): Promise<boolean> {
  const [row] = await sql<{ queued: number }[]>`
    select coalesce(sum(invited_count), 0)::int as queued from round_state where opens_at = ${opening}`;
  return row!.queued >= links;
}

async function roundsClosed(sql: Sql, agencies: number): Promise<boolean> {
  const [row] = await sql<{ closed: number }[]>`
    select count(*)::int as closed from round_summaries where status = 'closed'`;
  return row!.closed === agencies;
}

/** The log's newest position before a phase: the phase's events are the ones after it. */
async function logHead(sql: Sql): Promise<string> {
  const [row] = await sql<{ head: string }[]>`select coalesce(max(global_position), 0)::text as head from events`;
  return row!.head;
}

async function roundsAlertChecked(sql: Sql): Promise<boolean> {
  const [row] = await sql`select 1 from round_state where status = 'closed' and not alert_checked limit 1`;
  return row === undefined;
}

async function digestsQueued(sql: Sql, after: string, agencies: number): Promise<boolean> {
  const [row] = await sql<{ digests: number }[]>`
    select count(*)::int as digests from events
    where global_position > ${after}::bigint and event_type = 'DigestSent'`;
  return row!.digests === agencies;
}

/** A phase's CPU seconds (app and PostgreSQL) in its wall time, and the app's peak memory so far. */
function printCpu(
  phase: string,
  before: ReturnType<typeof cpuSeconds>,
  after: ReturnType<typeof cpuSeconds>,
  wall: number,
  pid: number,
) {
  console.log(
    `  ${phase}: app ${(after.app - before.app).toFixed(1)} s CPU ` +
      `(${(after.appSystem - before.appSystem).toFixed(1)} s in the kernel), ` +
      `PostgreSQL ${(after.postgres - before.postgres).toFixed(1)} s CPU in ${seconds(wall)}; ` +
      `app peak memory so far ${peakMemoryMb(pid)} MB`,
  );
}

/** Survey links as the recipients got them: email → token. */
function surveyTokens(sendGrid: Awaited<ReturnType<typeof startFakeSendGrid>>): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const { body } of sendGrid.requests) {
    if (!body.content[0]?.value.includes('/survey?token=')) continue;
    for (const personalization of body.personalizations) {
      const token = Object.values(personalization.substitutions ?? {})[0];
      if (token) tokens.set(personalization.to[0]!.email, token);
    }
  }
  return tokens;
}

/**
 * Samples /healthz and an administrator's dashboard ten times a second while the burst lasts (a few
 * hundred administrators checking in on Monday morning); answers their p99 in ms.
 */
function startSampler(origin: string, sessions: string[]) {
  const health: number[] = [];
  const dashboard: number[] = [];
  let running = true;
  const timed = async (path: string, into: number[], cookie?: string) => {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, cookie ? { headers: { cookie } } : {});
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status} during the burst`);
    into.push(performance.now() - started);
  };
  const loop = (async () => {
    for (let n = 0; running; n++) {
      await Promise.all([
        timed('/healthz', health),
        timed('/api/dashboard/current-week', dashboard, `hearth_session=${sessions[n % sessions.length]}`),
      ]);
      await sleep(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { health: quantile(health, 0.99), dashboard: quantile(dashboard, 0.99) };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Floors: the same rows, written set-based in batches of 5,000 with a commit each, on the same
// PostgreSQL, in a database of their own.

/** An outbox to queue into (nothing sends from it). */
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
async function openingFloor(postgres: BenchPostgres, agencies: SeededAgency[], opening: Date) {
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
async function closingFloor(postgres: BenchPostgres, agencies: number): Promise<number> {
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
async function digestFloorSeconds(postgres: BenchPostgres, agencies: SeededAgency[]): Promise<number> {
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
