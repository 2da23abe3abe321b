import { describe, expect, it } from 'vitest';
import { batchArrivals } from '../src/concurrency';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('batchArrivals', () => {
  it('runs calls that arrive together as batches of at most maxBatch, each caller getting its own answer', async () => {
    const batches: number[][] = [];
    const double = batchArrivals(
      async (keys: number[]) => {
        batches.push(keys);
        return keys.map((key) => key * 2);
      },
      { maxBatch: 25, waitMs: 20 },
    );
    const answers = await Promise.all(Array.from({ length: 60 }, (_, key) => double(key)));
    expect(answers).toEqual(Array.from({ length: 60 }, (_, key) => key * 2));
    expect(batches.map((batch) => batch.length)).toEqual([25, 25, 10]);
  });

  it('runs a key asked twice in one batch once', async () => {
    const batches: string[][] = [];
    const upper = batchArrivals(
      async (keys: string[]) => {
        batches.push(keys);
        return keys.map((key) => key.toUpperCase());
      },
      { maxBatch: 25, waitMs: 5 },
    );
    expect(await Promise.all([upper('a'), upper('b'), upper('a')])).toEqual(['A', 'B', 'A']);
    expect(batches).toEqual([['a', 'b']]);
  });

  it('keeps calls further apart than waitMs in batches of their own', async () => {
    const batches: number[][] = [];
    const same = batchArrivals(
      async (keys: number[]) => {
        batches.push(keys);
        return keys;
      },
      { maxBatch: 25, waitMs: 5 },
    );
    const first = same(1);
    await sleep(30);
    await Promise.all([first, same(2)]);
    expect(batches).toEqual([[1], [2]]);
  });

  it('when a batch fails, runs each key alone: only the failing key’s caller sees the error', async () => {
    const batches: number[][] = [];
    const checked = batchArrivals(
      async (keys: number[]) => {
        batches.push(keys);
        if (keys.includes(3)) throw new Error('agency 3 is broken');
        return keys.map((key) => key + 100);
      },
      { maxBatch: 25, waitMs: 5 },
    );
    const results = await Promise.allSettled([1, 2, 3, 4].map((key) => checked(key)));
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : String(result.reason)))).toEqual([
      101,
      102,
      'Error: agency 3 is broken',
      104,
    ]);
    expect(batches).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it('hands each run the contexts of the calls it answers, and a key run alone only its own', async () => {
    const runs: { keys: number[]; contexts: (string | undefined)[] }[] = [];
    const traced = batchArrivals(
      async (keys: number[], contexts: (string | undefined)[]) => {
        runs.push({ keys, contexts: [...contexts].sort() });
        if (keys.includes(3)) throw new Error('agency 3 is broken');
        return keys;
      },
      { maxBatch: 25, waitMs: 5 },
    );
    await Promise.allSettled([traced(1, 'r1'), traced(2), traced(3, 'r3'), traced(3, 'r3b')]);
    expect(runs).toEqual([
      { keys: [1, 2, 3], contexts: ['r1', 'r3', 'r3b', undefined] },
      { keys: [1], contexts: ['r1'] },
      { keys: [2], contexts: [undefined] },
      { keys: [3], contexts: ['r3', 'r3b'] },
    ]);
  });
});
