import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The HTTP request a piece of work belongs to (docs/runbook.md, "Logs and request ids"): set by the api
 * for each request, recorded in the metadata of the events its commands append, and set again by the
 * reactors and jobs those events cause, so that every log line of the request, and of the work it
 * caused, names its id.
 */
const context = new AsyncLocalStorage<string | string[]>();

/** Runs `work` as part of request `requestId` (none: as it is). */
export function withRequestId<T>(requestId: string | null | undefined, work: () => T): T {
  return requestId ? context.run(requestId, work) : work();
}

/**
 * Runs `work` — several requests' jobs done together (a batch of round openings) — as part of every
 * request among `requestIds`: its log lines list them all, or name the one if only one is known (none:
 * as it is).
 */
export function withRequestIds<T>(requestIds: (string | null | undefined)[], work: () => T): T {
  const known = [...new Set(requestIds.filter((id): id is string => Boolean(id)))];
  if (known.length === 1) return context.run(known[0]!, work);
  return known.length > 1 ? context.run(known, work) : work();
}

/** The one request the current work belongs to (none inside a batch of several requests' jobs). */
export const currentRequestId = (): string | undefined => {
  const store = context.getStore();
  return typeof store === 'string' ? store : undefined;
};

/** The request id of an event, from its metadata, if it came from one. */
export function requestIdOf(metadata: unknown): string | undefined {
  const id = (metadata as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' ? id : undefined;
}

/** pino's mixin: each log line made inside a request's work carries its id, or a batch's ids. */
export function requestIdMixin(): { requestId?: string; requestIds?: string[] } {
  const store = context.getStore();
  if (store === undefined) return {};
  return typeof store === 'string' ? { requestId: store } : { requestIds: store };
}
