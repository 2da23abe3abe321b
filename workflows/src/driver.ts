import { backgroundWork } from '@hearth/api/background';
import type { Deps } from '@hearth/platform/deps';
import { type ProjectionRunner, startProjections } from '@hearth/platform/projections/runner';
import { erasureReactor } from './members/erasure-reactor';
import { scheduleReactor } from './rounds/schedule-reactor';

/** A workflow driver as `startWorkflows` runs it: Temporal (`temporal/driver.ts`) or the embedded runner. */
export interface Driver {
  runDue?(): Promise<unknown>;
  stop(): Promise<void>;
}

/** The reactors: re-plan an agency's rounds when its schedule changes; erase a removed member's data. */
export function startReactors(
  deps: Deps,
  onScheduleChanged: Parameters<typeof scheduleReactor>[0],
): Promise<ProjectionRunner> {
  return startProjections({
    sql: deps.sql,
    eventStore: deps.eventStore,
    projectors: [scheduleReactor(onScheduleChanged), erasureReactor(backgroundWork(deps).erasePersonalData)],
    log: deps.log,
  });
}
