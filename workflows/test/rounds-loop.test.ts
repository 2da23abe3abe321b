import { describe, expect, it, vi } from 'vitest';
import { type RoundsRuntime, runRoundsLoop } from '../src/rounds/loop';

/** The Temporal workflow's logic with the activity mocked and a fake runtime (virtual time, signals). */
function fakeRuntime(answers: { nextAt: string | null; closedRound: boolean }[], signals: number[] = []) {
  let now = Date.parse('2026-03-09T12:00:00Z');
  const sleeps: (number | null)[] = [];
  const advance = vi.fn(async () => answers.shift() ?? { nextAt: null, closedRound: false });
  const runtime: RoundsRuntime = {
    advance,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      const signalAt = signals.shift();
      if (signalAt !== undefined && (ms === null || signalAt < ms)) now += signalAt;
      else if (ms !== null) now += ms;
    },
  };
  return { runtime, advance, sleeps };
}

describe('agency rounds workflow logic', () => {
  it('sleeps until each step the activity names, and continues as new once a round closed', async () => {
    const { runtime, advance, sleeps } = fakeRuntime([
      { nextAt: '2026-03-09T13:00:00Z', closedRound: false },
      { nextAt: '2026-03-09T19:00:00Z', closedRound: false },
      { nextAt: '2026-03-10T13:00:00Z', closedRound: false },
      { nextAt: '2026-03-16T13:00:00Z', closedRound: true },
    ]);
    expect(await runRoundsLoop(runtime)).toBe('round-closed');
    expect(advance).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([3600_000, 6 * 3600_000, 18 * 3600_000]);
  });

  it('sleeps without a timer when there is no schedule, and re-plans as soon as the schedule changes', async () => {
    const { runtime, advance, sleeps } = fakeRuntime(
      [
        { nextAt: null, closedRound: false },
        { nextAt: '2026-03-09T14:00:00Z', closedRound: false },
        { nextAt: '2026-03-10T14:00:00Z', closedRound: true },
      ],
      [5 * 60_000],
    );
    await runRoundsLoop(runtime);
    expect(sleeps[0]).toBeNull();
    expect(advance).toHaveBeenCalledTimes(3);
  });

  it('never sleeps a negative time when a step is already due', async () => {
    const { runtime, sleeps } = fakeRuntime([
      { nextAt: '2026-03-01T00:00:00Z', closedRound: false },
      { nextAt: null, closedRound: true },
    ]);
    await runRoundsLoop(runtime);
    expect(sleeps).toEqual([0]);
  });

  it('stops after a bounded number of steps so the history stays small', async () => {
    const { runtime } = fakeRuntime(
      Array.from({ length: 10 }, () => ({ nextAt: '2026-03-09T12:00:00Z', closedRound: false })),
    );
    expect(await runRoundsLoop(runtime, 5)).toBe('step-limit');
  });
});
