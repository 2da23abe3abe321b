import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommandLine } from '@hearth/platform/command-line';
import { mapWithLimit } from '@hearth/platform/concurrency';
import { connect } from '@hearth/platform/db';
import { startEmbeddedPostgres } from '@hearth/platform/embedded-postgres';
import { createPostgresEventStore } from '@hearth/platform/eventstore/postgres';
import { createSecrets } from '@hearth/platform/secrets';
import { allProjectors } from '@hearth/projections/all';
import { replayProjections } from '@hearth/projections/replay';
import autocannon from 'autocannon';
import { checkpointsCost } from './checkpoints';
import { mondayScenario } from './monday';
import { seedAdminSessions, seedAgencies, seedEventLog } from './seed';
import { seedOpenLinks } from './seed-staff';
import {
  BENCH_SECRET_KEY,
  type BenchPostgres,
  count,
  freePort,
  freshDatabase,
  PG_STATS,
  quantile,
  type Row,
  report,
  rows,
  startProcess,
  stopStartedProcesses,
} from './support';

/**
 * `npm run bench`: the speed and memory targets, measured side by side in one run on this machine
 * against a fresh embedded PostgreSQL with its default (durable) settings (docs/performance.md).
 * Prints one table of figures and targets; a missed target says NO and the exit code is 2. Not part
 * of `npm test`: shared machines are noisy, so targets are checked here.
 *
 * BENCH_ONLY=submissions,dashboards,replay,checkpoints,monday,monday-temporal runs some parts;
 * BENCH_AGENCIES sets the Monday scenario's size (10,000 by default; targets apply at that size).
 * BENCH_PG_STATS=1 prints, after each Monday phase, the statements that took PostgreSQL's time.
 */
const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const ANSWERS = ['q1_drained', 'q2_worn_out', 'q3_distant', 'q4_supported', 'q5_difference'].map(
  (questionId, index) => ({ questionId, questionType: 'scaled', value: 3 + index }),
);
const MONDAY_AGENCIES = Number(process.env.BENCH_AGENCIES ?? 10_000);

const dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-bench-'));
const server = await startEmbeddedPostgres({
  dataDir,
  port: await freePort(),
  settings: { max_connections: 300, ...(PG_STATS ? { shared_preload_libraries: 'pg_stat_statements' } : {}) },
});
const postgres: BenchPostgres = { url: server.url, admin: connect(server.url, { max: 1 }) };

// Stopped from outside (Ctrl-C, a timeout): the app and the PostgreSQL the bench started stop too,
// rather than run on without it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nbench stopped by ${signal}: stopping the processes it started`);
    void stopStartedProcesses()
      .then(() => server.stop())
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .finally(() => process.exit(130));
  });
}

/** A benchmark server in its own process: the real API, or the ceiling (a bare endpoint, one INSERT). */
async function startServer(mode: 'app' | 'baseline', url: string) {
  const port = await freePort();
  const started = await startProcess(
    SERVER,
    {
      BENCH_MODE: mode,
      DATABASE_URL: url,
      PORT: String(port),
      API_ONLY: 'true',
      NODE_ENV: 'test',
      SECRET_KEY: BENCH_SECRET_KEY,
    },
    (child) => new Promise<void>((resolve) => child.once('message', () => resolve())),
  );
  return { base: `http://localhost:${port}`, stop: started.stop };
}

