import type { AgencySettings } from '@hearth/contracts/agency';
import { RECENT_ACTIVITY_ROWS } from '@hearth/contracts/constants';
import type { CurrentWeek, DashboardResponse, Historical, HistoricalWeek } from '@hearth/contracts/dashboard';
import { readsAsDistress } from '@hearth/contracts/distress';
import { nextOpening } from '@hearth/contracts/schedule';
import { answerSetsShown, type CoarseCount, coarseCount } from '@hearth/contracts/small-groups';
import { QUESTIONS } from '@hearth/contracts/survey';
import { contactOf } from '@hearth/contracts/texts';
import { groupBy } from '@hearth/platform/collections';
import type { Sql } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import { DateTime } from 'luxon';
import { getAgenciesSettings, getAgencySettings } from '../agency/queries';
import { activeStaffCount, activeStaffCounts } from '../members/queries';
import { roundComments } from '../survey/comments';
import { loadRound } from '../survey/round/commands';
import { answeredCount, pendingParticipants } from '../survey/rounds/participation';
import { agencyRounds, latestClosedRounds, type RoundSummary } from '../survey/summaries';

/** What the dashboard reads: read models, the pending list (with the key), and a round's stream. */
type DashboardDeps = Pick<Deps, 'sql' | 'secrets' | 'eventStore'>;

const rate = (responses: number, invited: number) => (invited > 0 ? Math.round((responses / invited) * 100) : 0);
const average = (row: RoundSummary) => Math.round((Number(row.burnout_sum) / row.response_count) * 10) / 10;
/** A round's high-risk answers as views may show them (small-groups.ts). */
const highRiskOf = (row: RoundSummary) => coarseCount(row.high_risk_count, row.response_count);
const distressOf = ({ count, orMore }: CoarseCount) => ({ comments: count, orMore });
const visible = (row: RoundSummary, threshold: number) =>
  row.status === 'closed' && row.response_count >= (row.anonymity_threshold ?? threshold);

/** GET /api/dashboard/current-week: the latest round, its participation or results, and who is pending. */
export async function currentWeek(deps: DashboardDeps, agencyId: string, now: Date): Promise<CurrentWeek> {
  const { sql } = deps;
  // Independent reads go side by side: under load each await is a wait for a connection and for the
  // event loop, and the dashboard is what an administrator watches during the Monday burst.
  const [settings, rounds, totalUsers] = await Promise.all([
    getAgencySettings(sql, agencyId),
    agencyRounds(sql, agencyId, { closed: false, limit: ROUNDS_READ }),
    activeStaffCount(sql, agencyId),
  ]);
  if (!rounds[0]) return describeWeek({ settings, rounds, totalUsers }, now, NOTHING_LIVE);
  const latest = rounds[0];
  const open = latest.status === 'open';
  const threshold = latest.anonymity_threshold ?? settings.anonymityThreshold;
  const details = visible(latest, threshold);
  const [responded, responses, comments, pending] = await Promise.all([
    open ? answeredCount(deps, { roundId: latest.round_id, closesAt: latest.closes_at }) : latest.response_count,
    details && answerSetsShown(latest.response_count, threshold) ? recentResponses(sql, agencyId, latest) : [],
    details ? flaggedComments(deps, agencyId, latest.round_id) : null,
    open ? nonRespondents(deps, latest) : [],
  ]);
  return describeWeek({ settings, rounds, totalUsers }, now, { responded, responses, comments, pending });
}

/** The rounds a week view reads: the latest, and the previous closed one to compare with. */
const ROUNDS_READ = 8;

/**
 * The latest closed round of each agency as the Monday digest reports it (counts and averages only),
 * read for many agencies at once: three statements whatever their number.
 */
export async function closedWeeks(sql: Sql, agencyIds: string[], now: Date): Promise<Map<string, CurrentWeek>> {
  const [settings, rounds, staffOf] = await Promise.all([
    getAgenciesSettings(sql, agencyIds),
    latestClosedRounds(sql, agencyIds, ROUNDS_READ),
    activeStaffCounts(sql, agencyIds),
  ]);
  const roundsOf = groupBy(rounds, (row) => row.agency_id);
  const weeks = new Map<string, CurrentWeek>();
  for (const [agencyId, agencySettings] of settings) {
    const rows = {
      settings: agencySettings,
      rounds: roundsOf.get(agencyId) ?? [],
      totalUsers: staffOf.get(agencyId) ?? 0,
    };
    weeks.set(agencyId, describeWeek(rows, now, NOTHING_LIVE));
  }
  return weeks;
}

