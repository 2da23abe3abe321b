import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StartupError } from '../../src/errors';
import type { EventStore } from '../../src/eventstore/port';
import { createPostgresEventStore } from '../../src/eventstore/postgres';
import { bindCheckpointsToStore, checkEventStore } from '../../src/eventstore/start-up-check';
import { silentLogger } from '../../src/logger';
import { createTestDatabase, type TestDatabase } from '../support/database';

describe('event store start-up checks', () => {
  let db: TestDatabase;
  let store: EventStore;
  beforeEach(async () => {
    db = await createTestDatabase();
    store = createPostgresEventStore(db.sql, { pollIntervalMs: 10 });
  });
  afterEach(async () => {
    await store.close();
    await db.drop();
  });

  /** The same log, presenting itself as another store (as a changed EVENTSTORE_URL would). */
  const another = (): EventStore => ({ ...store, identity: async () => 'eventstoredb:another-database' });
  const checkpointAt = (prepare: number) =>
    db.sql`insert into projection_checkpoints (projector, version, commit_position, prepare_position)
           values (${`p-${randomUUID()}`}, 1, ${prepare}, ${prepare})`;

  it('records the store the checkpoints belong to, and accepts it again', async () => {
    await bindCheckpointsToStore(db.sql, store);
    await checkpointAt(42);
    await bindCheckpointsToStore(db.sql, store);
    expect(await db.sql`select store from checkpoint_store`).toEqual([{ store: 'postgres:events' }]);
  });

  it('stops start-up with a clear message when the checkpoints belong to another store', async () => {
    await bindCheckpointsToStore(db.sql, store);
    await checkpointAt(42);
    const refused = bindCheckpointsToStore(db.sql, another());
    await expect(refused).rejects.toBeInstanceOf(StartupError);
    await expect(refused).rejects.toThrow(
      /another event store \(postgres:events\) than the one this process reads \(eventstoredb:another-database\)/,
    );
    expect(await db.sql`select store from checkpoint_store`).toEqual([{ store: 'postgres:events' }]);
  });

  it('lets a new store take over while no checkpoint has moved', async () => {
    await bindCheckpointsToStore(db.sql, store);
    await checkpointAt(0);
    await bindCheckpointsToStore(db.sql, another());
    expect(await db.sql`select store from checkpoint_store`).toEqual([{ store: 'eventstoredb:another-database' }]);
  });

  it('retries while the store is unreachable, then passes the self-check', async () => {
    let refusals = 2;
    const flaky: EventStore = {
      ...store,
      async lastPosition() {
        if (refusals-- > 0) throw new Error('connection refused');
        return store.lastPosition();
      },
    };
    await checkEventStore({ sql: db.sql, eventStore: flaky, log: silentLogger, processName: 'test' });
    expect(refusals).toBe(-1);
    const [checked] = await db.sql`select stream_name, data from events where event_type = 'StoreSelfChecked'`;
    expect(checked).toMatchObject({ stream_name: expect.stringMatching(/^self_check-/), data: { process: 'test' } });
  }, 20_000);

  it('does not retry a store mismatch', async () => {
    await bindCheckpointsToStore(db.sql, store);
    await checkpointAt(42);
    await expect(
      checkEventStore({ sql: db.sql, eventStore: another(), log: silentLogger, processName: 'test' }),
    ).rejects.toBeInstanceOf(StartupError);
  });
});
