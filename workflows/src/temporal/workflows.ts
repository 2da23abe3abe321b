import { condition, continueAsNew, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { runRoundsLoop } from '../rounds/loop';

/**
 * Workflow code: deterministic, activity types only, a timeout on every activity (docs/house-style.md, rule 6).
 * Activities retry without limit (backing off to every 10 minutes): a long database or mail outage
 * delays the rounds but never ends an agency's workflow, as the embedded runner never gives up.
 * An agency's rounds take well under a second (mail leaves through the outbox, not the activity).
 */
const RETRY = { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' } as const;
/**
 * An agency's step runs in a batch of up to 25 that arrived together (ADR 093), well under a second;
 * a task lost with a worker is retried 20 s later at most, not after a minute.
 */
const { advanceAgencyRounds } = proxyActivities<Activities>({
  startToCloseTimeout: '20 seconds',
  retry: { ...RETRY, initialInterval: '1 second' },
});
const { purgeExpired } = proxyActivities<Activities>({ startToCloseTimeout: '1 minute', retry: RETRY });
/** Every agency's digest and alerts in one activity: minutes at 10,000 agencies. */
const { sendDueNotifications } = proxyActivities<Activities>({ startToCloseTimeout: '10 minutes', retry: RETRY });

/** Started hourly by the `hearth-housekeeping` Schedule. */
export async function housekeepingWorkflow() {
  return purgeExpired();
}

/**
 * Started at the top of every hour by the `hearth-notifications` Schedule: Monday digests and daily
 * alerts that are due.
 */
export async function notificationsWorkflow() {
  return sendDueNotifications();
}

/**
 * Sent when an agency's schedule changes: the workflow re-plans at once. It carries the id of the request
 * that changed it, if any, for the log lines of the steps it causes (docs/runbook.md).
 */
export const scheduleChangedSignal = defineSignal<[requestId?: string]>('scheduleChanged');

/**
 * One long-running workflow per agency (`agency-rounds-<agencyId>`): opens rounds, reminds and
 * closes them with durable timers, and continues as new after each round so its history stays small.
 */
export async function agencyRoundsWorkflow(agencyId: string): Promise<void> {
  let changed = false;
  /** The request that last changed the schedule: its steps log under its id until the week ends. */
  let requestId: string | undefined;
  setHandler(scheduleChangedSignal, (id) => {
    changed = true;
    if (id) requestId = id;
  });
  await runRoundsLoop({
    // Histories from before request ids were carried have no id: the activity is called as it was then.
    advance: () => (requestId ? advanceAgencyRounds(agencyId, requestId) : advanceAgencyRounds(agencyId)),
    sleep: async (ms) => {
      if (ms === null) await condition(() => changed);
      else await condition(() => changed, ms);
      changed = false;
    },
  });
  await continueAsNew<typeof agencyRoundsWorkflow>(agencyId);
}