/** What a week is described from: the agency's settings, its latest rounds (newest first), its active staff. */
interface WeekRows {
  settings: AgencySettings;
  rounds: RoundSummary[];
  totalUsers: number;
}

/** What only the latest round's live state or its details add (empty for the digest). */
interface LiveParts {
  responded: number | null;
  responses: DashboardResponse[];
  comments: CurrentWeek['comments'];
  pending: CurrentWeek['nonRespondents'];
}

const NOTHING_LIVE: LiveParts = { responded: null, responses: [], comments: null, pending: [] };

function describeWeek({ settings, rounds, totalUsers }: WeekRows, now: Date, live: LiveParts): CurrentWeek {
  const latest = rounds[0];
  const previousClosed = rounds.find((row) => row !== latest && row.status === 'closed');
  const schedule = surveySchedule(settings, latest, now);
  const threshold = latest?.anonymity_threshold ?? settings.anonymityThreshold;

  if (!latest) {
    return {
      weekOf: null,
      round: null,
      avgBurnout: null,
      submissionRate: 0,
      highRiskCount: null,
      highRiskOrMore: false,
      totalUsers,
      results: { visible: false, hiddenReason: 'no_round', answersNeeded: null, threshold },
      changes: { avgBurnout: null, submissionRate: null, highRiskCount: null },
      responses: [],
      comments: null,
      distress: null,
      responseCount: 0,
      nonRespondents: [],
      surveySchedule: schedule,
    };
  }

  const open = latest.status === 'open';
  const shown = visible(latest, threshold);
  const responded = live.responded ?? latest.response_count;
  const { responses, comments, pending } = live;
  const submissionRate = rate(responded, latest.invited_count);
  const previousShown = previousClosed && visible(previousClosed, threshold);
  const avgBurnout = shown ? average(latest) : null;
  const highRisk = shown ? highRiskOf(latest) : null;
  const previousHighRisk = previousShown ? highRiskOf(previousClosed) : null;
  const distress =
    shown && latest.distress_comments !== null
      ? distressOf(coarseCount(latest.distress_comments, latest.response_count))
      : null;
  return {
    weekOf: latest.opens_at.toISOString(),
    round: {
      id: latest.round_id,
      status: latest.status,
      opensAt: latest.opens_at.toISOString(),
      closesAt: latest.closes_at.toISOString(),
      invitedCount: latest.invited_count,
      respondedCount: responded,
    },
    avgBurnout,
    submissionRate,
    highRiskCount: highRisk?.count ?? null,
    highRiskOrMore: highRisk?.orMore ?? false,
    totalUsers,
    results: {
      visible: shown,
      hiddenReason: shown ? null : open ? 'open' : 'below_threshold',
      answersNeeded: !shown && !open ? threshold - latest.response_count : null,
      threshold,
    },
    changes: {
      avgBurnout: shown && previousShown ? Math.round((avgBurnout! - average(previousClosed)) * 10) / 10 : null,
      // A live rate is still climbing: comparing it with last week's final rate would only alarm.
      submissionRate:
        previousClosed && !open
          ? submissionRate - rate(previousClosed.response_count, previousClosed.invited_count)
          : null,
      // A coarsened count has no exact change.
      highRiskCount:
        highRisk && previousHighRisk && !highRisk.orMore && !previousHighRisk.orMore
          ? highRisk.count - previousHighRisk.count
          : null,
    },
    responses,
    // A flag on each comment would count them exactly: not when the count is coarsened.
    comments: distress?.orMore ? (comments?.map((comment) => ({ ...comment, distress: false })) ?? null) : comments,
    // Counted at the close; shown whenever the round's results are, with or without the comments.
    distress,
    responseCount: responded,
    nonRespondents: pending,
    surveySchedule: schedule,
  };
}

