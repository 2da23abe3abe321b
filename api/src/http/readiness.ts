import { READY_MAX_PROJECTION_LAG_SECONDS, type Readiness } from '@hearth/contracts/operations';
import type { Deps } from '@hearth/platform/deps';
import { comparePositions, type LogPosition } from '@hearth/platform/eventstore/port';
import { toPosition } from '@hearth/platform/projections/checkpoints';

const CHECK_TIMEOUT_MS = 2000;

/**
 * `GET /readyz`: ready only while the database and the event store answer, the event store's
 * start-up self-check has passed, and no read model lags more than
 * READY_MAX_PROJECTION_LAG_SECONDS behind the log — the age of the oldest event one of them has
 * not processed yet, so a stopped projections process makes the api unready within that bound.
 */
export async function readiness(deps: Deps, eventStoreChecked: () => boolean): Promise<Readiness> {
  const [database, eventStore, projectionLagSeconds] = await Promise.all([
    answers(deps.sql`select 1`),
    answers(deps.eventStore.lastPosition()),
    answering(projectionLag(deps)),
  ]);
  const selfCheck = eventStoreChecked();
  const lagging = projectionLagSeconds === null || projectionLagSeconds > READY_MAX_PROJECTION_LAG_SECONDS;
  return {
    status: database && eventStore && selfCheck && !lagging ? 'ready' : 'not_ready',
    checks: { database, eventStore, selfCheck, projectionLagSeconds },
  };
}

/** Seconds since the oldest event that some read model has not processed was written (0: none behind). */
export async function projectionLag(deps: Pick<Deps, 'sql' | 'eventStore'>): Promise<number> {
  const rows = await deps.sql<{ commit_position: bigint; prepare_position: bigint }[]>`
    select commit_position, prepare_position from projection_checkpoints where read_model`;
  const positions = rows.map(toPosition);
  // No read model has started yet: everything in the log is behind.
  const furthestBehind: LogPosition | null =
    positions.length === 0 || positions.includes(null)
      ? null
      : positions.reduce((a, b) => (comparePositions(a!, b!) <= 0 ? a : b));
  const [oldest] = await deps.eventStore.readAll({ after: furthestBehind, maxCount: 1 });
  if (!oldest) return 0;
  return Math.max(0, Math.round((Date.now() - oldest.recordedAt.getTime()) / 1000));
}

async function answers(check: PromiseLike<unknown>): Promise<boolean> {
  return (await answering(Promise.resolve(check).then(() => true))) ?? false;
}

/** The check's answer, or null when it failed or took longer than CHECK_TIMEOUT_MS. */
async function answering<T>(check: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
