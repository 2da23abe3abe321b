import { Client, ScheduleAlreadyRunning, ScheduleOverlapPolicy } from '@temporalio/client';
import type { housekeepingWorkflow } from './workflows';

export const HOUSEKEEPING_SCHEDULE_ID = 'hearth-housekeeping';

/** Creates the product's Schedules once; an existing Schedule is left as it is. */
export async function ensureSchedules(client: Client, taskQueue: string): Promise<void> {
  try {
    await client.schedule.create({
      scheduleId: HOUSEKEEPING_SCHEDULE_ID,
      spec: { intervals: [{ every: '1 hour' }] },
      action: { type: 'startWorkflow', workflowType: 'housekeepingWorkflow' satisfies typeof housekeepingWorkflow.name, taskQueue },
      policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 day' },
    });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
}
