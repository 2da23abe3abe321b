import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCheckpoints } from '../../src/audit/checkpoint-audit';
import { eventHash, verifyStream } from '../../src/eventstore/hash-chain';
import {
  AppendTooLargeError,
  appendSize,
  comparePositions,
  type EventContent,
  type EventStore,
  type LogPosition,
  WrongExpectedRevisionError,
} from '../../src/eventstore/port';
import { selfCheck } from '../../src/eventstore/start-up-check';
import { checkpointOrigin } from '../../src/transparency/checkpoints';
import { leafHash, rootOf } from '../../src/transparency/merkle';
import { checkpointText, generateSignerKey, signerFrom, verifierFrom } from '../../src/transparency/note';

/**
 * The one contract every EventStore adapter must pass. Stores may be shared with other runs
 * (a real EventStoreDB), so every test uses fresh stream names and reads `$all` only after the
 * position the test started from.
 */
/**
 * What the store's owner can do to its events behind the adapter's back: a store that can be
 * tampered with in a test gives these, and the signed checkpoints must name what it did.
 */
export interface StoreOwner {
  deleteStream(name: string): Promise<void>;
  /** Removes a stream's events before `revision`. */
  truncateBefore(name: string, revision: bigint): Promise<void>;
}

export function eventStoreContract(
  name: string,
  open: () => Promise<{ store: EventStore; close(): Promise<void>; owner?: StoreOwner }>,
) {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let close: () => Promise<void>;
    let owner: StoreOwner | undefined;

    beforeAll(async () => {
      ({ store, close, owner } = await open());
    });
    afterAll(async () => {
      await close();
    });

    const stream = () => `contract_test-${randomUUID()}`;
    const event = (n: number) => ({
      type: 'ThingHappened',
      data: { n },
      metadata: { actorId: null, at: '2026-01-01T00:00:00.000Z' },
    });

    it('appends to a new stream and reads it back in order', async () => {
      const name = stream();
      const result = await store.append(name, [event(1), event(2)], 'no_stream');
      expect(result.nextExpectedRevision).toBe(1n);
      const events = await store.readStream(name);
      expect(events.map((e) => [e.type, e.data, e.revision])).toEqual([
        ['ThingHappened', { n: 1 }, 0n],
        ['ThingHappened', { n: 2 }, 1n],
      ]);
      expect(events[0]!.metadata).toEqual({ actorId: null, at: '2026-01-01T00:00:00.000Z' });
      expect(events[0]!.streamName).toBe(name);
      expect(events[0]!.recordedAt).toBeInstanceOf(Date);
    });

    it('takes an append up to its size limit and refuses a larger one whole, writing nothing', async () => {
      const limit = store.maxAppendBytes;
      expect(limit).not.toBeNull();
      const filler = (text: string) => ({ type: 'ThingHappened', data: { text }, metadata: event(0).metadata });
      const piece = Math.floor(limit! / 8);
      const sized = filler('x'.repeat(piece - appendSize([filler('')])));
      const fits = Array.from({ length: 8 }, () => sized);
      expect(appendSize(fits)).toBeLessThanOrEqual(limit!);
      const full = stream();
      await store.append(full, fits, 'no_stream');
      expect(await store.readStream(full)).toHaveLength(8);

      const over = [...fits, sized];
      expect(appendSize(over)).toBeGreaterThan(limit!);
      const refused = stream();
      await expect(store.append(refused, over, 'no_stream')).rejects.toBeInstanceOf(AppendTooLargeError);
      expect(await store.readStream(refused)).toEqual([]);
    });

    it('reads an unknown stream as empty', async () => {
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('refuses an append whose expected revision is stale, and writes nothing', async () => {
      const name = stream();
      await store.append(name, [event(1)], 'no_stream');
      await expect(store.append(name, [event(2)], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append(name, [event(2)], 5n)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(name)).toHaveLength(1);
    });

    it('appends at the expected revision, or with any', async () => {
      const name = stream();
      const first = await store.append(name, [event(1)], 'no_stream');
      const second = await store.append(name, [event(2)], first.nextExpectedRevision);
      expect(second.nextExpectedRevision).toBe(1n);
      const third = await store.append(name, [event(3)], 'any');
      expect(third.nextExpectedRevision).toBe(2n);
      expect(comparePositions(third.position, second.position)).toBeGreaterThan(0);
    });

    it('lets exactly one of two racing appends at the same revision win', async () => {
      const name = stream();
      const { nextExpectedRevision } = await store.append(name, [event(0)], 'no_stream');
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, (_, n) => store.append(name, [event(n + 1)], nextExpectedRevision)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const failure of results.filter((r) => r.status === 'rejected')) {
        expect((failure as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
      }
      expect(await store.readStream(name)).toHaveLength(2);
    });

    it('reads $all after a position, in order, and reports the last position', async () => {
      const start = await store.lastPosition();
      const a = stream();
      const b = stream();
      await store.append(a, [event(1)], 'no_stream');
      await store.append(b, [event(2), event(3)], 'no_stream');
      const last = await store.append(a, [event(4)], 0n);
      const read = mine(await store.readAll({ after: start, maxCount: 10_000 }), [a, b]);
      expect(read.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4]);
      expectAscending(read.map((e) => e.position));
      expect(comparePositions((await store.lastPosition())!, last.position)).toBeGreaterThanOrEqual(0);
      const afterSecond = await store.readAll({ after: read[1]!.position, maxCount: 2 });
      expect(mine(afterSecond, [a, b]).map((e) => (e.data as { n: number }).n)).toEqual([3, 4]);
    });

    it('reads the content of $all: the same events as readAll, with what read models need', async () => {
      const start = await store.lastPosition();
      const a = stream();
      const b = stream();
      await store.append(a, [event(1)], 'no_stream');
      await store.append(b, [event(2), event(3)], 'no_stream');
      const full = mine(await store.readAll({ after: start, maxCount: 10_000 }), [a, b]);
      const content = mine(await store.readAllContent({ after: start, maxCount: 10_000 }), [a, b]);
      const shape = ({ streamName, type, data, metadata, position }: EventContent) => ({
        streamName,
        type,
        data,
        metadata,
        position,
      });
      expect(content.map(shape)).toEqual(full.map(shape));
      const afterFirst = await store.readAllContent({ after: content[0]!.position, maxCount: 10_000 });
      expect(mine(afterFirst, [a, b]).map((e) => (e.data as { n: number }).n)).toEqual([2, 3]);
    });

    it('counts the events of $all up to a position', async () => {
      const name = stream();
      const first = await store.append(name, [event(1), event(2)], 'no_stream');
      const before = await store.countUpTo(first.position);
      const second = await store.append(name, [event(3)], first.nextExpectedRevision);
      expect(await store.countUpTo(second.position)).toBe(before + 1);
      expect(await store.countUpTo(first.position)).toBe(before);
      expect(comparePositions((await store.lastPosition())!, second.position)).toBeGreaterThanOrEqual(0);
    });

    it('delivers past and future events to a subscriber, once each and in order', async () => {
      const start = await store.lastPosition();
      const name = stream();
      await store.append(name, [event(1), event(2)], 'no_stream');
      const received: EventContent[] = [];
      const subscription = store.subscribeToAll({
        after: start,
        maxBatchSize: 2,
        onBatch: async (batch) => {
          received.push(...batch);
        },
      });
      await store.append(name, [event(3)], 1n);
      await store.append(name, [event(4), event(5)], 2n);
      await eventually(() => expect(mine(received, [name])).toHaveLength(5));
      await subscription.stop();
      await store.append(name, [event(6)], 4n);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const numbers = mine(received, [name]).map((e) => (e.data as { n: number }).n);
      expect(numbers).toEqual([1, 2, 3, 4, 5]);
      expectAscending(received.map((e) => e.position));
    });

    it('chains every event to its predecessor in its stream, across appends and whatever the data', async () => {
      const name = stream();
      const awkward = {
        type: 'ThingHappened',
        data: { zeta: 1.5, alpha: ['é', { b: null, a: -0.25 }], big: 2 ** 40, emoji: '🕯️', quote: '"\\' },
        metadata: { at: '2026-01-01T00:00:00.000Z', actorId: 'a' },
      };
      await store.append(name, [event(1), awkward], 'no_stream');
      await store.append(name, [event(3)], 1n);
      await store.append(name, [event(4)], 'any');
      const events = await store.readStream(name);
      expect(events.map((e) => e.previousHash)).toEqual([null, events[0]!.hash, events[1]!.hash, events[2]!.hash]);
      for (const recorded of events) expect(recorded.hash).toBe(eventHash(recorded));
      expect(verifyStream(events)).toEqual([]);
      // $all hands out the same chained events.
      const fromAll = mine(await store.readAll({ after: null, maxCount: 1_000_000 }), [name]);
      expect(fromAll.map((e) => [e.previousHash, e.hash])).toEqual(events.map((e) => [e.previousHash, e.hash]));
    });

    it('reports a changed event and a removed one with their stream, revision and position', async () => {
      const name = stream();
      await store.append(name, [event(1), event(2), event(3), event(4)], 'no_stream');
      const events = await store.readStream(name);
      const changed = events.map((e) => (e.revision === 1n ? { ...e, data: { n: 20 } } : e));
      expect(verifyStream(changed)).toEqual([
        expect.objectContaining({
          streamName: name,
          revision: 1n,
          position: events[1]!.position,
          problem: expect.stringMatching(/changed/),
        }),
      ]);
      // A forger who also recomputes the changed event's own hash is caught by its successor's link.
      const forged = changed.map((e) => (e.revision === 1n ? { ...e, hash: eventHash(e) } : e));
      expect(verifyStream(forged)).toEqual([
        expect.objectContaining({
          revision: 2n,
          position: events[2]!.position,
          problem: expect.stringMatching(/predecessor/),
        }),
      ]);
      const removed = events.filter((e) => e.revision !== 2n);
      expect(verifyStream(removed).map((problem) => problem.revision)).toEqual([3n, 3n]);
      expect(verifyStream(events.slice(1))[0]).toMatchObject({
        revision: 1n,
        problem: expect.stringMatching(/missing/),
      });
    });

    it('passes the start-up self-check: append, read back, and delivery to a subscriber', async () => {
      await expect(selfCheck(store, 'contract-test')).resolves.toBeUndefined();
    });

    it('names itself the same way every time', async () => {
      const identity = await store.identity();
      expect(identity).toMatch(/^(postgres|eventstoredb):\S+$/);
      expect(await store.identity()).toBe(identity);
    });

    it('stops a subscription whose handler fails and reports the error', async () => {
      const start = await store.lastPosition();
      await store.append(stream(), [event(1)], 'no_stream');
      const subscription = store.subscribeToAll({
        after: start,
        onBatch: async () => {
          throw new Error('projector broke');
        },
      });
      await expect(subscription.done).rejects.toThrow('projector broke');
      await subscription.stop();
    });

    it('lets a signed checkpoint name the first event its owner deleted or cut off', async (context) => {
      if (!owner) return context.skip();
      const agencyId = randomUUID();
      const signer = signerFrom(generateSignerKey('hearth.test/contract'));
      const byAgency = (n: number) => ({ type: 'ThingHappened', data: { agencyId, n }, metadata: event(0).metadata });
      const [first, second, third] = [stream(), stream(), stream()];
      await store.append(first, [byAgency(1), byAgency(2)], 'no_stream');
      await store.append(second, [byAgency(3), byAgency(4)], 'no_stream');
      await store.append(third, [byAgency(5)], 'no_stream');
      const audit = (checkpoints: { size: number; note: string }[], keptLeaves?: Buffer[]) =>
        auditCheckpoints({
          eventStore: store,
          agencyId,
          verifiers: [verifierFrom(signer.verifierKey)],
          checkpoints,
          keptLeaves,
          now: new Date(),
        });
      // The agency's tree as the signing pass grows it, and its checkpoint.
      const leaves = (await audit([])).proofs.leaves;
      expect(leaves).toHaveLength(5);
      const note = signer.sign(
        checkpointText({
          origin: checkpointOrigin(signer, agencyId),
          size: 5,
          root: rootOf(leaves.map(leafHash)),
        }),
      );
      expect((await audit([{ size: 5, note }], leaves)).problems).toEqual([]);

      await owner.deleteStream(second);
      expect((await audit([{ size: 5, note }], leaves)).problems.map((finding) => finding.problem)).toEqual([
        expect.stringMatching(
          new RegExp(
            String.raw`differ from the signed checkpoint of 5 events \(the log holds 3 of them\): ` +
              String.raw`the first difference is at event 2: ` +
              String.raw`the log has event 2 \(contract_test-[0-9a-f-]+ revision 0\) there; ` +
              String.raw`the event signed there is no longer in the log`,
          ),
        ),
      ]);
      await owner.truncateBefore(first, 1n);
      expect((await audit([{ size: 5, note }], leaves)).problems.map((finding) => finding.problem)).toEqual([
        expect.stringMatching(
          /the first difference is at event 0: the log has event 0 \(contract_test-[0-9a-f-]+ revision 1\)/,
        ),
      ]);
    });
  });
}

function mine<T extends EventContent>(events: T[], streams: string[]) {
  return events.filter((e) => streams.includes(e.streamName));
}

function expectAscending(positions: LogPosition[]) {
  for (let i = 1; i < positions.length; i++) {
    expect(comparePositions(positions[i - 1]!, positions[i]!)).toBeLessThan(0);
  }
}

export async function eventually(assertion: () => void, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
