import { SCORE } from '@hearth/contracts/constants';
import type { Insight, InsightEvidence, InsightKind, InsightSeverity, InsightWeek } from '@hearth/contracts/insights';
import { coarseCount, countText } from '@hearth/contracts/small-groups';
import { band, SCALED_QUESTIONS } from '@hearth/contracts/survey';
import { type ActionTopic, actionsFor } from './actions';
import {
  addMoments,
  type Change,
  combinedMoments,
  type Moments,
  mean,
  meanChange,
  proportionChange,
} from './statistics';

/**
 * Insights from a period's closed rounds (docs/insights.md). Pure: the same figures always give the
 * same insights. Only rounds with at least their recorded k answers count, and every number is an
 * aggregate of a whole round, never one answer set.
 */
export interface RoundFigures extends InsightWeek {
  invited: number;
  responses: number;
  /** The anonymity minimum recorded when the round closed. */
  threshold: number;
  highRisk: number;
  /** The burnout index over the round's answers. */
  burnout: Moments;
  /** The five direction-adjusted items, in question order. */
  items: Moments[];
}

/** Below this response rate results may not speak for the team (docs/product-rules.md). */
const PARTICIPATION_FLOOR = 70;
const PARTICIPATION_LOW = 50;
/** Participation is "falling" after this many visible weeks in a row, each lower than the one before. */
const FALLING_WEEKS = 3;
const FALLING_POINTS = 10;

interface Dimension {
  name: string;
  questions: string;
  items: number[];
  topics: ActionTopic[];
}

/** The four dimensions of the index, each on the burnout scale (higher is worse). */
const DIMENSIONS: Dimension[] = [
  { name: 'Exhaustion', questions: 'questions 1–2', items: [0, 1], topics: ['on_call', 'documentation'] },
  { name: 'Distance', questions: 'question 3', items: [2], topics: ['grief'] },
  { name: 'Support', questions: 'question 4, counted as 11 − answer', items: [3], topics: ['team_support'] },
  {
    name: 'Sense of accomplishment',
    questions: 'question 5, counted as 11 − answer',
    items: [4],
    topics: ['meaning'],
  },
];

const SEVERITY_ORDER: InsightSeverity[] = ['act', 'watch', 'info'];
const KIND_ORDER: InsightKind[] = [
  'burnout_direction',
  'burnout_driver',
  'high_risk_trend',
  'participation',
  'hidden_rounds',
];

const visibleRound = (round: RoundFigures) => round.responses >= round.threshold;
const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);
const rate = (round: RoundFigures) => (round.invited > 0 ? Math.round((round.responses / round.invited) * 100) : 0);
const week = ({ roundId, weekOf, weekLabel }: InsightWeek): InsightWeek => ({ roundId, weekOf, weekLabel });
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Rounds oldest first; the answer is ordered by severity, most urgent first. */
export function computeInsights(rounds: RoundFigures[]): Insight[] {
  const visible = rounds.filter(visibleRound);
  const insights = [
    burnoutDirection(visible),
    burnoutDriver(visible),
    highRiskTrend(visible),
    participation(visible),
    hiddenRounds(rounds),
  ].filter((insight): insight is Insight => insight !== null);
  return insights.sort(
    (a, b) =>
      SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
  );
}

/** The latest visible round against the visible rounds before it in the period, pooled. */
function latestAgainstEarlier(visible: RoundFigures[]) {
  const latest = visible.at(-1);
  return latest ? { latest, earlier: visible.slice(0, -1) } : null;
}

function comparedWith(earlier: RoundFigures[]): string {
  return earlier.length === 1 ? `the week of ${earlier[0]!.weekLabel}` : `the ${earlier.length} weeks before`;
}

function noise(change: Change): string {
  return `±${oneDecimal(change.margin)}`;
}

