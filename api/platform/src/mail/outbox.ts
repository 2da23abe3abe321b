import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import { chunks, groupBy, weighedChunks } from '../collections';
import { byteaArray, type Sql, type TransactionSql } from '../db';
import type { Logger } from '../logger';
import type { Secrets } from '../secrets';
import type { MailMessage, MailTransport } from './port';

/**
 * The durable outbox (docs/decisions/017-durable-mail-outbox.md): every mail the product sends is
 * first a row here, written in the same transaction as whatever made it due, and leaves only when a
 * sender has handed it to the transport. A sender claims rows for a while (`claimed_until`); a sender
 * that dies loses its claim when the time runs out, and another sends the rows again. A row is deleted
 * once its mail is accepted, so only a mail in flight at the moment of a crash can go twice.
 *
 * Rows name no recipient and hold no link in clear: the payload is encrypted, and the dedupe key is
 * an HMAC. Mails whose content must be made at the last moment (a survey link's token) are queued as
 * a `kind` with the data to make them, and a renderer makes them when they are sent.
 */
export interface QueuedMail {
  /** Names the mail: queuing the same key twice queues it once (a retried command, a second worker). */
  key: string;
  kind: string;
  data: unknown;
  /** Not before; default now. */
  dueAt?: Date;
  /**
   * Mail that belongs to something with an end, a survey round: once sent it stays as a tombstone
   * (no payload) so that its key is never queued again, and `clearScopes` removes it all at the end.
   */
  scope?: string;
}

export const MESSAGE_KIND = 'message';

/** How long a command's mails wait for it to finish before they go anyway (see `queue`). */
export const MAIL_HOLD_MS = 60_000;

/**
 * Makes the messages of queued mails of one kind, in the order given; null for a mail that is no
 * longer due (say, its recipient answered meanwhile): it is dropped, not sent.
 */
export type MailRenderer = (items: unknown[]) => Promise<(MailMessage | null)[]>;

/** Names a queued mail: its kind and key. */
export type MailKey = Pick<QueuedMail, 'kind' | 'key'>;

export interface Outbox {
  /**
   * Queues mails inside the caller's transaction (or on their own). With `holdMs` the sender leaves
   * them alone that long: a caller that delivers them itself right after (`deliver`) holds them, and
   * a command that queues them while it prepares cancels them if it fails; a process killed before
   * either still has them sent when the hold runs out. Answers how many were new (a key already
   * queued is not).
   */
  queue(sql: Sql | TransactionSql, mails: QueuedMail[], options?: { holdMs?: number }): Promise<number>;
  cancel(sql: Sql | TransactionSql, mails: MailKey[]): Promise<void>;
  /**
   * Tries to hand queued finished messages over at once, held or not, for answers a person waits on
   * (a sign-in code, an invitation); answers, per mail, whether it went. Those that did not go stay
   * queued (released from any hold) and the sender keeps trying.
   */
  deliver(mails: MailKey[]): Promise<boolean[]>;
  /** Queues one finished message on its own and delivers it at once (a test mail is not retried). */
  sendNow(message: MailMessage, options?: { key?: string; keepTrying?: boolean }): Promise<boolean>;
  /** Removes every mail of these scopes, sent or not: the end of rounds. */
  clearScopes(sql: Sql | TransactionSql, scopes: string[]): Promise<void>;
  /** Removes the tombstones of mails sent before `before` (housekeeping); answers how many. */
  forgetSent(sql: Sql, before: Date): Promise<number>;
}

const CLAIM_MS = 2 * 60_000;
/** The most rows one claim takes (see startMailSender). */
const CLAIM_ROWS = 250;
/** How long a row behind the sender's cursor may wait at most for a pass from the front of the queue. */
const FRONT_PASS_MS = 1_000;
/** Waits before the next attempt after a failure: 30 s, 1 min, 2 min, then every 4 minutes. */
const RETRY_DELAYS_MS = [30_000, 60_000, 120_000, 240_000];
const NOTIFY_CHANNEL = 'hearth_outbox';

interface ClaimedRow {
  id: bigint;
  kind: string;
  payload: Buffer;
  attempts: number;
  due_at: Date;
}

/** Where a drain has claimed up to, in the queue's order (due time, id). */
interface ClaimCursor {
  dueAt: Date;
  id: bigint;
}

