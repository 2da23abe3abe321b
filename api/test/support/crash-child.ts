import { appendFileSync } from 'node:fs';
import { fixedClock } from '@hearth/platform/clock';
import { loadConfig } from '@hearth/platform/config';
import { connect } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import { createPostgresEventStore } from '@hearth/platform/eventstore/postgres';
import { silentLogger } from '@hearth/platform/logger';
import { createOutbox } from '@hearth/platform/mail/outbox';
import { type MailTransport, personalised } from '@hearth/platform/mail/port';
import { startMailSender } from '@hearth/platform/mail/sender';
import { createProjectionWaiter } from '@hearth/platform/read-your-writes';
import { createSecrets } from '@hearth/platform/secrets';
import { backgroundWork } from '../../src/background';

/**
 * A worker process for the crash tests (test/mail/crash.test.ts), which kill it with SIGKILL: it
 * does the background work a worker does (open the rounds that are due, or send the digests that
 * are due) with the real outbox and mail sender, over the test's database and with the test's key.
 * Its transport writes one line per mail sent to CRASH_SENT_LOG before answering, as a mail
 * provider would have it: what the log holds was sent, whatever happens to the process next.
 *
 * With CRASH_KILL_AFTER_REQUESTS=n it kills itself with SIGKILL right after the n-th request was
 * logged as sent, before the sender hears back: the worst moment for duplicates, made exact. With
 * CRASH_SENDER=off it starts no mail sender: it only queues, and a kill finds its mail unsent whatever
 * the timing.
 *
 * Environment: CRASH_DATABASE_URL, CRASH_SENT_LOG, CRASH_NOW (the clock), CRASH_WORK (`rounds`
 * or `notifications`), CRASH_AGENCIES (comma-separated, for `rounds`), CRASH_BATCH_SIZE,
 * CRASH_CONCURRENCY, CRASH_KILL_AFTER_REQUESTS, CRASH_SENDER.
 */
const env = process.env;
const sql = connect(env.CRASH_DATABASE_URL!, { max: 8 });
const clock = fixedClock(env.CRASH_NOW!);
const secrets = createSecrets(Buffer.alloc(32, 7));
const eventStore = createPostgresEventStore(sql, { pollIntervalMs: 10 });

let requests = 0;
const transport: MailTransport = {
  batchSize: Number(env.CRASH_BATCH_SIZE),
  async send(messages) {
    // A provider's round trip, so that a kill lands while mail is going out.
    await new Promise((resolve) => setTimeout(resolve, 15));
    for (const message of messages.map(personalised)) {
      appendFileSync(env.CRASH_SENT_LOG!, `${JSON.stringify({ to: message.to, subject: message.subject })}\n`);
    }
    // The deterministic kill: the provider has taken this request, the sender has not heard back.
    requests++;
    if (requests === Number(env.CRASH_KILL_AFTER_REQUESTS)) process.kill(process.pid, 'SIGKILL');
    return messages.map(() => null);
  },
};

const mailDeps = { sql, secrets, transport, clock, log: silentLogger };
const deps: Deps = {
  config: loadConfig({ NODE_ENV: 'test', APP_ORIGIN: 'http://localhost:3000', LOG_LEVEL: 'silent' }),
  sql,
  eventStore,
  projections: createProjectionWaiter(sql, silentLogger),
  outbox: createOutbox(mailDeps),
  clock,
  secrets,
  log: silentLogger,
};
const work = backgroundWork(deps);
const sender =
  env.CRASH_SENDER === 'off'
    ? null
    : startMailSender({
        ...mailDeps,
        renderers: work.mailRenderers,
        concurrency: Number(env.CRASH_CONCURRENCY),
        pollMs: 20,
      });

process.stdout.write('started\n');
if (env.CRASH_WORK === 'rounds') {
  // As the embedded runner does: the agencies' openings in one batch.
  await work.advanceAgenciesRounds(env.CRASH_AGENCIES!.split(','));
} else {
  await work.sendDueNotifications();
}
await sender?.drain();
process.stdout.write('finished\n');
process.exit(0);
