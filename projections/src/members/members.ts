import type { Projector } from '../projector';

/** `members`: every current member of an agency with role, status and onboarding flags (names and emails live in `people`). */
export const membersProjector: Projector = {
  name: 'members',
  version: 2,
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
        case 'MemberInvited':
          await tx`
            insert into members (agency_id, member_id, role, status, job_role_id, joined_at)
            values (${event.data.agencyId}, ${event.data.memberId}, ${event.data.role}, 'pending', ${event.data.jobRoleId}, ${event.metadata.at})
            on conflict (agency_id, member_id) do nothing`;
          break;
        case 'EmailVerified':
        case 'InviteAccepted':
        case 'AccountActivated':
          await tx`
            update members set email_verified = true, status = 'active'
            where agency_id = ${event.data.agencyId} and member_id = ${event.data.memberId}`;
          break;
        case 'MemberUpdated':
          await tx`
            update members set role = ${event.data.role}, job_role_id = ${event.data.jobRoleId}, status = ${event.data.status}
            where agency_id = ${event.data.agencyId} and member_id = ${event.data.memberId}`;
          break;
        case 'MemberRemoved':
          await tx`delete from members where agency_id = ${event.data.agencyId} and member_id = ${event.data.memberId}`;
          break;
        case 'WelcomeSeen':
          await tx`update members set has_seen_welcome = true where agency_id = ${event.data.agencyId} and member_id = ${event.data.memberId}`;
          break;
        case 'OnboardingCompleted':
          await tx`update members set onboarding_completed = true where agency_id = ${event.data.agencyId} and member_id = ${event.data.memberId}`;
          break;
      }
    }
  },
};