function burnoutDirection(visible: RoundFigures[]): Insight | null {
  const split = latestAgainstEarlier(visible);
  if (!split) return null;
  const { latest, earlier } = split;
  const level = mean(latest.burnout);
  const levelText = `${oneDecimal(level)}/10`;
  const levelEvidence: InsightEvidence = {
    label: `Burnout index, week of ${latest.weekLabel}`,
    value: Number(oneDecimal(level)),
    unit: 'index',
    weeks: [week(latest)],
  };
  const base = { id: 'burnout-direction', kind: 'burnout_direction' as const };
  if (earlier.length === 0) {
    return {
      ...base,
      severity: band(level) === 'high' ? 'act' : band(level) === 'moderate' ? 'watch' : 'info',
      title: `Burnout index ${levelText} in the week of ${latest.weekLabel}`,
      detail:
        `That is in the ${band(level)} range. A direction needs at least two weeks with enough answers; ` +
        'the next closed round will show whether it is moving.',
      evidence: [levelEvidence],
      actions: band(level) === 'healthy' ? [] : actionsFor('team_support'),
    };
  }
  const baseline = addMoments(earlier.map((round) => round.burnout));
  const change = meanChange(baseline, latest.burnout);
  const before = mean(baseline);
  const evidence: InsightEvidence[] = [
    levelEvidence,
    {
      label: earlier.length === 1 ? `Burnout index, week of ${earlier[0]!.weekLabel}` : 'Burnout index, weeks before',
      value: Number(oneDecimal(before)),
      unit: 'index',
      weeks: earlier.map(week),
    },
    {
      label: 'Change',
      value: Number(oneDecimal(change.difference)),
      unit: 'points',
      weeks: [...earlier, latest].map(week),
    },
    {
      label: 'Week-to-week noise (95 %)',
      value: Number(oneDecimal(change.margin)),
      unit: 'points',
      weeks: [week(latest)],
    },
  ];
  const size = `${plural(latest.responses, 'answer')} against ${baseline.n}`;
  if (!change.real) {
    return {
      ...base,
      severity: band(level) === 'high' ? 'watch' : 'info',
      title: `Burnout index steady at ${levelText}`,
      detail:
        `The ${oneDecimal(Math.abs(change.difference))}-point change since ${comparedWith(earlier)} ` +
        `(${oneDecimal(before)}) is within the week-to-week noise for ${size} (${noise(change)}): ` +
        'not a real change yet.',
      evidence,
      actions: band(level) === 'high' ? actionsFor('team_support') : [],
    };
  }
  const rising = change.difference > 0;
  return {
    ...base,
    severity: rising ? 'act' : 'info',
    title: `Burnout index ${rising ? 'rose' : 'fell'} to ${levelText}`,
    detail:
      `The ${oneDecimal(Math.abs(change.difference))}-point ${rising ? 'rise' : 'fall'} since ` +
      `${comparedWith(earlier)} (${oneDecimal(before)}) is larger than the week-to-week noise for ${size} ` +
      `(${noise(change)}), so it is likely a real change.`,
    evidence,
    actions: rising ? [...actionsFor('team_support').slice(0, 1), ...actionsFor('high_risk').slice(1)] : [],
  };
}

function dimensionMoments(round: RoundFigures | RoundFigures[], dimension: Dimension): Moments {
  const rounds = Array.isArray(round) ? round : [round];
  return combinedMoments(
    dimension.items.map((item) => addMoments(rounds.map((each) => each.items[item] ?? { n: 0, sum: 0, squares: 0 }))),
  );
}

