import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'workflows',
    include: ['test/**/*.test.ts'],
    globalSetup: ['../api/platform/test/support/global-setup.ts', './test/support/temporal-server.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
