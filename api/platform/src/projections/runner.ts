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

interface RunnerOptions {
  sql: Sql;
  eventStore: EventStore;
  projectors: Projector[];
  log: Logger;
  retryDelayMs?: number;
  /** How long the group waits for a projector after another has finished the same batch (ADR 104). */
  stragglerMs?: number;
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
export async function startProjections(options: RunnerOptions): Promise<ProjectionRunner> {
  const checkpoints = await Promise.all(options.projectors.map((projector) => openCheckpoint(options.sql, projector)));
  return new Runner(options, checkpoints);
}

/** What `follow` tells its caller about the batches it applies. */
interface FollowHooks {
  onFailure(projector: Projector, error: unknown): void;
  /** Where the batch about to be applied ends. */
  starting?(last: LogPosition): void;
  /** Where the batch just applied ended. */
  applied?(last: LogPosition): void;
  /** With no projector left to follow for: waits for one, or the loop ends when absent. */
  refilled?(): Promise<void>;
  /** A projector still applying `batch` `stragglerMs` after another finished it. */
  straggling?(projector: Projector, batch: Promise<void>): void;
}

/**
 * Each projector is in one of three places, and moves between them only by these transitions:
 *
 *     start, at the furthest checkpoint ─────────────────────────────► group
 *     start, behind it ──────────────────────────────────────────────► alone
 *     group ── its batch failed (after a pause) ─────────────────────► alone       (`#leaveGroup`)
 *     group ── still applying `stragglerMs` after another finished ──► leaving     (`#leaveGroup`)
 *     leaving ── its batch ended, applied or failed ─────────────────► alone       (`#followAlone`)
 *     alone ── a batch took it as far as the group's front ──────────► group       (`#rejoin`)
 *
 * The group is one loop over one subscription (`#group`, the projectors in it); each projector alone is
 * a loop of its own. Stopping ends every loop.
 */
class Runner implements ProjectionRunner {
  readonly #options: RunnerOptions;
  readonly #group: Set<Projector>;
  /** The end of the batch the group applies now (or last applied): a projector past it may join. */
  #groupFront: LogPosition | null;
  /** Wakes the group's loop when it waits, empty, for a projector to rejoin it, or to stop. */
  #wakeGroup: () => void = () => undefined;
  readonly #subscriptions = new Set<Subscription>();
  readonly #loops = new Set<Promise<void>>();
  #state: 'running' | 'stopping' = 'running';

