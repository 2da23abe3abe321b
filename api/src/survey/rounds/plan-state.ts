import { spreadReminderInterval } from '@hearth/contracts/schedule';
import { agencyStream } from '@hearth/contracts/streams';
import { loadState } from '@hearth/platform/commands';
import type { Deps } from '@hearth/platform/deps';
import type { Agency } from '../../agency/agency';
import { agencyDecider } from '../../agency/decide';
import { loadRound } from '../round/commands';
import type { PlanState } from './plan';

interface LatestRoundRow {
  agency_id: string;
  round_id: string;
  opens_at: Date;
  closes_at: Date;
  status: string;
  reminder_interval: number | null;
  opened_at: Date | null;
}

/**
 * What the planner needs to know about agencies' rounds, each fact from the store that owns it
 * (docs/survey-rounds.md): the schedule from the agency's stream; the newest round and how it is
 * doing from `round_state` (one statement for all the agencies); how many automatic reminders went
 * out from the round's own stream. Answers in the order of `agencyIds`.
 */
export async function loadPlanStates(
  deps: Deps,
  agencyIds: string[],
): Promise<{ agencyId: string; plan: PlanState; agency: Agency }[]> {
  const [agencies, latestRounds] = await Promise.all([
    Promise.all(agencyIds.map((agencyId) => loadState(deps.eventStore, agencyStream(agencyId), agencyDecider))),
    deps.sql<LatestRoundRow[]>`
      select latest.* from unnest(${agencyIds}::uuid[]) as agency (agency_id)
      cross join lateral (
        select agency_id, round_id, opens_at, closes_at, status, reminder_interval, opened_at from round_state
        where round_state.agency_id = agency.agency_id order by opens_at desc limit 1) as latest`,
  ]);
  const latestOf = new Map(latestRounds.map((row) => [row.agency_id, row]));
  return Promise.all(
    agencyIds.map(async (agencyId, index) => {
      const agency = agencies[index]!.state;
      const latest = latestOf.get(agencyId);
      const { surveyDay, surveyTime, timezone, reminderInterval, answerWindowHours } = agency.schedule;
      const open = latest && latest.status !== 'closed';
      const plan: PlanState = {
        schedule:
          surveyDay && surveyTime ? { surveyDay, surveyTime, timezone, reminderInterval, answerWindowHours } : null,
        scheduleChangedAt: agency.scheduleChangedAt ? new Date(agency.scheduleChangedAt) : null,
        currentRound: open
          ? {
              roundId: latest.round_id,
              opensAt: latest.opens_at,
              closesAt: latest.closes_at,
              // A round opened late (the worker was down) counts its reminders from when it really opened.
              remindFrom: latest.opened_at && latest.opened_at > latest.opens_at ? latest.opened_at : latest.opens_at,
              reminderInterval: latest.reminder_interval ?? spreadReminderInterval(reminderInterval, answerWindowHours),
              automaticReminders: (await loadRound(deps, latest.round_id)).automaticReminders,
            }
          : null,
        lastOpensAt: latest?.opens_at ?? null,
      };
      return { agencyId, plan, agency };
    }),
  );
}
