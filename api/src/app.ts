import { ERROR_CODES } from '@hearth/contracts/errors';
import { ROSTER_MAX_CHARACTERS } from '@hearth/contracts/roster';
import type { AdjustableClock } from '@hearth/platform/clock';
import type { Deps } from '@hearth/platform/deps';
import { withRequestId } from '@hearth/platform/request-context';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { agencyRoutes } from './agency/routes';
import { assistantRoutes } from './assistant/routes';
import { authRoutes } from './auth/routes';
import { loadSession } from './auth/sessions';
import { dashboardRoutes } from './dashboard/routes';
import { clockRoutes } from './dev/clock';
import { mailboxRoutes } from './dev/mailbox';
import { emailTemplatesRoutes } from './email-templates/routes';
import { checkAnswersAgainstTable, reply } from './http/endpoint';
import type { AppEnv } from './http/env';
import { errorHandler } from './http/errors';
import { createMetrics, type Metrics } from './http/metrics';
import { readiness } from './http/readiness';
import { requestLog } from './http/request-log';
import {
  limitBodySize,
  noStore,
  refuseForeignOrigin,
  requireJsonBody,
  securityHeaders,
  trustedOrigins,
} from './http/security';
import { spaRoutes } from './http/spa';
import { insightsRoutes } from './insights/routes';
import { jobRolesRoutes } from './job-roles/routes';
import { membersRoutes } from './members/routes';
import { publicSiteRoutes } from './public-site/routes';
import { surveyRoutes } from './survey/routes';
import { INBOUND_TEXT_PATH, textRoutes } from './texts/routes';

export interface AppOptions {
  /** The built web app to serve; absent in API-only tests. */
  webDistDir?: string;
  /** Origins besides APP_ORIGIN allowed to send unsafe requests (the Vite dev server). */
  extraOrigins?: string[];
  /** The development clock and what to run after it moves (development only). */
  devClock?: { clock: AdjustableClock; onMoved(): Promise<unknown> };
  /** Whether the event store's start-up self-check has passed (main.ts runs it); tests start checked. */
  eventStoreChecked?: () => boolean;
  /** Check every answer against the endpoint table (the tests' app): drift answers a 500 naming it. */
  checkAnswers?: boolean;
  /** The process's metrics, when main.ts also serves them on METRICS_PORT. */
  metrics?: Metrics | null;
}

/** The metrics the configuration asks for: with METRICS_PORT or METRICS_TOKEN (docs/runbook.md). */
export function appMetrics(deps: Deps): Metrics | null {
  const { METRICS_PORT, METRICS_TOKEN } = deps.config;
  return METRICS_PORT || METRICS_TOKEN ? createMetrics(deps, METRICS_TOKEN ?? null) : null;
}

/** A roster file of the largest size allowed, in UTF-8 and JSON-escaped (at most four bytes a character). */
const ROSTER_BODY_BYTES = 4 * ROSTER_MAX_CHARACTERS;

/** The HTTP app: one chained router per capability under /api, errors mapped in one place. */
export function createApp(deps: Deps, options: AppOptions = {}) {
  const api = new Hono<AppEnv>()
    .use('*', noStore())
    .use(
      '*',
      limitBodySize(64 * 1024, {
        '/api/users/import': ROSTER_BODY_BYTES,
        '/api/users/import/preview': ROSTER_BODY_BYTES,
      }),
    )
    .use('*', loadSession(deps))
    .route('/', authRoutes(deps))
    .route('/', membersRoutes(deps))
    // Before /agency, whose own routes would otherwise run its guard a second time.
    .route('/agency/settings/email-templates', emailTemplatesRoutes(deps))
    .route('/agency', agencyRoutes(deps))
    .route('/job-roles', jobRolesRoutes(deps))
    .route('/survey', surveyRoutes(deps))
    // Before /dashboard, for the same reason.
    .route('/dashboard/insights', insightsRoutes(deps))
    .route('/dashboard', dashboardRoutes(deps))
    .route('/', publicSiteRoutes(deps))
    .route('/', assistantRoutes(deps))
    .route('/', textRoutes(deps))
    .all('*', (c) => c.json({ message: 'Not found', code: ERROR_CODES.notFound }, 404));

  const app = new Hono<AppEnv>();
  const metrics = options.metrics ?? appMetrics(deps);
  if (options.checkAnswers) app.use('*', checkAnswersAgainstTable());
  if (metrics) app.use('*', metrics.middleware);
  // On the app's port only when they have no port of their own (METRICS_PORT, served by main.ts).
  if (metrics && !deps.config.METRICS_PORT) app.route('/metrics', metrics.routes);
  app
    // Every answer carries X-Request-Id (the proxy's, or a fresh one), and every log line of the request names it.
    .use('*', requestId({ limitLength: 128 }))
    // The rest of the request runs as part of it: its log lines and the events it appends name its id.
    .use('*', (c, next) => withRequestId(c.get('requestId'), next))
    .use('*', requestLog(deps.log))
    .use('*', securityHeaders(deps.config))
    .use('*', refuseForeignOrigin(trustedOrigins(deps.config, options.extraOrigins)))
    .use('*', requireJsonBody([INBOUND_TEXT_PATH]))
    .get('/healthz', (c) => reply(c, 'GET /healthz', { status: 'ok' }))
    .get('/readyz', async (c) => {
      const report = await readiness(deps, options.eventStoreChecked ?? (() => true));
      // Not ready is a 503 with the same report, so that probes and operators read why.
      return report.status === 'ready' ? reply(c, 'GET /readyz', report) : c.json(report, 503);
    })
    .route('/api', api);

  if (deps.config.devToolsEnabled) app.route('/dev/mailbox', mailboxRoutes(deps.sql));
  if (deps.config.devToolsEnabled && options.devClock)
    app.route('/dev/clock', clockRoutes(options.devClock.clock, options.devClock.onMoved));
  // Never the web app's page for a development path: without the tools, /dev/* does not exist.
  app.all('/dev/*', (c) => c.json({ message: 'Not found', code: ERROR_CODES.notFound }, 404));
  if (options.webDistDir) app.route('/', spaRoutes(options.webDistDir));
  app.onError(errorHandler(deps.log));
  return app;
}
