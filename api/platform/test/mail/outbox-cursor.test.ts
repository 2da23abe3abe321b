import { expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { silentLogger } from '../../src/logger';
import { createOutbox, messageMail } from '../../src/mail/outbox';
import type { MailMessage, MailTransport } from '../../src/mail/port';
import { startMailSender } from '../../src/mail/sender';
import { createSecrets } from '../../src/secrets';
import { suiteDatabase } from '../support/database';

/**
 * The sender claims on from the last row it claimed, so a burst does not read every sent row again;
 * a row that turns claimable behind that point (here: another sender's claim that expired) is still
 * sent by the same drain, by a pass from the front once a second has passed.
 */
const db = suiteDatabase();

const message = (to: string): MailMessage => ({
  to,
  fromName: 'Hearth',
  subject: 'Check-in',
  text: 'Hi',
  html: '<p>Hi</p>',
});

it('sends a row that became claimable behind the cursor within the same drain', async () => {
  const clock = fixedClock('2026-11-30T14:00:00Z');
  const secrets = createSecrets(Buffer.alloc(32, 7));
  const sent: string[] = [];
  const transport: MailTransport = {
    batchSize: 1,
    async send(messages) {
      sent.push(...messages.map((item) => item.to));
      // While the first mail goes out, two minutes pass: the other sender's claim on the early row expires.
      if (sent.length === 1) clock.advance(3 * 60_000);
      return messages.map(() => null);
    },
  };
  const deps = { sql: db.sql, secrets, transport, clock, log: silentLogger };
  const outbox = createOutbox(deps);
  await outbox.queue(db.sql, [messageMail('early', message('early@example.org'))]);
  clock.advance(1000);
  await outbox.queue(db.sql, [
    messageMail('second', message('second@example.org')),
    messageMail('third', message('third@example.org')),
  ]);
  // Another sender holds the earliest row (its claim runs for two minutes), then dies.
  await db.sql`update outbox set claimed_until = ${new Date(clock.now().getTime() + 120_000)}
               where id = (select min(id) from outbox)`;

  const sender = startMailSender({ ...deps, renderers: {}, concurrency: 1, pollMs: 60_000 });
  try {
    await sender.drain();
    expect([...sent].sort()).toEqual(['early@example.org', 'second@example.org', 'third@example.org']);
    const [left] = await db.sql<{ n: number }[]>`select count(*)::int as n from outbox where sent_at is null`;
    expect(left!.n).toBe(0);
  } finally {
    await sender.stop();
  }
});
