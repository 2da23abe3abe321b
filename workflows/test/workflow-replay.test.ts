import { historyFromJSON } from '@temporalio/common/lib/proto-utils';
import { Worker } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import { WORKFLOWS_PATH } from '../src/temporal/worker';

/**
 * Replays recorded histories of `agencyRoundsWorkflow` against today's workflow code, as Temporal
 * does when a worker picks up a running workflow after a deploy: a change that would make a
 * running agency's history unreplayable fails here. The histories are written out event by event
 * (no Temporal server runs on this machine to record them) in Temporal's JSON history format.
 */
const json = (value: unknown) => ({
  metadata: { encoding: Buffer.from('json/plain').toString('base64') },
  data: Buffer.from(JSON.stringify(value)).toString('base64'),
});

/** Each step gets the id of the last event before it and answers its events (numbered on from there). */
function historyOf(steps: ((last: number) => Record<string, unknown>[])[]) {
  let clock = Date.parse('2026-03-09T12:00:00Z');
  const events: Record<string, unknown>[] = [];
  for (const step of steps) {
    for (const event of step(events.length)) {
      clock += 1000;
      events.push({ eventId: String(events.length + 1), eventTime: new Date(clock).toISOString(), ...event });
    }
  }
  return historyFromJSON({ events });
}

const started = () => [
  {
    eventType: 'EVENT_TYPE_WORKFLOW_EXECUTION_STARTED',
    workflowExecutionStartedEventAttributes: {
      workflowType: { name: 'agencyRoundsWorkflow' },
      taskQueue: { name: 'hearth' },
      input: { payloads: [json('a1')] },
      workflowTaskTimeout: '10s',
      attempt: 1,
      firstExecutionRunId: 'run-1',
      originalExecutionRunId: 'run-1',
    },
  },
];

const workflowTask = (last: number) => [
  {
    eventType: 'EVENT_TYPE_WORKFLOW_TASK_SCHEDULED',
    workflowTaskScheduledEventAttributes: { taskQueue: { name: 'hearth' }, startToCloseTimeout: '10s', attempt: 1 },
  },
  {
    eventType: 'EVENT_TYPE_WORKFLOW_TASK_STARTED',
    workflowTaskStartedEventAttributes: { scheduledEventId: String(last + 1), identity: 'replay', requestId: 'r' },
  },
  {
    eventType: 'EVENT_TYPE_WORKFLOW_TASK_COMPLETED',
    workflowTaskCompletedEventAttributes: {
      scheduledEventId: String(last + 1),
      startedEventId: String(last + 2),
      identity: 'replay',
    },
  },
];

/** Follows a completed workflow task (`last`) or a command of the same task. */
const advance =
  (activityId: string, result: { nextAt: string | null; closedRound: boolean }, taskCompleted?: number) =>
  (last: number) => {
    const completed = taskCompleted ?? last;
    return [
      {
        eventType: 'EVENT_TYPE_ACTIVITY_TASK_SCHEDULED',
        activityTaskScheduledEventAttributes: {
          activityId,
          activityType: { name: 'advanceAgencyRounds' },
          taskQueue: { name: 'hearth' },
          input: { payloads: [json('a1')] },
          startToCloseTimeout: '600s',
          workflowTaskCompletedEventId: String(completed),
        },
      },
      {
        eventType: 'EVENT_TYPE_ACTIVITY_TASK_STARTED',
        activityTaskStartedEventAttributes: { scheduledEventId: String(last + 1), attempt: 1 },
      },
      {
        eventType: 'EVENT_TYPE_ACTIVITY_TASK_COMPLETED',
        activityTaskCompletedEventAttributes: {
          result: { payloads: [json(result)] },
          scheduledEventId: String(last + 1),
          startedEventId: String(last + 2),
        },
      },
    ];
  };

const timer = (timerId: string, fired: boolean) => (last: number) => [
  {
    eventType: 'EVENT_TYPE_TIMER_STARTED',
    timerStartedEventAttributes: { timerId, startToFireTimeout: '3600s', workflowTaskCompletedEventId: String(last) },
  },
  ...(fired
    ? [
        {
          eventType: 'EVENT_TYPE_TIMER_FIRED',
          timerFiredEventAttributes: { timerId, startedEventId: String(last + 1) },
        },
      ]
    : []),
];

const signalled = () => [
  {
    eventType: 'EVENT_TYPE_WORKFLOW_EXECUTION_SIGNALED',
    workflowExecutionSignaledEventAttributes: { signalName: 'scheduleChanged', input: { payloads: [] } },
  },
];

const timerCanceled = (timerId: string, timerStartedId: number) => (last: number) => [
  {
    eventType: 'EVENT_TYPE_TIMER_CANCELED',
    timerCanceledEventAttributes: {
      timerId,
      startedEventId: String(timerStartedId),
      workflowTaskCompletedEventId: String(last),
    },
  },
];

const continuedAsNew = (last: number) => [
  {
    eventType: 'EVENT_TYPE_WORKFLOW_EXECUTION_CONTINUED_AS_NEW',
    workflowExecutionContinuedAsNewEventAttributes: {
      newExecutionRunId: 'run-2',
      workflowType: { name: 'agencyRoundsWorkflow' },
      taskQueue: { name: 'hearth' },
      input: { payloads: [json('a1')] },
      workflowTaskCompletedEventId: String(last),
    },
  },
];

const replay = (history: ReturnType<typeof historyOf>) =>
  Worker.runReplayHistory({ workflowsPath: WORKFLOWS_PATH }, history, 'agency-rounds-a1');

describe('agencyRoundsWorkflow history replay', () => {
  it('replays a week: advance, sleep on a durable timer, advance, the round closes, continue as new', async () => {
    const history = historyOf([
      started,
      workflowTask,
      advance('1', { nextAt: '2026-03-09T13:00:00.000Z', closedRound: false }),
      workflowTask,
      timer('1', true),
      workflowTask,
      advance('2', { nextAt: null, closedRound: true }),
      workflowTask,
      continuedAsNew,
    ]);
    await expect(replay(history)).resolves.toBeUndefined();
  }, 60_000);

  it('replays a schedule change that cuts a sleep short', async () => {
    const history = historyOf([
      started,
      workflowTask,
      advance('1', { nextAt: '2026-03-16T13:00:00.000Z', closedRound: false }),
      workflowTask,
      timer('1', false),
      signalled,
      workflowTask,
      timerCanceled('1', 8),
      advance('2', { nextAt: null, closedRound: true }, 12),
      workflowTask,
      continuedAsNew,
    ]);
    await expect(replay(history)).resolves.toBeUndefined();
  }, 60_000);

  it('fails when the code no longer matches the history (it can catch a breaking change)', async () => {
    const history = historyOf([started, workflowTask, timer('1', true), workflowTask, continuedAsNew]);
    await expect(replay(history)).rejects.toThrow(/Nondeterminism/);
  }, 60_000);
});
