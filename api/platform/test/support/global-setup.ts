import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect, databaseUrl } from '../../src/db';
import { startEmbeddedPostgres } from '../../src/embedded-postgres';
import { migrate } from '../../src/migrate';
import { TEMPLATE_DATABASE } from './template';

/**
 * One real PostgreSQL per test run (the embedded binaries, durability off for speed) with a
 * migrated template database; each test file clones the template (see database.ts). The api,
 * projections and workflows projects all name this setup: the first starts the server, the others
 * share it, and the last to finish stops it.
 */
interface SharedServer {
  url: Promise<string>;
  users: number;
  stop(): Promise<void>;
}
const shared = globalThis as { hearthTestDatabase?: SharedServer };

export default async function setup(project: TestProject) {
  shared.hearthTestDatabase ??= startServer();
  const server = shared.hearthTestDatabase;
  server.users++;
  project.provide('databaseServerUrl', await server.url);
  return async () => {
    if (--server.users > 0) return;
    shared.hearthTestDatabase = undefined;
    await server.stop();
  };
}

function startServer(): SharedServer {
  let stop = async () => undefined;
  const url = (async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-test-'));
    const server = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: 500 },
    });
    stop = async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
    try {
      const admin = connect(server.url, { max: 1 });
      await admin.unsafe(`create database ${TEMPLATE_DATABASE}`);
      await admin.end();
      const template = connect(databaseUrl(server.url, TEMPLATE_DATABASE), { max: 1 });
      await migrate(template).finally(() => template.end());
    } catch (error) {
      // A failed set-up must not leave the server running (it would keep the test run from ending).
      await stop();
      throw error;
    }
    return server.url;
  })();
  return {
    url,
    users: 0,
    stop: async () => {
      await url.catch(() => undefined);
      await stop();
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
