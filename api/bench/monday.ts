import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { closingTime, nextOpening } from '@hearth/contracts/schedule';
import { startFakeSendGrid } from '@hearth/platform/test/support/fake-sendgrid';
import { scheduleId } from '@hearth/workflows/temporal/schedules';
import { startTemporalDevServer, TUNED_DEV_SERVER } from '@hearth/workflows/test/support/temporal-server';
import { Client, Connection } from '@temporalio/client';
import { closingFloor, digestFloorSeconds, openingFloor } from './monday-floors';
import {
  answerOnPhones,
  digestsQueued,
  logHead,
  printCpu,
  reactorsCurrent,
  readModelsBuilt,
  roundsAlertChecked,
  roundsClosed,
  startSampler,
  surveyMailsQueued,
  surveyTokens,
  timersArmed,
} from './monday-probes';
import { ANSWERING, SCHEDULE, STAFF } from './monday-shape';
import { seedSessions } from './seed';
import { seedStaffedAgencies } from './seed-staff';
import {
  BENCH_SECRET_KEY,
  type BenchPostgres,
  count,
  cpuSeconds,
  freePort,
  freshDatabase,
  peakMemoryMb,
  report,
  resetStatements,
  seconds,
  sleep,
  startProcess,
  statementsReport,
  until,
  untilOk,
} from './support';
import { LEAD_MS, temporalNoopFloor } from './temporal-floor';

/**
 * The Node flags the product runs with (`npm start`, the image, docker-compose.yml): its heap sized
 * rather than left to V8's default on a large machine (ADR 099). BENCH_NODE_ARGS adds to them. Not on
 * Temporal: the compiled server there also runs the Temporal worker, whose workflow cache is its own.
 */
const PRODUCT_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=16'];
/** The environment the image sets for every process (api/Dockerfile, `npm start`): two malloc arenas (ADR 110). */
const PRODUCT_ENV = { MALLOC_ARENA_MAX: '2' };

/**
 * The app from its source, as every embedded figure so far was taken; on Temporal the compiled server, as
 * the image runs it (`npm run build:server`), so that its prebuilt workflow bundle spares the figures
 * webpack's bundling at start (208 MB at 10 agencies). Both once peaked above 1.1 GB at 10,000 agencies
 * while the read models were built: the first checkpoint pass held the whole seeded log's leaves
 * (docs/performance.md, "The checkpoint pass's memory"); passes are bounded now.
 */
const APP = {
  embedded: fileURLToPath(new URL('../src/main.ts', import.meta.url)),
  temporal: fileURLToPath(new URL('../../dist/server/api.js', import.meta.url)),
};

/**
 * The Monday scenario (docs/performance.md): every agency on the default schedule, Monday 09:00
 * America/New_York, so every round opens on the same minute. The product runs as it is deployed on
 * one machine — `api/src/main.ts`, one process with the API, the projector and the workflow worker —
 * mailing through SendGrid (a local stand-in), with the development clock moved past the opening
 * minute, the close 24 hours later, and the next Monday's 08:00 digest. Each figure is printed
 * beside the floor: the same rows written set-based, in batches, on the same PostgreSQL.
 */

interface Options {
  agencies: number;
  driver: 'embedded' | 'temporal';
  /** Targets apply at full size: 10,000 agencies embedded, 5,000 on Temporal. */
  targets: boolean;
}

export async function mondayScenario(postgres: BenchPostgres, options: Options) {
  if (options.driver === 'temporal') execFileSync('npm', ['run', '-s', 'build:server'], { stdio: 'ignore' });
  const label = `Monday 09:00, ${count(options.agencies)} agencies × ${STAFF} staff (${options.driver})`;
  const { url, sql } = await freshDatabase(postgres, `bench_monday_${options.driver}`, 20);
  const sendGrid = await startFakeSendGrid();
  const temporal = options.driver === 'temporal' ? await startTemporalDevServer(TUNED_DEV_SERVER) : null;
  const opening = nextOpening(SCHEDULE, new Date(Date.now() + 3600_000));
  const closing = closingTime(opening);
  const digestAt = new Date(nextOpening(SCHEDULE, new Date(closing.getTime())).getTime() - 3600_000);

  // Temporal's own floor for these agencies, on the same server, before the product starts on it.
  const temporalFloor = temporal ? await temporalNoopFloor(temporal.address, options.agencies, PRODUCT_ENV) : null;
  const noopFloor = temporalFloor?.seconds ?? 0;
  if (temporalFloor) {
    console.log(
      `  ${label}: Temporal no-op floor ${seconds(noopFloor)}, its worker alone peaked at ${temporalFloor.workerMb} MB`,
    );
  }

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
    APP[options.driver],
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
      ...PRODUCT_ENV,
    },
    () => untilOk(`${origin}/healthz`),
    temporal ? [] : PRODUCT_NODE_FLAGS,
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
     * Temporal: durable timers run in real time, so the clock moves to a lead before `at` — the app then
     * signals every agency's workflow to re-plan, before it answers — and the timers fire at `at`.
     */
    const lead = LEAD_MS(options.agencies);
    const startAt = async (at: Date): Promise<number> => {
      if (!temporalClient) {
        const started = performance.now();
        void moveClock(at);
        return started;
      }
      const moved = performance.now();
      await (await moveClock(new Date(at.getTime() - lead))).arrayBuffer();
      const left = lead - (performance.now() - moved);
      if (left < 1000) throw new Error(`Re-planning every workflow took longer than the ${lead / 1000} s lead`);
      await sleep(left);
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
          `/healthz p99 ${burst.health.toFixed(0)} ms, dashboard p99 ${burst.dashboard.toFixed(0)} ms; app peak ` +
          `memory ${peakMemoryMb(app.child.pid!)} MB`,
      );
      return;
    }
    const openFloor = await openingFloor(postgres, agencies, opening);

    // 2. 60 % answer on their phones.
    const tokens = surveyTokens(sendGrid);
    const answering = agencies.flatMap((agency) => agency.staff.slice(0, ANSWERING).map((member) => member.email));
    const submitted = performance.now();
    await answerOnPhones(origin, answering, tokens);
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
    /** A Temporal phase's floor: Temporal's no-op floor plus the database's for the same rows. */
    const floor = (database: number) =>
      temporal
        ? `floor ${seconds(noopFloor + database)} = ${seconds(noopFloor)} + ${seconds(database)}`
        : `floor ${seconds(database)}`;
    const queuedTarget = temporal ? 1.5 * (noopFloor + openFloor.queue) : 60;
    report(label, '');
    line(
      `  every survey link queued (${count(links)})`,
      `${seconds(queued)} (${floor(openFloor.queue)})`,
      temporal ? `≤ 1.5 × floor (${seconds(queuedTarget)})` : '≤ 60 s',
      queued <= queuedTarget,
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
      `${seconds(closed)} (${floor(closeFloor)})`,
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
    const memoryTarget = temporal ? 768 : 430;
    line('  peak app memory (whole run)', `${memory} MB`, `≤ ${memoryTarget} MB`, memory <= memoryTarget);
    // The same cache in a worker that runs nothing but no-op workflows, in a process of its own.
    if (temporalFloor) line('  peak memory of the no-op floor’s worker alone', `${temporalFloor.workerMb} MB`);
  } finally {
    await app.stop();
    await temporalClient?.connection.close();
    await temporal?.stop();
    await sendGrid.close();
    await sql.end();
  }
}
