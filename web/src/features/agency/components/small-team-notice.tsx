import { ANONYMITY_THRESHOLD } from '@hearth/contracts/constants';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { alert } from 'styled-system/recipes';

/**
 * A team smaller than the minimum number of answers can never see results (docs/anonymity.md): say
 * so, and what would help — more staff, or a lower minimum if the team is big enough for one.
 */
export function SmallTeamNotice({
  staff,
  threshold,
  settingsLink,
}: {
  staff: number;
  threshold: number;
  /** Where the minimum is changed, when the notice is not already beside it. */
  settingsLink?: ReactNode;
}) {
  // No staff at all is onboarding's to say (invite staff), not a warning.
  if (staff === 0 || staff >= threshold) return null;
  const canLower = staff >= ANONYMITY_THRESHOLD.min;
  return (
    <div role="note" className={cx(alert({ tone: 'warning' }), css({ display: 'grid', gap: '1' }))}>
      <p className={css({ fontWeight: 'semibold' })}>
        {`Your check-in has ${staff} staff member${staff === 1 ? '' : 's'}, and results show only from ${threshold} ` +
          'answers, so no week’s scores can show yet.'}
      </p>
      <p>
        {canLower ? (
          <>
            Invite more staff, or lower “Minimum answers before results show” to {staff}
            {settingsLink ? <> in {settingsLink}</> : null}. A lower minimum makes it easier to guess who said what.
          </>
        ) : (
          `Invite more staff: results need at least ${ANONYMITY_THRESHOLD.min} answers, so that no one can be ` +
          'singled out.'
        )}
      </p>
    </div>
  );
}
