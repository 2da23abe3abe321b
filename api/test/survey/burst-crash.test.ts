import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SURVEY_DAYS } from '@hearth/contracts/constants';
import { freePort } from '@hearth/platform/test/support/global-setup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/accounts';
import { addStaff, advanceRounds, answers, setSchedule, surveyToken } from '../support/survey';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * A crash in the middle of a burst of answers (docs/anonymity.md, docs/survey-rounds.md): the real
 * server (`api/src/main.ts`) takes 80 answers at once and is killed with SIGKILL after the first 20
 * replies. Some answers were stored but never acknowledged. Everyone whose request failed tries
 * again on the restarted server: each is told "Your answers were received" when it was stored, or
 * stores it now — and every person's answer is stored exactly once.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const STAFF = 80;
/** The key of the test app (support/test-app.ts), so that the server opens the same link tags. */
const TEST_KEY = Buffer.alloc(32, 7).toString('base64');

describe('a server killed in a burst of answers', () => {
  let app: TestApp;
  let dataDir: string;
  const tokens: string[] = [];

  beforeAll(async () => {
    // The round opens on the real clock: the server under test keeps real time.
    const opening = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000);
    app = await startTestApp({ now: new Date(opening.getTime() - 120_000).toISOString() });
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-burst-'));
    const admin = await signedInAdmin(app, { agencyName: 'Burst Hospice', rememberMe: true });
    const staff = await addStaff(app, admin.user.agencyId as string, STAFF);
    const phoenix = new Date(opening.getTime() - 7 * 3_600_000); // UTC−7 all year
    await setSchedule(admin.client, {
      surveyDay: SURVEY_DAYS[(phoenix.getUTCDay() + 6) % 7]!,
      surveyTime: phoenix.toISOString().slice(11, 16),
      timezone: 'America/Phoenix',
      reminderInterval: 0,
    });
    app.clock.set(opening.toISOString());
    await advanceRounds(app, admin.user.agencyId as string);
    for (const member of staff) tokens.push(await surveyToken(app, member.email));
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function startServer() {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: app.db.url,
        DATA_DIR: dataDir,
        SECRET_KEY: TEST_KEY,
        APP_ORIGIN: origin,
        PORT: String(port),
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + 60_000;
    while ((await fetch(`${origin}/healthz`).catch(() => null))?.ok !== true) {
      if (Date.now() > deadline) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { origin, child, exited };
  }

  const post = (origin: string, token: string) =>
    fetch(`${origin}/api/survey/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ token, responses: answers([6, 6, 5, 5, 5]) }),
    }).then(
      async (response) => ({
        status: response.status,
        message: ((await response.json()) as { message: string }).message,
      }),
      () => null,
    );

  it('answers every retry with 200, "received" for what was stored, and stores each answer once', async () => {
    const first = await startServer();
    let replies = 0;
    const burst = tokens.map((token) =>
      post(first.origin, token).then((result) => {
        if (result && ++replies === 20) first.child.kill('SIGKILL');
        return result;
      }),
    );
    const results = await Promise.all(burst);
    await first.exited;
    const lost = tokens.filter((_, index) => results[index] === null);
    const [stored] = await app.db.sql<{ n: number }[]>`select count(*)::int as n from round_answers`;
    console.info(
      `burst crash: ${STAFF - lost.length} acknowledged, ${lost.length} lost to the kill, ${stored!.n} stored`,
    );
    expect(results.filter((result) => result?.status === 200).length).toBeGreaterThanOrEqual(20);
    expect(lost.length).toBeGreaterThan(0);

    const second = await startServer();
    try {
      const retries = await Promise.all(lost.map((token) => post(second.origin, token)));
      expect(retries.every((retry) => retry?.status === 200)).toBe(true);
      const received = retries.filter((retry) => retry?.message === 'Your answers were received').length;
      console.info(`burst crash: of ${lost.length} retries, ${received} were told their answers had been received`);
      expect(received).toBe(stored!.n - (STAFF - lost.length));
      const [after] = await app.db.sql<{ n: number }[]>`select count(*)::int as n from round_answers`;
      expect(after!.n).toBe(STAFF);
      const [answered] = await app.db.sql<{ n: number }[]>`select count(*)::int as n from round_answered`;
      expect(answered!.n).toBe(STAFF);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 240_000);
});
