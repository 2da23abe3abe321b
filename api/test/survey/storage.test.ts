import { silentLogger } from '@hearth/platform/logger';
import { suiteDatabase } from '@hearth/platform/test/support/database';
import { describe, expect, it } from 'vitest';
import { dropRoundStorage, ensureRoundStorage } from '../../src/survey/rounds/storage';

/** Per-round storage (ADR 018): partitions made once per closing time, and gone with their files. */
describe('per-round storage', () => {
  const db = suiteDatabase();

  const partitions = async () =>
    (
      await db.sql<
        { relname: string }[]
      >`select relname from pg_class where relkind = 'r' and relname like 'round_answers_p%'`
    ).map((row) => row.relname);

  it('makes the partitions once for any closing time, to the millisecond, and drops them', async () => {
    const closesAt = new Date('2026-03-10T13:00:17.345Z');
    await ensureRoundStorage(db.sql, closesAt);
    await ensureRoundStorage(db.sql, closesAt);
    await Promise.all([
      ensureRoundStorage(db.sql, new Date('2026-03-17T13:00:00Z')),
      ensureRoundStorage(db.sql, closesAt),
    ]);
    expect((await partitions()).sort()).toEqual([
      `round_answers_p${closesAt.getTime()}`,
      `round_answers_p${Date.parse('2026-03-17T13:00:00Z')}`,
    ]);
    expect(await dropRoundStorage(db.sql, closesAt, silentLogger)).toBe(true);
    expect(await partitions()).toEqual([`round_answers_p${Date.parse('2026-03-17T13:00:00Z')}`]);
  });
});
