import type { HistoricalWeek } from '@hearth/contracts/dashboard';
import { token } from 'styled-system/tokens';

/** The three weekly trends of Reports (docs/product-rules.md), on the page and in the PDF report. */
export const TRENDS: {
  title: string;
  description: string;
  yMax?: number;
  unit: string;
  colour: string;
  value(week: HistoricalWeek): number | null;
}[] = [
  {
    title: 'Average Burnout Score Trend',
    description: 'Mean burnout index of each week, 0 to 10. Below 6 is healthy, 6 to 6.9 moderate, 7 or higher high.',
    yMax: 10,
    unit: '/10',
    colour: token('colors.ember.700'),
    value: (week) => week.avgBurnout,
  },
  {
    title: 'Survey Response Rate Trend',
    description: 'Share of invited staff who answered, 0 to 100%. Below 70% may mean survey fatigue.',
    yMax: 100,
    unit: '%',
    colour: token('colors.green.700'),
    value: (week) => week.submissionRate,
  },
  {
    title: 'High-Risk Staff Count Trend',
    description: 'Answers with a burnout index above 8, per week.',
    unit: '',
    colour: token('colors.red.700'),
    value: (week) => week.highRiskCount,
  },
];
