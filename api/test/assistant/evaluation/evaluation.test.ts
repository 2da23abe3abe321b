import type { ChatMessage } from '@hearth/contracts/assistant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../../../src/assistant/create-assistant';
import { startTestApp, type TestApp } from '../../support/test-app';
import { CASES, type EvaluationCase } from './cases';
import { seedEvaluationAgency } from './seed';

/** Below this share of right answers the offline assistant fails `npm test`. */
const FLOOR = 0.9;

describe('the offline assistant, scored on its evaluation set', () => {
  let app: TestApp;
  let agencyId: string;
  beforeAll(async () => {
    app = await startTestApp({ env: { SUPPORT_EMAIL: 'help@hearth.test' } });
    ({
      agency: {
        user: { agencyId },
      },
    } = await seedEvaluationAgency(app));
  }, 120_000);
  afterAll(() => app.close());

  async function answer(testCase: EvaluationCase): Promise<string> {
    const assistant = createAssistant(app.deps);
    const context = { agencyId: testCase.as === 'admin' ? agencyId : null };
    const history: ChatMessage[] = [];
    for (const earlier of testCase.history ?? []) {
      const reply = await assistant.reply({ message: earlier, history: [...history] }, context);
      history.push({ role: 'user', content: earlier }, { role: 'assistant', content: reply });
    }
    return assistant.reply({ message: testCase.question, history }, context);
  }

  const matches = (text: string, pattern: string | RegExp) =>
    typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);

  it(`answers at least ${FLOOR * 100} % of ${CASES.length} questions right, and prints the score`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(50);
    const wrong: string[] = [];
    const byCategory = new Map<string, { right: number; total: number }>();
    for (const testCase of CASES) {
      const text = await answer(testCase);
      const right =
        testCase.expect.every((pattern) => matches(text, pattern)) &&
        !(testCase.refuse ?? []).some((pattern) => matches(text, pattern));
      const tally = byCategory.get(testCase.category) ?? { right: 0, total: 0 };
      byCategory.set(testCase.category, { right: tally.right + (right ? 1 : 0), total: tally.total + 1 });
      if (!right) wrong.push(`  ✗ [${testCase.category}] ${testCase.question}\n    → ${text.replace(/\n+/g, ' ⏎ ')}`);
    }
    const right = CASES.length - wrong.length;
    const share = right / CASES.length;
    const categories = [...byCategory].map(([name, tally]) => `${name} ${tally.right}/${tally.total}`).join(', ');
    console.log(
      [
        `Assistant evaluation: ${right}/${CASES.length} right (${(share * 100).toFixed(1)} %; floor ${FLOOR * 100} %)`,
        `  ${categories}`,
        ...wrong,
      ].join('\n'),
    );
    expect(share).toBeGreaterThanOrEqual(FLOOR);
  }, 120_000);
});
