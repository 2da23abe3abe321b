import { proxyActivities, sleep } from '@temporalio/workflow';

const { noop } = proxyActivities<{ noop(phase: 'ready' | 'fired'): Promise<void> }>({
  startToCloseTimeout: '1 minute',
});

/**
 * The Temporal floor's workflow, shaped as an agency's rounds workflow: one activity, a durable timer to
 * `fireAt` (epoch ms), then one activity. Both activities do nothing.
 */
export async function noopAtWorkflow(fireAt: number): Promise<void> {
  await noop('ready');
  await sleep(Math.max(0, fireAt - Date.now()));
  await noop('fired');
}
