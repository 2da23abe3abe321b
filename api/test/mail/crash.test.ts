import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMemberCommand } from '../../src/members/commands';
import { signedInAdmin } from '../support/accounts';
import { addStaff, setSchedule } from '../support/survey';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Nothing is lost when a worker dies (docs/mail.md): a real worker process (support/crash-child.ts)
 * is killed with SIGKILL while it opens the rounds of three agencies (300 staff, one batch) and
 * while it sends a Monday digest batch, started again, and the mails counted. Everyone gets their
 * mail; the only mails that may go twice are the one provider request in flight at the kill. The
 * kill is deterministic: the worker kills itself right after the provider took its n-th request,
 * before the sender heard back — the worst moment, every run.
 */
const CHILD = path.join(import.meta.dirname, '../support/crash-child.ts');
const BATCH_SIZE = 10;
const CONCURRENCY = 2;
/** One provider request: the sender has one in flight at a time, whatever its concurrency. */
const IN_FLIGHT_BOUND = BATCH_SIZE;

interface Sent {
  to: string;
  subject: string;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hearth-crash-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function readSent(log: string): Sent[] {
  if (!existsSync(log)) return [];
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line.endsWith('}'))
    .map((line) => JSON.parse(line) as Sent);
}

function startWorker(
  app: TestApp,
  options: {
    log: string;
    now: Date;
    work: 'rounds' | 'notifications';
    agencies?: string[];
    killAfter?: number;
    /** False: the worker only queues (see crash-child.ts). */
    sends?: boolean;
  },
) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: {
      ...process.env,
      CRASH_DATABASE_URL: app.db.url,
      CRASH_SENT_LOG: options.log,
      CRASH_NOW: options.now.toISOString(),
      CRASH_WORK: options.work,
      CRASH_AGENCIES: (options.agencies ?? []).join(','),
      CRASH_BATCH_SIZE: String(BATCH_SIZE),
      CRASH_CONCURRENCY: String(CONCURRENCY),
      CRASH_KILL_AFTER_REQUESTS: String(options.killAfter ?? 0),
      CRASH_SENDER: options.sends === false ? 'off' : 'on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function kill(worker: { child: ChildProcess; exited: Promise<number | null> }) {
  worker.child.kill('SIGKILL');
  await worker.exited;
}

/** Runs a worker to its end and expects it to finish cleanly. */
async function runToEnd(worker: ReturnType<typeof startWorker>) {
  const code = await worker.exited;
  expect(code, worker.output()).toBe(0);
}

/** Counts mails per recipient: everyone in `expected` got at least one, and how many went twice. */
function tally(sent: Sent[], expected: string[]) {
  const counts = new Map<string, number>();
  for (const mail of sent) counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
  const missing = expected.filter((email) => !counts.has(email));
  const duplicates = [...counts.values()].reduce((sum, count) => sum + count - 1, 0);
  return { missing, duplicates, strangers: [...counts.keys()].filter((email) => !expected.includes(email)) };
}

describe('a worker killed while it opens the rounds of three agencies, 300 staff, in one batch', () => {
  it('leaves nobody without a survey link after a restart, and sends twice only what was in flight', async () => {
    const app = await startTestApp({ now: '2026-03-02T12:00:00Z' });
    try {
      const agencies: string[] = [];
      const staff: { email: string; id: string }[] = [];
      for (let n = 0; n < 3; n++) {
        const admin = await signedInAdmin(app, { rememberMe: true, agencyName: `Opening Hospice ${n}` });
        await setSchedule(admin.client, {
          surveyDay: 'Tuesday',
          surveyTime: '09:00',
          timezone: 'America/New_York',
          reminderInterval: 0,
        });
        agencies.push(admin.user.agencyId as string);
        staff.push(...(await addStaff(app, admin.user.agencyId as string, 100)));
      }
      // A third of them take their link by text message (docs/texts.md): the same outbox, the same bound.
      const addressOf = new Map<string, string>();
      for (const [index, member] of staff.entries()) {
        addressOf.set(member.id, member.email);
        if (index % 3 !== 0) continue;
        const mobile = `+1212555${String(1000 + index).padStart(4, '0')}`;
        await app.db.sql`update people set mobile = ${mobile} where member_id = ${member.id}`;
        const [person] = await app.db.sql<{ agency_id: string }[]>`
          select agency_id from people where member_id = ${member.id}`;
        await runMemberCommand(app.deps, null, {
          type: 'UpdateMember',
          memberId: member.id,
          agencyId: person!.agency_id,
          actorId: member.id,
          role: 'user',
          jobRoleId: null,
          detailsChanged: true,
          channel: 'text',
        });
        await runMemberCommand(app.deps, null, {
          type: 'SetTextConsent',
          memberId: member.id,
          consent: true,
          source: 'invitation',
        });
        addressOf.set(member.id, mobile);
      }
      await app.settled();
      await app.stopMailSender();
      const log = path.join(dir, 'opening.log');
      const opening = new Date('2026-03-03T14:00:00Z'); // Tuesday 09:00 in New York

      // 1. Killed in the middle of the opening: the rounds' events are in the log, their operational
      //    rows and mails not yet (their one transaction waits behind a lock this test holds).
      const blocker = await app.db.sql.reserve();
      await blocker`begin`;
      await blocker`lock table round_state in share row exclusive mode`;
      const first = startWorker(app, { log, now: opening, work: 'rounds', agencies });
      await until(async () => {
        const rows = await app.db.sql`select 1 from events where event_type = 'SurveySent'`;
        return rows.length === 3;
      }, 'the three rounds to be opened in the log');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await kill(first);
      expect(await app.db.sql`select 1 from round_state`).toHaveLength(0);
      await blocker`rollback`;
      blocker.release();
      expect(readSent(log)).toEqual([]);

      // 2. Killed right after the provider took its 10th request of survey mails.
      const second = startWorker(app, { log, now: opening, work: 'rounds', agencies, killAfter: 10 });
      expect(await second.exited).toBeNull(); // killed by a signal
      const beforeRestart = readSent(log).length;
      expect(beforeRestart).toBe(10 * BATCH_SIZE);

      // 3. Started again within 5 minutes (a killed sender's claims expire after 2): everyone gets a link.
      const third = startWorker(app, {
        log,
        now: new Date(opening.getTime() + 5 * 60_000),
        work: 'rounds',
        agencies,
      });
      await runToEnd(third);
      const result = tally(
        readSent(log),
        staff.map((member) => addressOf.get(member.id)!),
      );
      expect(readSent(log).filter((sent) => sent.to.startsWith('+')).length).toBeGreaterThanOrEqual(100);
      console.info(
        `crash at opening: ${beforeRestart} of 300 sent before the kill, ${result.missing.length} missing after the ` +
          `restart, ${result.duplicates} sent twice (bound ${IN_FLIGHT_BOUND})`,
      );
      expect(result.missing).toEqual([]);
      expect(result.strangers).toEqual([]);
      // Exactly the request the provider took as the worker died, and nothing else.
      expect(result.duplicates).toBeLessThanOrEqual(IN_FLIGHT_BOUND);
      const [outbox] = await app.db.sql<{ waiting: number }[]>`
        select count(*)::int as waiting from outbox where sent_at is null`;
      expect(outbox!.waiting).toBe(0);
      const recorded = await app.db.sql`select 1 from events where event_type = 'SurveySent'`;
      expect(recorded).toHaveLength(3);
    } finally {
      await app.close();
    }
  }, 240_000);
});

