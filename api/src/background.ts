import type { TransactionSql } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import { agenciesWithSchedule } from './agency/queries';
import { forgetOldSignInState } from './auth/sign-in-throttle';
import { erasePersonalData } from './members/erasure';
import { sendDueNotifications } from './notifications/notify';
import { advanceAgenciesRounds } from './survey/rounds/advance';
import { surveyMailRenderers } from './survey/rounds/mails';
import { dropLeftoverRoundStorage } from './survey/rounds/storage';

/**
 * The work that runs without a request, which both workflow drivers (Temporal and the embedded
 * runner) call: the one module of the api that `workflows/` may import (ADR 001), so background
 * work goes through the same command code as the HTTP routes.
 */
export function backgroundWork(deps: Deps) {
  return {
    /**
     * Does what is due now for these agencies' survey rounds, their openings written together (ADR 068);
     * answers when to come back to each.
     */
    advanceAgenciesRounds: (agencyIds: string[]) => advanceAgenciesRounds(deps, agencyIds),
    /** Every agency with a schedule, whose rounds some driver must be running (reconciling a driver). */
    agenciesWithSchedule: () => agenciesWithSchedule(deps.sql),
    /** Monday digests and daily alerts that are due now, for every agency. */
    sendDueNotifications: () => sendDueNotifications(deps),
    /** Deletes a removed member's personal data (again, idempotently), inside the caller's transaction. */
    erasePersonalData: (tx: TransactionSql, memberId: string) => erasePersonalData(tx, memberId),
    /** How the outbox makes the mails it holds only the makings of (survey links, reminders). */
    mailRenderers: surveyMailRenderers(deps),
    /** Trusted-browser tokens past their time and sign-in failure counts that no longer matter. */
    forgetOldSignInState: () => forgetOldSignInState(deps.sql, deps.clock.now()),
    /** Drops the storage of closed rounds that a close could not drop at the time. */
    dropLeftoverRoundStorage: () => dropLeftoverRoundStorage(deps),
  };
}
