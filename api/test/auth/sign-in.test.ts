import { beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, PASSWORD, registerAdmin, signedInAdmin, signIn, sixDigitCode } from '../support/accounts';
import { suiteApp } from '../support/test-app';

describe('sign-in with the emailed code', () => {
  const app = suiteApp();
  let email: string;
  beforeAll(async () => {
    ({ email } = await registerAdmin(app));
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await app.client().post('/api/login', { email, password: 'Wrong1234x' });
    const unknown = await app.client().post('/api/login', { email: 'ghost@example.org', password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    expect(unknown).toMatchObject({ status: 401, body: wrong.body });
  });

  it('requires the code, then starts a browser-session cookie and GET /api/user answers the user', async () => {
    const client = app.client();
    const login = await client.post('/api/login', { email, password: PASSWORD });
    expect(login.body).toEqual({ requiresMFA: true, email });
    expect((await client.get('/api/user')).status).toBe(401);

    const mail = await lastMailTo(app, email);
    expect(mail.subject).toBe('Your Hearth sign-in code');
    const verified = await client.post('/api/verify-mfa', { code: sixDigitCode(mail.text) });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      email,
      role: 'admin',
      status: 'active',
      mfaEnabled: true,
      firstName: 'Dana',
    });
    const cookie = verified.headers.getSetCookie().find((line) => line.startsWith('hearth_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age/i);

    const user = await client.get('/api/user');
    expect(user.status).toBe(200);
    expect(user.body.email).toBe(email);
    // The session lookup reads no agency; the answer takes the name from the agencies read model.
    const [agency] = await app.db.sql<
      { name: string }[]
    >`select name from agencies where agency_id = ${user.body.agencyId}`;
    expect(user.body.agencyName).toBe(agency!.name);
  });

  it('answers 401 to GET /api/user while the agencies read model lacks the agency, as the old join did', async () => {
    const { client, user } = await signedInAdmin(app);
    const [row] = await app.db.sql`delete from agencies where agency_id = ${user.agencyId} returning *`;
    try {
      expect(await client.get('/api/user')).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    } finally {
      await app.db.sql`insert into agencies ${app.db.sql(row!)}`;
    }
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('makes a long-lived cookie with Remember me', async () => {
    const client = app.client();
    await client.post('/api/login', { email, password: PASSWORD, rememberMe: true });
    const verified = await client.post('/api/verify-mfa', { code: sixDigitCode((await lastMailTo(app, email)).text) });
    const cookie = verified.headers.getSetCookie().find((line) => line.startsWith('hearth_session='))!;
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it('stores sessions and codes only as hashes', async () => {
    const client = await signIn(app, email);
    const token = client.cookies.get('hearth_session')!;
    const dump = JSON.stringify(await app.db.sql`select encode(id_hash, 'hex') as id from sessions`);
    expect(dump).not.toContain(token);
    await app.client().post('/api/login', { email, password: PASSWORD });
    const code = sixDigitCode((await lastMailTo(app, email)).text);
    const challenges = await app.db.sql`select encode(code_hash, 'hex') as code from mfa_challenges`;
    expect(JSON.stringify(challenges)).not.toContain(code);
  });

  it('refuses a wrong code, and ends the sign-in after five wrong tries', async () => {
    const client = app.client();
    await client.post('/api/login', { email, password: PASSWORD });
    const right = sixDigitCode((await lastMailTo(app, email)).text);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await client.post('/api/verify-mfa', { code: wrong });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid or expired code');
    }
    const late = await client.post('/api/verify-mfa', { code: right });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('Your sign-in has expired. Please log in again.');
  });

  it('refuses a malformed code with the same message', async () => {
    const client = app.client();
    await client.post('/api/login', { email, password: PASSWORD });
    const response = await client.post('/api/verify-mfa', { code: '12ab' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid or expired code');
  });

  it('lets a code expire after 10 minutes', async () => {
    const client = app.client();
    await client.post('/api/login', { email, password: PASSWORD });
    const code = sixDigitCode((await lastMailTo(app, email)).text);
    app.clock.advance(10 * 60_000 + 1000);
    const response = await client.post('/api/verify-mfa', { code });
    expect(response.status).toBe(400);
  });

  it('resends a code at most every 30 seconds, and only the newest code works', async () => {
    const client = app.client();
    await client.post('/api/login', { email, password: PASSWORD });
    const first = sixDigitCode((await lastMailTo(app, email)).text);
    expect((await client.post('/api/resend-mfa-code')).status).toBe(429);
    app.clock.advance(31_000);
    const resent = await client.post('/api/resend-mfa-code');
    expect(resent.body).toEqual({ email });
    const second = sixDigitCode((await lastMailTo(app, email)).text);
    if (first !== second) expect((await client.post('/api/verify-mfa', { code: first })).status).toBe(400);
    expect((await client.post('/api/verify-mfa', { code: second })).status).toBe(200);
  });

  it('ends the session on the server at logout', async () => {
    const client = await signIn(app, email);
    const stolen = client.cookies.get('hearth_session')!;
    expect((await client.post('/api/logout')).body).toEqual({ message: 'Logged out' });
    const replay = await app.client().get('/api/user', { cookie: `hearth_session=${stolen}` });
    expect(replay.status).toBe(401);
  });

  it('reads the signed-in user with the session on every request', async () => {
    const { email: fresh } = await registerAdmin(app);
    const client = await signIn(app, fresh);
    expect((await client.get('/api/dashboard/current-week')).status).toBe(200);
    const [person] = await app.db.sql<{ member_id: string }[]>`select member_id from people where email = ${fresh}`;
    const memberId = person!.member_id;
    // Planted in the read model: the next request sees the change, not a user read at sign-in.
    await app.db.sql`update members set role = 'user' where member_id = ${memberId}`;
    expect((await client.get('/api/dashboard/current-week')).status).toBe(403);
    expect((await client.get('/api/user')).body).toMatchObject({ email: fresh, role: 'user' });
    await app.db.sql`delete from members where member_id = ${memberId}`;
    for (const path of ['/api/user', '/api/dashboard/current-week'])
      expect(await client.get(path)).toMatchObject({
        status: 401,
        body: { message: 'Not authenticated', code: 'UNAUTHENTICATED' },
      });
  });

  it('ends a browser session after 8 idle hours', async () => {
    const { email: fresh } = await registerAdmin(app);
    const client = await signIn(app, fresh);
    app.clock.advance(7 * 3600_000);
    expect((await client.get('/api/user')).status).toBe(200);
    app.clock.advance(8 * 3600_000 + 1000);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('keeps MFA on: PATCH /api/user/mfa accepts only enabled: true', async () => {
    const client = await signIn(app, (await registerAdmin(app)).email);
    expect(await client.patch('/api/user/mfa', { enabled: true })).toMatchObject({
      status: 200,
      body: { enabled: true },
    });
    expect(await client.patch('/api/user/mfa', { enabled: false })).toMatchObject({
      status: 400,
      body: {
        message: 'Multi-factor authentication is mandatory for administrator accounts and cannot be turned off.',
      },
    });
    expect((await app.client().patch('/api/user/mfa', { enabled: true })).status).toBe(401);
  });

  it('counts only wrong passwords: signing in correctly never uses up the allowance', async () => {
    const { email } = await registerAdmin(app);
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await app.client(`198.51.100.${attempt}`).post('/api/login', { email, password: PASSWORD })).status).toBe(
        200,
      );
    }
  });

  it('gives each browser its own allowance of codes: one who has the password cannot use up the owner’s', async () => {
    const { email } = await registerAdmin(app);
    const owner = await signIn(app, email); // the owner's browser is now trusted
    expect((await owner.post('/api/logout')).status).toBe(200);
    // Someone who knows the password tries codes from one network until refused.
    let refused = 0;
    for (let challenge = 0; challenge < 6 && refused === 0; challenge++) {
      const stranger = app.client('203.0.113.66');
      expect((await stranger.post('/api/login', { email, password: PASSWORD })).status).toBe(200);
      for (let tries = 0; tries < 5; tries++) {
        const { status } = await stranger.post('/api/verify-mfa', { code: '000000' });
        if (status === 429) refused++;
      }
    }
    expect(refused).toBeGreaterThan(0);
    // The owner's trusted browser still signs in with its code.
    const login = await owner.post('/api/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    const code = sixDigitCode((await lastMailTo(app, email)).text);
    expect((await owner.post('/api/verify-mfa', { code })).status).toBe(200);
  });
});