describe('a worker killed in the middle of the Monday digest batch', () => {
  it('leaves no administrator without a digest after a restart, and sends twice only what was in flight', async () => {
    const app = await startTestApp({ now: '2026-03-02T12:00:00Z' });
    try {
      const agencies: { agencyId: string; email: string }[] = [];
      for (let n = 0; n < 40; n++) {
        const admin = await signedInAdmin(app, { rememberMe: true, agencyName: `Crash Hospice ${n}` });
        await setSchedule(admin.client, {
          surveyDay: 'Tuesday',
          surveyTime: '09:00',
          timezone: 'America/New_York',
          reminderInterval: 0,
        });
        agencies.push({ agencyId: admin.user.agencyId as string, email: admin.email as string });
      }
      // Each agency has a closed round (nobody answered) for the digest to report.
      const { advanceAgencyRounds } = await import('../../src/survey/rounds/advance');
      for (const at of ['2026-03-03T14:00:00Z', '2026-03-04T14:00:00Z']) {
        app.clock.set(at);
        for (const { agencyId } of agencies) await advanceAgencyRounds(app.deps, agencyId);
      }
      await app.deliverMail();
      await app.stopMailSender();
      const log = path.join(dir, 'digest.log');
      const monday = new Date('2026-03-09T13:00:00Z'); // Monday 09:00 in New York
      const digests = () => readSent(log).filter((mail) => mail.subject.startsWith('Weekly summary for'));

      // 1. Killed after a digest was queued, before it was recorded (the append waits behind a lock).
      const blocker = await app.db.sql.reserve();
      await blocker`begin`;
      await blocker`lock table events in share row exclusive mode`;
      // Its sender is off: had it sent most digests before the kill (a quick machine), the second
      // worker would have too few left to be killed in the middle of them.
      const first = startWorker(app, { log, now: monday, work: 'notifications', sends: false });
      await until(async () => {
        const [row] = await app.db.sql`select 1 from outbox limit 1`;
        return row !== undefined;
      }, 'a digest to be queued');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await kill(first);
      expect(await app.db.sql`select 1 from events where event_type = 'DigestSent'`).toHaveLength(0);
      await blocker`rollback`;
      blocker.release();
      expect(readSent(log)).toHaveLength(0);

      // 2. Killed right after the provider took its 2nd request of digests.
      const second = startWorker(app, { log, now: monday, work: 'notifications', killAfter: 2 });
      expect(await second.exited).toBeNull(); // killed by a signal
      const beforeRestart = readSent(log).length;
      expect(beforeRestart).toBe(2 * BATCH_SIZE);

      // 3. Started again within 5 minutes.
      const third = startWorker(app, { log, now: new Date(monday.getTime() + 5 * 60_000), work: 'notifications' });
      await runToEnd(third);
      const sent = readSent(log);
      expect(digests()).toHaveLength(sent.length);
      const result = tally(
        sent,
        agencies.map((agency) => agency.email),
      );
      console.info(
        `crash in the digest batch: ${beforeRestart} of ${agencies.length} sent before the kill, ` +
          `${result.missing.length} missing after the restart, ${result.duplicates} sent twice ` +
          `(bound ${IN_FLIGHT_BOUND}: one kill while sending)`,
      );
      expect(result.missing).toEqual([]);
      expect(result.strangers).toEqual([]);
      // The first worker sent nothing; the second was killed with one provider request in flight.
      expect(result.duplicates).toBeLessThanOrEqual(IN_FLIGHT_BOUND);
      const recorded = await app.db.sql`select 1 from events where event_type = 'DigestSent'`;
      expect(recorded).toHaveLength(agencies.length);
    } finally {
      await app.close();
    }
  }, 300_000);
});
