import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from './activities';

/** Workflow code: deterministic, activity types only, a timeout on every activity (STYLE rule 6). */
const { purgeExpired } = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { maximumAttempts: 5 },
});

/** Started hourly by the `hearth-housekeeping` Schedule. */
export async function housekeepingWorkflow() {
  return purgeExpired();
}
