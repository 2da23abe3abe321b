import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { Page, PageHeader } from '../../components/layout/page';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { notify } from '../../components/ui/toaster';
import { useUser } from '../../features/auth/api/get-user';
import { useHistorical } from '../../features/dashboard/api/dashboard';
import { InsightsCard } from '../../features/insights/components/insights-card';
import { TrendChart } from '../../features/reports/components/trend-chart';
import { download, exportableWeeks, weeklyCsv } from '../../features/reports/export/weekly-csv';
import { TRENDS } from '../../features/reports/trends';
import { usePageMeta } from '../../lib/page-meta';

const RANGES = [
  { value: '4', label: 'Last 4 Weeks' },
  { value: '12', label: 'Last 12 Weeks' },
  { value: '24', label: 'Last 24 Weeks' },
];

/**
 * /reports: three weekly trends over 4, 12 (default) or 24 weeks (docs/product-rules.md), and the
 * same weeks to take away: the numbers as CSV and a printable PDF with the charts, both holding only
 * the weeks with at least k answers (docs/anonymity.md).
 */
export function ReportsPage() {
  usePageMeta('Reports', 'Weekly trends of burnout, response rate and high-risk answers.');
  const [weeks, setWeeks] = useState<'4' | '12' | '24'>('12');
  const history = useHistorical(Number(weeks));
  const { data: user } = useUser();
  const [exporting, setExporting] = useState(false);
  useEffect(() => {
    if (history.isError) notify.error('Failed to fetch historical data');
  }, [history.isError]);

  const data = history.data;
  const today = new Date().toISOString().slice(0, 10);
  const exportable = data ? exportableWeeks(data).length : 0;

  async function downloadPdf() {
    if (!data || !user) return;
    setExporting(true);
    try {
      const { pdfReport } = await import('../../features/reports/export/pdf-report');
      const pdf = await pdfReport({ agencyName: user.agencyName, history: data, generatedOn: today });
      download(`hearth-report-${weeks}-weeks-${today}.pdf`, pdf);
    } catch (error) {
      notify.error('The PDF report could not be made', error instanceof Error ? error.message : undefined);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Page>
      <PageHeader title="Historical Reports" subtitle="Weekly trends across closed check-in rounds.">
        <SelectField
          label="Range"
          options={RANGES}
          value={weeks}
          onValueChange={(value) => setWeeks(value as '4' | '12' | '24')}
          className={css({ minW: '44' })}
        />
        {data && data.weeks.length > 0 && (
          <>
            <Button
              variant="outline"
              disabled={exportable === 0}
              onClick={() =>
                download(
                  `hearth-weekly-${weeks}-weeks-${today}.csv`,
                  new Blob([weeklyCsv(data)], { type: 'text/csv;charset=utf-8' }),
                )
              }
            >
              Download CSV
            </Button>
            <Button variant="outline" disabled={exportable === 0 || exporting} onClick={downloadPdf}>
              {exporting ? 'Preparing PDF...' : 'Download PDF report'}
            </Button>
          </>
        )}
      </PageHeader>
      {history.isPending ? (
        <Spinner label="Loading reports..." />
      ) : history.isError ? (
        <p role="alert" className={css({ color: 'danger.default' })}>
          Failed to fetch historical data. Please reload the page to try again.
        </p>
      ) : !data || data.weeks.length === 0 ? (
        <EmptyState
          icon="chart"
          title="No historical data available yet. Data will appear after your first survey responses."
          action={
            <ButtonLink to="/setup" variant="outline">
              Check the survey schedule
            </ButtonLink>
          }
        >
          Each weekly check-in becomes a point on these charts once it closes, when its answer window ends.
        </EmptyState>
      ) : (
        <div
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          })}
        >
          <div className={css({ display: 'grid', gap: '6', minW: '0' })}>
            {data.weeks.some((week) => week.belowThreshold) && (
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                Gaps mark weeks with fewer than {data.threshold} answers: their scores stay hidden so no one can be
                identified. Downloads leave those weeks out.
              </p>
            )}
            {TRENDS.map((trend) => (
              <TrendChart
                key={trend.title}
                title={trend.title}
                description={trend.description}
                points={data.weeks.map((week) => ({ label: week.weekLabel, value: trend.value(week) }))}
                yMax={trend.yMax}
                unit={trend.unit}
                colour={trend.colour}
              />
            ))}
          </div>
          <InsightsCard />
        </div>
      )}
    </Page>
  );
}
