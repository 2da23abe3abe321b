import { SCORE } from '@hearth/contracts/constants';
import { band } from '@hearth/contracts/survey';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';

export interface CardFigures {
  historical: boolean;
  submissionRate: number;
  avgBurnout: number | null;
  highRiskCount: number | null;
  totalUsers: number;
  /** Why scores are missing, in a few words ("Sealed until Tue 14:00", "Needs 2 more answers"). */
  hiddenNote: string | null;
  changes?: { avgBurnout: number | null; submissionRate: number | null; highRiskCount: number | null };
}

const TONE = {
  healthy: css({ color: 'success.default' }),
  moderate: css({ color: 'warning.default' }),
  high: css({ color: 'danger.default' }),
  muted: css({ color: 'fg.muted' }),
  good: css({ color: 'success.default' }),
  bad: css({ color: 'danger.default' }),
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

/** The four summary cards (docs/product-rules.md), with real week-over-week changes (docs/product-rules.md). */
export function SummaryCards({ figures }: { figures: CardFigures }) {
  const { historical, changes } = figures;
  const items = [
    {
      label: historical ? 'Avg Response Rate' : 'Response Rate',
      value: `${figures.submissionRate}%`,
      tone: undefined,
      note: figures.submissionRate < 70 && figures.submissionRate > 0 ? 'Below 70% may mean survey fatigue' : null,
      change: historical ? null : change(changes?.submissionRate, '%', false),
    },
    {
      label: 'Avg Burnout Score',
      value: figures.avgBurnout === null ? '—' : `${figures.avgBurnout.toFixed(1)}/10`,
      tone: figures.avgBurnout === null ? TONE.muted : TONE[band(figures.avgBurnout)],
      note: figures.avgBurnout === null ? figures.hiddenNote : `${band(figures.avgBurnout)} (7 or higher is high)`,
      change: historical ? null : change(changes?.avgBurnout, '', true),
    },
    {
      label: historical ? 'Peak High Risk' : 'High Risk Staff',
      value: figures.highRiskCount === null ? '—' : String(figures.highRiskCount),
      tone: figures.highRiskCount ? TONE.high : undefined,
      note: figures.highRiskCount === null ? figures.hiddenNote : `Answers with a score above ${SCORE.highRiskAbove}`,
      change: historical ? null : change(changes?.highRiskCount, '', true),
    },
    {
      label: 'Total Staff',
      value: String(figures.totalUsers),
      note: 'Active survey participants',
      change: null,
      tone: undefined,
    },
  ];
  return (
    <div
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      })}
    >
      {items.map((item) => (
        <div key={item.label} className={card()}>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' })}>{item.label}</p>
          <p className={cx(css({ fontSize: '3xl', fontWeight: 'bold', mt: '1' }), item.tone)}>{item.value}</p>
          {item.change && (
            <p className={cx(css({ fontSize: 'xs', fontWeight: 'semibold', mt: '1' }), item.change.tone)}>
              {item.change.text}
            </p>
          )}
          {item.note && <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1' })}>{item.note}</p>}
        </div>
      ))}
    </div>
  );
}
