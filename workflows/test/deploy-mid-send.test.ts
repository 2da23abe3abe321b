import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signedInAdmin } from '@hearth/api/test/support/accounts';
import { addStaff, setSchedule } from '@hearth/api/test/support/survey';
import { startTestApp } from '@hearth/api/test/support/test-app';
import { startFakeSendGrid } from '@hearth/platform/test/support/fake-sendgrid';
import { DateTime } from 'luxon';
import { describe, expect, inject, it } from 'vitest';

/**
 * A deploy in the middle of a send (docs/runbook.md, "Deploying"): the real workflows process
 * (`workflows/src/main.ts`) opens a round for 300 staff and sends its links through SendGrid's client to
 * a local stand-in; the moment the stand-in has taken the first request, and before it answers, the
 * process gets SIGTERM — deterministic, the worst moment for a deploy. It must finish what it claimed,
 * exit 0 within the bound, and a new process must send the rest: every link once, none twice. On both
 * drivers: the embedded runner, and a Temporal worker on the run's real dev server.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STAFF = 300;
/** The longest a SIGTERM may take to end the process (compose gives it 30 s). */
const STOP_BOUND_MS = 30_000;

describe.each(['embedded', 'temporal'] as const)('a deploy mid-send on the %s driver', (driver) => {
  it(`exits 0 within ${STOP_BOUND_MS / 1000} s, and the next process sends the rest: 0 duplicates`, async () => {
    const sendGrid = await startFakeSendGrid();
    // Each answer is held: the SIGTERM lands while the provider has the request and the sender waits.
    sendGrid.load.holdMs = 400;
    const app = await startTestApp({ now: new Date().toISOString() });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-deploy-'));
    const output: string[] = [];
    try {
      await app.stopMailSender();
      const admin = await signedInAdmin(app, { rememberMe: true, agencyName: `Deploy Hospice ${driver}` });
      const staff = await addStaff(app, admin.user.agencyId as string, STAFF);
      // The next whole minute at least 20 s away in New York (a schedule applies from its next opening).
      const opensAt = DateTime.now().setZone('America/New_York').plus({ seconds: 80 }).startOf('minute');
      await setSchedule(admin.client, {
        surveyDay: opensAt.toFormat('cccc'),
        surveyTime: opensAt.toFormat('HH:mm'),
        timezone: 'America/New_York',
        reminderInterval: 0,
      });
      await app.settled();
      const env = {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: app.db.url,
        DATA_DIR: dataDir,
        SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
        SENDGRID_API_KEY: 'SG.deploy-test',
        SENDGRID_BASE_URL: sendGrid.url,
        LOG_LEVEL: 'info',
        ...(driver === 'temporal'
          ? { TEMPORAL_ADDRESS: inject('temporalAddress'), TEMPORAL_TASK_QUEUE: `hearth-deploy-${randomUUID()}` }
          : {}),
      };
      const start = () => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'workflows/src/main.ts'], { cwd: ROOT, env });
        child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
        child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
        const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
        return { child, exited };
      };

      // 1. SIGTERM as the provider takes the first request of links.
      const first = start();
      let stoppedAt = 0;
      sendGrid.hooks.onRequest = (count) => {
        if (count !== 1) return;
        stoppedAt = Date.now();
        first.child.kill('SIGTERM');
      };
      const code = await Promise.race([
        first.exited,
        new Promise((resolve) => setTimeout(() => resolve('no exit'), 150_000)),
      ]);
      const tookMs = Date.now() - stoppedAt;
      expect(stoppedAt, output.join('')).toBeGreaterThan(0);
      expect(code, output.join('')).toBe(0);
      expect(tookMs).toBeLessThan(STOP_BOUND_MS);
      const beforeRestart = sendGrid.mails().length;
      sendGrid.hooks.onRequest = () => undefined;

      // 2. The new version starts and sends whatever is left.
      const second = start();
      await expect
        .poll(
          async () => {
            const [row] = await app.db.sql<{ waiting: number }[]>`
              select count(*)::int as waiting from outbox where sent_at is null and kind = 'survey'`;
            const [opened] = await app.db.sql<{ n: number }[]>`select count(*)::int as n from round_state`;
            return opened!.n === 1 && row!.waiting === 0;
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBe(true);
      second.child.kill('SIGTERM');
      expect(await second.exited, output.join('')).toBe(0);

      const counts = new Map<string, number>();
      for (const mail of sendGrid.mails()) counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
      const links = staff.map((member) => counts.get(member.email) ?? 0);
      const duplicates = links.reduce((sum, count) => sum + Math.max(0, count - 1), 0);
      console.info(
        `deploy mid-send (${driver}): SIGTERM to exit ${tookMs} ms; ${beforeRestart} links sent before it ` +
          `stopped, ${links.filter((count) => count === 0).length} missing after the restart, ${duplicates} twice`,
      );
      expect(links.filter((count) => count === 0)).toEqual([]);
      expect(duplicates).toBe(0);
    } finally {
      await app.close();
      await sendGrid.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
