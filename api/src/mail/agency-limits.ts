import type { Deps } from '@hearth/platform/deps';
import { tooManyRequests } from '@hearth/platform/errors';
import { countHit } from '@hearth/platform/rate-limit';
import { activeStaffCount } from '../members/queries';

/**
 * How much mail an agency's own words may send to addresses it chose (docs/security.md, "Mail an
 * agency writes"): invitations and test mails, per hour and per day. A new agency — fewer than
 * `ESTABLISHED_AFTER` staff have accepted an invitation, something a spammer's recipients do not do —
 * gets the lower limits; a real team onboarding passes them within its first days. Survey mails and
 * reminders go only to staff who accepted, and are not counted here.
 */
const ESTABLISHED_AFTER = 5;
const LIMITS = {
  new: { hour: 30, day: 100 },
  established: { hour: 300, day: 1_500 },
} as const;

/** Counts one mail of the agency's; refuses (429) past the hour's or the day's limit. */
export async function withinMailLimits(deps: Pick<Deps, 'sql' | 'clock'>, agencyId: string): Promise<void> {
  const tier = (await activeStaffCount(deps.sql, agencyId)) >= ESTABLISHED_AFTER ? 'established' : 'new';
  const now = deps.clock.now();
  for (const [period, windowSeconds] of [
    ['hour', 3_600],
    ['day', 86_400],
  ] as const) {
    const limit = LIMITS[tier][period];
    if (!(await countHit(deps.sql, { name: `agency-mail-${period}`, limit, windowSeconds }, agencyId, now))) {
      throw tooManyRequests(
        `Your agency has sent as many emails as it may this ${period} (${limit} invitations and test emails). ` +
          'Please try again later.' +
          (tier === 'new'
            ? ` The limit rises once ${ESTABLISHED_AFTER} staff members have accepted their invitations.`
            : ''),
      );
    }
  }
}