  constructor(options: RunnerOptions, checkpoints: (LogPosition | null)[]) {
    this.#options = options;
    const front = furthestAhead(checkpoints);
    const behind = (checkpoint: LogPosition | null) =>
      front !== null && (checkpoint === null || comparePositions(checkpoint, front) < 0);
    this.#group = new Set(options.projectors.filter((_, index) => !behind(checkpoints[index]!)));
    this.#groupFront = front;
    this.#track(
      this.#follow(this.#group, {
        onFailure: (projector, error) => this.#leaveGroup(projector, { failed: error }),
        starting: (last) => {
          this.#groupFront = last;
        },
        straggling: (projector, batch) => this.#leaveGroup(projector, { straggling: batch }),
        refilled: () =>
          new Promise<void>((resolve) => {
            this.#wakeGroup = resolve;
          }),
      }),
    );
    for (const projector of options.projectors) {
      if (this.#group.has(projector)) continue;
      options.log.info({ projector: projector.name }, 'projector behind the others; it catches up alone');
      this.#followAlone(projector);
    }
  }

  // An arrow property: it keeps its runner when passed on.
  readonly stop = async (): Promise<void> => {
    this.#state = 'stopping';
    this.#wakeGroup();
    await Promise.all([...this.#subscriptions].map((subscription) => subscription.stop()));
    while (this.#loops.size > 0) {
      const running = [...this.#loops];
      await Promise.all(running);
      for (const loop of running) this.#loops.delete(loop);
    }
  };

  /** group → alone (a failed batch, after a pause) or group → leaving (a straggler, until its batch ends). */
  #leaveGroup(projector: Projector, why: { failed: unknown } | { straggling: Promise<void> }): void {
    const { log } = this.#options;
    if (this.#state !== 'running') return;
    if ('failed' in why) {
      log.error(
        { err: why.failed, projector: projector.name },
        'projector failed; it goes on alone from its checkpoint',
      );
      // A projector that left as a straggler is already on its way to follow alone.
      if (!this.#group.has(projector)) return;
      this.#group.delete(projector);
      void this.#pause().then(() => this.#followAlone(projector));
      return;
    }
    log.warn({ projector: projector.name }, 'projector slower than the others; it goes on alone from its checkpoint');
    this.#group.delete(projector);
    // It follows alone once its batch has ended, applied or failed; its checkpoint says which.
    this.#track(why.straggling.then(() => this.#followAlone(projector)));
  }

  /**
   * → alone: a loop of its own, from its checkpoint; a failing batch fails its subscription, which is
   * retried. The loop ends when the projector rejoins the group.
   */
  #followAlone(projector: Projector): void {
    if (this.#state !== 'running') return;
    const own = new Set([projector]);
    this.#track(
      this.#follow(own, {
        onFailure(_, error) {
          throw error;
        },
        applied: (last) => this.#rejoin(projector, own, last),
      }),
    );
  }

  /** alone → group, once a batch ending at `last` took it as far as the group's front. */
  #rejoin(projector: Projector, own: Set<Projector>, last: LogPosition): void {
    if (this.#state !== 'running') return;
    if (this.#groupFront !== null && comparePositions(last, this.#groupFront) < 0) return;
    own.delete(projector);
    this.#group.add(projector);
    this.#options.log.info({ projector: projector.name }, 'projector caught up; it rejoins the others');
    this.#wakeGroup();
  }

  /** Keeps a loop until it ends, so that `stop` waits for it; `follow` itself never rejects. */
  #track(loop: Promise<void>): void {
    this.#loops.add(loop);
    void loop.finally(() => this.#loops.delete(loop)).catch(() => undefined);
  }

  #pause(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.#options.retryDelayMs ?? 1000));
  }

  /**
   * Follows the log for `projectors` until stopped, on one subscription from the earliest of their
   * checkpoints, retried after a pause when it fails. When none is left the loop ends, or waits for
   * `refilled`. With `straggling`, a projector still applying a batch `stragglerMs` after another
   * finished it is handed over with its batch still running, and the others go on without it.
   */
  async #follow(projectors: Set<Projector>, hooks: FollowHooks): Promise<void> {
    const { sql, eventStore, log } = this.#options;
    while (this.#state === 'running') {
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
        if (this.#state !== 'running') return;
        subscription = eventStore.subscribeToAll({
          after,
          maxBatchSize: 1000,
          onBatch: async (events) => {
            await this.#applyToAll(projectors, events, hooks);
            // Every projector left: this subscription ends (not awaited: it waits for this batch).
            if (projectors.size === 0) void subscription?.stop();
          },
        });
        this.#subscriptions.add(subscription);
        await subscription.done;
      } catch (error) {
        if (this.#state !== 'running') return;
        log.error({ err: error, projectors: [...projectors].map((p) => p.name) }, 'projection failed; retrying');
        await this.#pause();
      } finally {
        // The failed subscription is closed before the retry opens the next one: none is left open.
        await subscription?.stop();
        if (subscription) this.#subscriptions.delete(subscription);
      }
    }
  }

  /** One batch, parsed once, applied to each projector in a transaction of its own, side by side. */
  async #applyToAll(projectors: Set<Projector>, events: EventContent[], hooks: FollowHooks): Promise<void> {
    const last = events.at(-1)!.position;
    const members = [...projectors];
    hooks.starting?.(last);
    const parsed = events.map((event) => ({ event, projected: toProjectedEvent(event) }));
    const batches = members.map((projector) =>
      applyParsed(this.#options.sql, projector, parsed).catch((error: unknown) => hooks.onFailure(projector, error)),
    );
    if (hooks.straggling && members.length > 1) {
      const running = await withoutStragglers(batches, this.#options.stragglerMs ?? STRAGGLER_MS);
      for (const index of running) hooks.straggling(members[index]!, batches[index]!);
    } else {
      await Promise.all(batches);
    }
    hooks.applied?.(last);
  }
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
