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
 * the read models lag behind the log, and how late and how failing the background jobs of each kind
 * are. Served at GET /metrics on METRICS_PORT (a port of its own, not published), or, with only
 * METRICS_TOKEN set, on the app's port; with a token, only to a caller that sends it as a bearer token:
 * route names and counts are not for the public.
 */
export interface Metrics {
  /** Counts and times every request. */
  middleware: MiddlewareHandler<AppEnv>;
  /** GET /metrics. */
  routes: Hono<AppEnv>;
}

/** The metrics of this process; `token`, when given, is required of every scrape. */
export function createMetrics(deps: Pick<Deps, 'sql' | 'eventStore' | 'clock'>, token: string | null): Metrics {
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
  // The embedded runner's jobs by kind (each lane runs its own kinds): how late the oldest due one is,
  // and how many failed their last run and wait for a retry.
  const jobs = async () =>
    deps.sql<{ kind: string; lag: number; failing: number }[]>`
      select kind,
             coalesce(extract(epoch from ${deps.clock.now()} - min(due_at) filter (
               where due_at <= ${deps.clock.now()} and (leased_until is null or leased_until <= ${deps.clock.now()})
             )), 0)::float8 as lag,
             (count(*) filter (where last_error is not null))::int as failing
      from scheduled_jobs group by kind`;
  new Gauge({
    name: 'hearth_job_lag_seconds',
    help: 'How late the oldest due, unclaimed background job of each kind is (embedded runner).',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobs()) this.set({ kind: row.kind }, Math.max(0, row.lag));
    },
  });
  new Gauge({
    name: 'hearth_job_failing',
    help: 'Background jobs of each kind whose last run failed and wait for a retry (embedded runner).',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobs()) this.set({ kind: row.kind }, row.failing);
    },
  });

  const expected = token === null ? null : Buffer.from(`Bearer ${token}`);
  const routes = new Hono<AppEnv>().get('/', async (c) => {
    const given = Buffer.from(c.req.header('Authorization') ?? '');
    if (expected && (given.length !== expected.length || !timingSafeEqual(given, expected))) {
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
