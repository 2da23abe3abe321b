import { SCORE } from '@hearth/contracts/constants';
import type { Insight, InsightEvidence } from '@hearth/contracts/insights';
import { coarseCount, countText } from '@hearth/contracts/small-groups';
import { actionsFor } from './actions';
import {
  comparedWith,
  latestAgainstEarlier,
  plural,
  type RoundFigures,
  rate,
  visibleRound,
  week,
} from './round-figures';
import { proportionChange } from './statistics';

/** Below this response rate results may not speak for the team (docs/product-rules.md). */
const PARTICIPATION_FLOOR = 70;
const PARTICIPATION_LOW = 50;
/** Participation is "falling" after this many visible weeks in a row, each lower than the one before. */
const FALLING_WEEKS = 3;
const FALLING_POINTS = 10;

export function highRiskTrend(visible: RoundFigures[]): Insight | null {
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

export function participation(visible: RoundFigures[]): Insight | null {
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

export function hiddenRounds(rounds: RoundFigures[]): Insight | null {
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
