import { eventMetadata, parseEvent } from '@hearth/contracts/events';
import type { Sql } from '../db';
import {
  comparePositions,
  type EventContent,
  type EventStore,
  type LogPosition,
  type Subscription,
} from '../eventstore/port';
import type { Logger } from '../logger';
import { lockCheckpoint, openCheckpoint, saveCheckpoint, toPosition } from './checkpoints';
import type { ProjectedEvent, Projector } from './projector';

export interface ProjectionRunner {
  stop(): Promise<void>;
}

/**
 * Runs the projectors. Those at the furthest checkpoint follow one catch-up subscription together:
 * each batch is read and parsed once and applied to every projector of the group side by side, each
 * in ONE transaction of its own that first locks its checkpoint row and moves it, so a batch is never
 * applied twice — not after a crash, not by a second runner, not to a projector already past it.
 * A projector behind the others (rebuilt from the start after a version change) or whose batch
 * fails follows the log alone, on a subscription of its own retried from its checkpoint after a
 * pause, and rejoins the group once it has caught up: neither holds the others back (ADR 037). So does
 * one still applying a batch long after another finished it (ADR 104).
 */
export async function startProjections(options: {
  sql: Sql;
  eventStore: EventStore;
  projectors: Projector[];
  log: Logger;
  retryDelayMs?: number;
  /** How long the group waits for a projector after another has finished the same batch (ADR 104). */
  stragglerMs?: number;
}): Promise<ProjectionRunner> {
  const { sql, eventStore, log } = options;
  let stopped = false;
  const current = new Set<Subscription>();
  const loops = new Set<Promise<void>>();
  const pause = () => new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? 1000));

  const checkpoints = await Promise.all(options.projectors.map((projector) => openCheckpoint(sql, projector)));
  const front = furthestAhead(checkpoints);
  const isBehind = (checkpoint: LogPosition | null) =>
    front !== null && (checkpoint === null || comparePositions(checkpoint, front) < 0);
  const group = new Set(options.projectors.filter((_, index) => !isBehind(checkpoints[index]!)));
  /** The end of the batch the group applies now (or last applied): a projector past it may join. */
  let groupFront = front;
  /** Wakes the group when it waits, empty, for a projector to (re)join it, or to stop. */
  let wakeGroup = () => undefined as void;

  /**
   * Follows the log for `projectors` until stopped. `starting` is told where each batch ends before
   * it is applied, `applied` after. When none is left the loop ends, or waits for `refilled`. With
   * `straggling`, a projector still applying a batch `stragglerMs` after another finished it is handed
   * over with its batch still running, and the others go on without it.
   */
  async function follow(
    projectors: Set<Projector>,
    hooks: {
      onFailure(projector: Projector, error: unknown): void;
      starting?(last: LogPosition): void;
      applied?(last: LogPosition): void;
      refilled?(): Promise<void>;
      straggling?(projector: Projector, batch: Promise<void>): void;
    },
  ) {
    while (!stopped) {
      if (projectors.size === 0) {
        if (!hooks.refilled) return;
        await hooks.refilled();
        continue;
      }
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
            const last = events.at(-1)!.position;
            const members = [...projectors];
            hooks.starting?.(last);
            const parsed = events.map((event) => ({ event, projected: toProjectedEvent(event) }));
            const batches = members.map((projector) =>
              applyParsed(sql, projector, parsed).catch((error: unknown) => hooks.onFailure(projector, error)),
            );
            if (hooks.straggling && members.length > 1) {
              const running = await withoutStragglers(batches, options.stragglerMs ?? STRAGGLER_MS);
              for (const index of running) hooks.straggling(members[index]!, batches[index]!);
            } else {
              await Promise.all(batches);
            }
            hooks.applied?.(last);
            // Every projector left: this subscription ends (not awaited: it waits for this batch).
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

  /**
   * A projector on its own: a failing batch fails its subscription, which is retried from its
   * checkpoint. Once a batch takes it as far as the group, it joins the group and this loop ends.
   */
  function alone(projector: Projector) {
    const own = new Set([projector]);
    const loop = follow(own, {
      onFailure(_, error) {
        throw error;
      },
      applied(last) {
        if (stopped || (groupFront !== null && comparePositions(last, groupFront) < 0)) return;
        own.delete(projector);
        group.add(projector);
        log.info({ projector: projector.name }, 'projector caught up; it rejoins the others');
        wakeGroup();
      },
    });
    loops.add(loop);
    // A loop that ended (its projector rejoined) is let go; `follow` itself never rejects.
    void loop.finally(() => loops.delete(loop)).catch(() => undefined);
  }

  loops.add(
    follow(group, {
      onFailure(projector, error) {
        if (stopped) return;
        log.error({ err: error, projector: projector.name }, 'projector failed; it goes on alone from its checkpoint');
        // A projector that left as a straggler is already on its way to follow alone.
        if (!group.has(projector)) return;
        group.delete(projector);
        void pause().then(() => {
          if (!stopped) alone(projector);
        });
      },
      starting(last) {
        groupFront = last;
      },
      straggling(projector, batch) {
        if (stopped) return;
        log.warn(
          { projector: projector.name },
          'projector slower than the others; it goes on alone from its checkpoint',
        );
        group.delete(projector);
        // It follows alone once its batch has ended, applied or failed; its checkpoint says which.
        const handedOver = batch.then(() => {
          if (!stopped) alone(projector);
        });
        loops.add(handedOver);
        void handedOver.finally(() => loops.delete(handedOver));
      },
      refilled: () =>
        new Promise<void>((resolve) => {
          wakeGroup = resolve;
        }),
    }),
  );
  for (const projector of options.projectors) {
    if (!group.has(projector)) {
      log.info({ projector: projector.name }, 'projector behind the others; it catches up alone');
      alone(projector);
    }
  }

  return {
    async stop() {
      stopped = true;
      wakeGroup();
      await Promise.all([...current].map((subscription) => subscription.stop()));
      while (loops.size > 0) {
        const running = [...loops];
        await Promise.all(running);
        for (const loop of running) loops.delete(loop);
      }
    },
  };
}

/** How long the group waits, by default, for a projector after another has finished the same batch. */
const STRAGGLER_MS = 2000;

/**
 * Waits for every batch, but no longer than `stragglerMs` after the first one ended: returns the indexes
 * of those still running then (ADR 104).
 */
async function withoutStragglers(batches: Promise<void>[], stragglerMs: number): Promise<number[]> {
  const ended = new Set<number>();
  const all = Promise.all(batches.map((batch, index) => batch.then(() => void ended.add(index))));
  let timer: NodeJS.Timeout | undefined;
  const patience = Promise.race(batches).then(
    () => new Promise<void>((resolve) => (timer = setTimeout(resolve, stragglerMs).unref())),
  );
  await Promise.race([all, patience]);
  clearTimeout(timer);
  return batches.map((_, index) => index).filter((index) => !ended.has(index));
}

/** Where the group starts: the furthest checkpoint (null: every projector starts from the beginning). */
function furthestAhead(checkpoints: (LogPosition | null)[]): LogPosition | null {
  return checkpoints.reduce<LogPosition | null>(
    (furthest, next) =>
      next !== null && (furthest === null || comparePositions(next, furthest) > 0) ? next : furthest,
    null,
  );
}

/** Where a group's subscription starts: the earliest checkpoint (null: from the log's beginning). */
function furthestBehind(checkpoints: (LogPosition | null)[]): LogPosition | null {
  if (checkpoints.includes(null)) return null;
  return (checkpoints as LogPosition[]).reduce((earliest, next) =>
    comparePositions(next, earliest) < 0 ? next : earliest,
  );
}

export async function applyBatch(sql: Sql, projector: Projector, events: EventContent[]): Promise<void> {
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
  batch: { event: EventContent; projected: ProjectedEvent | null }[],
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
export function toProjectedEvent(event: EventContent): ProjectedEvent | null {
  const parsed = parseEvent(event.type, event.data);
  if (!parsed) return null;
  return {
    type: parsed.type,
    data: parsed.data,
    metadata: eventMetadata.parse(event.metadata),
    streamName: event.streamName,
    position: event.position,
  } as ProjectedEvent;
}
