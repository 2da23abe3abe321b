import { describe, expect, it } from 'vitest';
import { lastMailTo, linkToken, PASSWORD } from '../support/accounts';
import { suiteApp } from '../support/test-app';

describe('sign-up and email verification', () => {
  const app = suiteApp();

  const signup = (overrides: Record<string, unknown> = {}) => ({
    email: 'maria@sunrise.example',
    agencyName: 'Sunrise Hospice',
    firstName: 'Maria',
    lastName: 'Okafor',
    password: PASSWORD,
    ...overrides,
  });

  it('creates the agency and its admin, answers requiresVerification and mails a one-time link', async () => {
    const client = app.client();
    const response = await client.post('/api/register', signup());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ requiresVerification: true, message: expect.stringContaining('verify') });

    const mail = await lastMailTo(app, 'maria@sunrise.example');
    expect(mail.subject).toBe('Verify your email for Hearth');
    expect(mail.html).toContain('>Verify Email</a>');
    const token = linkToken(mail.text, '/verify-email');

    const login = await client.post('/api/login', { email: 'maria@sunrise.example', password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await client.post('/api/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: 'Your email has been verified.', email: 'maria@sunrise.example' });

    const again = await client.post('/api/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Failed to verify email. The link may have expired.');
  });

  it('records the sign-up as events that carry ids and no personal data', async () => {
    const events = await app.db.sql<{ event_type: string; data: unknown; metadata: unknown }[]>`
      select event_type, data, metadata from events order by global_position`;
    expect(events.map((event) => event.event_type)).toEqual(['AgencyRegistered', 'AdminRegistered', 'EmailVerified']);
    const log = JSON.stringify(events);
    for (const secret of ['maria@sunrise.example', 'Maria', 'Okafor', PASSWORD]) expect(log).not.toContain(secret);
    expect(log).toContain('Sunrise Hospice');
    const [registered] = events;
    expect(registered!.metadata).toEqual({
      actorId: expect.any(String),
      at: '2026-03-02T12:00:00.000Z',
      // The request that made it (X-Request-Id): the work it causes names it in its logs.
      requestId: expect.any(String),
    });
  });

  it('keeps agency names unique without regard to case or spacing', async () => {
    const response = await app
      .client()
      .post('/api/register', signup({ email: 'other@example.org', agencyName: '  SUNRISE   hospice ' }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'An agency with this name already exists. Agency names must be unique.',
      code: 'AGENCY_NAME_TAKEN',
    });
  });

  it('answers a sign-up with a registered address as any other, registers nothing and mails the owner', async () => {
    const fresh = await app
      .client()
      .post('/api/register', signup({ email: 'nobody.yet@example.org', agencyName: 'Fresh Hospice' }));
    const again = await app
      .client()
      .post('/api/register', signup({ email: 'MARIA@sunrise.example', agencyName: 'Another Hospice' }));
    // The same answer whatever exists: nobody learns from it who has an account.
    expect([again.status, again.body]).toEqual([fresh.status, fresh.body]);
    const [agencies] = await app.db.sql<{ n: number }[]>`
      select count(*)::int as n from events
      where event_type = 'AgencyRegistered' and data->>'name' = 'Another Hospice'`;
    expect(agencies!.n).toBe(0);
    const mail = await lastMailTo(app, 'maria@sunrise.example');
    expect(mail.subject).toBe('Your Hearth account');
    expect(mail.text).toContain('It already has an account, so nothing was changed.');
    // The name it asked for stays free for whoever really wants it.
    const later = await app
      .client()
      .post('/api/register', signup({ email: 'real.owner@example.org', agencyName: 'Another Hospice' }));
    expect(later.status).toBe(201);
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ agencyName: 'A' }, 'Agency name must be at least 2 characters'],
    [{ firstName: ' ' }, 'First name must be at least 2 characters'],
    [{ lastName: 'X' }, 'Last name must be at least 2 characters'],
    [{ password: 'Short1' }, 'Password must be at least 8 characters'],
    [{ password: 'lowercase123' }, 'Password must contain at least one uppercase letter'],
    [{ password: 'NoNumbersHere' }, 'Password must contain at least one number'],
    [{ password: 'Password123' }, 'This password is too common. Please choose a different one.'],
    [{ password: undefined }, 'Password is required'],
  ])('rejects %j with the documented message', async (overrides, message) => {
    const response = await app
      .client()
      .post('/api/register', signup({ email: 'new@example.org', agencyName: 'New Hospice', ...overrides }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.code).toBe('VALIDATION_ERROR');
  });

  it('answers a missing or unknown verification token with a 400 and the documented wording', async () => {
    const missing = await app.client().post('/api/verify-email', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('No verification token found. Please check your email link.');
    const unknown = await app.client().post('/api/verify-email', { token: 'not-a-real-token' });
    expect(unknown.status).toBe(400);
  });

  it('resends verification without revealing whether the account exists', async () => {
    await app.client().post('/api/register', signup({ email: 'late@example.org', agencyName: 'Late Hospice' }));
    const before = (await app.mails()).filter((mail) => mail.recipient === 'late@example.org').length;
    const known = await app.client().post('/api/resend-verification', { email: 'late@example.org' });
    const unknown = await app.client().post('/api/resend-verification', { email: 'nobody@example.org' });
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: 200, body: known.body });
    await expect
      .poll(async () => (await app.mails()).filter((mail) => mail.recipient === 'late@example.org').length)
      .toBe(before + 1);
  });
});
