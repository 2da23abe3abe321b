import { bootPlatform } from '@hearth/platform/boot';
import { checkEventStore } from '@hearth/platform/eventstore/start-up-check';
import { runProcess } from '@hearth/platform/process';
import { startWorkflows } from './start';

/**
 * The worker process of the production topology: a Temporal worker when TEMPORAL_ADDRESS is
 * set, otherwise the embedded runner.
 */
await runProcess('workflows', async (config, log) => {
  const platform = await bootPlatform(config, log, { maxConnections: 5 });
  let workflows: Awaited<ReturnType<typeof startWorkflows>>;
  try {
    await checkEventStore({ sql: platform.sql, eventStore: platform.eventStore, log, processName: 'workflows' });
    workflows = await startWorkflows(platform);
  } catch (error) {
    await platform.close();
    throw error;
  }
  return async () => {
    await workflows.stop();
    await platform.close();
  };
});
