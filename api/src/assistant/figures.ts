import { type CurrentWeek, type Historical, type HistoricalWeek, summariseWeeks } from '@hearth/contracts/dashboard';
import type { Insight, InsightKind } from '@hearth/contracts/insights';
import { formatDateTime } from '@hearth/contracts/schedule';
import { band } from '@hearth/contracts/survey';
import type { Deps } from '@hearth/platform/deps';
import { DateTime } from 'luxon';
import { currentWeek, historical } from '../dashboard/queries';
import { agencyInsights } from '../insights/queries';
import { agencyOverview } from './queries';
import type { FiguresQuestion, Period, Topic } from './questions';

/**
 * Answers about the agency's own numbers from the same queries as the dashboard, the reports and
 * the insights (docs/decisions/040-assistant-own-numbers-and-safety.md). Every figure is given
 * with the week it comes from; a week below the anonymity minimum is named, never scored.
 */
type Figures = Pick<Deps, 'sql' | 'secrets' | 'clock' | 'eventStore'>;

/** Each source is read once per answer, and only when a topic needs it. */
function loader(deps: Figures, agencyId: string) {
  const once = <T>(load: () => Promise<T>) => {
    let value: Promise<T> | undefined;
    return () => {
      value ??= load();
      return value;
    };
  };
  const insights = new Map<number, Promise<Insight[]>>();
  return {
    history: once(() => historical(deps.sql, agencyId, 24)),
    current: once(() => currentWeek(deps, agencyId, deps.clock.now())),
    overview: once(() => agencyOverview(deps.sql, agencyId)),
    insights(weeks: number) {
      if (!insights.has(weeks)) insights.set(weeks, agencyInsights(deps.sql, agencyId, weeks));
      return insights.get(weeks)!;
    },
  };
}
type Loader = ReturnType<typeof loader>;

const DASHBOARD = '[Dashboard](/dashboard)';
const REPORTS = '[Reports](/reports)';

export async function figuresAnswer(deps: Figures, agencyId: string, question: FiguresQuestion): Promise<string> {
  const load = loader(deps, agencyId);
  const parts: string[] = [];
  for (const topic of question.topics) parts.push(await answerTopic(load, topic, question.period));
  return parts.join('\n\n');
}

function answerTopic(load: Loader, topic: Topic, period: Period | null): Promise<string> {
  switch (topic) {
    case 'score':
    case 'rate':
    case 'high_risk':
      return weeklyFigure(load, topic, period);
    case 'pending':
      return pending(load);
    case 'invited':
    case 'staff':
      return staff(load, topic);
    case 'next_round':
      return nextRound(load);
    case 'trend':
      return insightAnswer(load, ['burnout_direction'], rangeOf(period, 12));
    case 'driver':
      return insightAnswer(load, ['burnout_driver'], rangeOf(period, 12));
    case 'hidden':
      return insightAnswer(load, ['hidden_rounds'], rangeOf(period, 12));
    case 'insights':
      return insightAnswer(load, null, rangeOf(period, 12));
  }
}

const rangeOf = (period: Period | null, fallback: 4 | 12 | 24) => (period?.kind === 'range' ? period.weeks : fallback);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function weekOf(history: Historical, period: Period | null, timezone: string): HistoricalWeek | undefined {
  const weeks = history.weeks;
  if (period?.kind === 'previous') return weeks.at(-2);
  if (period?.kind === 'date') {
    return weeks.findLast((week) => {
      const start = DateTime.fromISO(week.weekOf, { zone: timezone }).startOf('day');
      return [0, 1, 2, 3, 4, 5, 6].some((offset) => {
        const day = start.plus({ days: offset });
        return day.month === period.month && day.day === period.day;
      });
    });
  }
  return weeks.at(-1);
}

function scoreLine(week: HistoricalWeek, previous: HistoricalWeek | undefined): string {
  const value = week.avgBurnout!;
  let line =
    `The average burnout index for the week of ${week.weekLabel} was **${value.toFixed(1)}/10** (${band(value)}), ` +
    `from ${plural(week.responseCount, 'answer')}.`;
  if (previous?.avgBurnout != null) {
    const change = Math.round((value - previous.avgBurnout) * 10) / 10;
    line +=
      change === 0
        ? ` That is the same as the week of ${previous.weekLabel}.`
        : ` That is ${Math.abs(change).toFixed(1)} points ${change > 0 ? 'higher' : 'lower'} than the week of ` +
          `${previous.weekLabel} (${previous.avgBurnout.toFixed(1)}).`;
  }
  return line;
}

