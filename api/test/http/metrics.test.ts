import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';

/**
 * GET /metrics (prom-client): only with METRICS_TOKEN set and sent as a bearer token; requests counted by
 * the route that answered (never the path, which can hold a token); the outbox and the read models' lag
 * read from the database when scraped.
 */
describe('Prometheus metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => app.close());

  const scrape = async () => {
    const response = await app.client().get('/metrics', { Authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    return response.body as string;
  };

  it('answers 404 without the token, or with another', async () => {
    expect((await app.client().get('/metrics')).status).toBe(404);
    expect((await app.client().get('/metrics', { Authorization: 'Bearer nope' })).status).toBe(404);
  });

  it('counts requests by the route that answered, never by the path', async () => {
    const admin = await signedInAdmin(app);
    await admin.client.delete('/api/users/00000000-0000-4000-8000-00000000beef');
    await app.client().get('/api/some-secret-token-value');
    await app.client().get('/healthz');
    const text = await scrape();
    expect(text).toMatch(/hearth_http_requests_total\{method="GET",route="\/healthz",status="200"\} [1-9]/);
    expect(text).toMatch(/hearth_http_requests_total\{method="DELETE",route="\/api\/users\/:id",status="\d{3}"\} 1/);
    expect(text).toMatch(/hearth_http_requests_total\{method="GET",route="\/api\/\*",status="404"\}/);
    expect(text).not.toContain('beef');
    expect(text).not.toContain('some-secret-token-value');
    expect(text).toMatch(/hearth_process_resident_memory_bytes \d+/);
  });

  it('reads the mail that is due and not sent from the outbox', async () => {
    const due = (text: string, name: string) => Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))![1]);
    expect(due(await scrape(), 'hearth_outbox_due')).toBe(0);
    // With this process's sender stopped, a mail due now waits in the outbox, and another one failed once.
    await app.stopMailSender();
    const now = app.clock.now();
    await app.deps.sql`
      insert into outbox (dedupe_key, kind, payload, due_at, attempts)
      values (${Buffer.from('metrics-a')}, 'test', ${Buffer.from('{}')}, ${now}, 0),
             (${Buffer.from('metrics-b')}, 'test', ${Buffer.from('{}')}, ${new Date(now.getTime() + 3_600_000)}, 1)`;
    app.clock.advance(90_000);
    const text = await scrape();
    expect(due(text, 'hearth_outbox_due')).toBe(1);
    expect(due(text, 'hearth_outbox_oldest_due_seconds')).toBe(90);
    expect(due(text, 'hearth_outbox_retrying')).toBe(1);
    expect(due(text, 'hearth_projection_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('reads how late and how failing the background jobs of each kind are', async () => {
    const now = app.clock.now();
    await app.deps.sql`
      insert into scheduled_jobs (job_key, kind, due_at, last_error)
      values ('metrics-late', 'metrics-test', ${new Date(now.getTime() - 120_000)}, 'refused'),
             ('metrics-later', 'metrics-test', ${new Date(now.getTime() - 30_000)}, null),
             ('metrics-future', 'metrics-other', ${new Date(now.getTime() + 60_000)}, null)`;
    const text = await scrape();
    expect(text).toMatch(/^hearth_job_lag_seconds\{kind="metrics-test"\} 120$/m);
    expect(text).toMatch(/^hearth_job_failing\{kind="metrics-test"\} 1$/m);
    expect(text).toMatch(/^hearth_job_lag_seconds\{kind="metrics-other"\} 0$/m);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics', async () => {
    const app = await startTestApp();
    try {
      expect((await app.client().get('/metrics')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
