import { type Client, ScheduleAlreadyRunning, ScheduleOverlapPolicy, type ScheduleSpec } from '@temporalio/client';
import type { housekeepingWorkflow, notificationsWorkflow } from './workflows';

type ScheduleName = 'housekeeping' | 'notifications';

const SCHEDULES: { name: ScheduleName; workflowType: string; spec: ScheduleSpec }[] = [
  {
    name: 'housekeeping',
    workflowType: 'housekeepingWorkflow' satisfies typeof housekeepingWorkflow.name,
    spec: { intervals: [{ every: '1 hour' }] },
  },
  // At the top of every hour, so digests leave at 08:00 in every agency's zone.
  {
    name: 'notifications',
    workflowType: 'notificationsWorkflow' satisfies typeof notificationsWorkflow.name,
    spec: { cronExpressions: ['0 * * * *'] },
  },
];

/** A Schedule's id: the task queue's name first, so installations sharing a namespace keep apart. */
export const scheduleId = (taskQueue: string, name: ScheduleName) => `${taskQueue}-${name}`;

/** Creates the product's Schedules once; an existing Schedule is left as it is. */
export async function ensureSchedules(client: Client, taskQueue: string): Promise<void> {
  for (const schedule of SCHEDULES) {
    try {
      await client.schedule.create({
        scheduleId: scheduleId(taskQueue, schedule.name),
        spec: schedule.spec,
        action: { type: 'startWorkflow', workflowType: schedule.workflowType, taskQueue },
        policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 day' },
      });
    } catch (error) {
      if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    }
  }
}
