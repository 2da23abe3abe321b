import { proxyActivities, sleep } from '@temporalio/workflow';
import type { Activities } from '../../src/activities';

/**
 * A deliberately incompatible edit of `agencyRoundsWorkflow` (it sleeps before its first step):
 * replaying a recorded history against it must fail, or the replay test could not catch a change
 * that breaks running workflows.
 */
const { advanceAgencyRounds } = proxyActivities<Activities>({ startToCloseTimeout: '10 minutes' });

export async function agencyRoundsWorkflow(agencyId: string): Promise<void> {
  await sleep('1 minute');
  await advanceAgencyRounds(agencyId);
}
