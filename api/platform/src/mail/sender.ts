import { chunks, groupBy } from '../collections';
import {
  asError,
  CLAIM_MS,
  type ClaimedRow,
  type MailRenderer,
  MESSAGE_KIND,
  NOTIFY_CHANNEL,
  type OutboxDeps,
  type Outcome,
  openPayload,
  settle,
} from './outbox';
import type { MailMessage } from './port';

/** The most rows one claim takes (see `MailSender`). */
const CLAIM_ROWS = 250;
/** How long a row behind the sender's cursor may wait at most for a pass from the front of the queue. */
const FRONT_PASS_MS = 1_000;

export interface MailSender {
  /** Sends everything due now, then answers how many mails went. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/** Where a drain has claimed up to, in the queue's order (due time, id). */
interface ClaimCursor {
  dueAt: Date;
  id: bigint;
}

type SenderDeps = OutboxDeps & { renderers: Record<string, MailRenderer>; concurrency?: number; pollMs?: number };

/**
 * Starts the sender of the durable outbox (docs/decisions/017-durable-mail-outbox.md). It repeats four
 * named steps until stopped:
 *
 * 1. **wait** — for a NOTIFY (mail was queued) or `pollMs` (expired claims, retries that came due);
 * 2. **claim** — due rows after its cursor, or from the front of the queue (see `ClaimPosition`);
 * 3. **render** — each claimed batch's messages, by kind; a renderer may drop a mail no longer due;
 * 4. **hand over** — one provider request at a time, each settled before the next goes.
 *
 * Batches are claimed and rendered `concurrency` at a time, but only one provider request is in flight at
 * any moment: that request is the most a crash can send twice (`api/test/mail/crash.test.ts` kills the
 * sender right after the provider took a request). A claim takes at most `CLAIM_ROWS` however many one
 * transport call could carry: a claim of mails that each differ (digests) is held, opened, in memory
 * until all of it is sent.
 */
export function startMailSender(deps: SenderDeps): MailSender {
  return new OutboxSender(deps);
}

class OutboxSender implements MailSender {
  readonly #deps: SenderDeps;
  readonly #concurrency: number;
  readonly #claimSize: number;
  readonly #renderers: Record<string, MailRenderer>;
  readonly #position: ClaimPosition;
  readonly #provider = new OneAtATime();
  readonly #listening: ReturnType<SenderDeps['sql']['listen']>;
  readonly #loop: Promise<void>;
  #state: 'running' | 'stopping' = 'running';
  /** The drain under way: drains queue behind one another, never side by side. */
  #draining: Promise<number> = Promise.resolve(0);
  #wake: () => void = () => undefined;
  #stopped: Promise<void> | null = null;

  constructor(deps: SenderDeps) {
    this.#deps = deps;
    this.#concurrency = deps.concurrency ?? 4;
    this.#claimSize = Math.min(deps.transport.batchSize, CLAIM_ROWS);
    this.#renderers = { ...deps.renderers, [MESSAGE_KIND]: async (items) => items as MailMessage[] };
    this.#position = new ClaimPosition(() => deps.clock.now().getTime());
    this.#listening = deps.sql.listen(NOTIFY_CHANNEL, () => this.#wake());
    this.#loop = this.#run();
  }

  // Arrow properties: the methods keep their sender when passed on.
  readonly drain = (): Promise<number> => {
    this.#draining = this.#draining.catch(() => 0).then(() => this.#drainOnce());
    return this.#draining;
  };

  readonly stop = (): Promise<void> => {
    this.#stopped ??= (async () => {
      this.#state = 'stopping';
      this.#wake();
      await this.#loop;
      await this.#draining.catch(() => 0);
      await (await this.#listening).unlisten();
    })();
    return this.#stopped;
  };

  async #run(): Promise<void> {
    await this.#listening;
    while (this.#state === 'running') {
      await this.drain().catch((error: unknown) =>
        this.#deps.log.error({ err: error }, 'mail sender failed; trying again'),
      );
      // Stopped during the drain: no wait for the next poll (its wake-up would never be called).
      if (this.#state !== 'running') break;
      await this.#wait();
    }
  }

