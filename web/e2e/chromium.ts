/**
 * Debian's chromium, as every browser check in the repository launches it: the browser suite
 * (playwright.config.ts), Lighthouse (lighthouse/run-lighthouse.ts) and the Temporal Web UI check
 * (workflows/test/support/browser.ts). `npx playwright install` is not needed: CHROMIUM_PATH or
 * /usr/bin/chromium is used.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
