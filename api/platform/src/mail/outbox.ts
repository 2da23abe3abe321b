import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import { weighedChunks } from '../collections';
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

/** How long a claim on a row lasts: a sender that dies loses it then, and another sends the row. */
export const CLAIM_MS = 2 * 60_000;
/** Waits before the next attempt after a failure: 30 s, 1 min, 2 min, then every 4 minutes. */
const RETRY_DELAYS_MS = [30_000, 60_000, 120_000, 240_000];
export const NOTIFY_CHANNEL = 'hearth_outbox';

export interface ClaimedRow {
  id: bigint;
  kind: string;
  payload: Buffer;
  attempts: number;
  due_at: Date;
}

/** What became of a claimed row: sent (no error), dropped (no longer due), or failed with its reason. */
export interface Outcome {
  id: bigint;
  attempts: number;
  error: Error | null;
  dropped?: boolean;
}

export interface OutboxDeps {
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
      .send(rows.map((row) => openPayload(deps.secrets, row.payload) as MailMessage))
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

/** Sent and dropped rows go; failed ones wait for their next attempt, with the reason kept for operators. */
export async function settle(deps: OutboxDeps, outcomes: Outcome[]) {
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

export function openPayload(secrets: Secrets, payload: Buffer): unknown {
  return JSON.parse(secrets.decryptBytes(payload).toString('utf8'));
}

export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** A finished message to queue under `key`. */
export function messageMail(key: string, message: MailMessage): QueuedMail {
  return { kind: MESSAGE_KIND, key, data: message };
}
