import { HISTORY_RANGES, summariseWeeks } from '@hearth/contracts/dashboard';
import type { Sql } from '@hearth/platform/db';
import { historical } from '../dashboard/queries';

/**
 * Tools the model may call for a signed-in administrator. Each runs with the session's agency id,
 * never with an id from the model's arguments, and answers aggregates only: no names, emails or
 * member ids, and no figure about fewer people than the anonymity minimum.
 * To add one, append it to ADMIN_TOOLS.
 */
export interface ToolContext {
  sql: Sql;
  agencyId: string;
  now: Date;
}

export interface AssistantTool<Args = unknown> {
  name: string;
  description: string;
  /** JSON Schema of the arguments, as the model sees it. */
  parameters: Record<string, unknown>;
  /** Checks the model's arguments; throws a message the model can read and correct. */
  parseArguments(raw: unknown): Args;
  run(context: ToolContext, args: Args): Promise<unknown>;
}

const noArguments = { type: 'object', properties: {}, additionalProperties: false };

const agencyOverviewTool: AssistantTool<Record<string, never>> = {
  name: 'get_agency_overview',
  description:
    "The signed-in administrator's own agency: its name and how many survey participants (staff) " +
    'and administrators are active or still invited. Counts only.',
  parameters: noArguments,
  parseArguments: () => ({}),
  async run({ sql, agencyId }) {
    const [row] = await sql<
      {
        name: string;
        active_participants: number;
        invited_participants: number;
        active_admins: number;
        invited_admins: number;
      }[]
    >`
      select a.name,
        count(m.member_id) filter (where m.role = 'user' and m.status = 'active')::int as active_participants,
        count(m.member_id) filter (where m.role = 'user' and m.status not in ('active', 'removed'))::int
          as invited_participants,
        count(m.member_id) filter (where m.role = 'admin' and m.status = 'active')::int as active_admins,
        count(m.member_id) filter (where m.role = 'admin' and m.status not in ('active', 'removed'))::int
          as invited_admins
      from agencies a
      left join members m on m.agency_id = a.agency_id
      where a.agency_id = ${agencyId}
      group by a.name`;
    if (!row) return { error: 'The agency was not found.' };
    return {
      agencyName: row.name,
      surveyParticipants: { active: row.active_participants, invitationPending: row.invited_participants },
      administrators: { active: row.active_admins, invitationPending: row.invited_admins },
    };
  },
};

/**
 * Weekly results as the Reports page shows them: rounds below the anonymity minimum carry no
 * scores at all, only their response rate (the same rule as every other view, docs/anonymity.md).
 */
const weeklyResultsTool: AssistantTool<{ weeks: 4 | 12 | 24 }> = {
  name: 'get_weekly_results',
  description:
    "The signed-in administrator's agency: for each closed weekly check-in of the last 4, 12 or " +
    '24 weeks, the average burnout index (1–10), the response rate and the number of high-risk ' +
    'answers (index above 8). Weeks with fewer answers than the anonymity minimum show no ' +
    'scores. Aggregates only.',
  parameters: {
    type: 'object',
    properties: { weeks: { type: 'integer', enum: [...HISTORY_RANGES] } },
    additionalProperties: false,
  },
  parseArguments(raw) {
    const weeks = (raw as { weeks?: unknown } | null)?.weeks ?? 12;
    if (!HISTORY_RANGES.includes(weeks as 4)) throw new Error('weeks must be 4, 12 or 24');
    return { weeks: weeks as 4 | 12 | 24 };
  },
  async run({ sql, agencyId }, { weeks }) {
    const history = await historical(sql, agencyId, weeks);
    return {
      anonymityMinimum: history.threshold,
      activeSurveyParticipants: history.totalUsers,
      weeks: history.weeks.map((week) => ({
        week: week.weekLabel,
        averageBurnoutIndex: week.avgBurnout,
        responseRatePercent: week.submissionRate,
        highRiskAnswers: week.highRiskCount,
        resultsHidden: week.belowThreshold,
      })),
      acrossTheseWeeks: summariseWeeks(history.weeks),
    };
  },
};

export const ADMIN_TOOLS: AssistantTool[] = [agencyOverviewTool as AssistantTool, weeklyResultsTool as AssistantTool];

/** Runs a tool call from the model; a mistake becomes an answer the model can read, never a crash. */
export async function runTool(
  tools: AssistantTool[],
  name: string,
  rawArguments: string,
  context: ToolContext,
): Promise<unknown> {
  const tool = tools.find((candidate) => candidate.name === name);
  if (!tool) return { error: `There is no tool named ${name}.` };
  let args: unknown;
  try {
    args = tool.parseArguments(rawArguments.trim() === '' ? {} : JSON.parse(rawArguments));
  } catch (error) {
    return { error: `The arguments were not valid: ${error instanceof Error ? error.message : 'unreadable JSON'}` };
  }
  return tool.run(context, args);
}
