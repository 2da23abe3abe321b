import { mapWithLimit } from '@hearth/platform/concurrency';
import type { Deps } from '@hearth/platform/deps';
import { requestCheckpoints } from '@hearth/platform/transparency/checkpoints';
import type { Agency } from '../../agency/agency';
import { closeRounds } from './close';
import { convertLegacyRounds } from './legacy';
import { openRounds } from './open';
import { nextStep, type PlanState } from './plan';
import { loadPlanStates } from './plan-state';
import { sendAutomaticReminders } from './remind';

/** When to call again for an agency (null: no schedule yet), and whether a round of it closed. */
export interface RoundsOutcome {
  nextAt: Date | null;
  closedRound: boolean;
}

/** How many agencies of one call take their other steps (reminders, closes) at the same time. */
const STEPS_AT_ONCE = 4;

/**
 * Does everything due now for agencies' rounds — open, remind, close, as the pure planner says —
 * and answers, for each agency in order, when to call again and whether a round closed (the Temporal
 * workflow continues as new after each round). Both workflow drivers call it: Temporal for one
 * agency, the embedded runner for a batch. Every step is idempotent, so a crash, a retry or a second
 * worker repeats no effect; mails leave through the durable outbox, which retries them on its own.
 * The plans are loaded once and carried forward through the steps (each step answers what it
 * changed). Openings and closes due now are written together (ADR 068): every agency on the default
 * schedule opens its round on the same minute, and closes it on the same minute a day later.
 */
export async function advanceAgenciesRounds(deps: Deps, agencyIds: string[]): Promise<RoundsOutcome[]> {
  const states = await loadPlanStates(deps, agencyIds);
  await convertLegacyRounds(
    deps,
    states.flatMap(({ plan }) => (plan.currentRound ? [plan.currentRound.roundId] : [])),
  );
  const now = deps.clock.now();
  const steps = states.map((state) => nextStep(state.plan, now));
  const openings = states.flatMap((state, index) => {
    const step = steps[index]!;
    return step.kind === 'open' ? [{ state, opensAt: step.opensAt }] : [];
  });
  const opened = await openRounds(
    deps,
    openings.map(({ state, opensAt }) => ({ agencyId: state.agencyId, agency: state.agency, opensAt })),
  );
  for (const [index, { state, opensAt }] of openings.entries())
    state.plan = { ...state.plan, currentRound: opened[index]!, lastOpensAt: opensAt };
  // Closes due now are made together too: every round opened on the same minute closes on the same.
  const closing = states.filter((_, index) => steps[index]!.kind === 'close');
  await closeRounds(
    deps,
    closing.map(({ plan, agency }) => ({ roundId: plan.currentRound!.roundId, agency })),
  );
  for (const state of closing) state.plan = { ...state.plan, currentRound: null };
  const outcomes = await mapWithLimit(states, STEPS_AT_ONCE, (state) => settle(deps, state));
  const closed = new Set(closing);
  if (closing.length > 0 || outcomes.some((outcome) => outcome.closedRound)) await checkpointClosedRounds(deps);
  return outcomes.map((outcome, index) => (closed.has(states[index]!) ? { ...outcome, closedRound: true } : outcome));
}

/**
 * A signed checkpoint of each agency whose round just closed (docs/audit.md): its log is then committed
 * to outside the database's reach before anyone reads the week. A failure leaves it to the hourly pass
 * and does not undo the close.
 */
async function checkpointClosedRounds(deps: Deps) {
  try {
    await requestCheckpoints(deps);
  } catch (error) {
    deps.log.error({ err: error }, 'signing checkpoints after a close failed; the hourly pass catches up');
  }
}

/** `advanceAgenciesRounds` for one agency. */
export async function advanceAgencyRounds(deps: Deps, agencyId: string): Promise<RoundsOutcome> {
  const [outcome] = await advanceAgenciesRounds(deps, [agencyId]);
  return outcome!;
}

/** Takes an agency's steps one after another until the planner says to wait. */
async function settle(
  deps: Deps,
  { agencyId, agency, plan: loaded }: { agencyId: string; agency: Agency; plan: PlanState },
): Promise<RoundsOutcome> {
  let plan = loaded;
  let closedRound = false;
  for (let steps = 0; steps < 20; steps++) {
    const step = nextStep(plan, deps.clock.now());
    switch (step.kind) {
      case 'open': {
        const [currentRound] = await openRounds(deps, [{ agencyId, agency, opensAt: step.opensAt }]);
        plan = { ...plan, currentRound: currentRound!, lastOpensAt: step.opensAt };
        break;
      }
      case 'remind': {
        const round = plan.currentRound!;
        await sendAutomaticReminders(deps, round, step.reminderNumber);
        plan = { ...plan, currentRound: { ...round, automaticReminders: step.reminderNumber } };
        break;
      }
      case 'close':
        await closeRounds(deps, [{ roundId: step.roundId, agency }]);
        closedRound = true;
        plan = { ...plan, currentRound: null };
        break;
      case 'wait':
        return { nextAt: step.until, closedRound };
    }
  }
  throw new Error(`Rounds of agency ${agencyId} did not settle after 20 steps`);
}
