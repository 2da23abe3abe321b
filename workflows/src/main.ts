import { bootPlatform } from '@hearth/platform/boot';
import { runProcess } from '@hearth/platform/process';
import { startWorkflows } from './start';

/**
 * The worker process of the production topology: a Temporal worker when TEMPORAL_ADDRESS is
 * set, otherwise the embedded runner.
 */
await runProcess('workflows', async (config, log) => {
  const platform = await bootPlatform(config, log, { maxConnections: 5 });
  const workflows = await startWorkflows(platform);
  return async () => {
    await workflows.stop();
    await platform.close();
  };
});