interface OutboxDeps {
  sql: Sql;
  secrets: Secrets;
  transport: MailTransport;
  clock: Clock;
  log: Logger;
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const keysOf = (mails: MailKey[]) => mails.map((mail) => dedupeKey(deps.secrets, mail.kind, mail.key));
  async function deliver(mails: MailKey[], keepTrying = true): Promise<boolean[]> {
    if (mails.length === 0) return [];
    const keys = keysOf(mails);
    const now = deps.clock.now();
    const rows = await deps.sql<(ClaimedRow & { dedupe_key: Buffer })[]>`
      update outbox set claimed_until = ${new Date(now.getTime() + CLAIM_MS)}, attempts = attempts + 1
      where dedupe_key = any(${byteaArray(deps.sql, keys)}) and kind = ${MESSAGE_KIND} and sent_at is null
        and (claimed_until is null or claimed_until <= ${now})
      returning id, kind, payload, attempts, dedupe_key`;
    if (rows.length === 0) return mails.map(() => false);
    const errors = await deps.transport
      .send(rows.map((row) => open(deps.secrets, row.payload) as MailMessage))
      .catch((failure: unknown) => rows.map(() => asError(failure)));
    const outcomes = rows.map((row, index) => ({ id: row.id, attempts: row.attempts, error: errors[index] ?? null }));
    if (keepTrying) await settle(deps, outcomes);
    else await deps.sql`delete from outbox where id = any(${rows.map((row) => String(row.id))}::bigint[])`;
    const sent = new Set(rows.filter((_, index) => !errors[index]).map((row) => row.dedupe_key.toString('hex')));
    return keys.map((key) => sent.has(key.toString('hex')));
  }
  return {
    queue: (sql, mails, options = {}) => queueMails(sql, deps.secrets, mails, deps.clock.now(), options.holdMs ?? 0),
    async cancel(sql, mails) {
      if (mails.length > 0) await sql`delete from outbox where dedupe_key = any(${byteaArray(sql, keysOf(mails))})`;
    },
    deliver: (mails) => deliver(mails),
    async sendNow(message, options = {}) {
      const mail = { kind: MESSAGE_KIND, key: options.key ?? randomUUID(), data: message };
      // Held, so that the sender leaves it to this call; if this process dies it goes when the hold ends.
      await queueMails(deps.sql, deps.secrets, [mail], deps.clock.now(), MAIL_HOLD_MS);
      const [sent] = await deliver([mail], options.keepTrying ?? true);
      return sent ?? false;
    },
    async clearScopes(sql, scopes) {
      await sql`delete from outbox where scope = any(${scopes}::uuid[])`;
    },
    async forgetSent(sql, before) {
      const deleted = await sql`delete from outbox where sent_at < ${before}`;
      return deleted.count;
    },
  };
}

/**
 * The most rows, and sealed bytes, one insert into the outbox carries: a statement's parameters are
 * copied several times over (hex text, the wire buffer), and a batch of digests — whole messages,
 * tens of kilobytes each — in one statement raised the process's peak memory by tens of megabytes.
 */
const INSERT_ROWS = 5000;
const INSERT_BYTES = 1 << 20;

async function queueMails(
  sql: Sql | TransactionSql,
  secrets: Secrets,
  mails: QueuedMail[],
  now: Date,
  holdMs: number,
): Promise<number> {
  let queued = 0;
  const sealed = mails.map((mail) => ({ mail, payload: seal(secrets, mail.data) }));
  for (const chunk of weighedChunks(sealed, INSERT_ROWS, INSERT_BYTES, ({ payload }) => payload.length)) {
    // The sender is woken in the same statement (NOTIFY is delivered at commit), unless the mail is held.
    const [inserted] = await sql<{ queued: number }[]>`
      with inserted as (
        insert into outbox (dedupe_key, kind, payload, due_at, scope)
        select * from unnest(
          ${byteaArray(
            sql,
            chunk.map(({ mail }) => dedupeKey(secrets, mail.kind, mail.key)),
          )},
          ${chunk.map(({ mail }) => mail.kind)}::text[],
          ${byteaArray(
            sql,
            chunk.map(({ payload }) => payload),
          )},
          ${chunk.map(({ mail }) => (mail.dueAt ?? new Date(now.getTime() + holdMs)).toISOString())}::timestamptz[],
          ${chunk.map(({ mail }) => mail.scope ?? null)}::uuid[])
        on conflict (dedupe_key) do nothing
        returning 1)
      select count(*)::int as queued,
             case when count(*) > 0 and ${holdMs === 0} then pg_notify(${NOTIFY_CHANNEL}, '')::text end as notified
      from inserted`;
    queued += inserted!.queued;
  }
  return queued;
}

