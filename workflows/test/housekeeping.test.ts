import { suiteDatabase } from '@hearth/platform/test/support/database';
import { describe, expect, it } from 'vitest';
import { purgeExpired } from '../src/housekeeping/purge-expired';

describe('housekeeping activity', () => {
  const db = suiteDatabase();

  it('deletes only expired secrets, and a second run deletes nothing more', async () => {
    const now = new Date('2026-03-02T12:00:00Z');
    const past = new Date('2026-03-02T11:00:00Z');
    const future = new Date('2026-03-02T13:00:00Z');
    const member = '00000000-0000-4000-8000-000000000001';
    for (const [key, expiry] of [
      ['a', past],
      ['b', future],
    ] as const) {
      await db.sql`insert into sessions (id_hash, member_id, agency_id, remember, created_at, last_seen_at,
                                      idle_expires_at, absolute_expires_at)
                   values (${Buffer.from(key)}, ${member}, ${member}, false, ${past}, ${past}, ${expiry}, ${future})`;
      await db.sql`insert into one_time_tokens (token_hash, purpose, member_id, agency_id, expires_at)
                   values (${Buffer.from(key)}, 'reset_password', ${member}, ${member}, ${expiry})`;
    }
    expect(await purgeExpired(db.sql, now)).toEqual({
      sessions: 1,
      signInChallenges: 0,
      linkTokens: 1,
      rateLimitCounters: 0,
    });
    expect(await purgeExpired(db.sql, now)).toEqual({
      sessions: 0,
      signInChallenges: 0,
      linkTokens: 0,
      rateLimitCounters: 0,
    });
    expect(await db.sql`select * from sessions`).toHaveLength(1);
  });
});
