import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { pollingSubscription } from '../../src/eventstore/polling-subscription';
import type { LogPosition, RecordedEvent } from '../../src/eventstore/port';

/**
 * The subscription's pacing, over an in-memory log (the PostgreSQL adapter's own behaviour is in
 * postgres.test.ts): a steady stream of appends is read in few, larger batches, and once the stream
 * has stopped, one command at a time is read at once again.
 */
function memoryLog() {
  const events: RecordedEvent[] = [];
  const listeners = new Set<() => void>();
  let reads = 0;
  return {
    get reads() {
      return reads;
    },
    get length() {
      return events.length;
    },
    append() {
      const n = BigInt(events.length + 1);
      events.push({
        id: String(n),
        streamName: 'test',
        revision: n - 1n,
        type: 'Tested',
        data: {},
        metadata: {},
        position: { commit: n, prepare: n },
        recordedAt: new Date(),
        previousHash: null,
        hash: null,
      });
      for (const wake of listeners) wake();
    },
    async readAll({ after, maxCount }: { after?: LogPosition | null; maxCount: number }) {
      reads++;
      await sleep(3); // a read takes a moment: appends that come meanwhile are waiting after it
      const from = after ? Number(after.commit) : 0;
      return events.slice(from, from + maxCount);
    },
    onAppend(wake: () => void) {
      listeners.add(wake);
      return () => listeners.delete(wake);
    },
  };
}

describe('polling subscription pacing', () => {
  it('reads a steady stream in few batches, and one command after it at once', async () => {
    const log = memoryLog();
    let seen = 0;
    const subscription = pollingSubscription({
      readAll: log.readAll,
      onAppend: log.onAppend,
      onBatch: async (batch) => {
        seen += batch.length;
      },
      pollIntervalMs: 60_000,
      minGapMs: 10,
      busyGapMs: 2_000,
    });
    const caughtUp = async (deadlineMs: number) => {
      const deadline = Date.now() + deadlineMs;
      while (seen < log.length) {
        if (Date.now() > deadline) throw new Error(`read ${seen} of ${log.length} events`);
        await sleep(1);
      }
    };
    try {
      // A steady stream: an append every 2 ms for about a second. Read every 10 ms, that would be about
      // a hundred reads; once the stream is seen to be steady, reads are 2 s apart.
      const streamEnds = Date.now() + 1_000;
      while (Date.now() < streamEnds) {
        log.append();
        await sleep(2);
      }
      await caughtUp(10_000);
      expect(log.reads).toBeLessThanOrEqual(12);

      // The stream has stopped: one command at a time (append, wait until read) is read at once, not
      // a busy gap later.
      const started = Date.now();
      for (let command = 0; command < 5; command++) {
        log.append();
        await caughtUp(5_000);
      }
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      await subscription.stop();
    }
  });
});
