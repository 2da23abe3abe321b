import { parentPort } from 'node:worker_threads';
import { bootPlatform } from '@hearth/platform/boot';
import { adjustableClock } from '@hearth/platform/clock';
import { loadConfig } from '@hearth/platform/config';
import { createLogger } from '@hearth/platform/logger';
import { startProjections } from '@hearth/platform/projections/runner';
import { allProjectors } from '@hearth/projections/all';
import { startWorkflows } from '@hearth/workflows/start';
import type { FromBackground, ToBackground } from './background-thread';

/**
 * The worker thread of the single-process deployment (started by `background-thread.ts`): the
 * projector and the workflow worker with the mail sender, on an event loop of their own (ADR 067).
 * It reaches the same PostgreSQL as the API (the embedded server the API started, or DATABASE_URL).
 */
const port = parentPort;
if (!port) throw new Error('background-entry.ts runs only as the worker thread of api/src/main.ts');
const send = (message: FromBackground) => port.postMessage(message);

const config = loadConfig();
const log = createLogger({ name: 'background', level: config.LOG_LEVEL });
const devClock = config.devToolsEnabled ? adjustableClock() : undefined;
const platform = await bootPlatform(config, log, { clock: devClock, reuseRunningDatabase: true });
const projections = await startProjections({
  sql: platform.sql,
  eventStore: platform.eventStore,
  projectors: allProjectors,
  log,
});
const workflows = await startWorkflows(platform);

port.on('message', async (message: ToBackground) => {
  if (message.type === 'runDue') {
    try {
      if (message.clockAt) devClock?.moveTo(new Date(message.clockAt));
      await workflows.runDue();
      send({ type: 'ranDue', id: message.id });
    } catch (error) {
      send({ type: 'ranDue', id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  } else {
    try {
      await workflows.stop();
      await projections.stop();
      await platform.close();
    } catch (error) {
      log.error({ err: error }, 'background work stopped with an error');
    }
    send({ type: 'stopped' });
    port.close();
  }
});
send({ type: 'ready' });
