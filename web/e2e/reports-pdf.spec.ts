import { readFile } from 'node:fs/promises';
import type { Historical, HistoricalWeek } from '@hearth/contracts/dashboard';
import { expect, test } from '@playwright/test';
import { registeredAdmin, signInThroughUi } from './accounts';
import { choose } from './ui';

/**
 * The PDF report of 24 weeks, made by the real page in the browser: under 1 MB (it was 11.9 MB for two
 * pages, its chart images stored uncompressed) with its three charts as compressed images of a size
 * that prints sharp. The agency's 24 weeks of history are given to the page (a new agency has none).
 */
const WEEKS: HistoricalWeek[] = Array.from({ length: 24 }, (_, index) => {
  const opened = new Date(Date.UTC(2026, 0, 5 + 7 * index, 14));
  const hidden = index === 9;
  return {
    roundId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    weekOf: opened.toISOString(),
    weekLabel: opened.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    avgBurnout: hidden ? null : Math.round((4.5 + Math.sin(index / 3) * 1.5) * 10) / 10,
    submissionRate: 60 + ((index * 7) % 35),
    highRiskCount: hidden ? null : index % 4,
    highRiskOrMore: false,
    responseCount: hidden ? 3 : 18 + (index % 6),
    belowThreshold: hidden,
  };
});

test('the 24-week PDF report stays under 1 MB with readable charts', async ({ page, request }) => {
  const { email } = await registeredAdmin(request);
  await signInThroughUi(page, request, email);
  await page.getByRole('button', { name: "I'll do this later" }).click();
  await page.route('**/api/dashboard/historical?weeks=24', (route) =>
    route.fulfill({ json: { weeks: WEEKS, totalUsers: 30, threshold: 5 } satisfies Historical }),
  );
  await page.goto('/reports');
  await choose(page, 'Range', 'Last 24 Weeks');
  await expect(page.getByText('Gaps mark weeks with fewer than 5 answers')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF report' }).click();
  const pdf = await readFile((await (await download).path())!);
  const text = pdf.toString('latin1');
  console.info(`24-week PDF report: ${(pdf.length / 1024).toFixed(0)} KB`);
  expect(pdf.length).toBeLessThan(1_000_000);
  expect(text.startsWith('%PDF-')).toBe(true);
  // Three charts, each a deflated image 2,000 px wide (about 250 dpi across the page's text width).
  const images = [...text.matchAll(/\/Subtype \/Image[^>]*?\/Width (\d+)[^>]*?\/Height (\d+)/gs)];
  expect(images).toHaveLength(3);
  for (const [, width] of images) expect(Number(width)).toBeGreaterThanOrEqual(2000);
  expect(text.match(/\/Filter \/FlateDecode/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  expect(text).toContain('1 week was left out.');
});
