import { ERROR_CODES } from '@hearth/contracts/errors';

/**
 * Errors a command or query may throw on purpose. Each kind has one HTTP status, mapped in the
 * app's single `onError` (http/errors.ts); the message is shown to the user as it is.
 */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly details?: string[],
  ) {
    super(message);
  }
}

/** A start-up failure a person can fix (a port in use, a changed migration): printed as one line. */
export class StartupError extends Error {}

export type ErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'precondition_failed'
  | 'rate_limited'
  | 'unavailable';

export const invalid = (message: string, code: string = ERROR_CODES.validation, details?: string[]) =>
  new AppError('validation', code, message, details);
export const unauthenticated = (message: string, code: string = ERROR_CODES.unauthenticated) =>
  new AppError('unauthenticated', code, message);
export const forbidden = (message: string, code: string = ERROR_CODES.forbidden) =>
  new AppError('forbidden', code, message);
export const notFound = (message = 'Not found') => new AppError('not_found', ERROR_CODES.notFound, message);
export const conflict = (message: string, code: string = ERROR_CODES.conflict) =>
  new AppError('conflict', code, message);
export const tooManyRequests = (message = 'Too many requests. Please wait a few minutes and try again.') =>
  new AppError('rate_limited', ERROR_CODES.rateLimited, message);
export const preconditionFailed = (message: string, code = 'STALE_VERSION') =>
  new AppError('precondition_failed', code, message);
