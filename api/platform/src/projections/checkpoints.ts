import type { Sql, TransactionSql } from '../db';
import type { LogPosition } from '../eventstore/port';
import { PROGRESS_CHANNEL } from '../read-your-writes';
import type { Projector } from './projector';

/** Position (0, 0) stands for "before the first event". */
export function toPosition(row: { commit_position: bigint; prepare_position: bigint }): LogPosition | null {
  if (row.commit_position === 0n && row.prepare_position === 0n) return null;
  return { commit: row.commit_position, prepare: row.prepare_position };
}

/**
 * Reads a projector's checkpoint, creating it on first run. When the projector's version
 * differs from the stored one its tables are emptied and it starts again from the beginning.
 */
export async function openCheckpoint(sql: Sql, projector: Projector): Promise<LogPosition | null> {
  return sql.begin(async (tx) => {
    const [row] = await lockCheckpoint(tx, projector.name);
    if (row && row.version === projector.version) return toPosition(row);
    if (row && projector.tables.length > 0) await tx`truncate ${tx(projector.tables)}`;
    await tx`
      insert into projection_checkpoints (projector, version, commit_position, prepare_position, read_model)
      values (${projector.name}, ${projector.version}, 0, 0, ${!projector.reactor})
      on conflict (projector) do update
        set version = excluded.version, commit_position = 0, prepare_position = 0, updated_at = now()`;
    return null;
  });
}

export function lockCheckpoint(tx: TransactionSql, projector: string) {
  return tx<{ version: number; commit_position: bigint; prepare_position: bigint }[]>`
    select version, commit_position, prepare_position from projection_checkpoints
    where projector = ${projector} for update`;
}

export async function saveCheckpoint(tx: TransactionSql, projector: string, position: LogPosition) {
  await tx`
    update projection_checkpoints
    set commit_position = ${position.commit}, prepare_position = ${position.prepare}, updated_at = now()
    where projector = ${projector}`;
  await tx`select pg_notify(${PROGRESS_CHANNEL}, '')`;
}
