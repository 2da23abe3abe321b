import type { Sql } from './db';
import { tooManyRequests } from './errors';

export interface RateLimitRule {
  /** Distinguishes counters of different endpoints that share a key (an IP, an email). */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * A fixed-window counter in PostgreSQL, so that every process enforces the same limit.
 * Throws a 429 error once `limit` hits happened within the window.
 */
export async function enforceRateLimit(sql: Sql, rule: RateLimitRule, key: string, now: Date): Promise<void> {
  if (!(await countHit(sql, rule, key, now))) throw tooManyRequests();
}

/** Counts a hit; answers whether it is still within the limit. */
export async function countHit(sql: Sql, rule: RateLimitRule, key: string, now: Date): Promise<boolean> {
  const bucket = `${rule.name}:${key}`;
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const [row] = await sql<{ hits: number }[]>`
    insert into rate_limits as current (bucket, window_started_at, hits)
    values (${bucket}, ${now}, 1)
    on conflict (bucket) do update set
      hits = case when current.window_started_at <= ${windowStart} then 1 else current.hits + 1 end,
      window_started_at = case when current.window_started_at <= ${windowStart} then ${now}
                               else current.window_started_at end
    returning hits`;
  return (row?.hits ?? 0) <= rule.limit;
}
