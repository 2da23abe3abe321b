import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../platform/config';

/** Where a request comes from, for rate limits and the audit log. */
export function clientIp(c: Context, config: Config): string {
  if (config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function userAgent(c: Context): string {
  return c.req.header('user-agent') ?? '';
}
