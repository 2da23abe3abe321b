import { timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@hearth/contracts/errors';
import type { Deps } from '@hearth/platform/deps';
import { Hono, type MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppEnv } from './env';
import { projectionLag } from './readiness';

/**
 * Prometheus metrics (`prom-client`, docs/runbook.md): the process's own (memory, event loop lag,
 * handles), each request by method, matched route and status, and — read when scraped — the mail due
 * and not yet sent, how long the oldest has waited, mail that failed and waits for a retry, and how far
 * the read models lag behind the log. Served at GET /metrics only when METRICS_TOKEN is set, to a
 * caller that sends it as a bearer token: route names and counts are not for the public.
 */
export interface Metrics {
  /** Counts and times every request. */
  middleware: MiddlewareHandler<AppEnv>;
  /** GET /metrics. */
  routes: Hono<AppEnv>;
}

export function createMetrics(deps: Pick<Deps, 'sql' | 'eventStore' | 'clock'>, token: string): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'hearth_' });
  const requests = new Counter({
    name: 'hearth_http_requests_total',
    help: 'HTTP requests answered, by method, matched route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'hearth_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and matched route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
    registers: [registry],
  });
  /** A gauge read from the database when scraped. */
  const readGauge = (name: string, help: string, read: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  readGauge('hearth_outbox_due', 'Mail due now and not sent yet.', async () => {
    const [row] = await deps.sql<{ count: number }[]>`
      select count(*)::int as count from outbox where sent_at is null and due_at <= ${deps.clock.now()}`;
    return row!.count;
  });
  readGauge('hearth_outbox_oldest_due_seconds', 'How long the oldest unsent due mail has waited.', async () => {
    const [row] = await deps.sql<{ oldest: Date | null }[]>`
      select min(due_at) as oldest from outbox where sent_at is null and due_at <= ${deps.clock.now()}`;
    return row!.oldest ? Math.max(0, (deps.clock.now().getTime() - row!.oldest.getTime()) / 1000) : 0;
  });
  readGauge('hearth_outbox_retrying', 'Unsent mail whose last attempt failed.', async () => {
    const [row] = await deps.sql<{ count: number }[]>`
      select count(*)::int as count from outbox where sent_at is null and attempts > 0`;
    return row!.count;
  });
  readGauge('hearth_projection_lag_seconds', 'Age of the oldest event a read model has not processed.', () =>
    projectionLag(deps),
  );

  const expected = Buffer.from(`Bearer ${token}`);
  const routes = new Hono<AppEnv>().get('/', async (c) => {
    const given = Buffer.from(c.req.header('Authorization') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return c.json({ message: 'Not found', code: ERROR_CODES.notFound }, 404);
    }
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  });

  return {
    async middleware(c, next) {
      const stop = duration.startTimer();
      await next();
      // The pattern of the route that answered ("/api/survey/:token"), never the path: bounded labels, no tokens.
      const route = routePath(c);
      stop({ method: c.req.method, route });
      requests.inc({ method: c.req.method, route, status: String(c.res.status) });
    },
    routes,
  };
}
