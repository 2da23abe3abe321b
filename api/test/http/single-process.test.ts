import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@hearth/platform/test/support/database';
import { freePort } from '@hearth/platform/test/support/global-setup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../support/accounts';

/**
 * `npm start` as a person runs it: `api/src/main.ts` in one process, the HTTP app on the main
 * thread and the projector, the workflow worker and the mail sender on a worker thread (ADR 067).
 * What only the thread does must happen, the development clock must reach it, and SIGTERM must stop
 * both cleanly.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('the single process: background work on its own thread', () => {
  let db: TestDatabase;
  let dataDir: string;
  let origin: string;
  let child: ChildProcess;
  const logs: { msg?: string }[] = [];
  let exited: Promise<number | null>;
  let metricsPort: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-single-'));
    const port = await freePort();
    metricsPort = await freePort();
    origin = `http://localhost:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        SECRET_KEY: randomBytes(32).toString('base64'),
        APP_ORIGIN: origin,
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        LOG_LEVEL: 'info',
      },
    });
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) if (line.startsWith('{')) logs.push(JSON.parse(line));
    });
    exited = new Promise((resolve) => child.once('exit', resolve));
    await until(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.ok === true, 60_000);
  }, 90_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('projects the log and sends mail from the worker thread', async () => {
    const email = 'dana@example.org';
    const registered = await fetch(`${origin}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        email,
        agencyName: 'Willow Hospice',
        firstName: 'Dana',
        lastName: 'Reyes',
        password: PASSWORD,
      }),
    });
    expect(registered.status).toBe(201);
    // The main thread runs neither the projector nor the mail sender: the thread does both.
    await until(async () => (await db.sql`select 1 from agencies where name = 'Willow Hospice'`).length === 1);
    await until(async () => (await db.sql`select 1 from dev_mailbox where recipient = ${email}`).length === 1);
  });

  it('answers a move of the development clock once the thread has run what became due', async () => {
    const moved = await fetch(`${origin}/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ advanceMinutes: 60 * 24 }),
    });
    expect(moved.status).toBe(200);
    const { now } = (await moved.json()) as { now: string };
    expect(new Date(now).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it('serves its metrics on METRICS_PORT only, not on the app’s port', async () => {
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/^hearth_http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/m);
    expect(text).toMatch(/^hearth_outbox_due \d+/m);
    expect(text).toMatch(/^# TYPE hearth_job_lag_seconds gauge/m);
    // The app's port has no metrics route (an unknown path there is the web app's page, or a 404).
    expect(await (await fetch(`${origin}/metrics`)).text()).not.toContain('hearth_http_requests_total');
  });

  it('stops both threads on SIGTERM and exits 0', async () => {
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(logs.some((line) => line.msg === 'stopping')).toBe(true);
  }, 30_000);
});

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
