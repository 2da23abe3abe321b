import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ERROR_CODES } from '@hearth/contracts/errors';
import { assistantRoutes } from '../assistant/routes';
import { authRoutes } from '../auth/routes';
import type { AppDeps } from '../deps';
import { mailboxRoutes } from '../dev/mailbox';
import { publicSiteRoutes } from '../public-site/routes';
import type { AppEnv } from './env';
import { errorHandler } from './errors';
import { requestLog } from './request-log';
import { noStore, refuseForeignOrigin, requireJsonBody, securityHeaders } from './security';
import { loadSession } from './session';
import { spaRoutes } from './spa';

export interface AppOptions {
  /** The built web app to serve; absent in API-only tests. */
  webDistDir?: string;
  /** Origins besides APP_ORIGIN allowed to send unsafe requests (the Vite dev server). */
  extraOrigins?: string[];
}

/** The HTTP app: one chained router per capability under /api, errors mapped in one place. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const api = new Hono<AppEnv>()
    .use('*', noStore())
    .use('*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ message: 'The request body is too large.', code: ERROR_CODES.payloadTooLarge }, 413) }))
    .use('*', loadSession(deps))
    .route('/', authRoutes(deps))
    .route('/', publicSiteRoutes(deps))
    .route('/', assistantRoutes(deps))
    .all('*', (c) => c.json({ message: 'Not found', code: ERROR_CODES.notFound }, 404));

  const app = new Hono<AppEnv>()
    .use('*', requestLog(deps.log))
    .use('*', securityHeaders(deps.config))
    .use('*', refuseForeignOrigin([deps.config.appOrigin, ...(options.extraOrigins ?? [])]))
    .use('*', requireJsonBody())
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        await deps.sql`select 1`;
        return c.json({ status: 'ready' });
      } catch {
        return c.json({ message: 'The database is not reachable.', code: 'NOT_READY' }, 503);
      }
    })
    .route('/api', api);

  if (deps.config.devToolsEnabled) app.route('/dev/mailbox', mailboxRoutes(deps.sql));
  if (options.webDistDir) app.route('/', spaRoutes(options.webDistDir));
  app.onError(errorHandler(deps.log));
  return app;
}

export type AppType = ReturnType<typeof createApp>;
