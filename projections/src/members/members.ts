import type { Projector } from '../projector';

/** `members`: every member of an agency with role and status (names and emails live in `people`). */
export const membersProjector: Projector = {
  name: 'members',
  version: 1,
  tables: ['members'],
  async apply(tx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'AdminRegistered':
          await tx`
            insert into members (agency_id, member_id, role, status, joined_at)
            values (${event.data.agencyId}, ${event.data.memberId}, 'admin', 'pending', ${event.metadata.at})
            on conflict (agency_id, member_id) do nothing`;
          break;
        case 'EmailVerified':
          await tx`
            update members set email_verified = true, status = 'active'
            where agency_id = ${event.data.agencyId} and member_id = ${event.data.memberId}`;
          break;
      }
    }
  },
};
