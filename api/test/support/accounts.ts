import { beforeAll, expect } from 'vitest';
import type { TestApp, TestClient } from './test-app';

/** Helpers that walk the real sign-up and sign-in flows through the API and the outbox. */

export const PASSWORD = 'Lantern42ok';

export async function lastMailTo(app: TestApp, email: string) {
  const mail = (await app.mails()).find((candidate) => candidate.recipient === email);
  if (!mail) throw new Error(`No mail to ${email}`);
  return mail;
}

export function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No ${path} link in: ${text}`);
  return match[1]!;
}

export function sixDigitCode(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`No code in: ${text}`);
  return match[1]!;
}

export async function registerAdmin(
  app: TestApp,
  options: { email?: string; agencyName?: string; verify?: boolean } = {},
) {
  const email = options.email ?? `admin-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const agencyName = options.agencyName ?? `Agency ${Math.random().toString(36).slice(2, 8)}`;
  const client = app.client();
  const registered = await client.post('/api/register', {
    email,
    agencyName,
    firstName: 'Dana',
    lastName: 'Reyes',
    password: PASSWORD,
  });
  expect(registered.status).toBe(201);
  if (options.verify !== false) {
    const token = linkToken((await lastMailTo(app, email)).text, '/verify-email');
    expect((await client.post('/api/verify-email', { token })).status).toBe(200);
  }
  return { email, agencyName, client };
}

/** Signs in with password and emailed code; the returned client holds the session cookie. */
export async function signIn(
  app: TestApp,
  email: string,
  password = PASSWORD,
  rememberMe = false,
): Promise<TestClient> {
  const client = app.client();
  const login = await client.post('/api/login', { email, password, rememberMe });
  expect(login.status).toBe(200);
  const code = sixDigitCode((await lastMailTo(app, email)).text);
  const verified = await client.post('/api/verify-mfa', { code });
  expect(verified.status).toBe(200);
  return client;
}

export async function signedInAdmin(
  app: TestApp,
  options: { email?: string; agencyName?: string; rememberMe?: boolean } = {},
) {
  const { email, agencyName } = await registerAdmin(app, options);
  const client = await signIn(app, email, PASSWORD, options.rememberMe);
  const user = (await client.get('/api/user')).body;
  return { email, agencyName, client, user };
}

export type SignedInAdmin = Awaited<ReturnType<typeof signedInAdmin>>;

/** An administrator signed in for the suite's tests, filled in by a `beforeAll` as `suiteApp` is. */
export function suiteAdmin(app: TestApp, options: Parameters<typeof signedInAdmin>[1] = {}): SignedInAdmin {
  const admin = {} as SignedInAdmin;
  beforeAll(async () => {
    Object.assign(admin, await signedInAdmin(app, options));
  });
  return admin;
}

/** An administrator invites a member through the API; `name` is "First Last". */
export function invite(
  admin: TestClient,
  { name, ...member }: { name: string; email: string; role: 'user' | 'admin'; [field: string]: unknown },
) {
  const [firstName, ...lastName] = name.split(' ');
  return admin.post('/api/users/invite', { firstName, lastName: lastName.join(' '), ...member });
}