function burnoutDriver(visible: RoundFigures[]): Insight | null {
  const split = latestAgainstEarlier(visible);
  if (!split) return null;
  const { latest, earlier } = split;
  const levels = DIMENSIONS.map((dimension) => ({ dimension, level: mean(dimensionMoments(latest, dimension)) }));
  const evidence: InsightEvidence[] = levels.map(({ dimension, level }) => ({
    label: `${dimension.name} (${dimension.questions}), week of ${latest.weekLabel}`,
    value: Number(oneDecimal(level)),
    unit: 'index',
    weeks: [week(latest)],
  }));
  const base = { id: 'burnout-driver', kind: 'burnout_driver' as const, evidence };

  if (earlier.length > 0) {
    const overall = meanChange(addMoments(earlier.map((round) => round.burnout)), latest.burnout);
    if (overall.real) {
      const rising = overall.difference > 0;
      const moves = DIMENSIONS.map((dimension) => {
        const change = meanChange(dimensionMoments(earlier, dimension), dimensionMoments(latest, dimension));
        return { dimension, change, share: (change.difference * dimension.items.length) / SCALED_QUESTIONS.length };
      });
      const driver = moves.reduce((best, move) =>
        (rising ? move.share > best.share : move.share < best.share) ? move : best,
      );
      const before = mean(dimensionMoments(earlier, driver.dimension));
      const after = mean(dimensionMoments(latest, driver.dimension));
      return {
        ...base,
        severity: rising ? 'act' : 'info',
        title: `${driver.dimension.name} ${rising ? 'drives the rise' : 'led the fall'}`,
        detail:
          `${driver.dimension.name} (${driver.dimension.questions}) went from ${oneDecimal(before)} to ` +
          `${oneDecimal(after)} on the burnout scale and accounts for ${oneDecimal(Math.abs(driver.share))} of the ` +
          `index's ${oneDecimal(Math.abs(overall.difference))}-point ${rising ? 'rise' : 'fall'}` +
          (driver.change.real ? '.' : ', though on its own the change is within the noise.'),
        evidence: [
          ...evidence,
          {
            label: `${driver.dimension.name}, change since ${comparedWith(earlier)}`,
            value: Number(oneDecimal(driver.change.difference)),
            unit: 'points',
            weeks: [...earlier, latest].map(week),
          },
        ],
        actions: rising ? actionsFor(...driver.dimension.topics) : [],
      };
    }
  }
  const highest = levels.reduce((best, entry) => (entry.level > best.level ? entry : best));
  const others = levels.filter((entry) => entry !== highest).map((entry) => entry.level);
  const severity: InsightSeverity =
    highest.level >= SCORE.highFrom ? 'act' : highest.level >= SCORE.healthyBelow ? 'watch' : 'info';
  return {
    ...base,
    severity,
    title: `${highest.dimension.name} weighs most on the index`,
    detail:
      `In the week of ${latest.weekLabel}, ${highest.dimension.name.toLowerCase()} (${highest.dimension.questions}) ` +
      `scored ${oneDecimal(highest.level)} of 10 on the burnout scale, against ${oneDecimal(Math.min(...others))} ` +
      `to ${oneDecimal(Math.max(...others))} for the other dimensions.`,
    actions: severity === 'info' ? [] : actionsFor(...highest.dimension.topics),
  };
}

function highRiskTrend(visible: RoundFigures[]): Insight | null {
  const split = latestAgainstEarlier(visible);
  if (!split) return null;
  const { latest, earlier } = split;
  // Shown coarsened for a small team (contracts/src/small-groups.ts); the test below uses the counts.
  const shown = coarseCount(latest.highRisk, latest.responses);
  const latestText = `${countText(shown)} of ${latest.responses} answers`;
  const evidence: InsightEvidence[] = [latest, ...earlier.slice(-3)].map((round) => {
    const count = coarseCount(round.highRisk, round.responses);
    return {
      label: `High-risk answers, week of ${round.weekLabel}${count.orMore ? ' (at least)' : ''}`,
      value: count.count,
      unit: 'answers' as const,
      weeks: [week(round)],
    };
  });
  const base = { id: 'high-risk-trend', kind: 'high_risk_trend' as const, evidence };
  if (latest.highRisk === 0) {
    return {
      ...base,
      severity: 'info',
      title: 'No high-risk answers',
      detail: `In the week of ${latest.weekLabel} no answer had a burnout index above ${SCORE.highRiskAbove}.`,
      actions: [],
    };
  }
  const earlierCount = earlier.reduce((sum, round) => sum + round.highRisk, 0);
  const earlierAnswers = earlier.reduce((sum, round) => sum + round.responses, 0);
  const before =
    earlierAnswers > 0
      ? `, against ${Math.round((earlierCount / earlierAnswers) * 100)} % in ${comparedWith(earlier)}`
      : '';
  const change =
    earlierAnswers > 0
      ? proportionChange({ count: earlierCount, n: earlierAnswers }, { count: latest.highRisk, n: latest.responses })
      : null;
  const share = `${shown.orMore ? 'At least ' : ''}${Math.round((shown.count / latest.responses) * 100)} %`;
  if (change?.real && change.difference > 0) {
    return {
      ...base,
      severity: 'act',
      title: `More high-risk answers: ${latestText}`,
      detail:
        `${share} of the week of ${latest.weekLabel}'s answers had an index above ${SCORE.highRiskAbove}${before}: ` +
        'a rise larger than the week-to-week noise.',
      actions: actionsFor('high_risk'),
    };
  }
  return {
    ...base,
    severity: change?.real ? 'info' : 'watch',
    title: `${change?.real ? 'Fewer' : 'High-risk'} answers: ${latestText}${change?.real ? ' high risk' : ''}`,
    detail:
      `${share} of the week of ${latest.weekLabel}'s answers had an index above ${SCORE.highRiskAbove}${before}` +
      (change && !change.real ? '; the difference is within the week-to-week noise.' : '.'),
    actions: actionsFor('high_risk').slice(0, 1),
  };
}

