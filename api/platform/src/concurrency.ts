/**
 * Runs `work` over every item, at most `limit` at a time, and answers the results in the items'
 * order. A failure rejects once the items already started have settled, so none is left running.
 */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (failure === null && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}

/**
 * Calls for single keys that arrive within `waitMs` of each other, run as one call for many: the
 * Temporal worker's per-agency activities that fire on the same minute write their openings together
 * (ADR 093), as the embedded runner's batches do. At most `maxBatch` keys a call; the same key twice
 * in one batch is run once and both callers get its answer. When a batch fails, each of its keys runs
 * alone, so one key's failure fails only its own caller. A call may bring a context (the request it
 * comes from): a run is handed the contexts of all the calls it answers, in no particular order.
 */
export function batchArrivals<K, R, C = never>(
  runMany: (keys: K[], contexts: (C | undefined)[]) => Promise<R[]>,
  options: { maxBatch: number; waitMs: number },
): (key: K, context?: C) => Promise<R> {
  type Waiting = { key: K; context: C | undefined; resolve(result: R): void; reject(error: unknown): void };
  const waiting: Waiting[] = [];
  let timer: NodeJS.Timeout | null = null;

  const contextsOf = (calls: Waiting[]) => calls.map((call) => call.context);
  const runAlone = (key: K, batch: Waiting[]) =>
    runMany([key], contextsOf(batch.filter((call) => call.key === key))).then((results) => {
      if (results.length !== 1) throw new Error(`A call for one key answered ${results.length}`);
      return results[0]!;
    });
  const run = async (batch: Waiting[]) => {
    const keys = [...new Set(batch.map((call) => call.key))];
    let results: Map<K, Promise<R>>;
    try {
      const answers = await runMany(keys, contextsOf(batch));
      if (answers.length !== keys.length) throw new Error(`A batch of ${keys.length} answered ${answers.length}`);
      results = new Map(keys.map((key, index) => [key, Promise.resolve(answers[index]!)]));
    } catch (error) {
      if (keys.length === 1) {
        for (const call of batch) call.reject(error);
        return;
      }
      results = new Map(keys.map((key) => [key, runAlone(key, batch)]));
    }
    for (const call of batch) results.get(call.key)!.then(call.resolve, call.reject);
  };
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    void run(waiting.splice(0, waiting.length));
  };
  return (key, context) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ key, context, resolve, reject });
      if (waiting.length >= options.maxBatch) flush();
      else timer ??= setTimeout(flush, options.waitMs);
    });
}
