import { type ChildProcess, fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { connect, databaseUrl, type Sql } from '@hearth/platform/db';
import { migrate } from '@hearth/platform/migrate';
import { freePort } from '@hearth/platform/test/support/global-setup';

/** What every benchmark section shares: the run's PostgreSQL and the table of figures. */

export interface Row {
  measure: string;
  figure: string;
  target: string;
  met: string;
}

export const rows: Row[] = [];

export function report(measure: string, figure: string, target = '', met?: boolean) {
  rows.push({ measure, figure, target, met: met === undefined ? '' : met ? 'yes' : 'NO' });
}

export const BENCH_SECRET_KEY = Buffer.alloc(32, 9).toString('base64');

export interface BenchPostgres {
  url: string;
  admin: Sql;
}

/** A new database on the run's PostgreSQL, migrated. */
export async function freshDatabase(postgres: BenchPostgres, name: string, maxConnections = 10) {
  await postgres.admin.unsafe(`create database ${name}`);
  const url = databaseUrl(postgres.url, name);
  const sql = connect(url, { max: maxConnections });
  await migrate(sql);
  if (PG_STATS) await sql`create extension if not exists pg_stat_statements`;
  return { url, sql };
}

/**
 * BENCH_PG_STATS=1 loads pg_stat_statements into the bench's PostgreSQL, and `statementsReport`
 * prints, after a phase, the statements that took PostgreSQL's time in it (then starts afresh): the
 * other half of a profile taken with BENCH_NODE_ARGS=--cpu-prof.
 */
export const PG_STATS = Boolean(process.env.BENCH_PG_STATS);

export async function statementsReport(sql: Sql, phase: string, top = Number(process.env.BENCH_PG_STATS_TOP ?? 12)) {
  if (!PG_STATS) return;
  const [all] = await sql<{ ms: number; calls: number }[]>`
    select round(sum(total_exec_time))::int as ms, sum(calls)::int as calls from pg_stat_statements`;
  console.log(`  PostgreSQL ran ${all!.calls} statements in ${phase}, ${all!.ms} ms in all`);
  const statements = await sql<{ ms: number; calls: number; blocks: number; query: string }[]>`
    select round(total_exec_time)::int as ms, calls::int as calls,
           round((shared_blks_hit + shared_blks_read)::numeric / greatest(calls, 1))::int as blocks, query
    from pg_stat_statements order by total_exec_time desc limit ${top}`;
  console.log(`  PostgreSQL's time in ${phase}, by statement (blocks read per call):`);
  for (const { ms, calls, blocks, query } of statements) {
    const text = query.replace(/\s+/g, ' ').slice(0, 140);
    console.log(
      `    ${String(ms).padStart(7)} ms ${String(calls).padStart(8)} calls ${String(blocks).padStart(7)}  ${text}`,
    );
  }
  await resetStatements(sql);
}

/** Starts PostgreSQL's account afresh, so the next report holds one phase only. */
export async function resetStatements(sql: Sql) {
  if (PG_STATS) await sql`select pg_stat_statements_reset()`;
}

/** The processes `startProcess` started and that have not exited: stopped if the bench is stopped. */
const running = new Set<ChildProcess>();

/** Stops every process the bench started (SIGTERM) and waits for them to exit. */
export async function stopStartedProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/**
 * Starts a process of the product (or a benchmark server) with its environment; answers it once it says
 * so. A `.js` script (the compiled server, as deployed) runs on Node alone; TypeScript through tsx.
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  ready: (child: ChildProcess) => Promise<void>,
  nodeFlags: string[] = [],
): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const child = fork(script, [], {
    // BENCH_NODE_ARGS: extra Node flags for the processes measured (say, --cpu-prof to profile them).
    execArgv: [
      ...(script.endsWith('.js') ? [] : ['--import', 'tsx']),
      ...nodeFlags,
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
    // The product's warnings and errors show in the bench's output; its info lines are not logged.
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`))),
  );
  await Promise.race([ready(child), exited]);
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Polls `url` until it answers 200. */
export async function untilOk(url: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(url)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** Polls `condition` until it holds; answers the seconds it took from `since`. */
export async function until(
  condition: () => Promise<boolean>,
  what: string,
  since: number,
  timeoutMs = 900_000,
): Promise<number> {
  while (!(await condition())) {
    const elapsed = performance.now() - since;
    if (elapsed > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    // Every 100 ms for the first 10 s, then every 500 ms: a probe runs on the product's PostgreSQL,
    // and a figure above 10 s needs no finer step than 1 %.
    await sleep(elapsed < 10_000 ? 100 : 500);
  }
  return (performance.now() - since) / 1000;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The highest resident memory a process has had (VmHWM), in MB. */
export function peakMemoryMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmHWM:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}

export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export { freePort };

export const seconds = (value: number) => `${value.toFixed(1)} s`;
export const count = (value: number) => value.toLocaleString('en-US');

/**
 * CPU seconds used so far by a process and by every PostgreSQL process (Linux /proc). PostgreSQL's
 * count includes what its processes' ended children used (a backend's CPU moves to the postmaster
 * when its connection closes), so it never goes down between two readings.
 */
export function cpuSeconds(pid: number): { app: number; appSystem: number; postgres: number } {
  const ticks = (stat: string, endedChildren = false) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    return (endedChildren ? own + Number(fields[13]) + Number(fields[14]) : own) / 100;
  };
  let postgres = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes('(postgres)')) postgres += ticks(stat, true);
    } catch {
      // The process ended meanwhile.
    }
  }
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const system = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[12]) / 100;
  return { app: ticks(stat), appSystem: system, postgres };
}