function surveySchedule(
  settings: AgencySettings,
  latest: RoundSummary | undefined,
  now: Date,
): CurrentWeek['surveySchedule'] {
  const { surveyDay, surveyTime, timezone } = settings;
  return {
    surveyDay,
    surveyTime,
    timezone,
    lastSurveySent: latest?.opens_at.toISOString() ?? null,
    nextSurveyAt:
      surveyDay && surveyTime
        ? nextOpening(
            { surveyDay, surveyTime, timezone },
            latest && latest.opens_at > now ? latest.opens_at : now,
          ).toISOString()
        : null,
  };
}

async function nonRespondents(deps: DashboardDeps, round: RoundSummary): Promise<CurrentWeek['nonRespondents']> {
  const ref = { roundId: round.round_id, closesAt: round.closes_at };
  // One round trip: the names of all the round's participants are read beside who is pending.
  const [pending, { automaticReminders }, people] = await Promise.all([
    pendingParticipants(deps, ref),
    loadRound(deps, round.round_id),
    deps.sql<
      { member_id: string; email: string | null; mobile: string | null; first_name: string; last_name: string }[]
    >`
      select p.member_id, p.email, p.mobile, p.first_name, p.last_name
      from round_participants r join people p on p.member_id = r.member_id
      where r.closes_at = ${ref.closesAt} and r.round_id = ${ref.roundId}`,
  ]);
  const names = new Map(people.map((person) => [person.member_id, person]));
  return pending
    .map((person) => ({
      id: person.memberId,
      // Their address as it is now; for a member reached by text alone, their number's end.
      email: contactOf(names.get(person.memberId) ?? { email: person.email, mobile: person.mobile }),
      firstName: names.get(person.memberId)?.first_name ?? '',
      lastName: names.get(person.memberId)?.last_name ?? '',
      tokenExpiresAt: round.closes_at.toISOString(),
      remindersSent: automaticReminders,
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** The round's comments as administrators read them, each flagged when it reads as distress. */
async function flaggedComments(
  deps: DashboardDeps,
  agencyId: string,
  roundId: string,
): Promise<CurrentWeek['comments']> {
  const comments = await roundComments(deps, agencyId, roundId);
  return comments?.map((text) => ({ text, distress: readsAsDistress(text) })) ?? null;
}

/** At most five anonymous answer sets of a visible round, in their random order: scores only. */
async function recentResponses(sql: Sql, agencyId: string, round: RoundSummary): Promise<DashboardResponse[]> {
  const rows = await sql<{ response_id: string; burnout_index: string; answers: Record<string, number> }[]>`
    select response_id, burnout_index, answers from round_responses
    where agency_id = ${agencyId} and round_id = ${round.round_id}
    order by response_id limit ${RECENT_ACTIVITY_ROWS}`;
  return rows.map((row) => ({
    id: row.response_id,
    submittedAt: round.closes_at.toISOString(),
    burnoutScore: Number(row.burnout_index),
    detailedResponses: SCALED_QUESTIONS.map((question) => ({
      questionId: question.id,
      questionText: question.questionText,
      questionType: 'scaled',
      value: row.answers[question.id] ?? null,
    })),
  }));
}

const SCALED_QUESTIONS = QUESTIONS.filter((question) => question.questionType === 'scaled');

/**
 * GET /api/dashboard/historical?weeks=N: the last N weekly rounds that closed, oldest first; gaps
 * below k. Counted in rounds, not days, so an open round never pushes the oldest week out.
 */
export async function historical(sql: Sql, agencyId: string, weeks: number): Promise<Historical> {
  const settings = await getAgencySettings(sql, agencyId);
  const rows = await agencyRounds(sql, agencyId, { closed: true, limit: weeks });
  const list: HistoricalWeek[] = rows.reverse().map((row) => {
    const shown = visible(row, settings.anonymityThreshold);
    return {
      roundId: row.round_id,
      weekOf: row.opens_at.toISOString(),
      weekLabel: DateTime.fromJSDate(row.opens_at, { zone: row.timezone }).toFormat('LLL d'),
      avgBurnout: shown ? average(row) : null,
      submissionRate: rate(row.response_count, row.invited_count),
      highRiskCount: shown ? highRiskOf(row).count : null,
      highRiskOrMore: shown && highRiskOf(row).orMore,
      responseCount: row.response_count,
      belowThreshold: !shown,
    };
  });
  return { weeks: list, totalUsers: await activeStaffCount(sql, agencyId), threshold: settings.anonymityThreshold };
}
