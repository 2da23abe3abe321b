import { defineConfig } from 'vitest/config';

/** The web's unit tests (pure modules); the browser suite is Playwright's, under e2e/. */
export default defineConfig({
  resolve: { alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
