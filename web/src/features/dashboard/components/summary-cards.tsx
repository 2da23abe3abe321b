import { type Band, band } from '@hearth/contracts/check-in';
import { SCORE } from '@hearth/contracts/constants';
import { countText } from '@hearth/contracts/small-groups';
import { css, cx } from 'styled-system/css';
import { badge, card } from 'styled-system/recipes';
import { Sparkline } from './sparkline';

export interface CardFigures {
  historical: boolean;
  /** Null when no round has closed yet (no rate to show, rather than 0 %). */
  submissionRate: number | null;
  avgBurnout: number | null;
  highRiskCount: number | null;
  /** The count is a small team's, coarsened: "at least" (contracts/src/small-groups.ts). */
  highRiskOrMore: boolean;
  totalUsers: number;
  /** Why scores are missing, in a few words ("Sealed until Tue 14:00", "Needs 2 more answers"). */
  hiddenNote: string | null;
  changes?: { avgBurnout: number | null; submissionRate: number | null; highRiskCount: number | null };
  /** The closed weeks behind the cards, oldest first, for the sparklines (null: below k, a gap). */
  trend: { avgBurnout: (number | null)[]; submissionRate: (number | null)[]; highRiskCount: (number | null)[] };
}

const TONE = {
  muted: css({ color: 'fg.muted' }),
  good: css({ color: 'success.default' }),
  bad: css({ color: 'danger.default' }),
};

const BAND_CHIP: Record<Band, { label: string; tone: 'success' | 'warning' | 'danger' }> = {
  healthy: { label: 'Healthy', tone: 'success' },
  moderate: { label: 'Moderate', tone: 'warning' },
  high: { label: 'High', tone: 'danger' },
};

function change(
  value: number | null | undefined,
  unit: string,
  lowerIsBetter: boolean,
): { text: string; tone: string } | null {
  if (value === null || value === undefined) return null;
  if (value === 0) return { text: 'No change vs last week', tone: TONE.muted };
  const better = lowerIsBetter ? value < 0 : value > 0;
  return {
    text: `${value > 0 ? '+' : '−'}${Math.round(Math.abs(value) * 10) / 10}${unit} vs last week`,
    tone: better ? TONE.good : TONE.bad,
  };
}

interface Item {
  label: string;
  value: string;
  chip: { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' } | null;
  note: string | null;
  change: { text: string; tone: string } | null;
  trend: (number | null)[] | null;
  trendMax?: number;
}

/**
 * The four summary cards (docs/product-rules.md): the figure, a healthy/moderate/high chip, the real
 * week-over-week change, and a sparkline of the closed weeks (gaps where a week had fewer than k answers).
 */
export function SummaryCards({ figures }: { figures: CardFigures }) {
  const { historical, changes } = figures;
  const noRound = figures.submissionRate === null;
  const rate = figures.submissionRate;
  const items: Item[] = [
    {
      label: historical ? 'Avg Response Rate' : 'Response Rate',
      value: rate === null ? '—' : `${rate}%`,
      chip: rate !== null && rate > 0 && rate < 70 ? { label: 'Below 70%', tone: 'warning' } : null,
      note: rate === null ? 'No closed round yet' : rate > 0 && rate < 70 ? 'May mean survey fatigue' : null,
      change: historical ? null : change(changes?.submissionRate, '%', false),
      trend: figures.trend.submissionRate,
      trendMax: 100,
    },
    {
      label: 'Avg Burnout Score',
      value: figures.avgBurnout === null ? '—' : `${figures.avgBurnout.toFixed(1)}/10`,
      chip: figures.avgBurnout === null ? null : BAND_CHIP[band(figures.avgBurnout)],
      note: figures.avgBurnout === null ? figures.hiddenNote : '7 or higher is high',
      change: historical ? null : change(changes?.avgBurnout, '', true),
      trend: figures.trend.avgBurnout,
      trendMax: SCORE.max,
    },
    {
      label: historical ? 'Peak High Risk' : 'High Risk Staff',
      value:
        figures.highRiskCount === null
          ? '—'
          : countText({ count: figures.highRiskCount, orMore: figures.highRiskOrMore }),
      chip: figures.highRiskCount ? { label: 'Needs attention', tone: 'danger' } : null,
      note:
        figures.highRiskCount === null
          ? figures.hiddenNote
          : figures.highRiskOrMore
            ? `Answers above ${SCORE.highRiskAbove}: a small team's exact count is not shown, so no one is singled out`
            : `Answers with a score above ${SCORE.highRiskAbove}`,
      change: historical ? null : change(changes?.highRiskCount, '', true),
      trend: figures.trend.highRiskCount,
    },
    {
      label: 'Total Staff',
      value: String(figures.totalUsers),
      chip: null,
      note: 'Active survey participants',
      change: null,
      trend: null,
    },
  ];
  return (
    <ul
      aria-label={noRound ? 'Summary: no closed round yet' : 'Summary'}
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: {
          base: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      })}
    >
      {items.map((item) => (
        <li key={item.label} className={cx(card(), css({ display: 'grid', gap: '1', alignContent: 'start' }))}>
          <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
            <p className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' })}>{item.label}</p>
            {item.chip && <span className={badge({ tone: item.chip.tone })}>{item.chip.label}</span>}
          </div>
          <p className={cx(css({ fontSize: '3xl', fontWeight: 'bold' }), item.value === '—' ? TONE.muted : undefined)}>
            {item.value}
          </p>
          {item.change && (
            <p className={cx(css({ fontSize: 'xs', fontWeight: 'semibold' }), item.change.tone)}>{item.change.text}</p>
          )}
          {item.note && <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{item.note}</p>}
          {item.trend?.some((point) => point !== null) && <Sparkline points={item.trend} max={item.trendMax} />}
        </li>
      ))}
    </ul>
  );
}