function hiddenLine(week: HistoricalWeek, threshold: number, history: Historical): string {
  const needed = threshold - week.responseCount;
  const shown = history.weeks.findLast((candidate) => !candidate.belowThreshold && candidate.weekOf < week.weekOf);
  return (
    `The week of ${week.weekLabel} had ${plural(week.responseCount, 'answer')}, fewer than your anonymity minimum ` +
    `of ${threshold}, so its scores stay hidden (${needed} more ${needed === 1 ? 'was' : 'were'} needed).` +
    (shown?.avgBurnout != null
      ? ` The latest week with results before it, ${shown.weekLabel}, averaged ${shown.avgBurnout.toFixed(1)}/10 ` +
        `with ${plural(shown.highRiskCount ?? 0, 'high-risk answer')}.`
      : '')
  );
}

async function weeklyFigure(load: Loader, topic: 'score' | 'rate' | 'high_risk', period: Period | null) {
  if (period?.kind === 'range') return rangeFigure(load, topic, period.weeks);
  const current = await load.current();
  const timezone = current.surveySchedule.timezone;
  const open = current.round?.status === 'open' ? current.round : null;
  if (open && (period?.kind === 'current' || (period === null && topic === 'rate'))) {
    const live =
      `This week's check-in opened ${formatDateTime(open.opensAt, timezone)} and is open until ` +
      `${formatDateTime(open.closesAt, timezone)}: **${open.respondedCount} of ${open.invitedCount}** staff have ` +
      `answered so far (${current.submissionRate}%).`;
    if (topic === 'rate') return `${live} See who is still pending on the ${DASHBOARD}.`;
    return `${live} Scores stay sealed until the round closes, so no answer can be traced to when it was given.`;
  }
  const history = await load.history();
  const week = weekOf(history, period, timezone);
  if (!week) {
    return period?.kind === 'date'
      ? 'I found no closed check-in in that week among the last 24 weeks. The Reports page lists every week.'
      : 'No check-in has closed yet, so there are no results to report. They appear on the Dashboard once the ' +
          'first round closes with enough answers.';
  }
  const previous = history.weeks[history.weeks.indexOf(week) - 1];
  const threshold = history.threshold;
  if (topic === 'rate') {
    return (
      `In the week of ${week.weekLabel}, ${plural(week.responseCount, 'staff member')} answered: a response rate ` +
      `of **${week.submissionRate}%**.` +
      (week.submissionRate < 70 ? ' That is below 70%, which may mean survey fatigue.' : '') +
      (previous ? ` The week before (${previous.weekLabel}) it was ${previous.submissionRate}%.` : '')
    );
  }
  if (week.belowThreshold) return hiddenLine(week, threshold, history);
  if (topic === 'score') return `${scoreLine(week, previous)} See the ${DASHBOARD} for the week's details.`;
  return (
    `In the week of ${week.weekLabel}, **${week.highRiskCount}** of ${plural(week.responseCount, 'answer')} had a ` +
    'burnout index above 8 (high risk).' +
    (previous?.highRiskCount != null
      ? ` The week before (${previous.weekLabel}) it was ${previous.highRiskCount}.`
      : '')
  );
}

async function rangeFigure(load: Loader, topic: 'score' | 'rate' | 'high_risk', weeks: 4 | 12 | 24) {
  const history = await load.history();
  const list = history.weeks.slice(-weeks);
  if (list.length === 0) return 'No check-in has closed yet, so there are no results to report.';
  const summary = summariseWeeks(list);
  const first = list[0]!.weekLabel;
  const last = list.at(-1)!.weekLabel;
  const span = `Over the last ${weeks} weeks (${list.length === 1 ? first : `${first} to ${last}`})`;
  const shown = list.filter((week) => !week.belowThreshold);
  const hidden = list.length - shown.length;
  const hiddenNote = hidden > 0 ? ` ${plural(hidden, 'week')} stayed hidden below the anonymity minimum.` : '';
  if (topic === 'rate') {
    const series = list.map((week) => `${week.weekLabel} ${week.submissionRate}%`).join(', ');
    return `${span}, the average response rate was **${summary.submissionRate}%** (${series}).`;
  }
  if (shown.length === 0) return `${span}, no week had enough answers to show scores.${hiddenNote}`;
  if (topic === 'score') {
    const series = shown.map((week) => `${week.weekLabel} ${week.avgBurnout!.toFixed(1)}`).join(', ');
    return (
      `${span}, the average burnout index was **${summary.avgBurnout!.toFixed(1)}/10** across the ` +
      `${plural(shown.length, 'week')} with results (${series}).${hiddenNote} The ${REPORTS} page charts it.`
    );
  }
  const peak = shown.reduce((best, week) => ((week.highRiskCount ?? 0) > (best.highRiskCount ?? 0) ? week : best));
  return (
    `${span}, the highest weekly count of high-risk answers was **${summary.highRiskCount}** (week of ` +
    `${peak.weekLabel}); week by week: ${shown.map((week) => `${week.weekLabel} ${week.highRiskCount}`).join(', ')}.` +
    hiddenNote
  );
}

