import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { suiteApp } from '../support/test-app';

/**
 * Every answer carries an X-Request-Id — the proxy's when it sends a well-formed one, else a fresh UUID —
 * and the request's log lines name it, so that an operator can follow one request across the logs.
 */
describe('request ids', () => {
  const app = suiteApp();
  const lines: Record<string, unknown>[] = [];
  let http: ReturnType<typeof createApp>;
  beforeAll(async () => {
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    http = createApp({ ...app.deps, log });
  });

  it('keeps a well-formed id from the proxy and logs it with the request', async () => {
    const response = await http.request('/healthz', { headers: { 'X-Request-Id': 'edge-7f3a' } });
    expect(response.headers.get('X-Request-Id')).toBe('edge-7f3a');
    expect(lines.find((line) => line.requestId === 'edge-7f3a')).toMatchObject({ path: '/healthz', status: 200 });
  });

  it('makes a fresh id when none or a malformed one comes', async () => {
    const fresh = await http.request('/api/nothing-here');
    const malformed = await http.request('/healthz', { headers: { 'X-Request-Id': 'bad id <script>' } });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(fresh.status).toBe(404);
    expect(fresh.headers.get('X-Request-Id')).toMatch(uuid);
    expect(malformed.headers.get('X-Request-Id')).toMatch(uuid);
    expect(lines.some((line) => line.requestId === fresh.headers.get('X-Request-Id'))).toBe(true);
  });
});
