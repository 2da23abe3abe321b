import { eventMetadata, parseEvent } from '@hearth/contracts/events';
import type { Sql } from '../db';
import { comparePositions, type EventStore, type RecordedEvent, type Subscription } from '../eventstore/port';
import type { Logger } from '../logger';
import { lockCheckpoint, openCheckpoint, saveCheckpoint, toPosition } from './checkpoints';
import type { ProjectedEvent, Projector } from './projector';

export interface ProjectionRunner {
  stop(): Promise<void>;
}

/**
 * Runs every projector on its own catch-up subscription. Each batch is applied and the
 * checkpoint moved in ONE transaction that first locks the checkpoint row, so a batch is never
 * applied twice — not after a crash, not by a second runner. A failing projector is retried
 * from its checkpoint after a pause; the others carry on.
 */
export async function startProjections(options: {
  sql: Sql;
  eventStore: EventStore;
  projectors: Projector[];
  log: Logger;
  retryDelayMs?: number;
}): Promise<ProjectionRunner> {
  const { sql, eventStore, log } = options;
  let stopped = false;
  const current = new Map<string, Subscription>();

  async function run(projector: Projector) {
    while (!stopped) {
      let subscription: Subscription | undefined;
      try {
        const after = await openCheckpoint(sql, projector);
        if (stopped) return;
        subscription = eventStore.subscribeToAll({
          after,
          maxBatchSize: 1000,
          onBatch: (events) => applyBatch(sql, projector, events),
        });
        current.set(projector.name, subscription);
        await subscription.done;
      } catch (error) {
        if (stopped) return;
        log.error({ err: error, projector: projector.name }, 'projector failed; retrying from its checkpoint');
        await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? 1000));
      } finally {
        // The failed subscription is closed before the retry opens the next one: none is left open.
        await subscription?.stop();
        if (current.get(projector.name) === subscription) current.delete(projector.name);
      }
    }
  }

  const loops = options.projectors.map((projector) => run(projector));
  return {
    async stop() {
      stopped = true;
      await Promise.all([...current.values()].map((subscription) => subscription.stop()));
      await Promise.all(loops);
    },
  };
}

export async function applyBatch(sql: Sql, projector: Projector, events: RecordedEvent[]): Promise<void> {
  await sql.begin(async (tx) => {
    const [checkpoint] = await lockCheckpoint(tx, projector.name);
    if (!checkpoint) throw new Error(`Checkpoint of ${projector.name} disappeared`);
    const reached = toPosition(checkpoint);
    const fresh = reached ? events.filter((event) => comparePositions(event.position, reached) > 0) : events;
    if (fresh.length === 0) return;
    const projected = fresh.map(toProjectedEvent).filter((event) => event !== null);
    if (projected.length > 0) await projector.apply(tx, projected);
    await saveCheckpoint(tx, projector.name, fresh.at(-1)!.position);
  });
}

/** Validates an event against its contract; events of types this product does not know are skipped. */
export function toProjectedEvent(event: RecordedEvent): ProjectedEvent | null {
  const parsed = parseEvent(event.type, event.data);
  if (!parsed) return null;
  return {
    ...parsed,
    metadata: eventMetadata.parse(event.metadata),
    streamName: event.streamName,
    position: event.position,
  } as ProjectedEvent;
}
