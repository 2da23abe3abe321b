import type { Clock } from '@hearth/platform/clock';

/**
 * A clock that runs `factor` times faster than real time, from `start`: the Temporal dev server's
 * durable timers run in real time, and `msUntil` scales each wait down, so a week of rounds passes
 * in minutes with real timers. `jump` skips ahead (only while nothing must wake meanwhile).
 */
export function fastClock(start: string, factor: number): Clock & { jump(ms: number): void } {
  const realStart = Date.now();
  let offset = 0;
  const now = () => new Date(Date.parse(start) + (Date.now() - realStart) * factor + offset);
  return {
    now,
    msUntil: (at) => Math.max(0, Math.ceil((at.getTime() - now().getTime()) / factor)),
    jump(ms) {
      offset += ms;
    },
  };
}
