import pino from 'pino';
import { requestIdMixin } from './request-context';

export type Logger = pino.Logger;

/**
 * Structured JSON logs on stdout. Query strings are never logged: survey and reset links
 * carry one-time tokens there.
 */
export function createLogger(options: { level?: string; name: string }): Logger {
  return pino({
    name: options.name,
    level: options.level ?? 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['password', '*.password', 'token', '*.token', 'code', '*.code'], remove: true },
    mixin: requestIdMixin,
  });
}

export const silentLogger: Logger = pino({ level: 'silent' });
