import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { token } from 'styled-system/tokens';
import { Page } from '../../components/layout/page';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { notify } from '../../components/ui/toaster';
import { useHistorical } from '../../features/dashboard/api/dashboard';
import { InsightsCard } from '../../features/insights/components/insights-card';
import { TrendChart } from '../../features/reports/components/trend-chart';
import { usePageMeta } from '../../lib/page-meta';

const RANGES = [
  { value: '4', label: 'Last 4 Weeks' },
  { value: '12', label: 'Last 12 Weeks' },
  { value: '24', label: 'Last 24 Weeks' },
];

/** /reports: three weekly trends over 4, 12 (default) or 24 weeks (docs/product-rules.md). */
export function ReportsPage() {
  usePageMeta('Reports', 'Weekly trends of burnout, response rate and high-risk answers.');
  const [weeks, setWeeks] = useState<'4' | '12' | '24'>('12');
  const history = useHistorical(Number(weeks));
  useEffect(() => {
    if (history.isError) notify.error('Failed to fetch historical data');
  }, [history.isError]);

  const data = history.data;
  return (
    <Page>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          gap: '4',
          flexWrap: 'wrap',
          mb: '6',
        })}
      >
        <div>
          <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>Historical Reports</h1>
          <p className={css({ color: 'fg.muted', mt: '1' })}>Weekly trends across closed check-in rounds.</p>
        </div>
        <SelectField
          label="Range"
          options={RANGES}
          value={weeks}
          onChange={(event) => setWeeks(event.target.value as '4' | '12' | '24')}
          className={css({ minW: '44' })}
        />
      </div>
      {history.isPending ? (
        <Spinner label="Loading reports..." />
      ) : history.isError ? (
        <p role="alert" className={css({ color: 'danger.default' })}>
          Failed to fetch historical data. Please reload the page to try again.
        </p>
      ) : !data || data.weeks.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>
          No historical data available yet. Data will appear after your first survey responses.
        </p>
      ) : (
        <div
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr', xl: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          })}
        >
          <div className={css({ display: 'grid', gap: '6' })}>
            {data.weeks.some((week) => week.belowThreshold) && (
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                Gaps mark weeks with fewer than {data.threshold} answers: their scores stay hidden so no one can be
                identified.
              </p>
            )}
            <TrendChart
              title="Average Burnout Score Trend"
              description={
                'Mean burnout index of each week, 0 to 10. Below 6 is healthy, 6 to 6.9 moderate, 7 or higher high.'
              }
              points={data.weeks.map((week) => ({ label: week.weekLabel, value: week.avgBurnout }))}
              yMax={10}
              unit="/10"
              colour={token('colors.ember.700')}
            />
            <TrendChart
              title="Survey Response Rate Trend"
              description="Share of invited staff who answered, 0 to 100%. Below 70% may mean survey fatigue."
              points={data.weeks.map((week) => ({ label: week.weekLabel, value: week.submissionRate }))}
              yMax={100}
              unit="%"
              colour={token('colors.green.700')}
            />
            <TrendChart
              title="High-Risk Staff Count Trend"
              description="Answers with a burnout index above 8, per week."
              points={data.weeks.map((week) => ({ label: week.weekLabel, value: week.highRiskCount }))}
              unit=""
              colour={token('colors.red.700')}
            />
          </div>
          <InsightsCard weeks={Number(weeks) as 4 | 12 | 24} />
        </div>
      )}
    </Page>
  );
}
