import type { LogPosition, RecordedEvent, SubscribeOptions, Subscription } from './port';

/**
 * A catch-up subscription over `readAll`: read a batch, hand it over, repeat; when the log is
 * exhausted, sleep until an append wakes it or the poll interval passes. The poll also covers
 * events held back behind a transaction that was still running at the last read.
 */
export function pollingSubscription(
  options: SubscribeOptions & {
    readAll(options: { after?: LogPosition | null; maxCount: number }): Promise<RecordedEvent[]>;
    onAppend(wake: () => void): () => void;
    pollIntervalMs: number;
  },
): Subscription {
  let stopped = false;
  let wake: () => void = () => undefined;
  const unsubscribe = options.onAppend(() => wake());

  async function run() {
    let after = options.after ?? null;
    try {
      while (!stopped) {
        const batch = await options.readAll({ after, maxCount: options.maxBatchSize ?? 500 });
        if (stopped) break;
        if (batch.length > 0) {
          await options.onBatch(batch);
          after = batch.at(-1)!.position;
          continue;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.pollIntervalMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
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
      wake();
      await done.catch(() => undefined);
    },
  };
}
