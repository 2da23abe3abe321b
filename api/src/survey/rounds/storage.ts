import type { Sql, TransactionSql } from '@hearth/platform/db';
import type { Logger } from '@hearth/platform/logger';

/**
 * The per-round storage of migration 008 (docs/decisions/018-per-round-storage.md): participants,
 * links, who answered and sealed answers live in partitions keyed by the rounds' closing time, and a
 * partition is dropped, files and all, once no open round closes at its time.
 */
const TABLES = ['round_participants', 'round_links', 'round_answered', 'round_answers'] as const;

/** The distinct closing times among some rounds' (rounds opened on one minute share one). */
export const distinctClosingTimes = (times: Date[]): Date[] =>
  [...new Set(times.map((time) => time.getTime()))].map((time) => new Date(time));

const partition = (table: string, closesAt: Date) => `${table}_p${closesAt.getTime()}`;

/**
 * The advisory lock of one closing time's storage: creating or dropping its partitions takes it
 * alone; a transaction that opens rounds closing then takes it shared (`holdRoundStorage`), so a drop
 * waits for openings in flight and then sees their rounds.
 */
const storageLock = (closesAt: Date) => [7310018, Math.floor(closesAt.getTime() / 60_000) % 2_147_483_647] as const;

/**
 * Creates the partitions for rounds closing at `closesAt`, unless they exist. Each is made as a table
 * of its own and then attached, which does not block answers being stored in other rounds' partitions.
 */
export async function ensureRoundStorage(sql: Sql, closesAt: Date): Promise<void> {
  // Every agency on the same schedule shares one closing time: after the first, this is a lookup.
  if (knownTo(sql).has(closesAt.getTime())) return;
  await sql.begin(async (tx) => {
    // Two workers opening rounds that close at the same time must not both create the partitions.
    const [space, key] = storageLock(closesAt);
    await tx`select pg_advisory_xact_lock(${space}, ${key})`;
    const [existing] = await tx`select 1 from pg_class where relname = ${partition('round_answers', closesAt)}`;
    if (existing) return;
    const at = closesAt.toISOString();
    for (const table of TABLES) {
      const name = partition(table, closesAt);
      await tx.unsafe(`create table ${name} (like ${table} including defaults)`);
      await tx.unsafe(`alter table ${table} attach partition ${name} for values in ('${at}')`);
    }
    // Sealed answers are one fixed size, kept in the row: no TOAST (docs/decisions/013-performance.md).
    await tx.unsafe(`alter table ${partition('round_answers', closesAt)} alter column payload set storage plain`);
  });
  knownTo(sql).add(closesAt.getTime());
}

/**
 * Keeps the storage of `closesAt` from being dropped until the caller's transaction ends: for a
 * transaction that opens rounds closing then, whose rows a drop would not see before they commit.
 */
export async function holdRoundStorage(tx: TransactionSql, closesAt: Date): Promise<void> {
  const [space, key] = storageLock(closesAt);
  await tx`select pg_advisory_xact_lock_shared(${space}, ${key})`;
}

/**
 * Closing times whose partitions this process made or found. A partition is dropped only once no
 * round closing then is open, and a round opens only before its closing time, so none is needed
 * again after its drop; a write that finds it missing all the same forgets it here and ensures it anew.
 */
const known = new WeakMap<Sql, Set<number>>();

function knownTo(sql: Sql): Set<number> {
  const set = known.get(sql) ?? new Set<number>();
  known.set(sql, set);
  return set;
}

export function forgetRoundStorage(sql: Sql, closesAt: Date): void {
  knownTo(sql).delete(closesAt.getTime());
}

/** PostgreSQL's answer to a row whose partition does not exist. */
export function isMissingPartition(error: unknown): boolean {
  return (error as { code?: string }).code === '23514' && /no partition/.test(String((error as Error).message));
}

/**
 * Drops the partitions of `closesAt` once no round closing then is still open or closing. Dropping
 * needs a moment's exclusive lock on the parent tables; it waits at most `lockTimeoutMs` for it (so
 * it never holds up answers behind a long transaction) and answers whether it is done — a later close
 * or the hourly housekeeping tries again.
 */
export async function dropRoundStorage(sql: Sql, closesAt: Date, log: Logger, lockTimeoutMs = 2000): Promise<boolean> {
  const [open] = await sql`select 1 from round_state where closes_at = ${closesAt} and status <> 'closed' limit 1`;
  if (open) return false;
  try {
    const dropped = await sql.begin(async (tx) => {
      await tx.unsafe(`set local lock_timeout = ${Math.round(lockTimeoutMs)}`);
      // Openings in flight hold the storage's lock shared: wait for them, then look again, now that
      // their rounds are committed (a round opened meanwhile keeps the storage).
      const [space, key] = storageLock(closesAt);
      await tx`select pg_advisory_xact_lock(${space}, ${key})`;
      const [openedMeanwhile] = await tx`
        select 1 from round_state where closes_at = ${closesAt} and status <> 'closed' limit 1`;
      if (openedMeanwhile) return false;
      for (const table of TABLES) await tx.unsafe(`drop table if exists ${partition(table, closesAt)}`);
      return true;
    });
    if (dropped) forgetRoundStorage(sql, closesAt);
    return dropped;
  } catch (error) {
    log.warn({ err: error, closesAt }, 'round storage could not be dropped yet; it will be tried again');
    return false;
  }
}

/** Drops the storage of rounds that have all closed but whose partitions are still there (housekeeping). */
export async function dropLeftoverRoundStorage(deps: { sql: Sql; log: Logger }): Promise<number> {
  const rows = await deps.sql<{ epoch_ms: string }[]>`
    select (regexp_match(relname, '^round_answers_p([0-9]+)$'))[1] as epoch_ms from pg_class
    where relkind = 'r' and relname ~ '^round_answers_p[0-9]+$'`;
  let dropped = 0;
  for (const row of rows) {
    if (await dropRoundStorage(deps.sql, new Date(Number(row.epoch_ms)), deps.log)) dropped++;
  }
  return dropped;
}
