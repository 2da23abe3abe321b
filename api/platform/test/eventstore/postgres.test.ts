import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionSql } from '../../src/db';
import { verifyStream } from '../../src/eventstore/hash-chain';
import { type EventContent, WrongExpectedRevisionError } from '../../src/eventstore/port';
import { createPostgresEventStore } from '../../src/eventstore/postgres';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { eventStoreContract, eventually } from './contract';

eventStoreContract('PostgreSQL', async () => {
  const db = await createTestDatabase();
  // Held to a size limit, as KurrentDB is, so the contract's limit test runs here too.
  const store = createPostgresEventStore(db.sql, { maxAppendBytes: 256 * 1024 });
  // The database's owner: past the append-only trigger, as anyone who owns the tables can go.
  const asOwner = (statement: (tx: TransactionSql) => Promise<unknown>) =>
    db.sql.begin(async (tx) => {
      await tx`alter table events disable trigger events_append_only`;
      await statement(tx);
      await tx`alter table events enable trigger events_append_only`;
    });
  return {
    store,
    owner: {
      deleteStream: (name) => asOwner((tx) => tx`delete from events where stream_name = ${name}`),
      truncateBefore: (name, revision) =>
        asOwner(
          (tx) => tx`delete from events where stream_name = ${name} and stream_revision < ${revision.toString()}`,
        ),
    },
    async close() {
      await store.close();
      await db.drop();
    },
  };
});

describe('PostgreSQL event store: transactions that commit out of order', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('holds back a later-numbered event until an earlier open transaction commits, then delivers both', async () => {
    const store = createPostgresEventStore(db.sql, { pollIntervalMs: 10 });
    const received: EventContent[] = [];
    const subscription = store.subscribeToAll({ onBatch: async (batch) => void received.push(...batch) });

    // Transaction A takes global position n and stays open...
    const slow = await db.sql.reserve();
    await slow`begin`;
    await slow`insert into events (stream_name, stream_revision, event_id, event_type, data, metadata)
               values ('gap-a', 0, ${randomUUID()}, 'Slow', '{}', '{}')`;
    // ...while B takes n+1 and commits first.
    await store.append('gap-b', [{ type: 'Fast', data: {}, metadata: {} }], 'no_stream');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(received.map((e) => e.type)).toEqual([]);

    await slow`commit`;
    slow.release();
    await eventually(() => expect(received.map((e) => e.type)).toEqual(['Slow', 'Fast']));
    await subscription.stop();
    await store.close();
  });

  it('is not held back by a long transaction in another database of the same server', async () => {
    const neighbour = await createTestDatabase();
    const elsewhere = await neighbour.sql.reserve();
    const store = createPostgresEventStore(db.sql, { pollIntervalMs: 10 });
    const start = await store.lastPosition();
    const received: EventContent[] = [];
    const subscription = store.subscribeToAll({ after: start, onBatch: async (batch) => void received.push(...batch) });
    try {
      await elsewhere`begin`;
      await elsewhere`create table long_report (n int)`;
      await store.append(`neighbour-${randomUUID()}`, [{ type: 'Delivered', data: {}, metadata: {} }], 'no_stream');
      await eventually(() => expect(received.map((e) => e.type)).toEqual(['Delivered']));
    } finally {
      await subscription.stop();
      await store.close();
      await elsewhere`rollback`;
      elsewhere.release();
      await neighbour.drop();
    }
  });

  it('never skips an event under concurrent appends from many writers', async () => {
    const store = createPostgresEventStore(db.sql, { pollIntervalMs: 5 });
    const start = await store.lastPosition();
    const received: EventContent[] = [];
    const subscription = store.subscribeToAll({
      after: start,
      maxBatchSize: 50,
      onBatch: async (batch) => void received.push(...batch),
    });
    const writers = 8;
    const perWriter = 60;
    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        for (let n = 0; n < perWriter; n++) {
          // A random pause inside the transaction makes commits land out of sequence order.
          await db.sql.begin(async (tx) => {
            await tx`insert into events (stream_name, stream_revision, event_id, event_type, data, metadata)
                     values (${`writer-${writer}`}, ${n}, ${randomUUID()}, 'Written', ${tx.json({ writer, n })}, '{}')`;
            await tx`select pg_sleep(${Math.random() / 200})`;
            await tx`select pg_notify('hearth_events', '')`;
          });
        }
      }),
    );
    await eventually(() => expect(received).toHaveLength(writers * perWriter), 15_000);
    await subscription.stop();
    await store.close();
    // Each event once, and each writer's in the order it wrote them.
    for (let writer = 0; writer < writers; writer++) {
      const own = received.filter((e) => e.streamName === `writer-${writer}`).map((e) => (e.data as { n: number }).n);
      expect(own).toEqual(Array.from({ length: perWriter }, (_, n) => n));
    }
  });

  it('refuses to change or delete a recorded event', async () => {
    const store = createPostgresEventStore(db.sql);
    await store.append(`immutable-${randomUUID()}`, [{ type: 'Kept', data: {}, metadata: {} }], 'no_stream');
    await expect(db.sql`update events set data = '{"x":1}'`).rejects.toThrow('append-only');
    await expect(db.sql`delete from events`).rejects.toThrow('append-only');
    await store.close();
  });
});

describe('PostgreSQL event store: the heads it remembers', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('refuses an append after another process appended to the stream, then chains onto the real head', async () => {
    // Two processes on one database: each store remembers the heads it saw, the other's appends unseen.
    const first = createPostgresEventStore(db.sql);
    const second = createPostgresEventStore(db.sql);
    const event = (type: string) => [{ type, data: { type }, metadata: {} }];
    await first.append('remembered', event('One'), 'no_stream');
    expect((await second.readStream('remembered')).map((e) => e.revision)).toEqual([0n]);
    await first.append('remembered', event('Two'), 0n);

    // `second` remembers revision 0 as the head; the stream has moved on without it.
    await expect(second.append('remembered', event('Lost'), 0n)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await second.append('remembered', event('Three'), 1n);
    // `first` remembers revision 1 and is told 2: it reads the head it lacks.
    await first.append('remembered', event('Four'), 2n);

    const stream = await second.readStream('remembered');
    expect(stream.map((e) => e.type)).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(verifyStream(stream)).toEqual([]);
    await first.close();
    await second.close();
  });
});
