import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@hearth/contracts/events';
import type { Sql } from '@hearth/platform/db';
import type { EventStore, RecordedEvent } from '@hearth/platform/eventstore/port';
import { createPostgresEventStore } from '@hearth/platform/eventstore/postgres';
import { openCheckpoint } from '@hearth/platform/projections/checkpoints';
import type { Projector } from '@hearth/platform/projections/projector';
import { applyBatch, toProjectedEvent } from '@hearth/platform/projections/runner';
import type { TestDatabase } from '@hearth/platform/test/support/database';
import { expect } from 'vitest';

/** Appends domain events the way command handlers do, with audit metadata. */
export async function appendEvents(
  store: EventStore,
  stream: string,
  events: DomainEvent[],
  at = '2026-03-02T12:00:00.000Z',
) {
  return store.append(
    stream,
    events.map((event) => ({ ...event, metadata: { actorId: null, at } })),
    'any',
  );
}

export const id = () => randomUUID();

/** Events appended to one stream at one time: a step of a projector spec. */
interface Appended {
  stream: string;
  events: DomainEvent[];
  at?: string;
}

export const on = (stream: string, events: DomainEvent[], at?: string): Appended => ({ stream, events, at });

/**
 * How a second delivery of the same events is kept from changing the tables: `by itself`, the
 * projector's own statements (upserts, `on conflict do nothing`, totals of inserted rows only);
 * `through its checkpoint`, the runner's transaction, which skips events at or before the
 * checkpoint it moves together with the tables (for a projector that counts events).
 */
type Idempotence = 'by itself' | 'through its checkpoint';

/**
 * Given/When/Then for one projector on real PostgreSQL: `given(...steps).when(...steps).then(check)`.
 * Each group of steps is appended to the event store and handed to the projector the way the
 * runner hands it (one batch, in one transaction that moves the checkpoint); `check` then reads
 * the tables. Finally every event is handed over once more — straight to the projector, or through
 * the runner's transaction when it is idempotent only `through its checkpoint` — and every table
 * the projector owns must be exactly as it was.
 */
export function projectorSpec(
  projector: Projector,
  database: () => TestDatabase,
  idempotence: Idempotence = 'by itself',
) {
  /** The second delivery: straight to the projector, or through the runner's transaction. */
  const deliverAgain = (sql: Sql, events: RecordedEvent[]) =>
    idempotence === 'through its checkpoint'
      ? applyBatch(sql, projector, events)
      : sql.begin((tx) =>
          projector.apply(
            tx,
            events.map(toProjectedEvent).filter((event) => event !== null),
          ),
        );

  const scenario = (given: Appended[], when: Appended[]) => ({
    // biome-ignore lint/suspicious/noThenProperty: the Given/When/Then step; this object is never awaited
    async then(check: () => Promise<void>) {
      const { sql } = database();
      const store = createPostgresEventStore(sql);
      await openCheckpoint(sql, projector);
      const history = await append(store, given);
      await applyBatch(sql, projector, history);
      const events = await append(store, when);
      await applyBatch(sql, projector, events);
      await check();

      const tables = await snapshot(sql, projector.tables);
      await deliverAgain(sql, [...history, ...events]);
      expect(await snapshot(sql, projector.tables), 'the tables after the same events a second time').toEqual(tables);
    },
  });
  return {
    given: (...given: Appended[]) => ({ when: (...when: Appended[]) => scenario(given, when) }),
    when: (...when: Appended[]) => scenario([], when),
  };
}

/** Appends each step, then reads the recorded events back, as the runner would receive them. */
async function append(store: EventStore, steps: Appended[]): Promise<RecordedEvent[]> {
  const recorded: RecordedEvent[] = [];
  for (const { stream, events, at } of steps) {
    if (events.length === 0) continue;
    await appendEvents(store, stream, events, at);
    recorded.push(...(await store.readStream(stream)).slice(-events.length));
  }
  return recorded;
}

/** Every row of every table, as JSON in a stable order. */
async function snapshot(sql: Sql, tables: string[]): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const result = await sql<{ row: unknown }[]>`
      select to_jsonb(t) as row from ${sql(table)} t order by to_jsonb(t)::text`;
    rows[table] = result.map(({ row }) => row);
  }
  return rows;
}
