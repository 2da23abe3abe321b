import { describe, expect, it } from 'vitest';
import { networkOf } from '../../src/auth/sign-in-throttle';
import { lastMailTo, linkToken, PASSWORD, registerAdmin, sixDigitCode } from '../support/accounts';
import { suiteApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * Wrong passwords are throttled without handing strangers a way to lock the owner out
 * (docs/decisions/019-sign-in-throttling.md): buckets per trusted browser and per email and network,
 * progressive delays, and at most 100 consecutive failures in any bucket (NIST SP 800-63B).
 */
const WRONG = 'Wrong1234x';

async function signInWith(app: TestApp, client: TestClient, email: string, password = PASSWORD) {
  const login = await client.post('/api/login', { email, password });
  if (login.status !== 200) return login;
  const code = sixDigitCode((await lastMailTo(app, email)).text);
  return client.post('/api/verify-mfa', { code });
}

describe('sign-in throttling', () => {
  const app = suiteApp();

  it('slows a network down progressively after five wrong passwords, then lets it try after the wait', async () => {
    const { email } = await registerAdmin(app);
    const from = (n: number) => app.client(`203.0.113.${n}`);
    for (let n = 1; n <= 6; n++)
      expect((await from(n).post('/api/login', { email, password: WRONG })).status).toBe(401);
    const refused = await from(7).post('/api/login', { email, password: PASSWORD });
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'Too many failed sign-in attempts. Please wait 2 seconds and try again.' },
    });
    // Another network is not slowed down by this one.
    expect((await app.client('198.51.100.1').post('/api/login', { email, password: WRONG })).status).toBe(401);
    app.clock.advance(2_000);
    expect((await from(8).post('/api/login', { email, password: WRONG })).status).toBe(401);
    const longer = await from(9).post('/api/login', { email, password: WRONG });
    expect(longer.body.message).toBe('Too many failed sign-in attempts. Please wait 4 seconds and try again.');
    app.clock.advance(4_000);
    expect((await signInWith(app, from(10), email)).status).toBe(200);
  });

  it("lets the owner sign in with password and code after a stranger's 1,000 wrong passwords", async () => {
    const { email } = await registerAdmin(app);
    const owner = app.client('192.0.2.10');
    expect((await signInWith(app, owner, email)).status).toBe(200);
    expect((await owner.post('/api/logout')).status).toBe(200);

    const statuses = new Map<number, number>();
    for (let n = 0; n < 1_000; n++) {
      const stranger = app.client(`10.${Math.floor(n / 250)}.${n % 250}.7`);
      const { status } = await stranger.post('/api/login', { email, password: WRONG });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    // No more than 100 wrong passwords were ever tried against the account; the rest were refused.
    expect(statuses.get(401)).toBe(100);
    expect(statuses.get(429)).toBe(900);

    expect((await signInWith(app, owner, email)).status).toBe(200);
    expect((await owner.get('/api/user')).body.email).toBe(email);
  }, 120_000);

  it('checks at most 100 of 1,000 parallel wrong passwords from 50 networks; the owner gets in by a link', async () => {
    const { email } = await registerAdmin(app);
    const mailsBefore = (await app.mails()).filter((mail) => mail.recipient === email).length;
    const attempts = Array.from({ length: 1_000 }, (_, n) =>
      app.client(`10.77.${n % 50}.${1 + Math.floor(n / 50)}`).post('/api/login', { email, password: WRONG }),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    const checked = statuses.filter((status) => status === 401).length;
    console.info(`sign-in throttling: 1,000 parallel wrong passwords from 50 networks, ${checked} checked`);
    expect(checked).toBeLessThanOrEqual(100);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);

    // The owner, in a browser never used before: refused without a password check, told by mail.
    const started = Date.now();
    const newBrowser = app.client('192.0.2.20');
    expect(await newBrowser.post('/api/login', { email, password: PASSWORD })).toMatchObject({
      status: 429,
      body: {
        message:
          'Too many failed sign-in attempts on this account. If it is yours, we have emailed you a link to sign ' +
          'in from this browser; you can also sign in from a browser you have signed in with before.',
      },
    });
    await expect
      .poll(async () => (await lastMailTo(app, email)).subject)
      .toBe('Someone is trying to sign in to your Hearth account');
    // One mail for the whole attack, not one per refusal.
    const mails = (await app.mails()).filter((mail) => mail.recipient === email);
    expect(mails.length - mailsBefore).toBe(1);
    const token = linkToken((await lastMailTo(app, email)).text, '/trust-browser');
    expect((await newBrowser.post('/api/trust-browser', { token })).status).toBe(200);
    expect((await newBrowser.post('/api/trust-browser', { token })).status).toBe(400);
    expect((await signInWith(app, newBrowser, email)).status).toBe(200);
    const seconds = (Date.now() - started) / 1000;
    console.info(`sign-in throttling: the owner signed in from a new browser ${seconds.toFixed(1)} s after the attack`);
    expect(seconds).toBeLessThan(60);
    // The strangers are still refused, the link does not help another browser.
    expect((await app.client('10.77.3.99').post('/api/login', { email, password: PASSWORD })).status).toBe(429);
  }, 120_000);

  it('refuses an unknown browser after 100 consecutive failures until a mailed link or a password reset', async () => {
    const { email } = await registerAdmin(app);
    for (let n = 0; n < 100; n++) {
      expect((await app.client(`10.200.${n}.1`).post('/api/login', { email, password: WRONG })).status).toBe(401);
    }
    const newBrowser = app.client('192.0.2.21');
    expect((await newBrowser.post('/api/login', { email, password: PASSWORD })).status).toBe(429);
    expect((await newBrowser.post('/api/forgot-password', { email })).status).toBe(200);
    await expect.poll(async () => (await lastMailTo(app, email)).subject).toBe('Reset your Hearth password');
    const token = linkToken((await lastMailTo(app, email)).text, '/reset-password');
    const newPassword = 'Harbour77ok';
    expect((await newBrowser.post('/api/reset-password', { token, password: newPassword })).status).toBe(200);
    expect((await signInWith(app, newBrowser, email, newPassword)).status).toBe(200);
  }, 60_000);

  it('refuses a made-up, used or missing link', async () => {
    expect((await app.client().post('/api/trust-browser', { token: 'x'.repeat(43) })).body).toEqual({
      message: 'This sign-in link is invalid, used or expired. Try to log in again for a new one.',
      code: 'INVALID_TOKEN',
    });
    expect((await app.client().post('/api/trust-browser', {})).status).toBe(400);
  });

  it('gives a trusted browser its own limit of 100 consecutive failures as well', async () => {
    const { email } = await registerAdmin(app);
    const browser = app.client('192.0.2.30');
    expect((await signInWith(app, browser, email)).status).toBe(200);
    for (let n = 0; n < 100; n++) {
      expect((await browser.post('/api/login', { email, password: WRONG })).status).toBe(401);
      app.clock.advance(15 * 60_000);
    }
    expect(await browser.post('/api/login', { email, password: PASSWORD })).toMatchObject({
      status: 429,
      body: { message: 'Too many failed sign-in attempts. Reset your password to sign in again.' },
    });
    // An unknown browser elsewhere is not held up by the trusted browser's failures.
    expect((await signInWith(app, app.client('198.51.100.40'), email)).status).toBe(200);
  }, 60_000);

  it('answers an unknown email exactly as a known one, throttling included', async () => {
    const unknown = 'nobody-here@example.org';
    const statuses = [];
    for (let n = 1; n <= 7; n++) {
      statuses.push(
        (await app.client(`203.0.114.${n}`).post('/api/login', { email: unknown, password: WRONG })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('keeps no email address or network in its counters: buckets are keyed hashes', async () => {
    const rows = await app.db.sql<{ bucket: Buffer }[]>`select bucket from sign_in_failures`;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.bucket.length === 32)).toBe(true);
    const columns = await app.db.sql<{ column_name: string }[]>`
      select column_name from information_schema.columns where table_name = 'sign_in_failures' order by 1`;
    expect(columns.map((column) => column.column_name)).toEqual([
      'bucket',
      'failures',
      'kind',
      'last_failed_at',
      'next_attempt_at',
    ]);
  });

  it('groups addresses by network: /24 for IPv4, /64 for IPv6', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});
