import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The HTTP request a piece of work belongs to (docs/runbook.md, "Logs and request ids"): set by the api
 * for each request, recorded in the metadata of the events its commands append, and set again by the
 * reactors and jobs those events cause, so that every log line of the request, and of the work it
 * caused, names its id.
 */
const context = new AsyncLocalStorage<string>();

/** Runs `work` as part of request `requestId` (none: as it is). */
export function withRequestId<T>(requestId: string | null | undefined, work: () => T): T {
  return requestId ? context.run(requestId, work) : work();
}

export const currentRequestId = (): string | undefined => context.getStore();

/** The request id of an event, from its metadata, if it came from one. */
export function requestIdOf(metadata: unknown): string | undefined {
  const id = (metadata as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' ? id : undefined;
}

/** pino's mixin: each log line made inside a request's work carries its id. */
export function requestIdMixin(): { requestId?: string } {
  const requestId = context.getStore();
  return requestId ? { requestId } : {};
}
