import { SCORE } from '@hearth/contracts/constants';
import type { DashboardResponse } from '@hearth/contracts/dashboard';
import { formatDateTime } from '@hearth/contracts/schedule';
import { css, cx } from 'styled-system/css';
import { Dialog } from '../../../components/ui/dialog';

/**
 * 'Survey Response Details' (docs/product-rules.md): one anonymous answer set of a round with enough answers,
 * scores only — its comment is on the Comments card, apart (docs/anonymity.md).
 */
export function ResponseDetailsDialog({
  response,
  timezone,
  onClose,
}: {
  response: DashboardResponse | null;
  timezone: string;
  onClose(): void;
}) {
  return (
    <Dialog open={response !== null} onOpenChange={(open) => !open && onClose()} title="Survey Response Details">
      {response && (
        <div className={css({ display: 'grid', gap: '4' })}>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            Submitted in the round that closed {formatDateTime(response.submittedAt, timezone)} · Anonymous User
          </p>
          <p className={css({ fontSize: 'lg' })}>
            Burnout score:{' '}
            <strong
              className={cx(response.burnoutScore > SCORE.highRiskAbove ? css({ color: 'danger.default' }) : undefined)}
            >
              {response.burnoutScore.toFixed(1)}/10
            </strong>
          </p>
          <ol className={css({ display: 'grid', gap: '4', listStyle: 'decimal', pl: '5' })}>
            {response.detailedResponses.map((answer) => (
              <li key={answer.questionId}>
                <p className={css({ fontWeight: 'medium', mb: '1' })}>{answer.questionText}</p>
                <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                  <div
                    aria-hidden="true"
                    className={css({ flex: '1', h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}
                  >
                    <div
                      className={css({ h: 'full', bg: 'accent.default' })}
                      style={{ width: `${(Number(answer.value) / SCORE.max) * 100}%` }}
                    />
                  </div>
                  <span className={css({ fontWeight: 'semibold', minW: '12', textAlign: 'right' })}>
                    {answer.value}/10
                  </span>
                </div>
              </li>
            ))}
          </ol>
          <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            Questions 4 and 5 count the other way round: a high sense of support lowers the score. Comments are listed
            on their own, never beside an answer's scores.
          </p>
        </div>
      )}
    </Dialog>
  );
}
