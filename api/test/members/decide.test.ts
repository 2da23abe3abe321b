import { describe, it } from 'vitest';
import { memberDecider } from '../../src/members/decide';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec(memberDecider);
const memberId = '11111111-1111-4111-8111-111111111111';
const otherAdmin = '55555555-5555-4555-8555-555555555555';
const agencyId = '22222222-2222-4222-8222-222222222222';
const foreignAgency = '66666666-6666-4666-8666-666666666666';
const jobRoleId = '33333333-3333-4333-8333-333333333333';
const ids = { memberId, agencyId };
const registered = { type: 'AdminRegistered' as const, data: ids };
const invitedStaff = {
  type: 'MemberInvited' as const,
  data: { ...ids, role: 'user' as const, jobRoleId, language: 'en' as const },
};
const invitedAdmin = {
  type: 'MemberInvited' as const,
  data: { ...ids, role: 'admin' as const, jobRoleId: null, language: 'en' as const },
};
const accepted = { type: 'InviteAccepted' as const, data: ids };

describe('member decider', () => {
  it('registers an administrator once', () => {
    spec.given([]).when({ type: 'RegisterAdmin', memberId, agencyId }).then([registered]);
    spec
      .given([registered])
      .when({ type: 'RegisterAdmin', memberId, agencyId })
      .thenThrows('This member already exists');
  });

  it('verifies an email once; a second verification changes nothing', () => {
    spec
      .given([registered])
      .when({ type: 'VerifyEmail', memberId })
      .then([{ type: 'EmailVerified', data: ids }]);
    spec
      .given([registered, { type: 'EmailVerified', data: ids }])
      .when({ type: 'VerifyEmail', memberId })
      .then([]);
  });

  it('records a password change for an existing member only', () => {
    spec
      .given([registered])
      .when({ type: 'ChangePassword', memberId, reason: 'reset' })
      .then([{ type: 'PasswordChanged', data: { ...ids, reason: 'reset' } }]);
    spec.given([]).when({ type: 'ChangePassword', memberId, reason: 'reset' }).thenThrows('User not found');
  });

  it('invites; an administrator never keeps a job role', () => {
    const invite = { type: 'InviteMember' as const, memberId, agencyId, language: 'en' as const };
    spec
      .given([])
      .when({ ...invite, role: 'user', jobRoleId })
      .then([invitedStaff]);
    spec
      .given([])
      .when({ ...invite, role: 'admin', jobRoleId })
      .then([invitedAdmin]);
  });

  it('keeps the language a member was invited in, English for events from before languages existed', () => {
    const legacy = { type: 'MemberInvited' as const, data: { ...ids, role: 'user' as const, jobRoleId } };
    const update = {
      type: 'UpdateMember' as const,
      memberId,
      agencyId,
      actorId: otherAdmin,
      role: 'user' as const,
      jobRoleId,
      detailsChanged: false,
    };
    const updated = (language: 'en' | 'es') => ({
      type: 'MemberUpdated' as const,
      data: { ...ids, role: 'user' as const, jobRoleId, status: 'active' as const, detailsChanged: false, language },
    });
    spec
      .given([])
      .when({ type: 'InviteMember', memberId, agencyId, role: 'user', jobRoleId, language: 'es' })
      .then([{ ...invitedStaff, data: { ...invitedStaff.data, language: 'es' } }]);
    spec
      .given([legacy, accepted])
      .when({ ...update, language: 'es' })
      .then([updated('es')]);
    spec
      .given([legacy, accepted])
      .when({ ...update, language: 'en' })
      .then([]);
    spec
      .given([legacy, accepted, updated('es')])
      .when(update)
      .then([]);
    spec
      .given([legacy, accepted, updated('es')])
      .when({ ...update, language: 'en' })
      .then([updated('en')]);
  });

  it('reissues only pending invitations, and only within the agency', () => {
    spec
      .given([invitedStaff])
      .when({ type: 'ReissueInvite', memberId, agencyId })
      .then([{ type: 'InviteReissued', data: ids }]);
    spec
      .given([invitedStaff, accepted])
      .when({ type: 'ReissueInvite', memberId, agencyId })
      .thenThrows('already accepted');
    spec
      .given([invitedStaff])
      .when({ type: 'ReissueInvite', memberId, agencyId: foreignAgency })
      .thenThrows('User not found');
  });

  it('lets staff accept once and administrators activate once, each through their own invitation', () => {
    spec.given([invitedStaff]).when({ type: 'AcceptInvite', memberId }).then([accepted]);
    spec.given([invitedStaff, accepted]).when({ type: 'AcceptInvite', memberId }).then([]);
    spec
      .given([invitedAdmin])
      .when({ type: 'AcceptInvite', memberId })
      .thenThrows(/for an administrator/);
    spec
      .given([invitedAdmin])
      .when({ type: 'ActivateAccount', memberId })
      .then([{ type: 'AccountActivated', data: ids }]);
    spec
      .given([invitedAdmin, { type: 'AccountActivated', data: ids }])
      .when({ type: 'ActivateAccount', memberId })
      .thenThrows(/already set up/);
    spec
      .given([invitedStaff])
      .when({ type: 'ActivateAccount', memberId })
      .thenThrows(/for a staff member/);
  });

  it('updates roles: a promoted staff member waits for account setup, nobody changes their own role', () => {
    const update = { type: 'UpdateMember' as const, memberId, agencyId, actorId: otherAdmin, detailsChanged: false };
    spec
      .given([invitedStaff, accepted])
      .when({ ...update, role: 'admin', jobRoleId })
      .then([
        {
          type: 'MemberUpdated',
          data: { ...ids, role: 'admin', jobRoleId: null, status: 'pending', detailsChanged: false, language: 'en' },
        },
      ]);
    spec
      .given([registered, { type: 'EmailVerified', data: ids }])
      .when({ ...update, role: 'user', jobRoleId })
      .then([
        {
          type: 'MemberUpdated',
          data: { ...ids, role: 'user', jobRoleId, status: 'active', detailsChanged: false, language: 'en' },
        },
      ]);
    spec
      .given([invitedStaff, accepted])
      .when({ ...update, role: 'user', jobRoleId })
      .then([]);
    spec
      .given([invitedStaff, accepted])
      .when({ ...update, role: 'user', jobRoleId, detailsChanged: true })
      .then([
        {
          type: 'MemberUpdated',
          data: { ...ids, role: 'user', jobRoleId, status: 'active', detailsChanged: true, language: 'en' },
        },
      ]);
    spec
      .given([registered])
      .when({ ...update, actorId: memberId, role: 'user', jobRoleId })
      .thenThrows('You cannot change your own role');
    spec
      .given([invitedStaff])
      .when({ ...update, agencyId: foreignAgency, role: 'user', jobRoleId })
      .thenThrows('User not found');
  });

  it('removes a member, but never oneself, and a removed member is gone', () => {
    spec
      .given([invitedStaff])
      .when({ type: 'RemoveMember', memberId, agencyId, actorId: otherAdmin })
      .then([{ type: 'MemberRemoved', data: ids }]);
    spec
      .given([registered])
      .when({ type: 'RemoveMember', memberId, agencyId, actorId: memberId })
      .thenThrows('You cannot delete your own account.');
    spec
      .given([invitedStaff, { type: 'MemberRemoved', data: ids }])
      .when({ type: 'RemoveMember', memberId, agencyId, actorId: otherAdmin })
      .thenThrows('User not found');
  });

  it('marks the welcome and the onboarding once each', () => {
    spec
      .given([registered])
      .when({ type: 'MarkWelcomeSeen', memberId })
      .then([{ type: 'WelcomeSeen', data: ids }]);
    spec
      .given([registered, { type: 'WelcomeSeen', data: ids }])
      .when({ type: 'MarkWelcomeSeen', memberId })
      .then([]);
    spec
      .given([registered])
      .when({ type: 'CompleteOnboarding', memberId })
      .then([{ type: 'OnboardingCompleted', data: ids }]);
  });
});
