import { SCORE } from '@hearth/contracts/constants';
import type { Insight, InsightEvidence, InsightKind, InsightSeverity, InsightWeek } from '@hearth/contracts/insights';
import { answerSetsShown, coarseCount, countText } from '@hearth/contracts/small-groups';
import { band } from '@hearth/contracts/survey';
import { type ActionTopic, actionsFor } from './actions';
import { directionOf, seriesOf, standingOf } from './direction';
import { combinedMoments, type Moments, mean, proportionChange } from './statistics';

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
  'team_split',
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
    teamSplit(visible),
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

/** The latest visible round and the visible rounds before it in the window. */
function latestAgainstEarlier(visible: RoundFigures[]) {
  const latest = visible.at(-1);
  return latest ? { latest, earlier: visible.slice(0, -1) } : null;
}

function comparedWith(earlier: RoundFigures[]): string {
  return earlier.length === 1 ? `the week of ${earlier[0]!.weekLabel}` : `the ${earlier.length} weeks before`;
}

/**
 * Two figures a sentence compares, rounded so that the sentence and the figures agree: one decimal,
 * or more when one decimal would print "0.4 larger than 0.4".
 */
export function comparedFigures(value: number, margin: number): [string, string] {
  for (const digits of [1, 2, 3]) {
    const pair: [string, string] = [Math.abs(value).toFixed(digits), margin.toFixed(digits)];
    if (pair[0] !== pair[1]) return pair;
  }
  return [Math.abs(value).toFixed(3), margin.toFixed(3)];
}

/** The number an evidence line carries for a figure printed as `text`. */
const shown = (value: number, text: string) => Math.sign(value) * Number(text);

const usualLabel = (earlier: RoundFigures[]) =>
  earlier.length === 1 ? `week of ${earlier[0]!.weekLabel}` : `median of the ${earlier.length} weeks before`;

