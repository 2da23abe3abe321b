import type { Clock } from '@hearth/api/platform/clock';
import type { Sql } from '@hearth/api/platform/db';
import { purgeExpired } from '../housekeeping/purge-expired';

/**
 * Activities are plain functions over injected dependencies (the Temporal samples'
 * activities-dependency-injection pattern). The embedded runner calls the very same functions.
 */
export function createActivities(deps: { sql: Sql; clock: Clock }) {
  return {
    purgeExpired: () => purgeExpired(deps.sql, deps.clock.now()),
  };
}

export type Activities = ReturnType<typeof createActivities>;
