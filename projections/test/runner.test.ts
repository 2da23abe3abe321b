import { agencyStream, memberStream } from '@hearth/contracts/streams';
import type { EventStore } from '@hearth/platform/eventstore/port';
import { createPostgresEventStore } from '@hearth/platform/eventstore/postgres';
import { silentLogger } from '@hearth/platform/logger';
import type { Projector } from '@hearth/platform/projections/projector';
import { applyBatch, startProjections } from '@hearth/platform/projections/runner';
import { createProjectionWaiter } from '@hearth/platform/read-your-writes';
import { createTestDatabase, type TestDatabase } from '@hearth/platform/test/support/database';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allProjectors } from '../src/all';
import { appendEvents, id } from './support';

describe('projection runner', () => {
  let db: TestDatabase;
  let store: EventStore;
  beforeEach(async () => {
    db = await createTestDatabase();
    store = createPostgresEventStore(db.sql, { pollIntervalMs: 10 });
    await db.sql`
      create table seen_events (event_id text not null, projector text not null, primary key (event_id, projector))`;
  });
  afterEach(async () => {
    await store.close();
    await db.drop();
  });

  /** Records every event it is given; a second application of one event would hit the primary key. */
  const recorder = (name: string, version = 1): Projector => ({
    name,
    version,
    tables: ['seen_events'],
    async apply(tx, events) {
      for (const event of events) {
        const eventId = `${event.streamName}/${event.position.prepare}`;
        await tx`insert into seen_events (event_id, projector) values (${eventId}, ${name})`;
      }
    },
  });

  /** How many events the named projector has applied. */
  const countOf = async (name: string) =>
    (await db.sql`select count(*)::int as n from seen_events where projector = ${name}`)[0]!.n;

  /** Three batches' worth of events in one stream (the runner reads 1,000 events at a time). */
  const appendThreeBatches = async (name: string) => {
    const agencyId = id();
    await appendEvents(
      store,
      agencyStream(agencyId),
      Array.from({ length: 2500 }, () => ({ type: 'AgencyRegistered' as const, data: { agencyId, name } })),
    );
  };

  /** A projector whose every batch fails, counting its attempts. */
  const brokenProjector = () => {
    const projector = {
      name: 'always_broken',
      version: 1,
      tables: [],
      failures: 0,
      async apply() {
        projector.failures++;
        throw new Error('broken projector');
      },
    } satisfies Projector & { failures: number };
    return projector;
  };

  /** The store, counting the subscriptions open now and the most ever open at once. */
  const countingSubscriptions = () => {
    const count = { open: 0, most: 0 };
    const counting: EventStore = {
      ...store,
      subscribeToAll(options) {
        const subscription = store.subscribeToAll(options);
        count.open++;
        count.most = Math.max(count.most, count.open);
        let closed = false;
        return {
          done: subscription.done,
          async stop() {
            if (!closed) count.open--;
            closed = true;
            await subscription.stop();
          },
        };
      },
    };
    return { counting, count };
  };

  it('projects events from before and after it starts, and checkpoints in the same transaction', async () => {
    const agencyId = id();
    await appendEvents(store, agencyStream(agencyId), [
      { type: 'AgencyRegistered', data: { agencyId, name: 'Willow Hospice' } },
    ]);
    const runner = await startProjections({
      sql: db.sql,
      eventStore: store,
      projectors: allProjectors,
      log: silentLogger,
    });
    const memberId = id();
    const last = await appendEvents(store, memberStream(memberId), [
      { type: 'AdminRegistered', data: { memberId, agencyId } },
      { type: 'EmailVerified', data: { memberId, agencyId } },
    ]);
    const waiter = createProjectionWaiter(db.sql, silentLogger);
    expect(await waiter.waitFor(last.position, 20_000)).toBe(true);
    await waiter.close();
    expect((await db.sql`select status from members where member_id = ${memberId}`)[0]?.status).toBe('active');
    expect((await db.sql`select name from agencies where agency_id = ${agencyId}`)[0]?.name).toBe('Willow Hospice');
    const checkpoints = await db.sql<
      { prepare_position: bigint }[]
    >`select prepare_position from projection_checkpoints`;
    expect(checkpoints.every((row) => row.prepare_position === last.position.prepare)).toBe(true);
    await runner.stop();
  });

  it('never applies a batch twice, even when handed it again', async () => {
    const projector = recorder('recorder');
    const runner = await startProjections({
      sql: db.sql,
      eventStore: store,
      projectors: [projector],
      log: silentLogger,
    });
    await appendEvents(store, agencyStream(id()), [{ type: 'AgencyRegistered', data: { agencyId: id(), name: 'A' } }]);
    await expect.poll(async () => (await db.sql`select count(*)::int as n from seen_events`)[0]!.n).toBe(1);
    await runner.stop();
    const everything = await store.readAll({ maxCount: 100 });
    await applyBatch(db.sql, projector, everything);
    expect((await db.sql`select count(*)::int as n from seen_events`)[0]!.n).toBe(1);
  });

  it('shares the work between two runners without applying any event twice', async () => {
    const projector = recorder('shared');
    const first = await startProjections({
      sql: db.sql,
      eventStore: store,
      projectors: [projector],
      log: silentLogger,
    });
    const second = await startProjections({
      sql: db.sql,
      eventStore: store,
      projectors: [projector],
      log: silentLogger,
    });
    for (let n = 0; n < 40; n++) {
      await appendEvents(store, agencyStream(id()), [
        { type: 'AgencyRegistered', data: { agencyId: id(), name: `Agency ${n}` } },
      ]);
    }
    await expect.poll(async () => (await db.sql`select count(*)::int as n from seen_events`)[0]!.n).toBe(40);
    await first.stop();
    await second.stop();
  });

  it('retries a failing projector from its checkpoint while the others carry on', async () => {
    let failuresLeft = 2;
    const flaky: Projector = {
      ...recorder('flaky'),
      async apply(tx, events) {
        if (failuresLeft-- > 0) throw new Error('temporary failure');
        await recorder('flaky').apply(tx, events);
      },
    };
    const steady = recorder('steady');
    const { counting, count } = countingSubscriptions();
    const runner = await startProjections({
      sql: db.sql,
      eventStore: counting,
      projectors: [flaky, steady],
      log: silentLogger,
      retryDelayMs: 20,
    });
    await appendEvents(store, agencyStream(id()), [{ type: 'AgencyRegistered', data: { agencyId: id(), name: 'B' } }]);
    await expect
      .poll(async () =>
        (await db.sql`select projector from seen_events order by projector`).map((row) => row.projector),
      )
      .toEqual(['flaky', 'steady']);
    // Recovered and caught up, it follows the log with the others again.
    await expect.poll(() => count.open).toBe(1);
    await appendEvents(store, agencyStream(id()), [{ type: 'AgencyRegistered', data: { agencyId: id(), name: 'C' } }]);
    await expect
      .poll(async () => (await db.sql`select count(*)::int as n from seen_events where projector = 'flaky'`)[0]!.n)
      .toBe(2);
    await runner.stop();
  });

  it('runs projectors at different checkpoints together, each event applied once to each', async () => {
    const appendAgencies = async (count: number) => {
      for (let n = 0; n < count; n++) {
        await appendEvents(store, agencyStream(id()), [
          { type: 'AgencyRegistered', data: { agencyId: id(), name: 'C' } },
        ]);
      }
    };
    const early = recorder('early');
    await appendAgencies(3);
    const first = await startProjections({ sql: db.sql, eventStore: store, projectors: [early], log: silentLogger });
    await expect.poll(() => countOf('early')).toBe(3);
    await first.stop();

    // 'early' goes on from its third event; 'late' starts from the beginning alone and joins it.
    const together = await startProjections({
      sql: db.sql,
      eventStore: store,
      projectors: [early, recorder('late')],
      log: silentLogger,
    });
    await appendAgencies(2);
    await expect.poll(() => countOf('late')).toBe(5);
    await expect.poll(() => countOf('early')).toBe(5);
    await together.stop();
  });

  it('a projector that keeps failing leaves the others running', async () => {
    const broken = brokenProjector();
    const runner = await startProjections({
      sql: db.sql,
      eventStore: store,
      projectors: [broken, recorder('steady')],
      log: silentLogger,
      retryDelayMs: 5,
    });
    for (let n = 0; n < 3; n++) {
      await appendEvents(store, agencyStream(id()), [
        { type: 'AgencyRegistered', data: { agencyId: id(), name: 'D' } },
      ]);
      await expect
        .poll(async () => (await db.sql`select count(*)::int as n from seen_events where projector = 'steady'`)[0]!.n)
        .toBe(n + 1);
    }
    expect(broken.failures).toBeGreaterThan(1);
    await runner.stop();
  });

  it('a projector rebuilt from the start catches up alone while the others go on, then rejoins them', async () => {
    await appendThreeBatches('E');
    const early = recorder('early');
    const first = await startProjections({ sql: db.sql, eventStore: store, projectors: [early], log: silentLogger });
    await expect.poll(() => countOf('early'), { timeout: 10_000 }).toBe(2500);
    await first.stop();

    const { counting, count } = countingSubscriptions();
    // The rebuilding projector holds each batch until the test lets it go. It must not hold one in a
    // transaction older than the new event's: the log is read only up to the oldest transaction
    // still running (ADR 016), and that would hold back every reader, not through the runner.
    let appended: { commit: bigint } | null = null;
    let released = false;
    const until = async (ready: () => boolean) => {
      for (let waited = 0; !ready(); waited += 5) {
        if (waited > 10_000) throw new Error('waited too long');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const rebuilding: Projector = {
      ...recorder('rebuilding'),
      async apply(tx, events) {
        await until(() => appended !== null);
        const [own] = await tx<{ xid: string }[]>`select pg_current_xact_id()::text as xid`;
        if (BigInt(own!.xid) > appended!.commit) await until(() => released);
        await recorder('rebuilding').apply(tx, events);
      },
    };
    const together = await startProjections({
      sql: db.sql,
      eventStore: counting,
      projectors: [early, rebuilding],
      log: silentLogger,
    });
    const next = await appendEvents(store, agencyStream(id()), [
      { type: 'AgencyRegistered', data: { agencyId: id(), name: 'F' } },
    ]);
    appended = next.position;
    // The projector at the front takes the new event while the other is still rebuilding.
    await expect.poll(() => countOf('early'), { timeout: 10_000 }).toBe(2501);
    expect(await countOf('rebuilding')).toBeLessThan(2501);
    released = true;
    await expect.poll(() => countOf('rebuilding'), { timeout: 10_000 }).toBe(2501);
    // Caught up, it follows the log with the others again: one subscription, each event once to each.
    await expect.poll(() => count.open, { timeout: 10_000 }).toBe(1);
    await appendEvents(store, agencyStream(id()), [{ type: 'AgencyRegistered', data: { agencyId: id(), name: 'G' } }]);
    await expect.poll(() => countOf('rebuilding'), { timeout: 10_000 }).toBe(2502);
    await expect.poll(() => countOf('early'), { timeout: 10_000 }).toBe(2502);
    await together.stop();
  });

  it('a projector slower than the others leaves them, catches up alone and rejoins them', async () => {
    // All committed before the runner starts: the slow projector's transaction is newer than every
    // event, so holding it holds back no reader of the log (ADR 016).
    await appendThreeBatches('S');
    let released = false;
    const slow: Projector = {
      ...recorder('slow'),
      async apply(tx, events) {
        for (let waited = 0; !released; waited += 5) {
          if (waited > 10_000) throw new Error('waited too long');
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        await recorder('slow').apply(tx, events);
      },
    };
    const { counting, count } = countingSubscriptions();
    const runner = await startProjections({
      sql: db.sql,
      eventStore: counting,
      projectors: [recorder('steady'), slow],
      log: silentLogger,
      stragglerMs: 100,
    });
    // The group does not wait for it: every batch reaches the other while the slow one holds its first.
    await expect.poll(() => countOf('steady'), { timeout: 10_000 }).toBe(2500);
    expect(await countOf('slow')).toBe(0);
    released = true;
    await expect.poll(() => countOf('slow'), { timeout: 10_000 }).toBe(2500);
    // Caught up, it follows the log with the others again: one subscription, each event once to each.
    await appendEvents(store, agencyStream(id()), [{ type: 'AgencyRegistered', data: { agencyId: id(), name: 'T' } }]);
    await expect.poll(() => count.open, { timeout: 10_000 }).toBe(1);
    await appendEvents(store, agencyStream(id()), [{ type: 'AgencyRegistered', data: { agencyId: id(), name: 'U' } }]);
    await expect.poll(() => countOf('slow'), { timeout: 10_000 }).toBe(2502);
    await expect.poll(() => countOf('steady'), { timeout: 10_000 }).toBe(2502);
    await runner.stop();
  });

  it('rebuilds a projector from the start when its version changes', async () => {
    const agencyId = id();
    await appendEvents(store, agencyStream(agencyId), [
      { type: 'AgencyRegistered', data: { agencyId, name: 'Cedar Hospice' } },
    ]);
    const [agencies] = allProjectors;
    const v1 = await startProjections({ sql: db.sql, eventStore: store, projectors: [agencies!], log: silentLogger });
    await expect.poll(async () => (await db.sql`select count(*)::int as n from agencies`)[0]!.n).toBe(1);
    await v1.stop();
    await db.sql`update agencies set name = 'tampered'`;

    const v2 = await startProjections({
      sql: db.sql,
      eventStore: store,
      projectors: [{ ...agencies!, version: agencies!.version + 1 }],
      log: silentLogger,
    });
    await expect.poll(async () => (await db.sql`select name from agencies`)[0]?.name).toBe('Cedar Hospice');
    await v2.stop();
  });

  it('closes a failed subscription before it retries: none is left open', async () => {
    const { counting, count } = countingSubscriptions();
    const broken = brokenProjector();
    const agencyId = id();
    await appendEvents(store, agencyStream(agencyId), [{ type: 'AgencyRegistered', data: { agencyId, name: 'Ash' } }]);
    const runner = await startProjections({
      sql: db.sql,
      eventStore: counting,
      projectors: [broken],
      log: silentLogger,
      retryDelayMs: 5,
    });
    await expect.poll(() => broken.failures).toBeGreaterThanOrEqual(5);
    expect(count.most).toBe(1);
    await runner.stop();
    expect(count.open).toBe(0);
  });
});
