/**
 * The per-agency round loop, written against a small runtime so it runs unchanged inside a Temporal
 * workflow (durable timers, a signal) and in unit tests with a fake runtime and mocked activities.
 * Deterministic: it only calls the runtime.
 */
export interface RoundsRuntime {
  /** The activity: does what is due, answers the next due time (ISO, or null) and whether a round closed. */
  advance(): Promise<{ nextAt: string | null; closedRound: boolean }>;
  now(): number;
  /**
   * Sleeps `ms` (forever when null), ending early on a schedule change — including one that came in
   * while advancing.
   */
  sleep(ms: number | null): Promise<void>;
}

/** Runs until a round closes (then the workflow continues as new: one history per week) or `maxSteps`. */
export async function runRoundsLoop(runtime: RoundsRuntime, maxSteps = 100): Promise<'round-closed' | 'step-limit'> {
  for (let step = 0; step < maxSteps; step++) {
    const { nextAt, closedRound } = await runtime.advance();
    if (closedRound) return 'round-closed';
    await runtime.sleep(nextAt === null ? null : Math.max(0, Date.parse(nextAt) - runtime.now()));
  }
  return 'step-limit';
}
