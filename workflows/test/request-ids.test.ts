import { randomUUID } from 'node:crypto';
import { staffedAgency } from '@hearth/api/test/support/survey';
import { startTestApp, type TestApp } from '@hearth/api/test/support/test-app';
import { requestIdMixin } from '@hearth/platform/request-context';
import pino from 'pino';
import { expect, inject, it } from 'vitest';
import { startWorkflows } from '../src/start';

/** A new agency with two staff whose administrator sets rounds for Monday 09:00 New York, as request `requestId`. */
async function scheduleMondayNine(app: TestApp, requestId: string) {
  const agency = await staffedAgency(app, { staff: 2 });
  const cookie = [...agency.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const changed = await app.app.request('/api/agency/settings', {
    method: 'PATCH',
    headers: { cookie, 'content-type': 'application/json', 'X-Request-Id': requestId },
    body: JSON.stringify({
      surveyDay: 'Monday',
      surveyTime: '09:00',
      timezone: 'America/New_York',
      reminderInterval: 0,
    }),
  });
  expect(changed.status).toBe(200);
}

/**
 * A request's id follows the work it causes (docs/runbook.md, "Logs and request ids"): an administrator's
 * schedule change made with X-Request-Id records the id in its event's metadata; the reactor arms the
 * agency's round job under it, the job keeps it, and when the round opens on the embedded driver its log
 * line names the request that set the schedule.
 */
it('names the schedule change’s request on the log line of the round it opened', async () => {
  const app = await startTestApp({ now: '2026-03-02T13:58:00Z' }); // Monday 08:58 in New York
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info', mixin: requestIdMixin }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const deps = { ...app.deps, log };
  const workflows = await startWorkflows({ ...deps, transport: app.transport });
  try {
    await scheduleMondayNine(app, 'req-schedule-7');
    const [event] = await app.db.sql<{ metadata: { requestId?: string } }[]>`
      select metadata from events where event_type = 'SurveyScheduleChanged' order by global_position desc limit 1`;
    expect(event!.metadata.requestId).toBe('req-schedule-7');
    await expect
      .poll(async () => {
        const [job] = await app.db.sql<{ payload: { requestId?: string } }[]>`
          select payload from scheduled_jobs where kind = 'rounds'`;
        return job?.payload.requestId;
      })
      .toBe('req-schedule-7');

    app.clock.set('2026-03-02T14:00:00Z'); // 09:00
    await workflows.runDue();
    expect(lines.find((line) => line.msg === 'survey round opened')).toMatchObject({ requestId: 'req-schedule-7' });
    // A line made outside any request names none.
    expect(lines.filter((line) => line.msg === 'survey round opened' && !line.requestId)).toEqual([]);
  } finally {
    await workflows.stop();
    await app.close();
  }
}, 60_000);

it('names every request whose jobs ran together in a batch on each of its lines', async () => {
  const app = await startTestApp({ now: '2026-03-02T13:58:00Z' });
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info', mixin: requestIdMixin }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const workflows = await startWorkflows({ ...app.deps, log, transport: app.transport });
  try {
    for (const requestId of ['req-cedar', 'req-elm']) await scheduleMondayNine(app, requestId);
    // Each change arms its agency's job due at once; the runner re-plans it for 09:00. Both must be
    // planned before the clock moves, or one may still be re-planning and open in a batch of its own.
    await expect
      .poll(async () => {
        const jobs = await app.db.sql<{ payload: { requestId?: string }; due_at: Date }[]>`
          select payload, due_at from scheduled_jobs where kind = 'rounds'`;
        return jobs.map((job) => `${job.payload.requestId} ${job.due_at.toISOString()}`).sort();
      })
      .toEqual(['req-cedar 2026-03-02T14:00:00.000Z', 'req-elm 2026-03-02T14:00:00.000Z']);

    app.clock.set('2026-03-02T14:00:00Z');
    await workflows.runDue();
    const opened = lines.filter((line) => line.msg === 'survey round opened');
    expect(opened).toHaveLength(2);
    for (const line of opened)
      expect((line.requestIds as string[] | undefined)?.sort()).toEqual(['req-cedar', 'req-elm']);
  } finally {
    await workflows.stop();
    await app.close();
  }
}, 60_000);

/**
 * The same on the Temporal driver: the reactor signals the agency's workflow with the request's id, the
 * workflow keeps it, and the round its timer opens at 09:00 logs under it. The schedule is set five
 * seconds before 09:00 and the clock moved without `runDue` (which opens rounds itself, outside any
 * request): the workflow's own timer, five real seconds, does it.
 */
it('names the schedule change’s request on the round its workflow opened on Temporal', async () => {
  const app = await startTestApp({
    now: '2026-03-02T13:59:55Z', // Monday 08:59:55 in New York
    env: { TEMPORAL_ADDRESS: inject('temporalAddress'), TEMPORAL_TASK_QUEUE: `hearth-test-${randomUUID()}` },
  });
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info', mixin: requestIdMixin }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const workflows = await startWorkflows({ ...app.deps, log, transport: app.transport });
  try {
    await scheduleMondayNine(app, 'req-temporal-9');
    app.clock.set('2026-03-02T14:00:00Z');
    await expect
      .poll(() => lines.find((line) => line.msg === 'survey round opened'), { timeout: 60_000 })
      .toMatchObject({ requestId: 'req-temporal-9' });
  } finally {
    await workflows.stop();
    await app.close();
  }
}, 120_000);
