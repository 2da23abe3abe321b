import { expect, test } from '@playwright/test';
import { runLighthouse } from '../lighthouse/run-lighthouse';

/** Lighthouse (mobile preset) on the built landing page served by the suite's app. */
test('the landing page scores 100 for accessibility in Lighthouse', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const report = await runLighthouse(`${baseURL}/`, ['accessibility']);
  expect(report.failedAudits).toEqual([]);
  expect(report.scores.accessibility).toBe(100);
});