export interface MailSender {
  /** Sends everything due now, then answers how many mails went. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Claims due rows in batches and sends them; woken by NOTIFY when mail is queued, and every `pollMs`
 * otherwise (expired claims, retries that came due). Batches are claimed and rendered `concurrency`
 * at a time, but only one provider request is in flight at any moment: that request is the most a
 * crash can send twice. A claim takes at most `CLAIM_ROWS` however many one transport call could
 * carry: a claim of mails that each differ (digests) is held, opened, in memory until all of it is sent.
 */
export function startMailSender(
  deps: OutboxDeps & { renderers: Record<string, MailRenderer>; concurrency?: number; pollMs?: number },
): MailSender {
  const concurrency = deps.concurrency ?? 4;
  const claimSize = Math.min(deps.transport.batchSize, CLAIM_ROWS);
  const render: Record<string, MailRenderer> = {
    ...deps.renderers,
    [MESSAGE_KIND]: async (items) => items as MailMessage[],
  };
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);
  let wake: () => void = () => undefined;
  const listening = deps.sql.listen(NOTIFY_CHANNEL, () => wake());

  async function sendBatch(rows: ClaimedRow[]): Promise<number> {
    const byKind = groupBy(rows, (row) => row.kind);
    const outcomes: { id: bigint; attempts: number; error: Error | null; dropped?: boolean }[] = [];
    const ready: { row: ClaimedRow; message: MailMessage }[] = [];
    for (const [kind, kindRows] of byKind) {
      const renderer = render[kind];
      try {
        if (!renderer) throw new Error(`No renderer for queued mail of kind ${kind}`);
        const messages = await renderer(kindRows.map((row) => open(deps.secrets, row.payload)));
        kindRows.forEach((row, index) => {
          const message = messages[index];
          if (message) ready.push({ row, message });
          else outcomes.push({ id: row.id, attempts: row.attempts, error: null, dropped: true });
        });
      } catch (error) {
        for (const row of kindRows) outcomes.push({ id: row.id, attempts: row.attempts, error: asError(error) });
      }
    }
    await settle(deps, outcomes);
    let sent = 0;
    for (let start = 0; start < ready.length; start += deps.transport.batchSize) {
      const slice = ready.slice(start, start + deps.transport.batchSize);
      sent += await oneRequestAtATime(async () => {
        const errors = await deps.transport
          .send(slice.map((item) => item.message))
          .catch((error: unknown) => slice.map(() => asError(error)));
        const results = slice.map((item, index) => ({
          id: item.row.id,
          attempts: item.row.attempts,
          error: errors[index] ?? null,
        }));
        await settle(deps, results);
        return results.filter((result) => !result.error).length;
      });
    }
    return sent;
  }

  /**
   * Batches are claimed and rendered side by side, but handed to the provider one request at a time,
   * each settled before the next goes: a crash repeats at most the one request in flight
   * (`api/test/mail/crash.test.ts` kills the sender right after the provider took a request).
   */
  let providerSlot: Promise<unknown> = Promise.resolve();
  function oneRequestAtATime<T>(request: () => Promise<T>): Promise<T> {
    const turn = providerSlot.then(request);
    providerSlot = turn.catch(() => undefined);
    return turn;
  }

  /**
   * Where claiming goes on from: just after the last row this sender claimed. A sent row leaves a dead
   * index entry behind until vacuum, and claiming from the front every time read all of them again —
   * n² in a burst of 300,000 mails, and the same cost for every trickle of mail after one. Rows
   * behind the cursor (another sender's expired claim, a row whose transaction committed after later
   * ones) are found by a pass from the front, made at the latest every FRONT_PASS_MS.
   */
  let cursor: ClaimCursor | null = null;
  let frontPassAt = Number.NEGATIVE_INFINITY;
  const frontPassDue = () => deps.clock.now().getTime() - frontPassAt >= FRONT_PASS_MS;

