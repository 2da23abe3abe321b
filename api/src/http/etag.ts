import { invalid } from '@hearth/platform/errors';
import type { Context } from 'hono';

/**
 * Optimistic concurrency over HTTP (ETag/If-Match answered with 412, docs/house-style.md): GET answers the
 * version as an ETag; a PATCH carrying If-Match is refused when someone saved in between.
 */
export function setEtag(c: Context, version: number) {
  c.header('ETag', `"${version}"`);
}

export function ifMatchVersion(c: Context): number | undefined {
  const header = c.req.header('if-match');
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"(\d+)"\s*$/.exec(header);
  if (!match)
    throw invalid('The If-Match header must be an ETag from a previous answer, like "3".', 'INVALID_IF_MATCH');
  return Number(match[1]);
}
