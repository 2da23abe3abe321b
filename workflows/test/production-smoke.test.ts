import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTestDatabase, type TestDatabase } from '@hearth/platform/test/support/database';
import { startFakeSendGrid } from '@hearth/platform/test/support/fake-sendgrid';
import { freePort } from '@hearth/platform/test/support/global-setup';
import { generateSignerKey } from '@hearth/platform/transparency/note';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The production path as the image runs it: `npm run build:server` compiles the processes to
 * JavaScript, and the api, projections and workflows processes start separately from
 * `dist/server/` with NODE_ENV=production against one PostgreSQL (DATABASE_URL) and the run's
 * real Temporal server. A round is driven through them over HTTP: an agency signs up, invites
 * staff and sets its schedule; the Temporal worker opens the round at the scheduled minute and
 * mails the links; staff answer; the dashboard (built by the projections process) shows it; the
 * compiled tools (status, audit) report on it. Closing takes the round's 24 real hours, which the
 * fast-clock week in temporal-week.test.ts covers instead.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

describe('production smoke test: three compiled processes, NODE_ENV=production', () => {
  let db: TestDatabase;
  let origin: string;
  let env: NodeJS.ProcessEnv;
  let sendGrid: Awaited<ReturnType<typeof startFakeSendGrid>>;
  const processes: ChildProcess[] = [];
  const output: string[] = [];

  beforeAll(async () => {
    await run('npm', ['run', 'build:server'], { cwd: ROOT });
    db = await createTestDatabase();
    // Production mails through SendGrid (the development mailbox is refused there): a local stand-in.
    sendGrid = await startFakeSendGrid();
    const port = await freePort();
    origin = `http://localhost:${port}`;
    env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      SECRET_KEY: randomBytes(32).toString('base64'),
      CHECKPOINT_SIGNING_KEY: generateSignerKey('hearth.test/checkpoints'),
      APP_ORIGIN: origin,
      PORT: String(port),
      TEMPORAL_ADDRESS: inject('temporalAddress'),
      TEMPORAL_TASK_QUEUE: `hearth-smoke-${randomUUID()}`,
      LOG_LEVEL: 'warn',
      SENDGRID_API_KEY: 'SG.smoke-test',
      SENDGRID_BASE_URL: sendGrid.url,
      MAIL_FROM: 'no-reply@hearth.example.org',
    };
    for (const [name, extra] of [
      ['api', { API_ONLY: 'true' }],
      ['projections', {}],
      ['workflows', {}],
    ] as const) {
      const child = spawn('node', [`dist/server/${name}.js`], { cwd: ROOT, env: { ...env, ...extra } });
      child.stderr.on('data', (chunk: Buffer) => output.push(`${name}: ${chunk}`));
      child.stdout.on('data', (chunk: Buffer) => output.push(`${name}: ${chunk}`));
      processes.push(child);
    }
  }, 180_000);
  afterAll(async () => {
    await Promise.all(
      processes.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(null);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    await db?.drop();
    await sendGrid?.close();
  }, 60_000);

  const mailTo = async (email: string, subject: string) =>
    sendGrid
      .mails()
      .reverse()
      .find((mail) => mail.to === email && mail.subject.includes(subject));
  const tokenIn = async (email: string, subject: string, path: string, timeout = 30_000) => {
    let mail: Awaited<ReturnType<typeof mailTo>>;
    await expect.poll(async () => (mail = await mailTo(email, subject)), { timeout, interval: 250 }).toBeTruthy();
    return new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail!.text)![1]!;
  };

  it('becomes ready: database, event store self-check, projections current (/readyz)', async () => {
    await expect
      .poll(async () => (await fetch(`${origin}/readyz`).catch(() => null))?.status, { timeout: 90_000, interval: 500 })
      .toBe(200);
  }, 120_000);

  it('serves no development tools', async () => {
    expect((await fetch(`${origin}/dev/mailbox`)).status).toBe(404);
    expect((await fetch(`${origin}/dev/clock`)).status).toBe(404);
  });

  it('drives a round: sign-up, staff, schedule, the worker opens it on time, answers, dashboard, tools', async () => {
    const admin = cookieClient(origin);
    const email = `admin-${randomUUID().slice(0, 8)}@example.org`;
    expect(
      (
        await admin.post('/api/register', {
          email,
          agencyName: `Smoke Hospice ${randomUUID().slice(0, 6)}`,
          firstName: 'Dana',
          lastName: 'Reyes',
          password: 'Lantern42ok',
        })
      ).status,
    ).toBe(201);
    expect(
      (await admin.post('/api/verify-email', { token: await tokenIn(email, 'Verify', '/verify-email') })).status,
    ).toBe(200);
    expect((await admin.post('/api/login', { email, password: 'Lantern42ok', rememberMe: false })).status).toBe(200);
    let code: string | undefined;
    await expect
      .poll(async () => (code = /\b(\d{6})\b/.exec((await mailTo(email, 'code'))?.text ?? '')?.[1]), {
        timeout: 30_000,
      })
      .toBeTruthy();
    expect((await admin.post('/api/verify-mfa', { code })).status).toBe(200);
    const me = (await admin.get('/api/user')).body as { agencyId: string };

    const jobRoleId = ((await admin.post('/api/job-roles', { name: 'Nurse' })).body as { id: string }).id;
    const staff: string[] = [];
    for (let n = 0; n < 3; n++) {
      const staffEmail = `staff${n}-${randomUUID().slice(0, 6)}@example.org`;
      const invited = await admin.post('/api/users/invite', {
        firstName: `Staff${n}`,
        lastName: 'Member',
        email: staffEmail,
        role: 'user',
        jobRoleId,
      });
      expect(invited.status).toBe(201);
      const token = await tokenIn(staffEmail, '', '/accept-invite');
      expect((await cookieClient(origin).post('/api/users/accept-invite', { token })).status).toBe(200);
      staff.push(staffEmail);
    }

    // The next whole minute at least 20 s away, in the agency's zone: the Temporal worker's timer opens it.
    const opensAt = DateTime.now().setZone('America/New_York').plus({ seconds: 80 }).startOf('minute');
    expect(
      (
        await admin.patch('/api/agency/settings', {
          surveyDay: opensAt.toFormat('cccc'),
          surveyTime: opensAt.toFormat('HH:mm'),
          timezone: 'America/New_York',
          reminderInterval: 360,
          anonymityThreshold: 3,
        })
      ).status,
    ).toBe(200);
    for (const [index, staffEmail] of staff.entries()) {
      const token = await tokenIn(staffEmail, 'Your weekly check-in', '/survey', 150_000);
      const answered = await cookieClient(origin).post('/api/survey/submit', {
        token,
        responses: ['q1_drained', 'q2_worn_out', 'q3_distant', 'q4_supported', 'q5_difference'].map((questionId) => ({
          questionId,
          questionType: 'scaled',
          value: 3 + index,
        })),
      });
      expect(answered.status).toBe(200);
    }
    const [round] = await db.sql<{ opened_at: Date }[]>`select opened_at from round_state`;
    expect(round!.opened_at.getTime()).toBeGreaterThanOrEqual(opensAt.toMillis());
    await expect
      .poll(async () => JSON.stringify((await admin.get('/api/dashboard/current-week')).body), { timeout: 30_000 })
      .toMatch(/"respondedCount":3/);

    const status = await run('node', ['dist/server/status.js', '--json'], { cwd: ROOT, env: { ...env } });
    const report = JSON.parse(status.stdout) as { driver: string; jobs: { name: string; state: string }[] };
    expect(report.driver).toBe('temporal');
    expect(report.jobs).toContainEqual(
      expect.objectContaining({ name: `agency-rounds-${me.agencyId}`, state: 'running' }),
    );
    // The container health check: a worker polls the task queue, and the Schedule is there.
    const health = await run('node', ['dist/server/status.js', '--check', 'workflows'], { cwd: ROOT, env: { ...env } });
    expect(health.stdout).toContain('workflows: healthy');
    const audit = await run('node', ['dist/server/audit.js', '--agency', me.agencyId], { cwd: ROOT, env: { ...env } });
    expect(audit.stderr).toContain('the hash chain is intact');
    expect(audit.stdout).toContain('"type":"SurveyRoundOpened"');
  }, 240_000);

  it('keeps nothing in the development mailbox: every mail went to the provider', async () => {
    expect(sendGrid.mails().length).toBeGreaterThan(0);
    expect(await db.sql`select 1 from dev_mailbox`).toHaveLength(0);
  });

  it('kept every process running', () => {
    for (const child of processes) expect(child.exitCode, output.join('')).toBeNull();
  });

  it('stops every process on SIGTERM with exit 0, the Temporal worker too: a deploy abandons nothing', async () => {
    const codes = await Promise.all(
      processes.map(
        (child) =>
          new Promise<number | null>((resolve) => {
            child.once('exit', (code) => resolve(code));
            child.kill('SIGTERM');
          }),
      ),
    );
    expect(codes, output.join('')).toEqual([0, 0, 0]);
    expect(output.join('')).not.toMatch(/IllegalStateError|DRAINING/);
  }, 60_000);
});

/** A caller that keeps cookies, as a browser would, against the real server. */
function cookieClient(origin: string) {
  const cookies = new Map<string, string>();
  async function send(method: string, path: string, body?: unknown) {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookies.size > 0 ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [name, value] = line.split(';')[0]!.split('=');
      cookies.set(name!, value!);
    }
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body?: unknown) => send('POST', path, body),
    patch: (path: string, body?: unknown) => send('PATCH', path, body),
  };
}
