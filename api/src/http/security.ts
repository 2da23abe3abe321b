import { ERROR_CODES } from '@hearth/contracts/errors';
import type { Config } from '@hearth/platform/config';
import type { MiddlewareHandler } from 'hono';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose unsafe requests are accepted: APP_ORIGIN and the extra ones given. Outside
 * production an origin on a loopback name also stands for the same scheme and port on the other
 * loopback names, so a developer who opens http://127.0.0.1:3000 instead of localhost can use the
 * forms; production accepts exactly its APP_ORIGIN (docs/security.md).
 */
export function trustedOrigins(config: Pick<Config, 'appOrigin' | 'isProduction'>, extra: string[] = []): string[] {
  const origins = [config.appOrigin, ...extra];
  if (config.isProduction) return origins;
  return [...new Set(origins.flatMap(loopbackAliases))];
}

function loopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [origin];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

/**
 * CSRF defence (docs/security.md): an unsafe request whose `Origin` is present and not ours is refused,
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
 * The API takes only JSON bodies: an unsafe request that declares another content type, or sends a
 * body without declaring one, is refused with 415. A request without a body (a sign-out, say)
 * needs no type. `formPaths` are a provider's webhooks, which post forms (Twilio's, ADR 090).
 */
export function requireJsonBody(formPaths: string[] = []): MiddlewareHandler {
  const forms = new Set(formPaths);
  return async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method) && !forms.has(c.req.path)) {
      const type = c.req.header('content-type') || undefined;
      const refused = type === undefined ? hasBody(c.req.raw.headers) : !/^application\/json\s*(;|$)/i.test(type);
      if (refused) {
        return c.json(
          { message: 'Send the request body as application/json.', code: ERROR_CODES.unsupportedMediaType },
          415,
        );
      }
    }
    await next();
  };
}

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return headers.has('transfer-encoding') || (length !== null && length.trim() !== '0');
}

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Security headers on every answer (docs/security.md). They are set before the handler runs, so the
 * response is built once with them: setting headers afterwards, as Hono's secureHeaders does, makes
 * @hono/node-server rebuild each response and costs a third of the API's throughput.
 */
export function securityHeaders(config: Config): MiddlewareHandler {
  const headers: [string, string][] = [
    ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ...(config.isProduction
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
  };
}

/** API answers are never cached (they hold personal and agency data). */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  };
}

/**
 * Caps request bodies at `maxBytes` from the Content-Length header, and refuses bodies sent
 * without one (chunked), so an unbounded stream is never read. Checking the header alone keeps
 * the fast path of @hono/node-server, which Hono's bodyLimit loses by materialising the request.
 * `larger` names the paths allowed more (a roster file, JSON-escaped, is up to about twice its text).
 */
export function limitBodySize(maxBytes: number, larger: Record<string, number> = {}): MiddlewareHandler {
  return async (c, next) => {
    const length = c.req.header('content-length');
    const limit = Object.hasOwn(larger, c.req.path) ? larger[c.req.path]! : maxBytes;
    if (length !== undefined && Number(length) > limit) {
      return c.json({ message: 'The request body is too large.', code: ERROR_CODES.payloadTooLarge }, 413);
    }
    if (length === undefined && c.req.header('transfer-encoding') !== undefined) {
      return c.json({ message: 'Send the request body with a Content-Length header.', code: 'LENGTH_REQUIRED' }, 411);
    }
    await next();
  };
}
