import { type Clock, fixedClock } from '@hearth/platform/clock';
import { loadConfig } from '@hearth/platform/config';
import type { Deps } from '@hearth/platform/deps';
import { createPostgresEventStore } from '@hearth/platform/eventstore/postgres';
import { silentLogger } from '@hearth/platform/logger';
import { type DevMail, devMailboxTransport, listDevMailbox } from '@hearth/platform/mail/dev-mailbox';
import { createOutbox } from '@hearth/platform/mail/outbox';
import type { MailTransport } from '@hearth/platform/mail/port';
import { startMailSender } from '@hearth/platform/mail/sender';
import { startProjections } from '@hearth/platform/projections/runner';
import { createProjectionWaiter, waitForReadModels } from '@hearth/platform/read-your-writes';
import { createSecrets } from '@hearth/platform/secrets';
import { generateSignerKey, signerFrom } from '@hearth/platform/transparency/note';
import { afterAll, beforeAll } from 'vitest';

/** The checkpoint signer of every test app: a key of its own, as in production never the database's. */
const TEST_CHECKPOINT_SIGNER = signerFrom(generateSignerKey('hearth.test/checkpoints'));

import { createTestDatabase } from '@hearth/platform/test/support/database';
import { allProjectors } from '@hearth/projections/all';
import { createApp } from '../../src/app';
import { backgroundWork } from '../../src/background';

const ORIGIN = 'http://localhost:3000';

/**
 * A JSON answer as a test reads it: each test asserts the shape it needs (the server builds its
 * answers from the contracts types, which the type check holds it to).
 */
// biome-ignore lint/suspicious/noExplicitAny: the one loosely typed seam, for test readability
export type Json = any;

interface TestResponse<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * The real HTTP app over a fresh database, with the projector and the mail sender running (mail
 * lands in the development mailbox) and a clock the test moves. `client()` gives a browser-like
 * caller that keeps cookies. `transport` wraps the development mailbox (to make it fail, say).
 */
export interface TestOptions {
  now?: string;
  /** A clock of the test's own (a fast one for real Temporal timers); `clock` below is then unused. */
  appClock?: Clock;
  env?: Record<string, string>;
  transport?: (devMailbox: MailTransport) => MailTransport;
}

/**
 * Every dependency of the app over a fresh database, with the real projector running: what the
 * HTTP tests use, and what workflow tests hand to activities.
 */
export async function startTestDeps(options: TestOptions = {}) {
  const db = await createTestDatabase();
  const clock = fixedClock(options.now ?? '2026-03-02T12:00:00Z');
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_ORIGIN: ORIGIN,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: '1',
    ...options.env,
  });
  const eventStore = createPostgresEventStore(db.sql, { pollIntervalMs: 10 });
  const projections = await startProjections({
    sql: db.sql,
    eventStore,
    projectors: allProjectors,
    log: silentLogger,
    retryDelayMs: 50,
  });
  const devMailbox = devMailboxTransport(db.sql);
  const transport = options.transport ? options.transport(devMailbox) : devMailbox;
  const secrets = createSecrets(Buffer.alloc(32, 7));
  const mailDeps = { sql: db.sql, secrets, transport, clock: options.appClock ?? clock, log: silentLogger };
  const deps: Deps = {
    config,
    sql: db.sql,
    eventStore,
    projections: createProjectionWaiter(db.sql, silentLogger),
    outbox: createOutbox(mailDeps),
    clock: options.appClock ?? clock,
    secrets,
    log: silentLogger,
    checkpointSigner: TEST_CHECKPOINT_SIGNER,
  };
  let senderStopped = false;
  const sender = startMailSender({ ...mailDeps, renderers: backgroundWork(deps).mailRenderers, pollMs: 50 });
  return {
    deps,
    db,
    clock,
    transport,
    /** Sends every mail that is due now (by the test's clock). */
    deliverMail: () => sender.drain(),
    /** Once the read models include every event so far (background round commands do not wait). */
    settled: () => waitForReadModels(deps),
    /**
     * Stops this process's mail sender, for a test whose mail another process sends: from then on
     * `mails()` only reads the mailbox (a second sender would race the other process's).
     */
    stopMailSender: () => {
      senderStopped = true;
      return sender.stop();
    },
    /** The development mailbox, newest first, once every due mail has been sent. */
    async mails(): Promise<DevMail[]> {
      if (!senderStopped) await sender.drain();
      return listDevMailbox(db.sql);
    },
    async close() {
      await sender.stop();
      await projections.stop();
      await deps.projections.close();
      await eventStore.close();
      await db.drop();
    },
  };
}

export async function startTestApp(options: TestOptions = {}) {
  const base = await startTestDeps(options);
  const app = createApp(base.deps, { checkAnswers: true });
  return { ...base, app, client: (ip?: string) => createClient(app, ip) };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * One app for the tests of the suite this is called in: started before them, closed after them.
 * The object is filled in by the suite's first `beforeAll`, so read it only inside hooks and tests.
 */
export function suiteApp(options: TestOptions = {}): TestApp {
  const app = {} as TestApp;
  beforeAll(async () => {
    Object.assign(app, await startTestApp(options));
  });
  afterAll(() => app.close?.());
  return app;
}
export type TestClient = ReturnType<typeof createClient>;

/** Each client comes from its own address (X-Forwarded-For), as separate browsers would. */
function createClient(
  app: { request(path: string, init: RequestInit): Response | Promise<Response> },
  ip = randomIp(),
) {
  const cookies = new Map<string, string>();
  async function send<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const response = await app.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-forwarded-for': ip,
        ...(cookies.size > 0 ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (/max-age=0/i.test(line) || value === '') cookies.delete(name!);
      else cookies.set(name!, value!);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }
  return {
    cookies,
    get: <T = Json>(path: string, headers?: Record<string, string>) => send<T>('GET', path, undefined, headers),
    post: <T = Json>(path: string, body?: unknown, headers?: Record<string, string>) =>
      send<T>('POST', path, body, headers),
    patch: <T = Json>(path: string, body?: unknown, headers?: Record<string, string>) =>
      send<T>('PATCH', path, body, headers),
    put: <T = Json>(path: string, body?: unknown, headers?: Record<string, string>) =>
      send<T>('PUT', path, body, headers),
    delete: <T = Json>(path: string, headers?: Record<string, string>) => send<T>('DELETE', path, undefined, headers),
  };
}

function randomIp(): string {
  const octet = (count: number, from = 0) => from + Math.floor(Math.random() * count);
  return `10.${octet(256)}.${octet(256)}.${octet(254, 1)}`;
}
