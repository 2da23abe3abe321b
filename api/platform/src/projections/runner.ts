import { eventMetadata, parseEvent } from '@hearth/contracts/events';
import type { Sql } from '../db';
import {
  comparePositions,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
  type Subscription,
} from '../eventstore/port';
import type { Logger } from '../logger';
import { lockCheckpoint, openCheckpoint, saveCheckpoint, toPosition } from './checkpoints';
import type { ProjectedEvent, Projector } from './projector';

export interface ProjectionRunner {
  stop(): Promise<void>;
}

/**
 * Runs the projectors. Together they follow one catch-up subscription from the checkpoint furthest
 * behind: each batch is read and parsed once and applied to every projector side by side, each in
 * ONE transaction of its own that first locks its checkpoint row and moves it, so a batch is never
 * applied twice — not after a crash, not by a second runner, not to a projector already past it.
 * A projector whose batch fails leaves the group and goes on alone on a subscription of its own,
 * retried from its checkpoint after a pause; the others carry on.
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
  const current = new Set<Subscription>();
  const loops = new Set<Promise<void>>();
  const pause = () => new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? 1000));

  /** Follows the log for `projectors` until stopped, retrying after a pause when the subscription fails. */
  async function follow(projectors: Set<Projector>, onFailure: (projector: Projector, error: unknown) => void) {
    while (!stopped && projectors.size > 0) {
      let subscription: Subscription | undefined;
      try {
        const after = furthestBehind(
          await Promise.all([...projectors].map((projector) => openCheckpoint(sql, projector))),
        );
        if (stopped) return;
        subscription = eventStore.subscribeToAll({
          after,
          maxBatchSize: 1000,
          onBatch: async (events) => {
            const parsed = events.map((event) => ({ event, projected: toProjectedEvent(event) }));
            await Promise.all(
              [...projectors].map((projector) =>
                applyParsed(sql, projector, parsed).catch((error: unknown) => onFailure(projector, error)),
              ),
            );
            // Every projector left the group: its subscription ends (not awaited: it waits for this batch).
            if (projectors.size === 0) void subscription?.stop();
          },
        });
        current.add(subscription);
        await subscription.done;
      } catch (error) {
        if (stopped) return;
        log.error({ err: error, projectors: [...projectors].map((p) => p.name) }, 'projection failed; retrying');
        await pause();
      } finally {
        // The failed subscription is closed before the retry opens the next one: none is left open.
        await subscription?.stop();
        if (subscription) current.delete(subscription);
      }
    }
  }

  /** A projector on its own: a failing batch fails its subscription, which is retried from its checkpoint. */
  function alone(projector: Projector) {
    const loop = follow(new Set([projector]), (_, error) => {
      throw error;
    });
    loops.add(loop);
  }

  if (options.projectors.length === 1) alone(options.projectors[0]!);
  else {
    const group = new Set(options.projectors);
    loops.add(
      follow(group, (projector, error) => {
        if (stopped) return;
        log.error({ err: error, projector: projector.name }, 'projector failed; it goes on alone from its checkpoint');
        group.delete(projector);
        void pause().then(() => {
          if (!stopped) alone(projector);
        });
      }),
    );
  }

  return {
    async stop() {
      stopped = true;
      await Promise.all([...current].map((subscription) => subscription.stop()));
      while (loops.size > 0) {
        const running = [...loops];
        await Promise.all(running);
        for (const loop of running) loops.delete(loop);
      }
    },
  };
}

/** Where a group's subscription starts: the earliest checkpoint (null: from the log's beginning). */
function furthestBehind(checkpoints: (LogPosition | null)[]): LogPosition | null {
  if (checkpoints.includes(null)) return null;
  return (checkpoints as LogPosition[]).reduce((earliest, next) =>
    comparePositions(next, earliest) < 0 ? next : earliest,
  );
}

export async function applyBatch(sql: Sql, projector: Projector, events: RecordedEvent[]): Promise<void> {
  await applyParsed(
    sql,
    projector,
    events.map((event) => ({ event, projected: toProjectedEvent(event) })),
  );
}

/** Applies what the projector has not yet seen of a batch, and moves its checkpoint, in one transaction. */
async function applyParsed(
  sql: Sql,
  projector: Projector,
  batch: { event: RecordedEvent; projected: ProjectedEvent | null }[],
): Promise<void> {
  await sql.begin(async (tx) => {
    const [checkpoint] = await lockCheckpoint(tx, projector.name);
    if (!checkpoint) throw new Error(`Checkpoint of ${projector.name} disappeared`);
    const reached = toPosition(checkpoint);
    const fresh = reached ? batch.filter(({ event }) => comparePositions(event.position, reached) > 0) : batch;
    if (fresh.length === 0) return;
    const projected = fresh.map((item) => item.projected).filter((event) => event !== null);
    if (projected.length > 0) await projector.apply(tx, projected);
    await saveCheckpoint(tx, projector.name, fresh.at(-1)!.event.position);
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
