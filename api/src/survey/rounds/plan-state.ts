import { agencyStream } from '@hearth/contracts/streams';
import { loadState } from '@hearth/platform/commands';
import type { Deps } from '@hearth/platform/deps';
import type { Agency } from '../../agency/agency';
import { agencyDecider } from '../../agency/decide';
import { loadRound } from '../round/commands';
import type { PlanState } from './plan';

/**
 * What the planner needs to know about one agency's rounds, each fact from the store that owns it
 * (docs/survey-rounds.md): the schedule from the agency's stream; the newest round and how it is
 * doing from `round_state`; how many automatic reminders went out from the round's own stream.
 */
export async function loadPlanState(deps: Deps, agencyId: string): Promise<{ plan: PlanState; agency: Agency }> {
  const { state: agency } = await loadState(deps.eventStore, agencyStream(agencyId), agencyDecider);
  const [latest] = await deps.sql<
    {
      round_id: string;
      opens_at: Date;
      closes_at: Date;
      status: string;
      reminder_interval: number | null;
      opened_at: Date | null;
    }[]
  >`
    select round_id, opens_at, closes_at, status, reminder_interval, opened_at from round_state
    where agency_id = ${agencyId} order by opens_at desc limit 1`;
  const { surveyDay, surveyTime, timezone, reminderInterval } = agency.schedule;
  const open = latest && latest.status !== 'closed';
  const plan: PlanState = {
    schedule: surveyDay && surveyTime ? { surveyDay, surveyTime, timezone, reminderInterval } : null,
    scheduleChangedAt: agency.scheduleChangedAt ? new Date(agency.scheduleChangedAt) : null,
    currentRound: open
      ? {
          roundId: latest.round_id,
          opensAt: latest.opens_at,
          closesAt: latest.closes_at,
          // A round opened late (the worker was down) counts its reminders from when it really opened.
          remindFrom: latest.opened_at && latest.opened_at > latest.opens_at ? latest.opened_at : latest.opens_at,
          reminderInterval: latest.reminder_interval ?? reminderInterval,
          automaticReminders: (await loadRound(deps, latest.round_id)).automaticReminders,
        }
      : null,
    lastOpensAt: latest?.opens_at ?? null,
  };
  return { plan, agency };
}
