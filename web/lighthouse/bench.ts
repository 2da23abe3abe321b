import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLighthouse } from './run-lighthouse';

/**
 * `npm run bench:lighthouse`: the landing page's Lighthouse Performance on the mobile preset,
 * a benchmark figure (target ≥ 90) that is reported, never asserted. Starts the built app on a
 * fresh data folder unless BENCH_URL points at a running one.
 */
const TARGET = 90;
const root = fileURLToPath(new URL('../..', import.meta.url));

async function startApp(): Promise<{ url: string; stop(): void }> {
  const port = Number(process.env.BENCH_PORT ?? 3400);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-bench-'));
  const app: ChildProcess = spawn('npx', ['tsx', 'api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(port + 51_000),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    stop() {
      if (app.pid) process.kill(-app.pid, 'SIGTERM');
      setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 2000);
    },
  };
}

const app = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop() {} } : await startApp();
try {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const scores: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const report = await runLighthouse(`${app.url}/`, ['performance', 'accessibility']);
    scores.push(report.scores.performance ?? 0);
    console.log(
      `run ${run}: performance ${report.scores.performance}, accessibility ${report.scores.accessibility}`,
      report.metrics,
    );
  }
  const median = [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)]!;
  console.log(
    `Lighthouse mobile Performance (landing page, median of ${runs}): ${median} — target ≥ ` +
      `${TARGET}: ${median >= TARGET ? 'met' : 'not met'}`,
  );
} finally {
  app.stop();
}
