import { bootPlatform } from '@hearth/platform/boot';
import { checkEventStore } from '@hearth/platform/eventstore/start-up-check';
import { runProcess } from '@hearth/platform/process';
import { startProjections } from '@hearth/platform/projections/runner';
import { allProjectors } from './all';

/** The projector process of the production topology (`docker-compose.yml` service `projections`). */
await runProcess('projections', async (config, log) => {
  const platform = await bootPlatform(config, log, { maxConnections: 5 });
  try {
    await checkEventStore({ sql: platform.sql, eventStore: platform.eventStore, log, processName: 'projections' });
  } catch (error) {
    await platform.close();
    throw error;
  }
  const runner = await startProjections({
    sql: platform.sql,
    eventStore: platform.eventStore,
    projectors: allProjectors,
    log,
  });
  log.info({ projectors: allProjectors.map((p) => p.name) }, 'projections running');
  return async () => {
    await runner.stop();
    await platform.close();
  };
});