function burnoutDirection(visible: RoundFigures[]): Insight | null {
  const split = latestAgainstEarlier(visible);
  if (!split) return null;
  const { latest, earlier } = split;
  const level = mean(latest.burnout);
  const levelText = `${oneDecimal(level)}/10`;
  const base = { id: 'burnout-direction', kind: 'burnout_direction' as const };
  const direction = directionOf(visible.map((round) => round.burnout));
  if (!direction) {
    return {
      ...base,
      severity: band(level) === 'high' ? 'act' : band(level) === 'moderate' ? 'watch' : 'info',
      title: `Burnout index ${levelText} in the week of ${latest.weekLabel}`,
      detail:
        `That is in the ${band(level)} range. A direction needs at least two weeks with enough answers; ` +
        'the next closed round will show whether it is moving.',
      evidence: [
        {
          label: `Burnout index, week of ${latest.weekLabel}`,
          value: Number(oneDecimal(level)),
          unit: 'index',
          weeks: [week(latest)],
        },
      ],
      actions: band(level) === 'healthy' ? [] : actionsFor('team_support'),
    };
  }
  const [changeText, marginText] = comparedFigures(direction.change, direction.margin);
  const usualText = oneDecimal(direction.usual);
  const recent = visible.slice(-4);
  const evidence: InsightEvidence[] = [
    {
      label: `Usual level (${usualLabel(earlier)})`,
      value: Number(usualText),
      unit: 'index',
      weeks: earlier.map(week),
    },
    ...recent.map((round) => ({
      label: `Burnout index, week of ${round.weekLabel}`,
      value: Number(oneDecimal(mean(round.burnout))),
      unit: 'index' as const,
      weeks: [week(round)],
    })),
    {
      label: 'Change from the usual level',
      value: shown(direction.change, changeText),
      unit: 'points',
      weeks: visible.map(week),
    },
    { label: 'Week-to-week noise', value: Number(marginText), unit: 'points', weeks: earlier.map(week) },
  ];
  const slope = direction.slope;
  if (slope) {
    const [slopeText] = comparedFigures(slope.perWeek, slope.margin);
    evidence.push({
      label: `Trend over the last ${recent.length} weeks, a week`,
      value: shown(slope.perWeek, slopeText),
      unit: 'points',
      weeks: recent.map(week),
    });
  }
  const against = `its usual level of ${usualText} (the ${usualLabel(earlier)})`;
  const since = `The week of ${latest.weekLabel} (${oneDecimal(level)})`;
  const climb =
    slope?.real && Math.sign(slope.perWeek) === Math.sign(direction.change)
      ? ` It has been ${slope.perWeek > 0 ? 'climbing' : 'falling'} for weeks: ` +
        `${comparedFigures(slope.perWeek, slope.margin)[0]} points a week over the last ${recent.length} weeks ` +
        `(noise ±${comparedFigures(slope.perWeek, slope.margin)[1]}).`
      : '';
  switch (direction.verdict) {
    case 'rose':
    case 'fell': {
      const rising = direction.verdict === 'rose';
      return {
        ...base,
        severity: rising ? 'act' : 'info',
        title: `Burnout index ${rising ? 'rose' : 'fell'} to ${levelText}`,
        detail:
          `${since} is ${changeText} points ${rising ? 'above' : 'below'} ${against}, more than the ` +
          `week-to-week noise (±${marginText}), so it is likely a real change.${climb}`,
        evidence,
        actions: rising ? [...actionsFor('team_support').slice(0, 1), ...actionsFor('high_risk').slice(1)] : [],
      };
    }
    case 'back': {
      const off = direction.offBefore!;
      const previous = earlier.at(-1)!;
      return {
        ...base,
        severity: band(level) === 'high' ? 'watch' : 'info',
        title: `Burnout index back to its usual level: ${levelText}`,
        detail:
          `After the week of ${previous.weekLabel} (${oneDecimal(off.latest)}), ${since.charAt(0).toLowerCase()}` +
          `${since.slice(1)} is back within the week-to-week noise (±${marginText}) of ${against}.`,
        evidence,
        actions: band(level) === 'high' ? actionsFor('team_support') : [],
      };
    }
    default: {
      const leaning = slope?.real
        ? ` The last ${recent.length} weeks lean ${slope.perWeek > 0 ? 'upward' : 'downward'}, ` +
          `${comparedFigures(slope.perWeek, slope.margin)[0]} points a week (noise ±` +
          `${comparedFigures(slope.perWeek, slope.margin)[1]}): worth watching.`
        : '';
      const upward = Boolean(slope?.real && slope.perWeek > 0);
      return {
        ...base,
        severity: band(level) === 'high' || upward ? 'watch' : 'info',
        title: `Burnout index steady at ${levelText}`,
        detail:
          `${since} is ${changeText} points ${direction.change >= 0 ? 'above' : 'below'} ${against}, within ` +
          `the week-to-week noise (±${marginText}): not a real change.${leaning}`,
        evidence,
        actions: band(level) === 'high' ? actionsFor('team_support') : [],
      };
    }
  }
}

function dimensionMoments(round: RoundFigures, dimension: Dimension): Moments {
  return combinedMoments(dimension.items.map((item) => round.items[item] ?? { n: 0, sum: 0, squares: 0 }));
}

/**
 * How far each dimension moved apart from the others in the latest week: the weekly series of its
 * level minus the other dimensions' mean, read like the index itself (direction.ts).
 */
function partsApart(visible: RoundFigures[]) {
  return DIMENSIONS.map((dimension) => {
    const others = DIMENSIONS.filter((other) => other !== dimension);
    const series = seriesOf(visible.map((round) => dimensionMoments(round, dimension)));
    const othersSeries = others.map((other) => seriesOf(visible.map((round) => dimensionMoments(round, other))));
    const levels = series.levels.map(
      (level, index) =>
        level - othersSeries.reduce((sum, other) => sum + other.levels[index]!, 0) / othersSeries.length,
    );
    // Without how the parts move together, the variance of the difference is bounded by the sum.
    const answerVariances = series.answerVariances.map(
      (value, index) =>
        value + othersSeries.reduce((sum, other) => sum + other.answerVariances[index]!, 0) / othersSeries.length,
    );
    const own = standingOf(series)!;
    return { dimension, own, apart: standingOf({ levels, answerVariances })! };
  });
}

