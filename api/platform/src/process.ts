import { type Config, ConfigError, loadConfig } from './config';
import { StartupError } from './errors';
import { createLogger, type Logger } from './logger';

/**
 * Runs a process entry (api, projections, workflows, tools): validates the environment, starts,
 * and stops cleanly on SIGINT/SIGTERM, one received while starting too (once started). Start-up
 * failures that a person can fix print one line.
 */
export async function runProcess(
  name: string,
  start: (config: Config, log: Logger, abort: (error: unknown) => void) => Promise<() => Promise<void>>,
): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger({ name, level: config.LOG_LEVEL });
  let stop: (() => Promise<void>) | undefined;
  let stopping = false;
  /** A failure after start-up that the process cannot carry on from: told like a start-up failure, then exit 1. */
  const abort = (error: unknown) => {
    if (error instanceof StartupError) console.error(error.message);
    else log.fatal({ err: error }, `${name} cannot carry on`);
    if (stopping) return;
    stopping = true;
    const forced = setTimeout(() => process.exit(1), 20_000);
    forced.unref();
    void (stop ?? (async () => undefined))()
      .catch((stopError: unknown) => log.error({ err: stopError }, 'stopped with an error'))
      .finally(() => process.exit(1));
  };
  // A signal that comes while the process starts (a deploy that changes its mind, say) is not the
  // default kill, which would abandon mail being sent: the process stops as soon as it has started.
  let signalledEarly: string | null = null;
  const early = (signal: string) => {
    signalledEarly ??= signal;
    log.info({ signal }, 'stopping as soon as started');
  };
  const earlyInt = () => early('SIGINT');
  const earlyTerm = () => early('SIGTERM');
  process.once('SIGINT', earlyInt);
  process.once('SIGTERM', earlyTerm);
  try {
    stop = await start(config, log, abort);
  } catch (error) {
    if (error instanceof StartupError) {
      console.error(error.message);
    } else {
      log.fatal({ err: error }, `${name} failed to start`);
    }
    process.exit(1);
  }
  const stopProcess = stop;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    const forced = setTimeout(() => process.exit(1), 20_000);
    forced.unref();
    try {
      await stopProcess();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'stopped with an error');
      process.exit(1);
    }
  };
  process.off('SIGINT', earlyInt);
  process.off('SIGTERM', earlyTerm);
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  if (signalledEarly) void shutdown(signalledEarly);
}
