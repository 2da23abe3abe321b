import type { Deps } from '@hearth/platform/deps';
import { closeRound } from './close';
import { convertLegacyRound } from './legacy';
import { openRound } from './open';
import { nextStep } from './plan';
import { loadPlanState } from './plan-state';
import { sendAutomaticReminders } from './remind';

/**
 * Does everything due now for one agency's rounds — open, remind, close, as the pure planner says —
 * and answers when to call again (null: no schedule yet) and whether a round closed (the Temporal
 * workflow continues as new after each round). Both workflow drivers call it. Every step is
 * idempotent, so a crash, a retry or a second worker repeats no effect; mails leave through the
 * durable outbox, which retries them on its own.
 */
export async function advanceAgencyRounds(
  deps: Deps,
  agencyId: string,
): Promise<{ nextAt: Date | null; closedRound: boolean }> {
  let closedRound = false;
  for (let steps = 0; steps < 20; steps++) {
    const plan = await loadPlanState(deps, agencyId);
    if (plan.currentRound) await convertLegacyRound(deps, plan.currentRound.roundId);
    const step = nextStep(plan, deps.clock.now());
    switch (step.kind) {
      case 'open':
        await openRound(deps, agencyId, step.opensAt);
        break;
      case 'remind':
        await sendAutomaticReminders(deps, plan.currentRound!, step.reminderNumber);
        break;
      case 'close':
        await closeRound(deps, step.roundId);
        closedRound = true;
        break;
      case 'wait':
        return { nextAt: step.until, closedRound };
    }
  }
  throw new Error(`Rounds of agency ${agencyId} did not settle after 20 steps`);
}