async function load(url: string, body: () => string, seconds: number) {
  const result = await autocannon({
    url,
    connections: 100,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
  return {
    perSecond: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

async function submissions() {
  const { url, sql } = await freshDatabase(postgres, 'bench_submit');
  await sql`create table baseline_inserts (id uuid primary key, payload text not null)`;
  const tokens = await seedOpenLinks(sql, createSecrets(Buffer.from(BENCH_SECRET_KEY, 'base64')), 120_000);
  let next = 0;
  const baseline = await startServer('baseline', url);
  await load(`${baseline.base}/baseline`, () => JSON.stringify({ token: 'warm-up', responses: ANSWERS }), 2);
  const ceiling = await load(
    `${baseline.base}/baseline`,
    () => JSON.stringify({ token: tokens[next]!, responses: ANSWERS }),
    10,
  );
  await baseline.stop();
  const app = await startServer('app', url);
  await load(`${app.base}/api/survey/submit`, () => JSON.stringify({ token: tokens[next++]!, responses: ANSWERS }), 2);
  const real = await load(
    `${app.base}/api/survey/submit`,
    () => JSON.stringify({ token: tokens[next++]!, responses: ANSWERS }),
    10,
  );
  await app.stop();
  const [stored] = await sql<{ sealed: number }[]>`select count(*)::int as sealed from round_answers`;
  const sealed = stored!.sealed;
  await sql.end();
  const ratio = real.perSecond / ceiling.perSecond;
  report('Survey submissions through the API (100 clients)', `${count(Math.round(real.perSecond))}/s`);
  report('  ceiling: bare Hono endpoint, one INSERT', `${count(Math.round(ceiling.perSecond))}/s`);
  report('  submissions as a share of the ceiling', `${Math.round(ratio * 100)}%`, '≥ 40%', ratio >= 0.4);
  report(
    '  errors (non-2xx, timeouts) / answers stored',
    `${real.errors} / ${count(sealed)}`,
    '0 errors',
    real.errors === 0 && ceiling.errors === 0,
  );
}

async function latency(base: string, sessions: string[], path: string, samples: number) {
  const times: number[] = [];
  for (let n = 0; n < samples + 50; n++) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      headers: { cookie: `hearth_session=${sessions[n % sessions.length]}` },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    if (n >= 50) times.push(performance.now() - started);
  }
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

async function dashboards() {
  const { url, sql } = await freshDatabase(postgres, 'bench_dashboard');
  await seedAgencies(sql, 0, 100);
  await sql`vacuum analyze`;
  const measure = async (sessions: string[]) => {
    const app = await startServer('app', url);
    const current = await latency(app.base, sessions, '/api/dashboard/current-week', 2000);
    const history = await latency(app.base, sessions, '/api/dashboard/historical?weeks=12', 2000);
    await app.stop();
    return { current, history };
  };
  const small = await measure(await seedAdminSessions(sql, 100));
  await seedAgencies(sql, 100, 9_900);
  await sql`vacuum analyze`;
  const [counted] = await sql<{ responses: number }[]>`select count(*)::int as responses from round_responses`;
  const responses = counted!.responses;
  const large = await measure(await seedAdminSessions(sql, 500));
  await sql.end();
  const ms = (value: number) => value.toFixed(1);
  for (const [label, key] of [
    ['current-week', 'current'],
    ['12-week history', 'history'],
  ] as const) {
    report(`Dashboard ${label} p50 / p99, 100 agencies`, `${ms(small[key].p50)} / ${ms(small[key].p99)} ms`);
    const ok = large[key].p99 <= 10 && large[key].p99 <= 1.5 * Math.max(small[key].p99, 1);
    report(
      `Dashboard ${label} p50 / p99, 10,000 agencies`,
      `${ms(large[key].p50)} / ${ms(large[key].p99)} ms`,
      'p99 ≤ 10 ms, ≤ 1.5× at 100',
      ok,
    );
  }
  report('  responses in the read models', count(responses), '1,000,000');
}

async function replay() {
  const { sql } = await freshDatabase(postgres, 'bench_replay');
  const events = await seedEventLog(sql, 600, 26);
  await sql`vacuum analyze`;
  const result = await replayProjections({
    sql,
    eventStore: createPostgresEventStore(sql),
    projectors: allProjectors,
    waitForLiveMs: 0,
  });
  await sql.end();
  report(
    `Projection replay (${count(events)} events)`,
    `${count(result.eventsPerSecond)} events/s`,
    '≥ 50,000 events/s',
    result.eventsPerSecond >= 50_000,
  );
}

const SECTIONS = {
  submissions,
  dashboards,
  replay,
  checkpoints: () => checkpointsCost(postgres),
  monday: () =>
    mondayScenario(postgres, { agencies: MONDAY_AGENCIES, driver: 'embedded', targets: MONDAY_AGENCIES >= 10_000 }),
  'monday-temporal': () =>
    mondayScenario(postgres, {
      agencies: Math.min(5_000, MONDAY_AGENCIES),
      driver: 'temporal',
      targets: MONDAY_AGENCIES >= 5_000,
    }),
};

await runCommandLine('bench', async () => {
  try {
    console.log('Running benchmarks (about half an hour at full size)...');
    const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
    // A part that fails is a row of the table (and exit 1); the parts after it still run.
    let failed = false;
    await mapWithLimit(
      Object.entries(SECTIONS).filter(([name]) => !only || only.includes(name)),
      1,
      async ([name, run]) => {
        console.log(`- ${name}`);
        await run().catch((error: unknown) => {
          console.error(`  ${name} failed:`, error);
          report(`${name}: failed (${error instanceof Error ? error.message : String(error)})`, '', 'runs', false);
          failed = true;
        });
      },
    );
    console.log(`\nHearth benchmarks — ${new Date().toISOString()}, embedded PostgreSQL, Node ${process.version}\n`);
    const width = (key: keyof Row) => Math.max(key.length, ...rows.map((row) => row[key].length));
    const line = (row: Row) =>
      (['measure', 'figure', 'target', 'met'] as const).map((key) => row[key].padEnd(width(key))).join('  ');
    console.log(line({ measure: 'measure', figure: 'figure', target: 'target', met: 'met' }));
    console.log(
      line({
        measure: '-'.repeat(width('measure')),
        figure: '-'.repeat(width('figure')),
        target: '-'.repeat(width('target')),
        met: '---',
      }),
    );
    for (const row of rows) console.log(line(row));
    if (MONDAY_AGENCIES < 10_000 && (!only || only.includes('monday'))) {
      console.log(`\nThe Monday scenario ran at ${count(MONDAY_AGENCIES)} agencies: its targets are for 10,000.`);
    }
    // 2: the benchmarks ran but a target was missed; 1: a part failed.
    if (failed) return 1;
    return rows.some((row) => row.met === 'NO') ? 2 : 0;
  } finally {
    await postgres.admin.end();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
