import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../web/e2e/chromium';

/**
 * Opens a page of the Temporal Web UI as an operator would and waits until `text` shows on it;
 * answers the text of the element that shows it.
 */
export async function openTemporalUi(url: string, text: string): Promise<string> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
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
