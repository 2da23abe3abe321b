import type { Logger } from '@hearth/platform/logger';

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * Connects to Temporal, and keeps trying while it is unreachable (a server restarting, a worker
 * started before its server) instead of giving up: the worker process then waits, logging each
 * failure, and carries on once Temporal answers. `stopped` ends the wait when the process stops.
 */
export async function connectWithRetry<T>(
  what: string,
  connect: () => Promise<T>,
  log: Logger,
  stopped: () => boolean = () => false,
): Promise<T> {
  let delay = FIRST_RETRY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await connect();
    } catch (error) {
      if (stopped()) throw error;
      log.warn({ err: error, attempt, retryInMs: delay }, `${what}: Temporal is unreachable; trying again`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, LAST_RETRY_MS);
    }
  }
}
