import { SCORE } from '@hearth/contracts/constants';
import type { Insight, InsightEvidence, InsightSeverity } from '@hearth/contracts/insights';
import { answerSetsShown } from '@hearth/contracts/small-groups';
import { band } from '@hearth/contracts/survey';
import { type ActionTopic, actionsFor } from './actions';
import { directionOf, seriesOf, standingOf } from './direction';
import {
  comparedFigures,
  latestAgainstEarlier,
  oneDecimal,
  type RoundFigures,
  shown,
  usualLabel,
  week,
} from './round-figures';
import { combinedMoments, type Moments, mean } from './statistics';

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

export function burnoutDirection(visible: RoundFigures[]): Insight | null {
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

export function burnoutDriver(visible: RoundFigures[]): Insight | null {
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
export function teamSplit(visible: RoundFigures[]): Insight | null {
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
