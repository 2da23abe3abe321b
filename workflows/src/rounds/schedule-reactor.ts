import type { TransactionSql } from '@hearth/platform/db';
import type { Projector } from '@hearth/platform/projections/projector';
import { currentRequestId, requestIdOf, withRequestId } from '@hearth/platform/request-context';

/**
 * Reacts to schedule changes (and to agencies whose schedule was set before the reactor first
 * ran): the round driver of that agency re-plans now. For the embedded runner this arms the
 * agency's durable timer in the same transaction as the reactor's checkpoint; for Temporal it
 * signals the agency's workflow (signal-with-start, so a missing workflow is started).
 */
export function scheduleReactor(
  onScheduleChanged: (tx: TransactionSql, agencyId: string, at: Date) => Promise<void>,
): Projector {
  return {
    name: 'reactor:round_schedules',
    version: 1,
    tables: [],
    reactor: true,
    async apply(tx, events) {
      for (const event of events) {
        // As part of the request that changed the schedule: its id is on every line this work logs.
        if (event.type === 'SurveyScheduleChanged')
          await withRequestId(requestIdOf(event.metadata), () =>
            onScheduleChanged(tx, event.data.agencyId, new Date(event.metadata.at)),
          );
      }
    },
  };
}

export const roundsJobKey = (agencyId: string) => `rounds:${agencyId}`;
export const roundsWorkflowId = (agencyId: string) => `agency-rounds-${agencyId}`;

/**
 * Embedded driver: the agency's round timer becomes due no later than the change. The generation
 * bump makes a run already under way (planned on the old schedule) hand back to a fresh run.
 */
export async function armRoundsJob(tx: TransactionSql, agencyId: string, at: Date): Promise<void> {
  // The request that armed it (a schedule change) goes with the job, for its run's log lines.
  const requestId = currentRequestId();
  const payload = requestId ? { agencyId, requestId } : { agencyId };
  await tx`
    insert into scheduled_jobs (job_key, kind, payload, due_at)
    values (${roundsJobKey(agencyId)}, 'rounds', ${tx.json(payload)}, ${at})
    on conflict (job_key) do update
      set due_at = least(scheduled_jobs.due_at, excluded.due_at), generation = scheduled_jobs.generation + 1,
          payload = excluded.payload`;
}
