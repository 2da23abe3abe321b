import { SCORE } from '@hearth/contracts/constants';
import type { DashboardResponse } from '@hearth/contracts/dashboard';
import { formatDateTime } from '@hearth/contracts/schedule';
import { type ReactNode, useState } from 'react';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListRow } from '../../../components/ui/list-row';
import { Section } from '../../../components/ui/section';
import { ResponseDetailsDialog } from './response-details-dialog';

/** Recent Survey Activity: at most five anonymous answers of the latest round with enough answers. */
export function RecentActivity({
  responses,
  responseCount,
  timezone,
  empty,
}: {
  responses: DashboardResponse[];
  responseCount: number;
  timezone: string;
  /** What to say, and what to do next, when there is no answer set to show. */
  empty: { icon: 'inbox' | 'lock'; title: string; text: string; action?: ReactNode };
}) {
  const [open, setOpen] = useState<DashboardResponse | null>(null);
  return (
    <Section
      title="Recent Survey Activity"
      description={
        responses.length > 0
          ? `Showing ${responses.length} of ${responseCount} anonymous answers from the latest round, in random order.`
          : undefined
      }
    >
      {responses.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} action={empty.action}>
          {empty.text}
        </EmptyState>
      ) : (
        <ul className={css({ display: 'grid', gap: '2' })}>
          {responses.map((response) => {
            const highRisk = response.burnoutScore > SCORE.highRiskAbove;
            return (
              <ListRow key={response.id}>
                <div>
                  <p className={css({ fontWeight: 'semibold' })}>Anonymous User</p>
                  <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                    Round closed {formatDateTime(response.submittedAt, timezone)}
                  </p>
                </div>
                <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                  <span className={css({ fontWeight: 'semibold' })}>Score: {response.burnoutScore.toFixed(1)}</span>
                  <span className={badge({ tone: highRisk ? 'danger' : 'success' })}>
                    {highRisk ? 'High Risk' : 'Completed'}
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setOpen(response)}
                    aria-label={`View details of answer with score ${response.burnoutScore.toFixed(1)}`}
                  >
                    View details
                  </Button>
                </div>
              </ListRow>
            );
          })}
        </ul>
      )}
      <ResponseDetailsDialog response={open} timezone={timezone} onClose={() => setOpen(null)} />
    </Section>
  );
}
