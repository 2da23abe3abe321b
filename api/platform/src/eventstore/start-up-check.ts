import { randomUUID } from 'node:crypto';
import { selfCheckStream } from '@hearth/contracts/streams';
import type { Sql } from '../db';
import { StartupError } from '../errors';
import type { Logger } from '../logger';
import { comparePositions, type EventStore } from './port';

const SUBSCRIBE_TIMEOUT_MS = 15_000;
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * Makes sure the projection checkpoints belong to this event store: positions of one store mean
 * nothing in another, so reading on from them would silently skip (or repeat) events. The first
 * process records the store; one pointed at another store while any checkpoint has moved stops.
 */
export async function bindCheckpointsToStore(sql: Sql, eventStore: EventStore): Promise<void> {
  const store = await eventStore.identity();
  await sql.begin(async (tx) => {
    await tx`lock table checkpoint_store in exclusive mode`;
    const [bound] = await tx<{ store: string }[]>`select store from checkpoint_store`;
    if (bound?.store === store) return;
    const [moved] = await tx`
      select 1 from projection_checkpoints where commit_position <> 0 or prepare_position <> 0 limit 1`;
    if (bound && moved)
      throw new StartupError(
        `The read models in this database were built from another event store (${bound.store}) than the one ` +
          `this process reads (${store}). Point EVENTSTORE_URL back at the store they were built from, or start ` +
          'on an empty database to build them from this one.',
      );
    await tx`
      insert into checkpoint_store (store) values (${store})
      on conflict (singleton) do update set store = excluded.store, bound_at = now()`;
  });
}

/**
 * The event store's start-up self-check: an event appended to a scratch stream of its own, read
 * back from the stream, and received by a subscription to the whole log. Proves the store takes
 * writes, answers reads and delivers to subscribers before `/readyz` says the process is ready.
 */
export async function selfCheck(eventStore: EventStore, processName: string): Promise<void> {
  const checkId = randomUUID();
  const stream = selfCheckStream(checkId);
  const before = await eventStore.lastPosition();
  let received: () => void = () => undefined;
  const delivered = new Promise<void>((resolve) => {
    received = resolve;
  });
  const subscription = eventStore.subscribeToAll({
    after: before,
    onBatch: async (events) => {
      if (events.some((event) => event.streamName === stream)) received();
    },
  });
  try {
    const written = await eventStore.append(
      stream,
      [
        {
          type: 'StoreSelfChecked',
          data: { checkId, process: processName },
          metadata: { actorId: null, at: new Date().toISOString() },
        },
      ],
      'no_stream',
    );
    const [read] = await eventStore.readStream(stream);
    if (read?.type !== 'StoreSelfChecked' || comparePositions(read.position, written.position) !== 0)
      throw new Error('the event just appended did not read back');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      delivered,
      subscription.done.then(() => {
        throw new Error('the subscription ended before it delivered the event');
      }),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no subscriber received the event within ${SUBSCRIBE_TIMEOUT_MS / 1000} s`)),
          SUBSCRIBE_TIMEOUT_MS,
        );
      }),
    ]).finally(() => clearTimeout(timer));
  } finally {
    await subscription.stop();
  }
}

/**
 * Both checks, retried while the store is unreachable (a server still starting); a store that
 * is not the checkpoints' own stops the process at once (StartupError).
 */
export async function checkEventStore(options: {
  sql: Sql;
  eventStore: EventStore;
  log: Logger;
  processName: string;
  stopped?: () => boolean;
}): Promise<void> {
  let delay = FIRST_RETRY_MS;
  for (;;) {
    try {
      await bindCheckpointsToStore(options.sql, options.eventStore);
      await selfCheck(options.eventStore, options.processName);
      options.log.info('event store self-check passed');
      return;
    } catch (error) {
      if (error instanceof StartupError || options.stopped?.()) throw error;
      options.log.warn({ err: error, retryInMs: delay }, 'event store self-check failed; trying again');
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, LAST_RETRY_MS);
    }
  }
}
