import type { Historical } from '@hearth/contracts/dashboard';
import { describe, expect, it } from 'vitest';
import { weeklyCsv } from './weekly-csv';

const week = (weekOf: string, values: Partial<Historical['weeks'][number]>): Historical['weeks'][number] => ({
  roundId: weekOf,
  weekOf: `${weekOf}T13:00:00.000Z`,
  weekLabel: weekOf,
  avgBurnout: 5.2,
  submissionRate: 83,
  highRiskCount: 1,
  highRiskOrMore: false,
  responseCount: 5,
  belowThreshold: false,
  ...values,
});

describe('the weekly numbers as CSV', () => {
  it('has one line per week at or above k, and none for a week below it', () => {
    const csv = weeklyCsv({
      threshold: 5,
      totalUsers: 6,
      weeks: [
        week('2026-03-02', {}),
        week('2026-03-09', {
          avgBurnout: null,
          highRiskCount: null,
          responseCount: 2,
          submissionRate: 33,
          belowThreshold: true,
        }),
        week('2026-03-16', { avgBurnout: 6, highRiskCount: 0, responseCount: 6, submissionRate: 100 }),
      ],
    });
    expect(csv).toBe(
      'Week of,Answers,Response rate (%),Average burnout index (1-10),High-risk answers\r\n' +
        '2026-03-02,5,83,5.2,1\r\n' +
        '2026-03-16,6,100,6.0,0\r\n',
    );
    expect(csv).not.toContain('2026-03-09');
  });

  it('is only a header when no week may be shown', () => {
    expect(weeklyCsv({ threshold: 5, totalUsers: 2, weeks: [] }).split('\r\n')).toHaveLength(2);
  });
});
