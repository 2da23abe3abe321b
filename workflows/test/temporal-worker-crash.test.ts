import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { signedInAdmin } from '@hearth/api/test/support/accounts';
import { addStaff, setSchedule } from '@hearth/api/test/support/survey';
import { startTestApp, type TestApp, type TestClient } from '@hearth/api/test/support/test-app';
import { systemClock } from '@hearth/platform/clock';
import { startFakeSendGrid } from '@hearth/platform/test/support/fake-sendgrid';
import { generateSignerKey } from '@hearth/platform/transparency/note';
import { Client, Connection } from '@temporalio/client';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { roundsWorkflowId } from '../src/rounds/schedule-reactor';

/**
 * Nothing is lost when the Temporal worker dies (docs/mail.md, ADR 030): the workflows process, as
 * production runs it (NODE_ENV=production, mail through SendGrid — a local stand-in — and the run's
 * real Temporal server), is killed with SIGKILL while the agencies' round-opening activities run, and
 * a new one is started. Temporal retries the activities the dead worker held once their time runs
 * out; the outbox's claims of the dead sender (killed while SendGrid was answering it) expire and another
 * sender sends those rows. Everyone
 * gets their survey mail; the only mails that may go twice are those the dead sender had claimed.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const AGENCIES = 12;
const STAFF = 25;
const ZONE = 'America/New_York';

describe('Temporal driver: the worker killed while rounds open', () => {
  const address = inject('temporalAddress');
  const taskQueue = `hearth-crash-${randomUUID()}`;
  let app: TestApp;
  let sendGrid: Awaited<ReturnType<typeof startFakeSendGrid>>;
  let connection: Connection;
  const workers: ChildProcess[] = [];
  const output: string[] = [];

  function startWorker(): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'workflows/src/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: app.db.url,
        // The test app's key: the worker must read the outbox the app's commands wrote.
        SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
        CHECKPOINT_SIGNING_KEY: generateSignerKey('hearth.test/checkpoints'),
        APP_ORIGIN: 'https://hearth.example.org',
        TEMPORAL_ADDRESS: address,
        TEMPORAL_TASK_QUEUE: taskQueue,
        LOG_LEVEL: 'warn',
        SENDGRID_API_KEY: 'SG.crash-test',
        SENDGRID_BASE_URL: sendGrid.url,
        MAIL_FROM: 'no-reply@hearth.example.org',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    workers.push(child);
    return child;
  }

  beforeAll(async () => {
    // Real time: the worker's durable timers and the app share the wall clock.
    app = await startTestApp({ appClock: systemClock });
    app.stopMailSender();
    sendGrid = await startFakeSendGrid();
    connection = await Connection.connect({ address });
  }, 60_000);
  afterAll(async () => {
    for (const child of workers) if (child.exitCode === null) child.kill('SIGKILL');
    await connection?.close();
    await sendGrid?.close();
    await app?.close();
  });

  it('mails every link once the activities are retried, and sends twice only what was in flight', async () => {
    const agencies: { agencyId: string; client: TestClient; staff: { email: string }[] }[] = [];
    for (let n = 0; n < AGENCIES; n++) {
      const { client, user } = await signedInAdmin(app, { agencyName: `Crash Hospice ${n}` });
      agencies.push({ agencyId: user.agencyId, client, staff: await addStaff(app, user.agencyId, STAFF) });
    }
    let worker = startWorker();

    // Half the agencies on one minute, far enough ahead for the worker to start their workflows, and half
    // on the next: openings that arrive together run as one batch (ADR 093), so with every agency on one
    // minute all of them could open before the kill, and none would be left for the new worker.
    const opensAt = DateTime.now().setZone(ZONE).plus({ seconds: 100 }).startOf('minute');
    for (const [n, { client }] of agencies.entries()) {
      const at = n < AGENCIES / 2 ? opensAt : opensAt.plus({ minutes: 1 });
      await setSchedule(client, {
        surveyDay: at.toFormat('cccc'),
        surveyTime: at.toFormat('HH:mm'),
        timezone: ZONE,
        reminderInterval: 0,
      });
    }
    const temporal = new Client({ connection });
    await expect
      .poll(
        async () => {
          const running = await Promise.all(
            agencies.map((agency) =>
              temporal.workflow
                .getHandle(roundsWorkflowId(agency.agencyId))
                .describe()
                .then((description) => description.status.name === 'RUNNING')
                .catch(() => false),
            ),
          );
          return running.every(Boolean);
        },
        { timeout: 90_000, interval: 500 },
      )
      .toBe(true);
    expect(opensAt.toMillis()).toBeGreaterThan(Date.now());

    // The kill: once a round has opened and the sender holds a claim on its mail (SendGrid is slow to
    // answer, so a request is in flight), while the other agencies' activities run.
    sendGrid.load.holdMs = 2_000;
    for (;;) {
      const [row] = await app.db.sql<{ opened: number; claimed: number }[]>`
        select (select count(*)::int from round_state) as opened,
               (select count(*)::int from outbox where kind = 'survey' and sent_at is null
                  and claimed_until > now()) as claimed`;
      if (row!.opened > 0 && row!.claimed > 0) break;
      if (Date.now() > opensAt.toMillis() + 60_000) throw new Error(`Nothing claimed:\n${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker.once('exit', resolve));
    const [atKill] = await app.db.sql<{ opened: number; queued: number; claimed: number }[]>`
      select (select count(*)::int from round_state) as opened,
             (select count(*)::int from outbox where kind = 'survey') as queued,
             (select count(*)::int from outbox where kind = 'survey' and sent_at is null
                and claimed_until > now()) as claimed`;
    const sentAtKill = sendGrid.mails().length;
    console.log(
      `Temporal worker killed: ${atKill!.opened} of ${AGENCIES} rounds open, ${atKill!.queued} of ` +
        `${AGENCIES * STAFF} survey mails queued, ${atKill!.claimed} claimed, ${sentAtKill} sent`,
    );
    expect(atKill!.opened).toBeLessThan(AGENCIES);
    // Something was claimed at the kill: the claims' expiry is what this test exercises.
    expect(atKill!.claimed).toBeGreaterThan(0);

    sendGrid.load.holdMs = 0;
    worker = startWorker();
    const everyone = agencies.flatMap((agency) => agency.staff.map((member) => member.email));
    const surveyMails = () => sendGrid.mails().filter((mail) => mail.subject.startsWith('Your weekly check-in'));
    // Until everyone has a link and nothing is left to send: the rows the dead sender had claimed
    // go again once their claim runs out.
    await expect
      .poll(
        async () => {
          const [row] = await app.db.sql<{ due: number }[]>`
            select count(*)::int as due from outbox where kind = 'survey' and sent_at is null`;
          return { reached: new Set(surveyMails().map((mail) => mail.to)).size, due: row!.due };
        },
        { timeout: 300_000, interval: 1000 },
      )
      .toEqual({ reached: everyone.length, due: 0 });

    const received = new Map<string, number>();
    for (const mail of surveyMails()) received.set(mail.to, (received.get(mail.to) ?? 0) + 1);
    const missing = everyone.filter((email) => !received.has(email));
    const duplicates = [...received.values()].reduce((sum, times) => sum + times - 1, 0);
    console.log(`after the restart: ${missing.length} missing, ${duplicates} sent twice (bound ${atKill!.claimed})`);
    expect(missing).toEqual([]);
    expect(duplicates).toBeLessThanOrEqual(atKill!.claimed);
    expect(worker.exitCode, output.join('')).toBeNull();
  }, 420_000);
});
