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
 * durable outbox, which retries them on its own. The plan is loaded once and carried forward
 * through the steps (each step answers what it changed), so an opening costs one read of it.
 */
export async function advanceAgencyRounds(
  deps: Deps,
  agencyId: string,
): Promise<{ nextAt: Date | null; closedRound: boolean }> {
  let { plan, agency } = await loadPlanState(deps, agencyId);
  if (plan.currentRound) await convertLegacyRound(deps, plan.currentRound.roundId);
  let closedRound = false;
  for (let steps = 0; steps < 20; steps++) {
    const step = nextStep(plan, deps.clock.now());
    switch (step.kind) {
      case 'open':
        plan = {
          ...plan,
          currentRound: await openRound(deps, agency, agencyId, step.opensAt),
          lastOpensAt: step.opensAt,
        };
        break;
      case 'remind': {
        const round = plan.currentRound!;
        await sendAutomaticReminders(deps, round, step.reminderNumber);
        plan = { ...plan, currentRound: { ...round, automaticReminders: step.reminderNumber } };
        break;
      }
      case 'close':
        await closeRound(deps, step.roundId, agency);
        closedRound = true;
        plan = { ...plan, currentRound: null };
        break;
      case 'wait':
        return { nextAt: step.until, closedRound };
    }
  }
  throw new Error(`Rounds of agency ${agencyId} did not settle after 20 steps`);
}
