import { chromium } from '@playwright/test';

/** Debian's chromium, headless, with the flags the browser suite uses (web/playwright.config.ts). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Opens a page of the Temporal Web UI as an operator would and waits until `text` shows on it;
 * answers the text of the element that shows it.
 */
export async function openTemporalUi(url: string, text: string): Promise<string> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    const found = page.getByText(text, { exact: false }).first();
    await found.waitFor({ timeout: 60_000 });
    return (await found.textContent()) ?? '';
  } finally {
    await browser.close();
  }
}
