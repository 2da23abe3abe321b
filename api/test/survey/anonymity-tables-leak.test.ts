import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attacks, score } from '../support/anonymity-attacks';
import { CHANCE_MARGIN, runWeeks, seeded } from '../support/anonymity-auditor';

/**
 * The auditor's attack on the per-round tables (test/support/anonymity-auditor.ts), against the
 * product with that protection taken away (docs/decisions/074-unlinkable-round-tables.md): the
 * participant's tag in clear in links and answered rows alike, and rows written in the order they
 * come. This is what the product did before; the attack must then name nearly every author, so it
 * can fail where it passes against the product as it is.
 */
vi.mock('../../src/survey/rounds/tags', async (original) => {
  const tags = await original<typeof import('../../src/survey/rounds/tags')>();
  return {
    ...tags,
    sealTag: (_secrets: unknown, tag: Buffer) => tag,
    answeredMarks: (_secrets: unknown, _roundId: string, tag: Buffer) => [tag, tag],
  };
});
vi.mock('@hearth/platform/collections', async (original) => ({
  ...(await original<typeof import('@hearth/platform/collections')>()),
  shuffled: <T>(items: readonly T[]) => [...items],
}));

describe('the anonymity auditor, against per-round tables written in step', () => {
  let run: Awaited<ReturnType<typeof runWeeks>>;
  beforeAll(async () => {
    // By email alone: the attack reads the order links are minted in, which one kind of mail keeps.
    run = await runWeeks({ rounds: 3, seed: 99, texts: false });
  }, 300_000);
  afterAll(() => run.app.close());

  it('links answers to their authors through the answered tag, the links and their order', () => {
    const attack = 'per-round tables by position, tag and transaction';
    const result = score(run.weeks, attacks(run.identities)[attack]!, seeded(7));
    console.info(`anonymity auditor, tables in step: ${(result.rate * 100).toFixed(1)} % right over ${result.trials}`);
    expect(result.rate).toBeGreaterThan(result.chance + 2 * CHANCE_MARGIN);
  });
});
