import { type Client, ScheduleAlreadyRunning, ScheduleOverlapPolicy, type ScheduleSpec } from '@temporalio/client';
import type { housekeepingWorkflow, notificationsWorkflow } from './workflows';

const SCHEDULES: { scheduleId: string; workflowType: string; spec: ScheduleSpec }[] = [
  {
    scheduleId: 'hearth-housekeeping',
    workflowType: 'housekeepingWorkflow' satisfies typeof housekeepingWorkflow.name,
    spec: { intervals: [{ every: '1 hour' }] },
  },
  // At the top of every hour, so digests leave at 08:00 in every agency's zone.
  {
    scheduleId: 'hearth-notifications',
    workflowType: 'notificationsWorkflow' satisfies typeof notificationsWorkflow.name,
    spec: { cronExpressions: ['0 * * * *'] },
  },
];

/** Creates the product's Schedules once; an existing Schedule is left as it is. */
export async function ensureSchedules(client: Client, taskQueue: string): Promise<void> {
  for (const schedule of SCHEDULES) {
    try {
      await client.schedule.create({
        scheduleId: schedule.scheduleId,
        spec: schedule.spec,
        action: { type: 'startWorkflow', workflowType: schedule.workflowType, taskQueue },
        policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 day' },
      });
    } catch (error) {
      if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    }
  }
}