function burnoutDriver(visible: RoundFigures[]): Insight | null {
  const latest = visible.at(-1);
  if (!latest) return null;
  const levels = DIMENSIONS.map((dimension) => ({ dimension, level: mean(dimensionMoments(latest, dimension)) }));
  const evidence: InsightEvidence[] = levels.map(({ dimension, level }) => ({
    label: `${dimension.name} (${dimension.questions}), week of ${latest.weekLabel}`,
    value: Number(oneDecimal(level)),
    unit: 'index',
    weeks: [week(latest)],
  }));
  const base = { id: 'burnout-driver', kind: 'burnout_driver' as const, evidence };

  const direction = directionOf(visible.map((round) => round.burnout));
  if (direction && (direction.verdict === 'rose' || direction.verdict === 'fell')) {
    const rising = direction.verdict === 'rose';
    const parts = partsApart(visible);
    const leaders = parts.filter(({ apart }) => apart.real && Math.sign(apart.change) === Math.sign(direction.change));
    const moves = parts.map(({ dimension, own }) => ({
      label: `${dimension.name}, change from its usual level`,
      value: Number((own.change >= 0 ? '' : '-') + oneDecimal(Math.abs(own.change))),
      unit: 'points' as const,
      weeks: visible.map(week),
    }));
    const list = parts
      .map(
        ({ dimension, own }) =>
          `${dimension.name.toLowerCase()} ${own.change >= 0 ? '+' : '−'}${oneDecimal(Math.abs(own.change))}`,
      )
      .join(', ');
    const verb = rising ? 'rise' : 'fall';
    const topics = (leaders.length > 0 ? leaders : parts).flatMap(({ dimension }) => dimension.topics);
    if (leaders.length === 0) {
      return {
        ...base,
        severity: rising ? 'act' : 'info',
        title: `All parts ${rising ? 'rose' : 'fell'} together`,
        detail:
          `No part of the index leads the ${verb}: each moved from its usual level by about as much as the ` +
          `others (${list}), within the week-to-week noise of one another.`,
        evidence: [...evidence, ...moves],
        actions: rising ? actionsFor(...topics).slice(0, 3) : [],
      };
    }
    const names = leaders.map(({ dimension }) => dimension.name);
    const named = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    return {
      ...base,
      severity: rising ? 'act' : 'info',
      title: `${named} ${rising ? (names.length === 1 ? 'drives the rise' : 'drive the rise') : 'led the fall'}`,
      detail:
        `${named} moved further than the rest of the index, beyond the week-to-week noise (${list}, ` +
        `each from its usual level).`,
      evidence: [...evidence, ...moves],
      actions: rising ? actionsFor(...topics) : [],
    };
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

/**
 * The latest week's answers spread much wider than usual: part of the team under much more strain
 * than the rest. Never which part; only from as many answers as answer sets are shown.
 */
function teamSplit(visible: RoundFigures[]): Insight | null {
  const latest = visible.at(-1);
  if (!latest || visible.length < 2 || !answerSetsShown(latest.responses, latest.threshold)) return null;
  const split = directionOf(visible.map((round) => round.burnout))?.split;
  if (!split) return null;
  return {
    id: 'team-split',
    kind: 'team_split',
    severity: 'watch',
    title: 'Answers spread wider than usual',
    detail:
      `In the week of ${latest.weekLabel} the burnout indices were spread much wider than usual (a standard ` +
      `deviation of ${oneDecimal(split.latest)} against ${oneDecimal(split.usual)} in the weeks before): part of ` +
      'the team may be under much more strain than the rest, even where the average holds. Hearth does not and ' +
      'cannot say which part.',
    evidence: [
      {
        label: 'Spread of the index (standard deviation), weeks before',
        value: Number(oneDecimal(split.usual)),
        unit: 'points',
        weeks: visible.slice(0, -1).map(week),
      },
      {
        label: `Spread of the index (standard deviation), week of ${latest.weekLabel}`,
        value: Number(oneDecimal(split.latest)),
        unit: 'points',
        weeks: [week(latest)],
      },
    ],
    actions: actionsFor('team_support', 'high_risk').slice(0, 2),
  };
}

function highRiskTrend(visible: RoundFigures[]): Insight | null {
  const split = latestAgainstEarlier(visible);
  if (!split) return null;
  const { latest, earlier } = split;
  // Shown coarsened for a small team (contracts/src/small-groups.ts); the test below uses the counts.
  const shown = coarseCount(latest.highRisk, latest.responses);
  const latestText = `${countText(shown)} of ${latest.responses} answers`;
  const evidence: InsightEvidence[] = [...earlier.slice(-3), latest].map((round) => {
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
