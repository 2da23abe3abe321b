import { describe, expect, it } from 'vitest';
import { lastMailTo, linkToken, registerAdmin, signIn } from '../support/accounts';
import { suiteApp } from '../support/test-app';

describe('forgot and reset password', () => {
  const app = suiteApp();

  const neutral = { message: "If an account exists with that email, we've sent a password reset link." };

  it('answers the same for known and unknown emails, and mails a link only to the known one', async () => {
    const { email } = await registerAdmin(app);
    const known = await app.client().post('/api/forgot-password', { email });
    const unknown = await app.client().post('/api/forgot-password', { email: 'nobody@example.org' });
    expect(known).toMatchObject({ status: 200, body: neutral });
    expect(unknown).toMatchObject({ status: 200, body: neutral });
    await expect
      .poll(async () =>
        (await app.mails()).some((mail) => mail.subject === 'Reset your Hearth password' && mail.recipient === email),
      )
      .toBe(true);
    expect((await app.mails()).some((mail) => mail.recipient === 'nobody@example.org')).toBe(false);
  });

  it('validates the email', async () => {
    const response = await app.client().post('/api/forgot-password', { email: 'nope' });
    expect(response).toMatchObject({ status: 400, body: { message: 'Invalid email address' } });
  });

  it('sets the new password once, ends every session and keeps the rules', async () => {
    const { email } = await registerAdmin(app);
    const oldSession = await signIn(app, email);
    await app.client().post('/api/forgot-password', { email });
    await expect.poll(async () => (await lastMailTo(app, email)).subject).toBe('Reset your Hearth password');
    const token = linkToken((await lastMailTo(app, email)).text, '/reset-password');

    const weak = await app.client().post('/api/reset-password', { token, password: 'alllowercase1' });
    expect(weak).toMatchObject({
      status: 400,
      body: { message: 'Password must contain at least one uppercase letter' },
    });

    const reset = await app.client().post('/api/reset-password', { token, password: 'Harbor77light' });
    expect(reset).toMatchObject({
      status: 200,
      body: { message: 'Your password has been reset. You can now log in.' },
    });
    expect((await oldSession.get('/api/user')).status).toBe(401);

    const reused = await app.client().post('/api/reset-password', { token, password: 'Another77light' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This reset link is invalid or has expired. Please request a new one.');

    expect((await app.client().post('/api/login', { email, password: 'Harbor77light' })).status).toBe(200);
    const events = await app.db.sql`select event_type from events where event_type = 'PasswordChanged'`;
    expect(events).toHaveLength(1);
  });

  it('refuses a reset link after an hour', async () => {
    const { email } = await registerAdmin(app);
    await app.client().post('/api/forgot-password', { email });
    await expect.poll(async () => (await lastMailTo(app, email)).subject).toBe('Reset your Hearth password');
    const token = linkToken((await lastMailTo(app, email)).text, '/reset-password');
    app.clock.advance(61 * 60_000);
    expect((await app.client().post('/api/reset-password', { token, password: 'Harbor77light' })).status).toBe(400);
  });

  it('needs a token', async () => {
    const response = await app.client().post('/api/reset-password', { password: 'Harbor77light' });
    expect(response).toMatchObject({ status: 400, body: { message: 'No reset token found' } });
  });
});
