import type { Logger } from '@hearth/platform/logger';
import { type LogLevel, type LogMetadata, Runtime } from '@temporalio/worker';

let installed = false;

/**
 * Sends the Temporal SDK's own log lines into the process's JSON log (pino) instead of stderr, and,
 * with TEMPORAL_METRICS_PORT, serves its metrics there.
 * The SDK's runtime is installed once per process, before the first worker, so the first
 * caller's logger wins. It installs no signal handlers of its own: the process's SIGTERM handler
 * (runProcess) stops the worker once, letting activities in flight finish. With the SDK's handlers
 * too, a SIGTERM shut the worker down twice ("IllegalStateError … DRAINING"), the process exited 1
 * and mail being sent was abandoned, then sent again after the activity timed out.
 */
export function installTemporalRuntime(log: Logger, metricsPort?: number): void {
  if (installed) return;
  installed = true;
  const forward = (level: LogLevel, message: string, meta?: LogMetadata) => {
    const fields = { temporal: meta ?? {} };
    if (level === 'ERROR') log.error(fields, message);
    else if (level === 'WARN') log.warn(fields, message);
    else if (level === 'INFO') log.info(fields, message);
    else log.debug(fields, message);
  };
  Runtime.install({
    shutdownSignals: [],
    // The SDK's own metrics (task schedule-to-start latency, failures, sticky cache) for Prometheus.
    ...(metricsPort
      ? {
          telemetryOptions: {
            metrics: { prometheus: { bindAddress: `0.0.0.0:${metricsPort}`, useSecondsForDurations: true } },
          },
        }
      : {}),
    logger: {
      log: forward,
      trace: (message, meta) => forward('TRACE', message, meta),
      debug: (message, meta) => forward('DEBUG', message, meta),
      info: (message, meta) => forward('INFO', message, meta),
      warn: (message, meta) => forward('WARN', message, meta),
      error: (message, meta) => forward('ERROR', message, meta),
    },
  });
}
