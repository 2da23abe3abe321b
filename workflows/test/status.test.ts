import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestDeps } from '@hearth/api/test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureJob, failJob } from '../src/embedded/jobs';
import type { SystemStatus } from '../src/status/status';

/**
 * `npm run status` on the embedded driver, as an operator runs it against a real database: jobs
 * scheduled, running and failed, each projector's lag, and the mail queue with its failures.
 * (The Temporal side runs in production-smoke.test.ts against the real server.)
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('npm run status (embedded driver)', () => {
  let test: Awaited<ReturnType<typeof startTestDeps>>;
  let dataDir: string;
  /** Runs the tool; an argument NAME=value sets that variable instead. */
  const status = (...args: string[]) =>
    new Promise<{ code: number; stdout: string }>((resolve) => {
      const extra = Object.fromEntries(args.filter((arg) => arg.includes('=')).map((arg) => arg.split('=')));
      execFile(
        'npx',
        ['tsx', 'workflows/src/status/cli.ts', ...args.filter((arg) => !arg.includes('='))],
        {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: test.db.url, DATA_DIR: dataDir, NODE_ENV: 'test', ...extra },
        },
        (error, stdout) => resolve({ code: error ? Number(error.code) : 0, stdout }),
      );
    });

  beforeAll(async () => {
    test = await startTestDeps();
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-status-'));
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is all well on a quiet system (exit 0)', async () => {
    await ensureJob(test.db.sql, {
      key: 'housekeeping',
      kind: 'housekeeping',
      payload: {},
      dueAt: new Date(Date.now() + 60_000),
    });
    const { code, stdout } = await status('--json');
    const report = JSON.parse(stdout) as SystemStatus;
    expect(report.driver).toBe('embedded');
    expect(report.jobs).toEqual([
      expect.objectContaining({ name: 'housekeeping', state: 'scheduled', lastError: null }),
    ]);
    expect(report.projectors.map((projector) => projector.projector)).toContain('agencies');
    expect(report.mail).toMatchObject({ waiting: 0, sending: 0, failing: [] });
    expect(code).toBe(0);
    expect((await status('--check', 'projections')).code).toBe(0);
    expect(await status('--check', 'workflows')).toEqual({ code: 0, stdout: 'workflows: healthy\n' });
  }, 60_000);

  it('fails the workflows health check when Temporal does not answer', async () => {
    const { code, stdout } = await status('--check', 'workflows', 'TEMPORAL_ADDRESS=127.0.0.1:1');
    expect(code).toBe(1);
    expect(stdout).toMatch(/^workflows: Temporal does not answer/);
  }, 60_000);

  it('shows a failed job and a failing mail with their errors, and exits 1', async () => {
    await ensureJob(test.db.sql, { key: 'rounds:a1', kind: 'rounds', payload: { agencyId: 'a1' }, dueAt: new Date() });
    await failJob(test.db.sql, 'rounds:a1', new Error('database restarting'), new Date(Date.now() + 60_000));
    await test.db.sql`
      insert into outbox (dedupe_key, kind, payload, due_at, attempts, last_error)
      values (${randomBytes(32)}, 'survey', ${randomBytes(16)}, now(), 3, 'SendGrid answered 503')`;
    const { code, stdout } = await status('--json');
    const report = JSON.parse(stdout) as SystemStatus;
    expect(report.jobs).toContainEqual(
      expect.objectContaining({ name: 'rounds:a1', state: 'failed', lastError: 'database restarting' }),
    );
    expect(report.mail.waiting).toBe(1);
    expect(report.mail.failing).toEqual([
      expect.objectContaining({ kind: 'survey', attempts: 3, lastError: 'SendGrid answered 503' }),
    ]);
    expect(code).toBe(1);
    const printed = await status();
    expect(printed.stdout).toContain('Failed jobs: 1');
    expect(printed.stdout).toContain('Failing mails: 1');
  }, 60_000);
});
