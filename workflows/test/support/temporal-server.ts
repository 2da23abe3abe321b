import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@hearth/platform/test/support/global-setup';
import { Connection } from '@temporalio/client';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Temporal frontend (host:port): a real dev server started here, or TEMPORAL_ADDRESS. */
    temporalAddress: string;
    /** Its Web UI, or '' when the server is not ours (TEMPORAL_ADDRESS without TEMPORAL_UI_URL). */
    temporalUiUrl: string;
  }
}

/**
 * The workflows project's Temporal server: the Temporal CLI's dev server (a real Temporal server
 * with SQLite and its Web UI), started once per run on free ports. `.ci/run` installs the CLI
 * (`go install github.com/temporalio/cli/cmd/temporal@v1.5.1`). Without it the run fails with
 * that instruction: the Temporal suites are never skipped. TEMPORAL_ADDRESS uses a server of
 * one's own instead (TEMPORAL_UI_URL names its UI).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEMPORAL_ADDRESS;
  if (external) {
    project.provide('temporalAddress', external);
    project.provide('temporalUiUrl', process.env.TEMPORAL_UI_URL ?? '');
    return;
  }
  const server = await startTemporalDevServer();
  project.provide('temporalAddress', server.address);
  project.provide('temporalUiUrl', server.uiUrl);
  return server.stop;
}

/**
 * The dev server's settings for the whole market's Monday (the bench, docs/performance.md): SQLite's
 * journal in WAL mode without a sync at every commit, and activities handed to the worker that
 * completes the workflow task scheduling them (eager dispatch), not through a poll.
 */
export const TUNED_DEV_SERVER = [
  '--sqlite-pragma',
  'journal_mode=wal',
  '--sqlite-pragma',
  'synchronous=normal',
  '--dynamic-config-value',
  'system.enableActivityEagerExecution=true',
];

/** The Temporal CLI's dev server on free ports, with its SQLite file in a folder of its own. */
export async function startTemporalDevServer(extraArgs: string[] = []) {
  const binary = temporalCli();
  const [port, uiPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-temporal-'));
  const server = spawn(
    binary,
    [
      'server',
      'start-dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--ui-port',
      String(uiPort),
      '--db-filename',
      path.join(dataDir, 'temporal.sqlite'),
      '--log-level',
      'error',
      ...extraArgs,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    output = `${output}${chunk.toString()}`.slice(-4000);
  });
  const address = `127.0.0.1:${port}`;
  try {
    await waitUntilServing(address, server, () => output);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return {
    address,
    uiUrl: `http://127.0.0.1:${uiPort}`,
    async stop() {
      await stop(server);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** TEMPORAL_CLI, else `temporal` in Go's bin folder, else on the PATH. */
export function temporalCli(): string {
  const candidates = [
    process.env.TEMPORAL_CLI,
    path.join(goBin(), 'temporal'),
    path.join(homedir(), 'go/bin/temporal'),
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v temporal'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'The Temporal CLI is missing, and the Temporal suites need its dev server: ' +
        'go install github.com/temporalio/cli/cmd/temporal@v1.5.1 (or set TEMPORAL_CLI, or TEMPORAL_ADDRESS).',
    );
  }
}

function goBin(): string {
  try {
    return path.join(execFileSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).trim(), 'bin');
  } catch {
    return path.join(homedir(), 'go/bin');
  }
}

async function waitUntilServing(address: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The Temporal dev server exited:\n${output()}`);
    try {
      const connection = await Connection.connect({ address, connectTimeout: 1000 });
      await connection.workflowService.getSystemInfo({});
      await connection.close();
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`The Temporal dev server did not start: ${String(error)}\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
