import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect } from '../src/db';
import { startEmbeddedPostgres } from '../src/embedded-postgres';
import { freePort } from './support/global-setup';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.startsWith('Z');
}

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

  it('stops, at the next start, the PostgreSQL a killed app left running over this data folder', async () => {
    const port = await freePort();
    const app = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'support/embedded-app.ts')],
      {
        env: { ...process.env, EMBEDDED_DATA_DIR: dataDir, EMBEDDED_PORT: String(port) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      app.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('started') && resolve());
      app.once('exit', (code) => reject(new Error(`the app exited with ${code} before starting PostgreSQL`)));
    });
    const orphan = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    app.kill('SIGKILL');
    await new Promise((resolve) => app.once('exit', resolve));
    expect(alive(orphan)).toBe(true);

    const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), settings: { fsync: 'off' } });
    expect(alive(orphan)).toBe(false);
    const sql = connect(server.url, { max: 1 });
    expect((await sql`select 1 as one`)[0]!.one).toBe(1);
    await sql.end();
    await server.stop();
    expect(existsSync(path.join(dataDir, 'postgres.owner'))).toBe(false);
  }, 90_000);

  it('leaves alone a PostgreSQL over this folder whose app is still running', async () => {
    const first = await startEmbeddedPostgres({ dataDir, port: await freePort(), settings: { fsync: 'off' } });
    const pid = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    await expect(startEmbeddedPostgres({ dataDir, port: await freePort() })).rejects.toThrow(
      new RegExp(`locked by a running PostgreSQL \\(pid ${pid}\\)`),
    );
    expect(alive(pid)).toBe(true);
    await first.stop();
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
