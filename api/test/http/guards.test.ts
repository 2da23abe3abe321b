import { describe, expect, it } from 'vitest';
import { trustedOrigins } from '../../src/http/security';
import { signedInAdmin } from '../support/accounts';
import { suiteApp } from '../support/test-app';

describe('HTTP guards common to every endpoint', () => {
  const app = suiteApp();
  /** A registration from a stranger's browser whose agency name is `agencyName`. */
  const register = (email: string, agencyName: string) =>
    app
      .client()
      .post('/api/register', { email, agencyName, firstName: 'Dana', lastName: 'Reyes', password: 'Lantern42ok' });

  it('refuses an unsafe request from a foreign origin with 403, whatever its content type', async () => {
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const response = await app
        .client()
        .post('/api/logout', '{}', { origin: 'https://evil.example', 'content-type': type });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN_ORIGIN');
    }
    const same = await app.client().post('/api/logout', undefined, { origin: 'http://localhost:3000' });
    expect(same.status).toBe(200);
  });

  it('accepts the app opened at 127.0.0.1 instead of localhost outside production, and only on its port', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect((await app.client().post('/api/logout', undefined, { origin })).status).toBe(200);
    for (const origin of ['http://127.0.0.1:3001', 'https://127.0.0.1:3000', 'http://127.0.0.2:3000'])
      expect((await app.client().post('/api/logout', undefined, { origin })).status).toBe(403);
  });

  it('takes only JSON bodies', async () => {
    const response = await app
      .client()
      .post('/api/login', 'email=a@b.co', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('answers malformed JSON, a non-object and an oversized body with 4xx, never 5xx', async () => {
    expect((await app.client().post('/api/login', '{"email":')).status).toBe(400);
    expect((await app.client().post('/api/login', '[1,2]')).body.message).toBe(
      'The request body must be a JSON object.',
    );
    expect((await app.client().post('/api/login', 'null')).status).toBe(400);
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70_000) });
    expect((await app.client().post('/api/login', huge, { 'content-length': String(huge.length) })).status).toBe(413);
    const chunked = await app.client().post('/api/login', '{}', { 'transfer-encoding': 'chunked' });
    expect(chunked).toMatchObject({ status: 411, body: { code: 'LENGTH_REQUIRED' } });
  });

  it('refuses a body sent without a content type with 415, and takes a request with no body without one', async () => {
    const body = JSON.stringify({ email: 'a@b.co', password: 'x' });
    const untyped = await app.client().post('/api/login', body, {
      'content-type': '',
      'content-length': String(Buffer.byteLength(body)),
    });
    expect(untyped).toMatchObject({
      status: 415,
      body: { message: 'Send the request body as application/json.', code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    expect((await app.client().post('/api/logout', undefined, { 'content-length': '0' })).status).toBe(200);
  });

  // The three crashers of issue 11, each once a 500.
  it('refuses a body nested 10,000 deep with a 400, whatever the endpoint', async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    for (const path of ['/api/login', '/api/register', '/api/support-request']) {
      expect(await app.client().post(path, deep)).toMatchObject({
        status: 400,
        body: { message: 'The request body is nested too deeply.', code: 'VALIDATION_ERROR' },
      });
    }
    expect((await app.client().post('/api/login', '['.repeat(10_000) + ']'.repeat(10_000))).status).toBe(400);
  });

  it('refuses fields sent as objects with their own toString with a 400', async () => {
    const hostile = { toString: 1 };
    const setup = await app
      .client()
      .post('/api/users/setup', { token: hostile, email: hostile, otp: hostile, password: hostile });
    expect(setup).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    const support = await app.client().post('/api/support-request', {
      name: hostile,
      email: 'a@b.co',
      requestType: 'support',
      message: 'A message long enough',
      website: hostile,
    });
    expect(support).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    expect((await app.client().post('/api/demo-request', { toString: 1, valueOf: {} })).status).toBe(400);
  });

  it('refuses unpaired surrogates in a job role name and at registration with a 400', async () => {
    expect(await register('surrogate@example.org', 'Agency \ud800')).toMatchObject({
      status: 400,
      body: { message: 'Text may not contain unpaired surrogate characters.' },
    });
    const admin = await signedInAdmin(app);
    expect(await admin.client.post('/api/job-roles', { name: 'Nurse \udc00' })).toMatchObject({
      status: 400,
      body: { message: 'Text may not contain unpaired surrogate characters.' },
    });
    expect((await admin.client.post('/api/job-roles', { name: 'Nurse 😀' })).status).toBe(201);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.client().get('/api/nothing-here');
    expect(response).toMatchObject({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } });
  });

  it('sets the security headers and no-store on API answers', async () => {
    const response = await app.client().get('/api/user');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('takes the client address from the right of X-Forwarded-For, where the proxy wrote it', async () => {
    // TRUST_PROXY=1 here: a client cannot dodge per-IP limits by writing its own entries on the left.
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await app
        .client()
        .post('/api/register', { email: 'bad' }, { 'x-forwarded-for': `203.0.113.${attempt}, 198.51.100.7` });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses text with a NUL character with a 400, before anything is stored', async () => {
    expect(await register('nul@example.org', 'Zed\u0000 Hospice')).toMatchObject({
      status: 400,
      body: { message: 'Text may not contain the NUL character (\\u0000).' },
    });
    expect(
      (
        await app.client().post('/api/support-request', {
          name: 'Zed',
          email: 'nul@example.org',
          requestType: 'support',
          message: { 'a\u0000': 1 },
        })
      ).status,
    ).toBe(400);
  });

  it('reports health and readiness', async () => {
    expect((await app.client().get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await app.client().get('/readyz')).body).toMatchObject({ status: 'ready' });
  });
});

describe('the CSRF origin check in production', () => {
  it('accepts exactly APP_ORIGIN, not its loopback aliases', () => {
    expect(trustedOrigins({ appOrigin: 'http://localhost:3000', isProduction: true })).toEqual([
      'http://localhost:3000',
    ]);
    expect(trustedOrigins({ appOrigin: 'https://hearth.example.org', isProduction: false })).toEqual([
      'https://hearth.example.org',
    ]);
    expect(
      trustedOrigins({ appOrigin: 'http://localhost:3000', isProduction: false }, ['http://localhost:5173']),
    ).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://[::1]:5173',
    ]);
  });
});
