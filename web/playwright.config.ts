import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

/**
 * The browser suite: Debian's chromium driven by Playwright against the real app (built web,
 * API, projector, embedded runner, embedded PostgreSQL) started fresh in a temporary data folder.
 */
const port = Number(process.env.E2E_PORT ?? 3123);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'hearth-e2e-'));

export default defineConfig({
  testDir: './e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /survey-round/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Moves the server's development clock, so it runs alone, after everything else.
    {
      name: 'clock',
      testMatch: /survey-round/,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'tsx ../api/src/main.ts',
    url: `http://localhost:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      EMBEDDED_POSTGRES_PORT: String(port + 51_000),
      LOG_LEVEL: 'warn',
    },
  },
});
