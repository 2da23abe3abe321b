import { type Insight, type InsightEvidence, type InsightSeverity, SEVERITY_LABELS } from '@hearth/contracts/insights';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Section } from '../../../components/ui/section';
import { Spinner } from '../../../components/ui/spinner';
import { useInsights } from '../api/get-insights';

const TONES: Record<InsightSeverity, 'danger' | 'warning' | 'accent'> = {
  act: 'danger',
  watch: 'warning',
  info: 'accent',
};

const UNITS: Record<InsightEvidence['unit'], (value: number) => string> = {
  index: (value) => `${value.toFixed(1)}/10`,
  points: (value) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}`,
  percent: (value) => `${value}%`,
  answers: (value) => String(value),
};

/**
 * Insights of the last `weeks` closed rounds (docs/insights.md): what changed beyond the week-to-week
 * noise, what drives it, participation, high-risk answers and hidden weeks, each with its numbers
 * and recommended actions with their sources. Shown on the dashboard and beside the report charts.
 */
export function InsightsCard({ weeks }: { weeks: 4 | 12 | 24 }) {
  const insights = useInsights(weeks);
  return (
    <Section
      title="Insights"
      description={
        `From the last ${weeks} closed check-ins. A change is called only when it is larger than the ` +
        "week-to-week noise for your team's size."
      }
    >
      {insights.isPending ? (
        <Spinner label="Loading insights..." />
      ) : insights.isError ? (
        <p role="alert" className={css({ color: 'danger.default' })}>
          Failed to fetch insights. Please reload the page to try again.
        </p>
      ) : insights.data.insights.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>
          No insights yet. They appear once a check-in closes with enough answers to show results.
        </p>
      ) : (
        <ul className={css({ display: 'grid', gap: '4' })}>
          {insights.data.insights.map((insight) => (
            <InsightItem key={insight.id} insight={insight} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function InsightItem({ insight }: { insight: Insight }) {
  return (
    <li
      aria-label={insight.title}
      className={css({
        borderTopWidth: '1px',
        borderColor: 'border.default',
        pt: '4',
        _first: { borderTopWidth: '0', pt: '0' },
      })}
    >
      <div className={css({ display: 'flex', gap: '2', alignItems: 'baseline', flexWrap: 'wrap' })}>
        <span className={badge({ tone: TONES[insight.severity] })}>{SEVERITY_LABELS[insight.severity]}</span>
        <h3 className={css({ fontWeight: 'semibold' })}>{insight.title}</h3>
      </div>
      <p className={css({ mt: '1', fontSize: 'sm' })}>{insight.detail}</p>
      <dl
        className={css({
          mt: '2',
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'start',
          columnGap: '3',
          rowGap: '0.5',
          fontSize: 'xs',
          color: 'fg.muted',
        })}
      >
        {insight.evidence.map((item) => (
          <div key={item.label} className={css({ display: 'contents' })}>
            <dt>{item.label}</dt>
            <dd className={css({ fontWeight: 'semibold', color: 'fg.default' })}>{UNITS[item.unit](item.value)}</dd>
          </div>
        ))}
      </dl>
      {insight.actions.length > 0 && (
        <details className={css({ mt: '2', fontSize: 'sm' })}>
          <summary className={css({ cursor: 'pointer', color: 'accent.emphasized', fontWeight: 'medium' })}>
            Recommended actions ({insight.actions.length})
          </summary>
          <ul className={css({ mt: '2', display: 'grid', gap: '2', pl: '4', listStyleType: 'disc' })}>
            {insight.actions.map((action) => (
              <li key={action.id}>
                {action.text}
                <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>
                  Source: {action.source}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
