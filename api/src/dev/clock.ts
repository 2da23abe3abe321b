import { devClockRequest } from '@hearth/contracts/dev';
import type { AdjustableClock } from '@hearth/platform/clock';
import { invalid } from '@hearth/platform/errors';
import { Hono } from 'hono';
import { readJson } from '../http/validate';

/**
 * /dev/clock (never in production): read or move the server's time so a week of survey rounds
 * can be seen in minutes. After a move, whatever became due runs before the answer.
 */
export function clockRoutes(clock: AdjustableClock, onMoved: () => Promise<unknown>) {
  return new Hono()
    .get('/', (c) => c.json({ now: clock.now().toISOString() }))
    .post('/', async (c) => {
      const body = await readJson(c, devClockRequest);
      const target =
        'advanceMinutes' in body ? new Date(clock.now().getTime() + body.advanceMinutes * 60_000) : new Date(body.now);
      if (target < clock.now()) throw invalid('The development clock only moves forward.', 'CLOCK_BACKWARDS');
      clock.moveTo(target);
      await onMoved();
      return c.json({ now: clock.now().toISOString() });
    });
}
