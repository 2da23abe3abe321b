import { defineConfig } from 'vitest/config';

/**
 * `npm run test:unit`: every package's unit and integration tests as projects of ONE run, so a
 * failure anywhere fails the run (the test gate in .ci/test-gate.ts keeps that true).
 */
export default defineConfig({
  test: {
    projects: ['contracts', 'api/platform', 'api', 'projections', 'workflows', 'web'],
  },
});