function participation(visible: RoundFigures[]): Insight | null {
  const latest = visible.at(-1);
  if (!latest) return null;
  const recent = visible.slice(-Math.max(FALLING_WEEKS, 4));
  const evidence: InsightEvidence[] = recent.map((round) => ({
    label: `Response rate, week of ${round.weekLabel}`,
    value: rate(round),
    unit: 'percent',
    weeks: [week(round)],
  }));
  const base = { id: 'participation', kind: 'participation' as const, evidence };
  const run = visible.slice(-FALLING_WEEKS);
  const falling =
    run.length === FALLING_WEEKS &&
    run.every((round, index) => index === 0 || rate(round) < rate(run[index - 1]!)) &&
    rate(run[0]!) - rate(latest) >= FALLING_POINTS;
  const latestRate = rate(latest);
  if (latestRate < PARTICIPATION_FLOOR || falling) {
    const reasons = [
      latestRate < PARTICIPATION_FLOOR
        ? `${latestRate} % answered in the week of ${latest.weekLabel}, below the ${PARTICIPATION_FLOOR} % that ` +
          'keeps results representative'
        : null,
      falling
        ? `participation has fallen ${FALLING_WEEKS} weeks in a row, from ${rate(run[0]!)} % to ${latestRate} %`
        : null,
    ].filter(Boolean);
    const sentence = reasons.join(', and ');
    return {
      ...base,
      severity: latestRate < PARTICIPATION_LOW ? 'act' : 'watch',
      title: falling ? `Participation falling: ${latestRate} %` : `Low participation: ${latestRate} %`,
      detail:
        `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. ` +
        'Low or falling participation may mean survey fatigue.',
      actions: actionsFor('participation'),
    };
  }
  return {
    ...base,
    severity: 'info',
    title: `Participation healthy: ${latestRate} %`,
    detail: `${latest.responses} of ${latest.invited} invited staff answered in the week of ${latest.weekLabel}.`,
    actions: [],
  };
}

function hiddenRounds(rounds: RoundFigures[]): Insight | null {
  const hidden = rounds.filter((round) => !visibleRound(round));
  if (hidden.length === 0) return null;
  const latestHidden = hidden.includes(rounds.at(-1)!);
  const lines = hidden.map(
    (round) =>
      `the week of ${round.weekLabel} had ${plural(round.responses, 'answer')} and needed ` +
      `${round.threshold - round.responses} more`,
  );
  const thresholds = [...new Set(hidden.map((round) => round.threshold))];
  return {
    id: 'hidden-rounds',
    kind: 'hidden_rounds',
    severity: latestHidden ? 'watch' : 'info',
    title: `${plural(hidden.length, 'week')} hidden below the anonymity minimum`,
    detail:
      `Results appear only from ${thresholds.join(' or ')} answers, so that no one can be identified: ` +
      `${lines.join('; ')}. ${hidden.length === 1 ? 'That week' : 'Those weeks'} would have shown with that many ` +
      `more answers; ${hidden.length === 1 ? 'it stays' : 'they stay'} hidden for good.`,
    evidence: hidden.map((round) => ({
      label: `Answers, week of ${round.weekLabel} (needed ${round.threshold})`,
      value: round.responses,
      unit: 'answers',
      weeks: [week(round)],
    })),
    actions: actionsFor('hidden_rounds', 'participation'),
  };
}
