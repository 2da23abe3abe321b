import type { Config } from '@hearth/platform/config';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Where a request comes from, for rate limits and the audit log. Behind N trusted proxies the
 * client is the Nth address from the right of X-Forwarded-For: entries further left were written
 * by the client itself and prove nothing.
 */
export function clientIp(c: Context, config: Config): string {
  if (config.TRUST_PROXY > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const client = hops[hops.length - config.TRUST_PROXY];
    if (client) return client;
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