async function pending(load: Loader): Promise<string> {
  const current = await load.current();
  const timezone = current.surveySchedule.timezone;
  if (current.round?.status === 'open') {
    const waiting = current.round.invitedCount - current.round.respondedCount;
    return (
      `**${waiting}** of ${current.round.invitedCount} staff have not answered this week's check-in yet; it closes ` +
      `${formatDateTime(current.round.closesAt, timezone)}. The Pending Survey Submissions card on the ${DASHBOARD} ` +
      'lists them and sends reminders.'
    );
  }
  const next = current.surveySchedule.nextSurveyAt;
  return (
    'No check-in is open right now, so nobody is pending.' +
    (next ? ` The next one opens ${formatDateTime(next, timezone)}.` : '')
  );
}

async function staff(load: Loader, topic: 'invited' | 'staff'): Promise<string> {
  const overview = await load.overview();
  if (!overview) return 'I could not find your agency. Please reload the page and sign in again.';
  const { surveyParticipants: people, administrators: admins } = overview;
  if (topic === 'invited') {
    return (
      `**${people.invitationPending}** staff ${people.invitationPending === 1 ? 'member has' : 'members have'} ` +
      `not accepted their invitation yet, and ${people.active} ${people.active === 1 ? 'is' : 'are'} active.` +
      (admins.invitationPending > 0
        ? ` ${plural(admins.invitationPending, 'administrator')} also still invited.`
        : '') +
      ' Resend an invitation from User Management in [Settings](/setup?tab=users).'
    );
  }
  return (
    `${overview.agencyName} has **${people.active}** active staff ${people.active === 1 ? 'member' : 'members'} ` +
    `taking the weekly check-in and ${plural(admins.active, 'administrator')}` +
    (people.invitationPending > 0 ? `; ${people.invitationPending} more staff are invited but have not accepted.` : '.')
  );
}

async function nextRound(load: Loader): Promise<string> {
  const current: CurrentWeek = await load.current();
  const { nextSurveyAt, timezone, surveyDay, surveyTime } = current.surveySchedule;
  if (!nextSurveyAt || !surveyDay) {
    return 'No survey day and time are set yet, so no check-in is planned. Choose them in [Settings](/setup).';
  }
  const open =
    current.round?.status === 'open'
      ? `This week's check-in is open until ${formatDateTime(current.round.closesAt, timezone)}. `
      : '';
  return (
    `${open}Your next check-in opens **${formatDateTime(nextSurveyAt, timezone)}** (every ${surveyDay} at ` +
    `${surveyTime}, ${timezone}).`
  );
}

async function insightAnswer(load: Loader, kinds: InsightKind[] | null, weeks: 4 | 12 | 24): Promise<string> {
  const insights = await load.insights(weeks);
  const chosen = kinds ? insights.filter((insight) => kinds.includes(insight.kind)) : insights.slice(0, 3);
  if (chosen.length === 0) {
    if (kinds?.includes('hidden_rounds'))
      return `No week of the last ${weeks} was hidden: every closed round had enough answers.`;
    return (
      `There is not enough to go on yet: insights need at least one closed check-in in the last ${weeks} weeks ` +
      'with enough answers to show results.'
    );
  }
  const lines = chosen.map((insight) => {
    const action = insight.actions[0];
    return (
      `**${insight.title}.** ${insight.detail}` +
      (action ? `\nSuggested: ${action.text} (Source: ${action.source})` : '')
    );
  });
  return [`From the last ${weeks} weeks:`, ...lines, `More on the ${DASHBOARD} and ${REPORTS} pages.`].join('\n\n');
}
