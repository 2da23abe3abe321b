import { HISTORY_RANGES, summariseWeeks } from '@hearth/contracts/dashboard';
import { THEMES_MIN_COMMENTS } from '@hearth/contracts/insights';
import type { Deps } from '@hearth/platform/deps';
import { currentWeek, historical } from '../dashboard/queries';
import { agencyInsights, INSIGHT_WEEKS } from '../insights/queries';
import { roundComments } from '../survey/comments';
import { agencyOverview, commentRound } from './queries';

/**
 * Tools the model may call for a signed-in administrator: the same queries the embedded assistant
 * answers from (docs/decisions/040-assistant-own-numbers-and-safety.md). Each runs with the
 * session's agency id, never with an id from the model's arguments, and answers aggregates only: no
 * names, emails or member ids, and no figure about fewer people than the anonymity minimum.
 * To add one, append it to ADMIN_TOOLS.
 */
export interface ToolContext {
  deps: Pick<Deps, 'sql' | 'secrets' | 'clock' | 'eventStore'>;
  agencyId: string;
  /** Every comment a tool handed to the model, so the reply can be checked for quotes. */
  commentsShown: string[];
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

type Weeks = (typeof HISTORY_RANGES)[number];

const noArguments = { type: 'object', properties: {}, additionalProperties: false };
const weeksArgument = {
  type: 'object',
  properties: { weeks: { type: 'integer', enum: [...HISTORY_RANGES] } },
  additionalProperties: false,
};

function parseWeeks(raw: unknown): { weeks: Weeks } {
  const weeks = (raw as { weeks?: unknown } | null)?.weeks ?? 12;
  if (!HISTORY_RANGES.includes(weeks as Weeks)) throw new Error('weeks must be 4, 12 or 24');
  return { weeks: weeks as Weeks };
}

const agencyOverviewTool: AssistantTool<Record<string, never>> = {
  name: 'get_agency_overview',
  description:
    "The signed-in administrator's own agency: its name and how many survey participants (staff) and " +
    'administrators are active or still invited (invitation not yet accepted). Counts only.',
  parameters: noArguments,
  parseArguments: () => ({}),
  async run({ deps, agencyId }) {
    return (await agencyOverview(deps.sql, agencyId)) ?? { error: 'The agency was not found.' };
  },
};

const currentWeekTool: AssistantTool<Record<string, never>> = {
  name: 'get_current_week',
  description:
    'The newest weekly check-in of the agency as the dashboard shows it: whether it is open or closed, how many ' +
    'staff answered and how many are still pending, its average burnout index and high-risk count once it has ' +
    'closed with enough answers, the change since the previous week, and when the next check-in opens.',
  parameters: noArguments,
  parseArguments: () => ({}),
  async run({ deps, agencyId }) {
    const week = await currentWeek(deps, agencyId, deps.clock.now());
    return {
      round: week.round && {
        status: week.round.status,
        opensAt: week.round.opensAt,
        closesAt: week.round.closesAt,
        invited: week.round.invitedCount,
        answered: week.round.respondedCount,
        pending: week.round.status === 'open' ? week.round.invitedCount - week.round.respondedCount : 0,
      },
      responseRatePercent: week.submissionRate,
      resultsVisible: week.results.visible,
      whyHidden: week.results.hiddenReason,
      answersNeededToShowResults: week.results.answersNeeded,
      anonymityMinimum: week.results.threshold,
      averageBurnoutIndex: week.avgBurnout,
      highRiskAnswers: week.highRiskCount,
      changeSincePreviousWeek: week.changes,
      activeStaff: week.totalUsers,
      schedule: week.surveySchedule,
    };
  },
};

/**
 * Weekly results as the Reports page shows them: rounds below the anonymity minimum carry no
 * scores at all, only their response rate (the same rule as every other view, docs/anonymity.md).
 */
const weeklyResultsTool: AssistantTool<{ weeks: Weeks }> = {
  name: 'get_weekly_results',
  description:
    "The signed-in administrator's agency: for each closed weekly check-in of the last 4, 12 or 24 weeks, the " +
    'average burnout index (1–10), the response rate and the number of high-risk answers (index above 8). ' +
    'Weeks with fewer answers than the anonymity minimum show no scores. Aggregates only.',
  parameters: weeksArgument,
  parseArguments: parseWeeks,
  async run({ deps, agencyId }, { weeks }) {
    const history = await historical(deps.sql, agencyId, weeks);
    return {
      anonymityMinimum: history.threshold,
      activeSurveyParticipants: history.totalUsers,
      weeks: history.weeks.map((week) => ({
        roundId: week.roundId,
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

const insightsTool: AssistantTool<Record<string, never>> = {
  name: 'get_insights',
  description:
    `Insights over the last ${INSIGHT_WEEKS} closed weeks (the same the dashboard shows), most urgent first: the ` +
    'direction of the burnout index against its usual level (called only when larger than the week-to-week noise; ' +
    'a climb, a return to the usual level), the part of the index that drives it, a team splitting, participation, ' +
    'the high-risk trend and weeks hidden below the anonymity minimum, each with its evidence and recommended ' +
    'actions with their sources.',
  parameters: noArguments,
  parseArguments: () => ({}),
  async run({ deps, agencyId }) {
    return { weeks: INSIGHT_WEEKS, insights: await agencyInsights(deps.sql, agencyId) };
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const commentThemesTool: AssistantTool<{ roundId: string | null }> = {
  name: 'get_comment_themes',
  description:
    'The free-text comments of one closed weekly check-in (the latest by default, or a roundId from ' +
    'get_weekly_results), shuffled, with staff names and contact details masked, to summarise as themes with their ' +
    'sentiment. Given only when the round has at least the anonymity minimum of answers and at least ' +
    `max(anonymity minimum, ${THEMES_MIN_COMMENTS}) comments.`,
  parameters: {
    type: 'object',
    properties: { roundId: { type: 'string', description: 'A roundId from get_weekly_results' } },
    additionalProperties: false,
  },
  parseArguments(raw) {
    const roundId = (raw as { roundId?: unknown } | null)?.roundId ?? null;
    if (roundId !== null && (typeof roundId !== 'string' || !UUID.test(roundId)))
      throw new Error('roundId must be a roundId from get_weekly_results');
    return { roundId };
  },
  async run(context, { roundId }) {
    const { deps, agencyId } = context;
    const round = await commentRound(deps.sql, agencyId, roundId);
    if (!round) return { unavailable: 'There is no closed check-in with that id for this agency.' };
    const needed = Math.max(round.threshold, THEMES_MIN_COMMENTS);
    const comments = await roundComments(deps, agencyId, round.roundId);
    if (!comments || comments.length < needed) {
      return {
        week: round.weekLabel,
        unavailable:
          `Themes need at least ${needed} comments from a check-in with at least ${round.threshold} answers; ` +
          'this one has too few, so its comments cannot be summarised.',
      };
    }
    context.commentsShown.push(...comments);
    return {
      week: round.weekLabel,
      commentCount: comments.length,
      instructions:
        'Summarise these comments as two to four themes, each with its sentiment (positive, mixed or negative) and ' +
        'roughly how many comments touch it. Never quote or closely paraphrase a comment, and never mention names, ' +
        'places, dates, shifts or details that could point to one person.',
      comments,
    };
  },
};

export const ADMIN_TOOLS: AssistantTool[] = [
  agencyOverviewTool as AssistantTool,
  currentWeekTool as AssistantTool,
  weeklyResultsTool as AssistantTool,
  insightsTool as AssistantTool,
  commentThemesTool as AssistantTool,
];

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
