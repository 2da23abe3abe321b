/** Time comes from a clock passed in, never read directly, so that tests and /dev/clock can move it. */
export interface Clock {
  now(): Date;
  /**
   * Real milliseconds until this clock reads `at` (0 when it already has): how long a durable
   * timer waits. Equal to `at - now()` for every clock but a test clock that runs faster.
   */
  msUntil(at: Date): number;
}

export const systemClock: Clock = { now: () => new Date(), msUntil: (at) => Math.max(0, at.getTime() - Date.now()) };

/** A clock that tests set by hand. */
export function fixedClock(start: Date | string): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    msUntil: (at) => Math.max(0, at.getTime() - current.getTime()),
    set(at) {
      current = new Date(at);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function addMs(at: Date, ms: number): Date {
  return new Date(at.getTime() + ms);
}

export interface AdjustableClock extends Clock {
  /** Moves time forward to `at` (never backwards: expiries and timers assume time only advances). */
  moveTo(at: Date): void;
}

/** The development clock behind /dev/clock: real time plus an offset that only grows. */
export function adjustableClock(): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    msUntil: (at) => Math.max(0, at.getTime() - Date.now() - offsetMs),
    moveTo(at) {
      offsetMs = Math.max(offsetMs, at.getTime() - Date.now());
    },
  };
}
