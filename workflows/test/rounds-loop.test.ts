import { describe, expect, it, vi } from 'vitest';
import { type RoundsRuntime, type RoundsStep, runRoundsLoop } from '../src/rounds/loop';

/** The Temporal workflow's logic with the activity mocked and a fake runtime (signals cut sleeps short). */
function fakeRuntime(answers: RoundsStep[], signals: number[] = []) {
  const sleeps: (number | null)[] = [];
  const advance = vi.fn(async () => answers.shift() ?? { nextAt: null, waitMs: null, closedRound: false });
  const runtime: RoundsRuntime = {
    advance,
    sleep: async (ms) => {
      sleeps.push(ms);
      signals.shift();
    },
  };
  return { runtime, advance, sleeps };
}

const step = (nextAt: string | null, waitMs: number | null, closedRound = false): RoundsStep => ({
  nextAt,
  waitMs,
  closedRound,
});

describe('agency rounds workflow logic', () => {
  it('sleeps as long as the activity says each step is away, and continues as new once a round closed', async () => {
    const { runtime, advance, sleeps } = fakeRuntime([
      step('2026-03-09T13:00:00Z', 3600_000),
      step('2026-03-09T19:00:00Z', 6 * 3600_000),
      step('2026-03-10T13:00:00Z', 18 * 3600_000),
      step('2026-03-16T13:00:00Z', 6 * 24 * 3600_000, true),
    ]);
    expect(await runRoundsLoop(runtime)).toBe('round-closed');
    expect(advance).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([3600_000, 6 * 3600_000, 18 * 3600_000]);
  });

  it('sleeps without a timer when there is no schedule, and re-plans as soon as the schedule changes', async () => {
    const { runtime, advance, sleeps } = fakeRuntime(
      [step(null, null), step('2026-03-09T14:00:00Z', 60_000), step('2026-03-10T14:00:00Z', 1, true)],
      [5 * 60_000],
    );
    await runRoundsLoop(runtime);
    expect(sleeps[0]).toBeNull();
    expect(advance).toHaveBeenCalledTimes(3);
  });

  it('never sleeps a negative time when a step is already due', async () => {
    const { runtime, sleeps } = fakeRuntime([step('2026-03-01T00:00:00Z', -5000), step(null, null, true)]);
    await runRoundsLoop(runtime);
    expect(sleeps).toEqual([0]);
  });

  it('stops after a bounded number of steps so the history stays small', async () => {
    const { runtime } = fakeRuntime(Array.from({ length: 10 }, () => step('2026-03-09T12:00:00Z', 0)));
    expect(await runRoundsLoop(runtime, 5)).toBe('step-limit');
  });
});
