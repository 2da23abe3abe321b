import {
  type CommentThemes,
  type Insight,
  type InsightEvidence,
  type InsightSeverity,
  SEVERITY_LABELS,
  themeLine,
} from '@hearth/contracts/insights';
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
  // As many decimals as the sentence printed (two where one would make 0.4 against 0.4).
  points: (value) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${decimals(Math.abs(value))}`,
  percent: (value) => `${value}%`,
  answers: (value) => String(value),
};

const decimals = (value: number) => {
  const text = String(value);
  const places = text.includes('.') ? text.split('.')[1]!.length : 0;
  return value.toFixed(Math.min(3, Math.max(1, places)));
};

/**
 * Insights of the last 12 closed rounds (docs/insights.md), the same wherever they are shown: what
 * changed beyond the week-to-week noise, what drives it, participation, high-risk answers and hidden
 * weeks, each with its numbers and recommended actions with their sources. Shown on the dashboard
 * and beside the report charts.
 */
export function InsightsCard() {
  const insights = useInsights();
  return (
    <Section
      title="Insights"
      description={
        `From the last ${insights.data?.weeks ?? 12} closed check-ins, whichever period the charts show. ` +
        "A change is called only when it is larger than the week-to-week noise for your team's size."
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
      {insights.data?.themes && <Themes themes={insights.data.themes} />}
    </Section>
  );
}

/** What the latest round's comments were about: counts and labels only, never a comment. */
function Themes({ themes }: { themes: CommentThemes }) {
  return (
    <div className={css({ mt: '4', borderTopWidth: '1px', borderColor: 'border.default', pt: '4' })}>
      <h3 className={css({ fontWeight: 'semibold' })}>What comments were about</h3>
      <p className={css({ mt: '1', fontSize: 'sm', color: 'fg.muted' })}>
        {themes.comments} comments in the week of {themes.weekLabel}, read on our own servers (no comment is shown or
        sent anywhere).
      </p>
      {themes.themes.length === 0 ? (
        <p className={css({ mt: '2', fontSize: 'sm' })}>No common theme.</p>
      ) : (
        <ul aria-label="Comment themes" className={css({ mt: '2', display: 'grid', gap: '1', fontSize: 'sm' })}>
          {themes.themes.map((entry) => (
            <li key={entry.theme}>{themeLine(entry)}</li>
          ))}
        </ul>
      )}
    </div>
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
