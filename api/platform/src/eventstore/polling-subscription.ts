import type { EventContent, LogPosition, SubscribeOptions, Subscription } from './port';

/**
 * A catch-up subscription over `readAll`: read a batch, hand it over, repeat; when the log is
 * exhausted (a batch came back short of `maxCount`), sleep until an append wakes it or the poll
 * interval passes. The poll also covers events held back behind a transaction that was still
 * running at the last read. Reads are at least `minGapMs` apart: an idle subscription wakes at
 * once, but under a burst of appends (thousands of rounds opening on one minute) each wake-up
 * reads what gathered meanwhile instead of one append at a time. Once appends have kept coming
 * during `BUSY_AFTER` reads in a row, reads are `busyGapMs` apart: each batch costs every projector
 * a read and a transaction, which under a steady stream of small batches was over a third of the
 * statements PostgreSQL ran. One command after a quiet moment is still read at once.
 */
/** Reads in a row that found more appends waiting after them: a steady stream, not one command. */
const BUSY_AFTER = 3;

export function pollingSubscription(
  options: SubscribeOptions & {
    readAll(options: { after?: LogPosition | null; maxCount: number }): Promise<EventContent[]>;
    onAppend(wake: () => void): () => void;
    pollIntervalMs: number;
    minGapMs?: number;
    busyGapMs?: number;
  },
): Subscription {
  let stopped = false;
  /** An append came since the last read began. */
  let woken = false;
  let wakeSleeper: (() => void) | null = null;
  const unsubscribe = options.onAppend(() => {
    woken = true;
    wakeSleeper?.();
  });
  const maxCount = options.maxBatchSize ?? 500;
  const minGapMs = options.minGapMs ?? 20;
  const busyGapMs = options.busyGapMs ?? 100;
  /** Reads in a row after which more appends were already waiting. */
  let busyReads = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const done = () => {
        clearTimeout(timer);
        wakeSleeper = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakeSleeper = done;
    });

  async function run() {
    let after = options.after ?? null;
    try {
      while (!stopped) {
        woken = false;
        const readAt = Date.now();
        const batch = await options.readAll({ after, maxCount });
        if (stopped) break;
        if (batch.length > 0) {
          await options.onBatch(batch);
          after = batch.at(-1)!.position;
        }
        if (batch.length === maxCount) continue;
        busyReads = woken ? busyReads + 1 : 0;
        await sleep(options.pollIntervalMs);
        const gap = (busyReads >= BUSY_AFTER ? busyGapMs : minGapMs) - (Date.now() - readAt);
        if (gap > 0 && !stopped) await new Promise((resolve) => setTimeout(resolve, gap));
      }
    } finally {
      unsubscribe();
    }
  }

  const done = run();
  return {
    done,
    async stop() {
      stopped = true;
      wakeSleeper?.();
      await done.catch(() => undefined);
    },
  };
}
