import type { Clock } from '@hearth/platform/clock';

/**
 * A clock that runs `factor` times faster than real time: the Temporal dev server's durable timers
 * run in real time, and `msUntil` scales each wait down, so a week of rounds passes in minutes
 * with real timers. `speed` changes the factor from now on (set-up at real speed, so that
 * sign-in codes do not expire while mail is sent); `jump` skips ahead (only while nothing must
 * wake meanwhile).
 */
export function fastClock(
  start: string,
  initialFactor: number,
): Clock & { speed(factor: number): void; jump(ms: number): void } {
  let factor = initialFactor;
  let appBase = Date.parse(start);
  let realBase = Date.now();
  const nowMs = () => appBase + (Date.now() - realBase) * factor;
  return {
    now: () => new Date(nowMs()),
    msUntil: (at) => Math.max(0, Math.ceil((at.getTime() - nowMs()) / factor)),
    speed(next) {
      appBase = nowMs();
      realBase = Date.now();
      factor = next;
    },
    jump(ms) {
      appBase += ms;
    },
  };
}