  /** Claims and sends until nothing is due. */
  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (stopped) return sent;
      if (frontPassDue()) cursor = null;
      const after: ClaimCursor | null = cursor;
      if (after === null) frontPassAt = deps.clock.now().getTime();
      // One claim for the `concurrency` batches sent side by side: claims made side by side each
      // stepped over the rows the others had just locked. A pass from the front reads every dead
      // index entry sent rows left behind until vacuum (at 300,000 survey mails, thousands of
      // blocks), so it claims one batch only.
      const claimed = await claim(deps, after === null ? claimSize : claimSize * concurrency, after);
      // In the queue's order, so that a batch holds neighbours (one round's mails, say: one request).
      const batches = chunks(
        claimed.sort((a, b) => compareCursors({ dueAt: a.due_at, id: a.id }, { dueAt: b.due_at, id: b.id })),
        claimSize,
      );
      if (batches.length === 0) {
        // Nothing after the cursor: done, unless a pass from the front is due.
        if (after === null || !frontPassDue()) return sent;
        continue;
      }
      cursor = batches
        .flat()
        .map((row) => ({ dueAt: row.due_at, id: row.id }))
        .reduce((last, next) => (compareCursors(next, last) > 0 ? next : last));
      const counts = await Promise.all(batches.map(sendBatch));
      sent += counts.reduce((sum, count) => sum + count, 0);
    }
  }

  function drain(): Promise<number> {
    running = running.catch(() => 0).then(drainOnce);
    return running;
  }

  const loop = (async () => {
    await listening;
    while (!stopped) {
      await drain().catch((error: unknown) => deps.log.error({ err: error }, 'mail sender failed; trying again'));
      // Stopped during the drain: no wait for the next poll (its wake-up would never be called).
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deps.pollMs ?? 1000);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();

  let stopping: Promise<void> | null = null;
  return {
    drain,
    stop() {
      stopping ??= (async () => {
        stopped = true;
        wake();
        await loop;
        await running.catch(() => 0);
        await (await listening).unlisten();
      })();
      return stopping;
    },
  };
}

function compareCursors(a: ClaimCursor, b: ClaimCursor): number {
  const byTime = a.dueAt.getTime() - b.dueAt.getTime();
  return byTime !== 0 ? byTime : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Claims up to `limit` due rows for this sender, after `after` in the queue's order when given (rows
 * another sender holds are skipped).
 */
async function claim(deps: OutboxDeps, limit: number, after: ClaimCursor | null = null): Promise<ClaimedRow[]> {
  const now = deps.clock.now();
  return deps.sql<ClaimedRow[]>`
    update outbox set claimed_until = ${new Date(now.getTime() + CLAIM_MS)}, attempts = attempts + 1
    where id in (
      select id from outbox
      where sent_at is null and due_at <= ${now} and (claimed_until is null or claimed_until <= ${now})
        ${after ? deps.sql`and (due_at, id) > (${after.dueAt}, ${String(after.id)}::bigint)` : deps.sql``}
      order by due_at, id
      limit ${limit}
      for update skip locked)
    returning id, kind, payload, attempts, due_at`;
}

/** Sent and dropped rows go; failed ones wait for their next attempt, with the reason kept for operators. */
async function settle(
  deps: OutboxDeps,
  outcomes: { id: bigint; attempts: number; error: Error | null; dropped?: boolean }[],
) {
  const done = outcomes.filter((outcome) => !outcome.error).map((outcome) => outcome.id);
  if (done.length > 0) {
    // A scoped mail's row stays, emptied, until its scope ends: its key is never queued twice.
    await deps.sql`delete from outbox where id = any(${done.map(String)}::bigint[]) and scope is null`;
    await deps.sql`
      update outbox set sent_at = ${deps.clock.now()}, payload = '', claimed_until = null, last_error = null
      where id = any(${done.map(String)}::bigint[]) and scope is not null`;
  }
  const failed = outcomes.filter((outcome) => outcome.error);
  if (failed.length === 0) return;
  const now = deps.clock.now().getTime();
  await deps.sql`
    update outbox set claimed_until = null, due_at = batch.due_at, last_error = batch.last_error
    from unnest(
      ${failed.map((outcome) => String(outcome.id))}::bigint[],
      ${failed.map((outcome) => new Date(now + retryDelay(outcome.attempts)).toISOString())}::timestamptz[],
      ${failed.map((outcome) => outcome.error!.message.slice(0, 500))}::text[]) as batch (id, due_at, last_error)
    where outbox.id = batch.id`;
  deps.log.warn(
    { failed: failed.length, reason: failed[0]!.error!.message },
    'mail could not be sent; it will be retried',
  );
}

function retryDelay(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0]!;
}

function dedupeKey(secrets: Secrets, kind: string, key: string): Buffer {
  return secrets.codeDigest(`${kind}:${key}`, 'outbox');
}

function seal(secrets: Secrets, data: unknown): Buffer {
  return secrets.encryptBytes(Buffer.from(JSON.stringify(data), 'utf8'));
}

function open(secrets: Secrets, payload: Buffer): unknown {
  return JSON.parse(secrets.decryptBytes(payload).toString('utf8'));
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** A finished message to queue under `key`. */
export function messageMail(key: string, message: MailMessage): QueuedMail {
  return { kind: MESSAGE_KIND, key, data: message };
}
