import { erasePersonalData } from '@hearth/api/members/erasure';
import type { Projector } from '@hearth/platform/projections/projector';

/**
 * Makes sure a removed member's personal data is gone even if the process died between appending
 * MemberRemoved and deleting it: the deletion runs again, in the reactor's own transaction.
 */
export const erasureReactor: Projector = {
  name: 'reactor:member_erasure',
  version: 1,
  tables: [],
  reactor: true,
  async apply(tx, events) {
    for (const event of events) {
      if (event.type === 'MemberRemoved') await erasePersonalData(tx, event.data.memberId);
    }
  },
};
