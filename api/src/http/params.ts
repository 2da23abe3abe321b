import { notFound } from '@hearth/platform/errors';
import type { Context } from 'hono';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `:id` path parameter; anything that is not one of our ids is simply not found. */
export function idParam(c: Context, notFoundMessage: string, name = 'id'): string {
  const id = c.req.param(name);
  if (!id || !UUID.test(id)) throw notFound(notFoundMessage);
  return id.toLowerCase();
}
