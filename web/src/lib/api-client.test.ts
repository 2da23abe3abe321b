import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage } from './api-client';

/** The generic error rule every screen relies on (docs/product-rules.md, "Errors"). */
describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: string, statusText = 'Status text') =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status, statusText })),
    );

  it('sends cookies and a JSON body, and reads a JSON answer', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(api('POST /api/login', { body: { email: 'a@b.c', password: 'x' } })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith(
      '/api/login',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"email":"a@b.c","password":"x"}' }),
    );
  });

  it("builds the path from the endpoint's key, its ids and its query", async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await api('PATCH /api/job-roles/:id', { params: { id: 'a b/c' }, body: { name: 'Aide' } });
    await api('GET /api/dashboard/historical', { query: { weeks: '24' } });
    await api('GET /api/survey/check-in', { query: { token: 't&x=1' } });
    expect(fetch.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      '/api/job-roles/a%20b%2Fc',
      '/api/dashboard/historical?weeks=24',
      '/api/survey/check-in?token=t%26x%3D1',
    ]);
  });

  it("turns a failed JSON answer into an error with the body's message, code and status", async () => {
    answer(409, '{"message":"A job role with this name already exists","code":"JOB_ROLE_NAME_TAKEN"}');
    const error = await api('GET /api/job-roles').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'A job role with this name already exists',
      code: 'JOB_ROLE_NAME_TAKEN',
      status: 409,
    });
  });

  it('uses the status text when a JSON failure has no message', async () => {
    answer(404, '{"code":"NOT_FOUND"}', 'Not Found');
    await expect(api('GET /api/user')).rejects.toMatchObject({ message: 'Not Found', status: 404, code: 'NOT_FOUND' });
  });

  it('reads a failure that is not JSON as "status: status text"', async () => {
    answer(502, '<html>Bad gateway</html>', 'Bad Gateway');
    await expect(api('GET /api/user')).rejects.toMatchObject({ message: '502: Bad Gateway', status: 502 });
  });

  it("shows the server's message, or the caller's fallback for anything else", () => {
    expect(errorMessage(new ApiError('Invalid or expired code', 400), 'Verification failed')).toBe(
      'Invalid or expired code',
    );
    expect(errorMessage(new TypeError('network down'), 'Failed to send message. Please try again.')).toBe(
      'Failed to send message. Please try again.',
    );
  });
});
