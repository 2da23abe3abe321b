import type { TransactionSql } from '@hearth/platform/db';
import type { Projector } from '@hearth/platform/projections/projector';
import { requestIdOf, withRequestId } from '@hearth/platform/request-context';

/**
 * Makes sure a removed member's personal data is gone even if the process died between appending
 * MemberRemoved and deleting it: the deletion runs again, in the reactor's own transaction.
 */
export function erasureReactor(erase: (tx: TransactionSql, memberId: string) => Promise<void>): Projector {
  return {
    name: 'reactor:member_erasure',
    version: 1,
    tables: [],
    reactor: true,
    async apply(tx, events) {
      for (const event of events) {
        if (event.type === 'MemberRemoved')
          await withRequestId(requestIdOf(event.metadata), () => erase(tx, event.data.memberId));
      }
    },
  };
}