  /** Step 1: until mail is queued (NOTIFY) or the poll interval passes. */
  #wait(): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, this.#deps.pollMs ?? 1000);
      this.#wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** Claims and sends until nothing is due. */
  async #drainOnce(): Promise<number> {
    let sent = 0;
    while (this.#state === 'running') {
      const batches = await this.#claim();
      if (batches === null) return sent;
      const counts = await Promise.all(batches.map(async (rows) => this.#handOver(await this.#render(rows))));
      sent += counts.reduce((sum, count) => sum + count, 0);
    }
    return sent;
  }

  /**
   * Step 2: the next batches, in the queue's order so that a batch holds neighbours (one round's mails,
   * say: one request); null when nothing is due. One claim for the `concurrency` batches sent side by
   * side: claims made side by side each stepped over the rows the others had just locked. A pass from
   * the front reads every dead index entry sent rows left behind until vacuum (at 300,000 survey mails,
   * thousands of blocks), so it claims one batch only.
   */
  async #claim(): Promise<ClaimedRow[][] | null> {
    for (;;) {
      const after = this.#position.next();
      const limit = after === null ? this.#claimSize : this.#claimSize * this.#concurrency;
      const claimed = await claim(this.#deps, limit, after);
      if (claimed.length > 0) {
        claimed.sort((a, b) => compareCursors(cursorOf(a), cursorOf(b)));
        this.#position.claimedUpTo(cursorOf(claimed.at(-1)!));
        return chunks(claimed, this.#claimSize);
      }
      // Nothing after the cursor: done, unless a pass from the front is due.
      if (!this.#position.frontPassDue(after)) return null;
    }
  }

  /** Step 3: each row's message by its kind's renderer; rows that cannot be made are settled at once. */
  async #render(rows: ClaimedRow[]): Promise<{ row: ClaimedRow; message: MailMessage }[]> {
    const outcomes: Outcome[] = [];
    const ready: { row: ClaimedRow; message: MailMessage }[] = [];
    for (const [kind, kindRows] of groupBy(rows, (row) => row.kind)) {
      const renderer = this.#renderers[kind];
      try {
        if (!renderer) throw new Error(`No renderer for queued mail of kind ${kind}`);
        const messages = await renderer(kindRows.map((row) => openPayload(this.#deps.secrets, row.payload)));
        kindRows.forEach((row, index) => {
          const message = messages[index];
          if (message) ready.push({ row, message });
          else outcomes.push({ id: row.id, attempts: row.attempts, error: null, dropped: true });
        });
      } catch (error) {
        for (const row of kindRows) outcomes.push({ id: row.id, attempts: row.attempts, error: asError(error) });
      }
    }
    await settle(this.#deps, outcomes);
    return ready;
  }

  /** Step 4: the messages to the provider, a transport call at a time, each settled before the next. */
  async #handOver(ready: { row: ClaimedRow; message: MailMessage }[]): Promise<number> {
    const { transport } = this.#deps;
    let sent = 0;
    for (const slice of chunks(ready, transport.batchSize)) {
      sent += await this.#provider.run(async () => {
        const errors = await transport
          .send(slice.map((item) => item.message))
          .catch((error: unknown) => slice.map(() => asError(error)));
        const results = slice.map((item, index) => ({
          id: item.row.id,
          attempts: item.row.attempts,
          error: errors[index] ?? null,
        }));
        await settle(this.#deps, results);
        return results.filter((result) => !result.error).length;
      });
    }
    return sent;
  }
}

/**
 * Where claiming goes on from: just after the last row this sender claimed. A sent row leaves a dead
 * index entry behind until vacuum, and claiming from the front every time read all of them again — n² in
 * a burst of 300,000 mails, and the same cost for every trickle of mail after one. Rows behind the cursor
 * (another sender's expired claim, a row whose transaction committed after later ones) are found by a pass
 * from the front, made at the latest every FRONT_PASS_MS.
 */
class ClaimPosition {
  #cursor: ClaimCursor | null = null;
  #frontPassAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly now: () => number) {}

  /** Where the next claim starts: after the cursor, or null for a pass from the front. */
  next(): ClaimCursor | null {
    if (this.#due()) this.#cursor = null;
    if (this.#cursor === null) this.#frontPassAt = this.now();
    return this.#cursor;
  }

  claimedUpTo(cursor: ClaimCursor): void {
    this.#cursor = cursor;
  }

  /** After an empty claim from `after`: whether to claim again, from the front. */
  frontPassDue(after: ClaimCursor | null): boolean {
    return after !== null && this.#due();
  }

  #due(): boolean {
    return this.now() - this.#frontPassAt >= FRONT_PASS_MS;
  }
}

/** Runs the tasks given to it one after another, however many wait: the provider's single slot. */
class OneAtATime {
  #last: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const turn = this.#last.then(task);
    this.#last = turn.catch(() => undefined);
    return turn;
  }
}

const cursorOf = (row: ClaimedRow): ClaimCursor => ({ dueAt: row.due_at, id: row.id });

function compareCursors(a: ClaimCursor, b: ClaimCursor): number {
  const byTime = a.dueAt.getTime() - b.dueAt.getTime();
  return byTime !== 0 ? byTime : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Claims up to `limit` due rows for this sender, after `after` in the queue's order when given (rows
 * another sender holds are skipped).
 */
async function claim(deps: OutboxDeps, limit: number, after: ClaimCursor | null): Promise<ClaimedRow[]> {
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
