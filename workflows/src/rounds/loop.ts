/**
 * The per-agency round loop, written against a small runtime so it runs unchanged inside a Temporal
 * workflow (durable timers, a signal) and in unit tests with a fake runtime and mocked activities.
 * Deterministic: it only calls the runtime.
 */
export interface RoundsStep {
  /** When the next step is due (ISO), or null when the agency has no schedule. */
  nextAt: string | null;
  /** How long to wait for it, in real milliseconds, by the app's clock (null: until a schedule change). */
  waitMs: number | null;
  closedRound: boolean;
}

export interface RoundsRuntime {
  /** The activity: does what is due, answers when to come back and whether a round closed. */
  advance(): Promise<RoundsStep>;
  /** Sleeps `ms` (forever when null), ending early on a schedule change (one that came while advancing too). */
  sleep(ms: number | null): Promise<void>;
}

/** Runs until a round closes (then the workflow continues as new: one history per week) or `maxSteps`. */
export async function runRoundsLoop(runtime: RoundsRuntime, maxSteps = 100): Promise<'round-closed' | 'step-limit'> {
  for (let step = 0; step < maxSteps; step++) {
    const { waitMs, closedRound } = await runtime.advance();
    if (closedRound) return 'round-closed';
    await runtime.sleep(waitMs === null ? null : Math.max(0, waitMs));
  }
  return 'step-limit';
}
