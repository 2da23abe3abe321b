import { LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { css } from 'styled-system/css';
import { Section } from '../../../components/ui/section';

echarts.use([LineChart, GridComponent, TooltipComponent, AriaComponent, CanvasRenderer]);

interface TrendPoint {
  label: string;
  value: number | null;
}

/** One weekly trend as it is drawn; a trend without `yMax` counts people, and its axis steps by whole ones. */
export interface Trend {
  title: string;
  description: string;
  points: TrendPoint[];
  yMax?: number;
  unit: string;
  colour: string;
}

/** The chart of one trend, shared by the page and the PDF report (which draws it without animation). */
export function trendChartOption({ title, description, points, yMax, unit, colour }: Trend, animation = true) {
  return {
    animation,
    aria: { enabled: true, label: { description: `${title}. ${description}` } },
    grid: { left: 40, right: 16, top: 16, bottom: 32 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) =>
        value === null || value === undefined ? 'not enough answers' : `${value}${unit}`,
    },
    xAxis: { type: 'category', data: points.map((point) => point.label), boundaryGap: false },
    yAxis: { type: 'value', min: 0, ...(yMax === undefined ? { minInterval: 1 } : { max: yMax }) },
    series: [
      {
        type: 'line',
        data: points.map((point) => point.value),
        connectNulls: false,
        symbolSize: 8,
        lineStyle: { width: 3, color: colour },
        itemStyle: { color: colour },
      },
    ],
  };
}

/**
 * One weekly trend as an ECharts line. Weeks without a value (fewer than k answers) are gaps,
 * not zeros. The same numbers are in a table for screen readers and for copying.
 */
export function TrendChart(trend: Trend) {
  const { title, description, points, unit } = trend;
  const option = trendChartOption(trend);
  return (
    <Section title={title} description={description}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 280, width: '100%' }} />
      <details className={css({ mt: '3', fontSize: 'sm' })}>
        <summary className={css({ cursor: 'pointer', color: 'fg.muted' })}>Show the numbers</summary>
        <table
          className={css({
            mt: '2',
            borderCollapse: 'collapse',
            '& td, & th': {
              px: '3',
              py: '1',
              textAlign: 'left',
              borderBottomWidth: '1px',
              borderColor: 'border.default',
            },
          })}
        >
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <td>{point.label}</td>
                <td>{point.value === null ? 'Not enough answers' : `${point.value}${unit}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Section>
  );
}
