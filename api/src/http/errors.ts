import { ERROR_CODES } from '@hearth/contracts/errors';
import { AppError, type ErrorKind } from '@hearth/platform/errors';
import type { Logger } from '@hearth/platform/logger';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error → status table (docs/house-style.md, rule 7). Every failure answers `{ message, code }`. */
const STATUS: Record<ErrorKind, ContentfulStatusCode> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition_failed: 412,
  rate_limited: 429,
  unavailable: 503,
};

const HTTP_CODES: Partial<Record<number, string>> = {
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
};

export function errorHandler(log: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) {
      return c.json(
        { message: error.message, code: error.code, ...(error.details ? { details: error.details } : {}) },
        STATUS[error.kind],
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        {
          message: error.message || 'The request could not be processed.',
          code: HTTP_CODES[error.status] ?? 'BAD_REQUEST',
        },
        error.status as ContentfulStatusCode,
      );
    }
    log.error({ err: error, requestId: c.get('requestId'), method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ message: 'Something went wrong on our side. Please try again.', code: ERROR_CODES.internal }, 500);
  };
}
