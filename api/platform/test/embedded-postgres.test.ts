import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect } from '../src/db';
import { startEmbeddedPostgres } from '../src/embedded-postgres';
import { freePort } from './support/global-setup';

describe('embedded PostgreSQL', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-embedded-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('says in one line that the port is taken', async () => {
    const port = await freePort();
    const blocker = createServer().listen(port, 'localhost');
    await new Promise((resolve) => blocker.once('listening', resolve));
    await expect(startEmbeddedPostgres({ dataDir, port })).rejects.toThrow(
      `Port ${port} is already in use (is another Hearth or PostgreSQL running?). Stop it or set ` +
        'EMBEDDED_POSTGRES_PORT to a free port.',
    );
    blocker.close();
  });

  it('refuses a data folder locked by a live process, and clears a lock left by a dead one', async () => {
    await mkdir(path.join(dataDir, 'postgres'), { recursive: true });
    const lock = path.join(dataDir, 'postgres', 'postmaster.pid');
    await writeFile(lock, `${process.pid}\n`);
    await expect(startEmbeddedPostgres({ dataDir, port: await freePort() })).rejects.toThrow(
      new RegExp(`locked by a running PostgreSQL \\(pid ${process.pid}\\)`),
    );

    const dead = spawn('true');
    await new Promise((resolve) => dead.once('exit', resolve));
    await writeFile(lock, `${dead.pid}\n`);
    const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), settings: { fsync: 'off' } });
    const sql = connect(server.url, { max: 1 });
    expect((await sql`select 1 as one`)[0]!.one).toBe(1);
    await sql.end();
    await server.stop();
  }, 60_000);

  it('stops without hanging when PostgreSQL already died', async () => {
    const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), settings: { fsync: 'off' } });
    const pid = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    await server.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
  }, 60_000);
});
