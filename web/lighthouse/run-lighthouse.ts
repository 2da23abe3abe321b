import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

/**
 * Lighthouse on Debian's chromium (CHROME_PATH), shared by the browser suite's accessibility
 * check and `npm run bench:lighthouse`. The default configuration is Lighthouse's mobile preset
 * (Moto G Power viewport, simulated slow 4G and 4× CPU slowdown).
 */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface LighthouseReport {
  /** 0–100 per requested category. */
  scores: Partial<Record<Category, number>>;
  /** Audits of the requested categories that did not pass, with their titles. */
  failedAudits: { id: string; title: string }[];
  metrics: Record<string, string>;
}

export async function runLighthouse(url: string, categories: Category[]): Promise<LighthouseReport> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    const scores: LighthouseReport['scores'] = {};
    const failedAudits: LighthouseReport['failedAudits'] = [];
    for (const category of categories) {
      const entry = lhr.categories[category];
      scores[category] = Math.round((entry?.score ?? 0) * 100);
      for (const ref of entry?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1)
          failedAudits.push({ id: audit.id, title: audit.title });
      }
    }
    const metricIds = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ];
    const metrics = Object.fromEntries(
      metricIds.filter((id) => lhr.audits[id]).map((id) => [id, lhr.audits[id]!.displayValue ?? '']),
    );
    return { scores, failedAudits, metrics };
  } finally {
    chrome.kill();
  }
}
