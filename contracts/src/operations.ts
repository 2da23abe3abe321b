import { z } from 'zod';

/**
 * What operators see of the system itself: the event store's start-up self-check (an event on a
 * scratch stream of its own, `self_check-<id>`, ignored by every projector) and the readiness
 * answer of `GET /readyz`.
 */
export const operationsEvents = {
  StoreSelfChecked: z.object({ checkId: z.uuid(), process: z.string() }),
};

/** How far behind the log the read models may fall before `/readyz` fails. */
export const READY_MAX_PROJECTION_LAG_SECONDS = 30;

export const readinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.boolean(),
    eventStore: z.boolean(),
    /** The start-up self-check (append, read back, subscribe) has passed. */
    selfCheck: z.boolean(),
    /** Age of the oldest event some read model has not processed yet (0 when none is behind). */
    projectionLagSeconds: z.number().nullable(),
  }),
});
export type Readiness = z.infer<typeof readinessResponse>;

/** GET /healthz: the process serves. */
export const healthResponse = z.object({ status: z.literal('ok') });
