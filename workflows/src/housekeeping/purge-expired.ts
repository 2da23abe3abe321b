import type { Sql } from '@hearth/platform/db';

export interface PurgeReport {
  sessions: number;
  signInChallenges: number;
  linkTokens: number;
  rateLimitCounters: number;
}

/**
 * Deletes secrets that can no longer be used: expired sessions, sign-in challenges and link
 * tokens, and rate-limit counters older than a day. Idempotent: running it twice deletes nothing more.
 */
export async function purgeExpired(sql: Sql, now: Date): Promise<PurgeReport> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const sessions = await sql`delete from sessions where idle_expires_at <= ${now} or absolute_expires_at <= ${now}`;
  const signInChallenges = await sql`delete from mfa_challenges where expires_at <= ${now}`;
  const linkTokens = await sql`delete from one_time_tokens where expires_at <= ${now}`;
  const rateLimitCounters = await sql`delete from rate_limits where window_started_at <= ${dayAgo}`;
  return {
    sessions: sessions.count,
    signInChallenges: signInChallenges.count,
    linkTokens: linkTokens.count,
    rateLimitCounters: rateLimitCounters.count,
  };
}

export const HOUSEKEEPING_INTERVAL_MS = 3600_000;
