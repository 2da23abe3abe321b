import { z } from 'zod';

/** POST /dev/clock (development only): move the server's time forward. */
export const devClockRequest = z.union(
  [
    z.object({
      advanceMinutes: z
        .number()
        .int()
        .min(1, 'advanceMinutes must be at least 1')
        .max(60 * 24 * 400, 'advanceMinutes is too large'),
    }),
    z.object({
      now: z.iso.datetime({ offset: true, error: 'now must be an ISO date-time like 2026-03-02T09:00:00Z' }),
    }),
  ],
  { error: 'Send { "advanceMinutes": N } or { "now": "<ISO date-time>" }' },
);
