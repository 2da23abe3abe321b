import type { Sql } from './db';
import type { EventStore, LogPosition } from './eventstore/port';
import type { Logger } from './logger';

/** The projection runner notifies this channel whenever a checkpoint moves. */
export const PROGRESS_CHANNEL = 'hearth_projections';

export interface ProjectionWaiter {
  /**
   * Resolves once every projector has processed the log up to `position`, or after `timeoutMs`
   * (a slow projector delays an answer, it never fails a command that already happened).
   */
  waitFor(position: LogPosition, timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Read-your-writes (docs/architecture.md): a command answers only after the read models include its events,
 * so the SPA's refetch shows the change. Works whether the projector runs in this process or
 * another: it watches `projection_checkpoints`, woken by the runner's NOTIFY.
 */
export function createProjectionWaiter(sql: Sql, log: Logger): ProjectionWaiter {
  const waiting = new Set<() => void>();
  let listening: ReturnType<Sql['listen']> | null = null;

  async function reached(position: LogPosition): Promise<boolean> {
    const [row] = await sql<{ behind: number }[]>`
      select count(*)::int as behind from projection_checkpoints
      where read_model and (commit_position, prepare_position) < (${position.commit}, ${position.prepare})`;
    return row?.behind === 0;
  }

  return {
    async waitFor(position, timeoutMs = 5000) {
      listening ??= sql.listen(PROGRESS_CHANNEL, () => {
        for (const wake of waiting) wake();
      });
      await listening;
      const deadline = Date.now() + timeoutMs;
      while (!(await reached(position))) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) {
          log.warn({ position: `${position.commit}/${position.prepare}` }, 'read models did not catch up in time');
          return false;
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiting.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, Math.min(remaining, 100));
          waiting.add(wake);
        });
      }
      return true;
    },
    async close() {
      if (listening) await (await listening).unlisten();
      listening = null;
    },
  };
}

/**
 * Waits until the read models include every event appended so far: for work that reads them right
 * after background commands that did not wait (the digest after a round's close, say).
 */
export async function waitForReadModels(
  deps: { eventStore: EventStore; projections: ProjectionWaiter },
  timeoutMs?: number,
): Promise<boolean> {
  const head = await deps.eventStore.lastPosition();
  return head === null || (await deps.projections.waitFor(head, timeoutMs));
}
