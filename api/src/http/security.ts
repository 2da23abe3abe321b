import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { ERROR_CODES } from '@hearth/contracts/errors';
import type { Config } from '../platform/config';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence (DESIGN §7): an unsafe request whose `Origin` is present and not ours is refused,
 * whatever its content type. Browsers always send `Origin` on cross-site POSTs.
 */
export function refuseForeignOrigin(allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (UNSAFE_METHODS.has(c.req.method) && origin !== undefined && !allowed.has(origin)) {
      return c.json({ message: 'Cross-origin requests are not allowed.', code: ERROR_CODES.forbiddenOrigin }, 403);
    }
    await next();
  };
}

/**
 * The API takes only JSON bodies: an unsafe request that declares any other content type is
 * refused with 415 (a body without a type fails JSON parsing with a 400 instead).
 */
export function requireJsonBody(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type');
    if (UNSAFE_METHODS.has(c.req.method) && type !== undefined && !/^application\/json\s*(;|$)/i.test(type)) {
      return c.json({ message: 'Send the request body as application/json.', code: ERROR_CODES.unsupportedMediaType }, 415);
    }
    await next();
  };
}

export function securityHeaders(config: Config): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: config.isProduction ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
  });
}

export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };
}
