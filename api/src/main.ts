import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bootPlatform } from '@hearth/platform/boot';
import { adjustableClock } from '@hearth/platform/clock';
import { StartupError } from '@hearth/platform/errors';
import { checkEventStore } from '@hearth/platform/eventstore/start-up-check';
import { runProcess } from '@hearth/platform/process';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { appMetrics, createApp } from './app';
import { type BackgroundThread, startBackgroundThread } from './background-thread';

/**
 * The API process — and the composition root of the default single-process deployment: unless
 * API_ONLY is set it also hosts the projector and the workflow worker, in a worker thread of their own
 * (`background-entry.ts`, ADR 067; docs/architecture.md). In production those run as their own
 * processes (`projections/src/main.ts`, `workflows/src/main.ts`).
 */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The background thread's heap with the embedded driver, unless BACKGROUND_HEAP_MB says otherwise (ADR 099). */
const EMBEDDED_BACKGROUND_HEAP_MB = 256;

await runProcess('api', async (config, log, abort) => {
  const devClock = config.devToolsEnabled ? adjustableClock() : undefined;
  const platform = await bootPlatform(config, log, { clock: devClock });
  let stopped = false;
  let storeChecked = false;
  const checkStore = () =>
    checkEventStore({
      sql: platform.sql,
      eventStore: platform.eventStore,
      log,
      processName: 'api',
      stopped: () => stopped,
    }).then(() => {
      storeChecked = true;
    });
  let background: BackgroundThread | null = null;
  const stopAll = async () => {
    stopped = true;
    await background?.stop();
    await platform.close();
  };
  try {
    if (config.API_ONLY) {
      // Serving at once (/healthz); /readyz waits for the event store self-check, retried meanwhile.
      checkStore().catch((error: unknown) => {
        if (!stopped) abort(error);
      });
    } else {
      // One process: nothing reads or reacts to the log before the store is known good.
      await checkStore();
      const heapMb = config.BACKGROUND_HEAP_MB ?? (config.TEMPORAL_ADDRESS ? undefined : EMBEDDED_BACKGROUND_HEAP_MB);
      background = await startBackgroundThread(heapMb, abort);
    }
    const webDistDir = existsSync(WEB_DIST) ? WEB_DIST : undefined;
    if (!webDistDir) log.warn('web/dist is missing: serving the API only (run `npm run build` for the web app)');
    const metrics = appMetrics(platform);
    const app = createApp(platform, {
      webDistDir,
      eventStoreChecked: () => storeChecked,
      devClock: devClock && { clock: devClock, onMoved: async () => background?.runDue(devClock.now()) },
      metrics,
    });
    // The metrics on a port of their own: a scraper on the internal network, nothing published.
    const metricsServer =
      metrics && config.METRICS_PORT
        ? await listen(new Hono().route('/metrics', metrics.routes).fetch, config.METRICS_PORT, 'METRICS_PORT')
        : null;
    const server = await listen(app.fetch, config.PORT, 'PORT').catch(async (error: unknown) => {
      if (metricsServer) await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
      throw error;
    });
    log.info({ url: config.appOrigin }, `Hearth is serving on port ${config.PORT}`);
    return async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (metricsServer) await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
      await stopAll();
    };
  } catch (error) {
    // Whatever started is stopped again, the embedded PostgreSQL included, before the error is told.
    await stopAll().catch((stopError: unknown) =>
      log.error({ err: stopError }, 'could not stop cleanly after a failed start'),
    );
    throw error;
  }
});

/** A server on `port`, once it listens; a port in use is said plainly. */
async function listen(fetch: (request: Request) => Response | Promise<Response>, port: number, name: string) {
  const server = serve({ fetch, port });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE'
      ? new StartupError(`Port ${port} is already in use: set ${name} to a free port.`)
      : error;
  });
  return server;
}
