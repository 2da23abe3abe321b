import type { MemberEvent } from '@hearth/contracts/events';
import { describe, it } from 'vitest';
import { type MemberCommand, memberDecider } from '../../src/members/decide';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec(memberDecider);
const memberId = '11111111-1111-4111-8111-111111111111';
const otherAdmin = '55555555-5555-4555-8555-555555555555';
const agencyId = '22222222-2222-4222-8222-222222222222';
const foreignAgency = '66666666-6666-4666-8666-666666666666';
const jobRoleId = '33333333-3333-4333-8333-333333333333';
const ids = { memberId, agencyId };
const registered = { type: 'AdminRegistered' as const, data: ids };
const verified = { type: 'EmailVerified' as const, data: ids };
const english = 'en' as const;
const invitedStaff = {
  type: 'MemberInvited' as const,
  data: { ...ids, role: 'user' as const, jobRoleId, language: english, channel: 'email' as const },
};
const invitedAdmin = {
  type: 'MemberInvited' as const,
  data: { ...ids, role: 'admin' as const, jobRoleId: null, language: english, channel: 'email' as const },
};
/** The MemberUpdated event of an edit: a staff member kept active, unchanged but for `changes`. */
const updatedEvent = (changes: Partial<Extract<MemberEvent, { type: 'MemberUpdated' }>['data']> = {}) => ({
  type: 'MemberUpdated' as const,
  data: {
    ...ids,
    role: 'user' as const,
    jobRoleId,
    status: 'active' as const,
    detailsChanged: false,
    language: english,
    channel: 'email' as const,
    ...changes,
  },
});
const accepted = { type: 'InviteAccepted' as const, data: ids };
const activated = { type: 'AccountActivated' as const, data: ids };
const removed = { type: 'MemberRemoved' as const, data: ids };
const update = { type: 'UpdateMember' as const, memberId, agencyId, actorId: otherAdmin, detailsChanged: false };

/** Every command that needs the member to exist; a missing or removed member answers "not found" to each. */
const commandsOnAMember: MemberCommand[] = [
  { type: 'VerifyEmail', memberId },
  { type: 'ChangePassword', memberId, reason: 'reset' },
  { type: 'ReissueInvite', memberId, agencyId },
  { type: 'AcceptInvite', memberId },
  { type: 'ActivateAccount', memberId },
  { ...update, role: 'user', jobRoleId },
  { type: 'RemoveMember', memberId, agencyId, actorId: otherAdmin },
  { type: 'MarkWelcomeSeen', memberId },
  { type: 'CompleteOnboarding', memberId },
];

describe('member decider', () => {
  describe('given no member', () => {
    it('registers an administrator', () => {
      spec.given([]).when({ type: 'RegisterAdmin', memberId, agencyId }).then([registered]);
    });

    it('invites a staff member with their job role', () => {
      spec
        .given([])
        .when({ type: 'InviteMember', memberId, agencyId, role: 'user', jobRoleId, language: 'en' })
        .then([invitedStaff]);
    });

    it('invites an administrator without a job role, even when one is given', () => {
      spec
        .given([])
        .when({ type: 'InviteMember', memberId, agencyId, role: 'admin', jobRoleId, language: 'en' })
        .then([invitedAdmin]);
    });

    it.each(commandsOnAMember)('refuses $type: the user is not found', (command) => {
      spec.given([]).when(command).thenThrows('User not found');
    });
  });

  describe('given a registered administrator', () => {
    it('refuses to register them again', () => {
      spec
        .given([registered])
        .when({ type: 'RegisterAdmin', memberId, agencyId })
        .thenThrows('This member already exists');
    });

    it('refuses to invite them', () => {
      spec
        .given([registered])
        .when({ type: 'InviteMember', memberId, agencyId, role: 'user', jobRoleId, language: 'en' })
        .thenThrows('This member already exists');
    });

    it('verifies their email', () => {
      spec
        .given([registered])
        .when({ type: 'VerifyEmail', memberId })
        .then([{ type: 'EmailVerified', data: ids }]);
    });

    it('records a password change', () => {
      spec
        .given([registered])
        .when({ type: 'ChangePassword', memberId, reason: 'reset' })
        .then([{ type: 'PasswordChanged', data: { ...ids, reason: 'reset' } }]);
    });

    it('refuses to let them change their own role', () => {
      spec
        .given([registered])
        .when({ ...update, actorId: memberId, role: 'user', jobRoleId })
        .thenThrows('You cannot change your own role');
    });

    it('refuses to let them remove themselves', () => {
      spec
        .given([registered])
        .when({ type: 'RemoveMember', memberId, agencyId, actorId: memberId })
        .thenThrows('You cannot delete your own account.');
    });

    it('marks the welcome seen', () => {
      spec
        .given([registered])
        .when({ type: 'MarkWelcomeSeen', memberId })
        .then([{ type: 'WelcomeSeen', data: ids }]);
    });

    it('marks the onboarding completed', () => {
      spec
        .given([registered])
        .when({ type: 'CompleteOnboarding', memberId })
        .then([{ type: 'OnboardingCompleted', data: ids }]);
    });
  });

  describe('given an administrator who verified their email', () => {
    it('changes nothing on a second verification', () => {
      spec.given([registered, verified]).when({ type: 'VerifyEmail', memberId }).then([]);
    });

    it('demotes them to an active staff member with a job role', () => {
      spec
        .given([registered, verified])
        .when({ ...update, role: 'user', jobRoleId })
        .then([updatedEvent()]);
    });
  });

  describe('given an administrator who has seen the welcome and completed the onboarding', () => {
    const history = [
      registered,
      { type: 'WelcomeSeen' as const, data: ids },
      { type: 'OnboardingCompleted' as const, data: ids },
    ];

    it('changes nothing when the welcome is marked again', () => {
      spec.given(history).when({ type: 'MarkWelcomeSeen', memberId }).then([]);
    });

    it('changes nothing when the onboarding is completed again', () => {
      spec.given(history).when({ type: 'CompleteOnboarding', memberId }).then([]);
    });
  });

  describe('given an invited staff member', () => {
    it('reissues their invitation', () => {
      spec
        .given([invitedStaff])
        .when({ type: 'ReissueInvite', memberId, agencyId })
        .then([{ type: 'InviteReissued', data: ids }]);
    });

    it('answers another agency’s administrator as if they did not exist', () => {
      spec
        .given([invitedStaff])
        .when({ type: 'ReissueInvite', memberId, agencyId: foreignAgency })
        .thenThrows('User not found');
    });

    it('refuses another agency’s update as if they did not exist', () => {
      spec
        .given([invitedStaff])
        .when({ ...update, agencyId: foreignAgency, role: 'user', jobRoleId })
        .thenThrows('User not found');
    });

    it('lets them accept', () => {
      spec.given([invitedStaff]).when({ type: 'AcceptInvite', memberId }).then([accepted]);
    });

    it('refuses the administrators’ account setup', () => {
      spec
        .given([invitedStaff])
        .when({ type: 'ActivateAccount', memberId })
        .thenThrows(/for a staff member/);
    });

    it('removes them', () => {
      spec
        .given([invitedStaff])
        .when({ type: 'RemoveMember', memberId, agencyId, actorId: otherAdmin })
        .then([{ type: 'MemberRemoved', data: ids }]);
    });
  });

  describe('given a staff member who accepted', () => {
    it('refuses to reissue an invitation already accepted', () => {
      spec
        .given([invitedStaff, accepted])
        .when({ type: 'ReissueInvite', memberId, agencyId })
        .thenThrows('already accepted');
    });

    it('changes nothing on a second acceptance', () => {
      spec.given([invitedStaff, accepted]).when({ type: 'AcceptInvite', memberId }).then([]);
    });

    it('promotes them to an administrator who waits for account setup, without a job role', () => {
      spec
        .given([invitedStaff, accepted])
        .when({ ...update, role: 'admin', jobRoleId })
        .then([updatedEvent({ role: 'admin', jobRoleId: null, status: 'pending' })]);
    });

    it('records nothing when nothing changed', () => {
      spec
        .given([invitedStaff, accepted])
        .when({ ...update, role: 'user', jobRoleId })
        .then([]);
    });

    it('records an update when only their details changed', () => {
      spec
        .given([invitedStaff, accepted])
        .when({ ...update, role: 'user', jobRoleId, detailsChanged: true })
        .then([updatedEvent({ detailsChanged: true })]);
    });
  });

  describe('given an invited administrator', () => {
    it('refuses the staff acceptance', () => {
      spec
        .given([invitedAdmin])
        .when({ type: 'AcceptInvite', memberId })
        .thenThrows(/for an administrator/);
    });

    it('activates their account', () => {
      spec
        .given([invitedAdmin])
        .when({ type: 'ActivateAccount', memberId })
        .then([{ type: 'AccountActivated', data: ids }]);
    });
  });

  describe('given an administrator who set up their account', () => {
    it('refuses a second account setup', () => {
      spec
        .given([invitedAdmin, activated])
        .when({ type: 'ActivateAccount', memberId })
        .thenThrows(/already set up/);
    });
  });

  describe('given a removed member', () => {
    it.each(commandsOnAMember)('refuses $type: the user is not found', (command) => {
      spec.given([invitedStaff, removed]).when(command).thenThrows('User not found');
    });
  });
  describe('given a staff member invited before languages existed (no language on the event)', () => {
    const legacyInvite = { type: 'MemberInvited' as const, data: { ...ids, role: 'user' as const, jobRoleId } };
    const edit = { ...update, role: 'user' as const, jobRoleId };
    const updatedTo = (language: 'en' | 'es') => updatedEvent({ language });

    it('takes them as English: choosing English again records nothing', () => {
      spec
        .given([legacyInvite, accepted])
        .when({ ...edit, language: 'en' })
        .then([]);
    });

    it('records a change to Spanish, and keeps it through an edit that names no language', () => {
      spec
        .given([legacyInvite, accepted])
        .when({ ...edit, language: 'es' })
        .then([updatedTo('es')]);
      spec
        .given([legacyInvite, accepted, updatedTo('es')])
        .when(edit)
        .then([]);
      spec
        .given([legacyInvite, accepted, updatedTo('es')])
        .when({ ...edit, language: 'en' })
        .then([updatedTo('en')]);
    });
  });

  describe('given nothing yet, a staff member invited in Spanish', () => {
    it('records the language with the invitation', () => {
      spec
        .given([])
        .when({ type: 'InviteMember', memberId, agencyId, role: 'user', jobRoleId, language: 'es' })
        .then([{ ...invitedStaff, data: { ...invitedStaff.data, language: 'es' } }]);
    });
  });

  describe('text messages (ADR 090): the channel and the yes or no, never the number', () => {
    const consent = (value: boolean, source: 'invitation' | 'reply') => ({
      type: 'TextConsentChanged' as const,
      data: { ...ids, consent: value, source },
    });

    it('records the channel with the invitation, and a change of channel as an update', () => {
      spec
        .given([])
        .when({ type: 'InviteMember', memberId, agencyId, role: 'user', jobRoleId, language: 'en', channel: 'both' })
        .then([{ ...invitedStaff, data: { ...invitedStaff.data, channel: 'both' } }]);
      spec
        .given([invitedStaff, accepted])
        .when({ ...update, role: 'user', jobRoleId, channel: 'text' })
        .then([updatedEvent({ channel: 'text' })]);
    });

    it('records a yes, a STOP and a START once each; the same answer again records nothing', () => {
      spec
        .given([invitedStaff, accepted])
        .when({ type: 'SetTextConsent', memberId, consent: true, source: 'invitation' })
        .then([consent(true, 'invitation')]);
      spec
        .given([invitedStaff, accepted, consent(true, 'invitation')])
        .when({ type: 'SetTextConsent', memberId, consent: true, source: 'reply' })
        .then([]);
      spec
        .given([invitedStaff, accepted, consent(true, 'invitation')])
        .when({ type: 'SetTextConsent', memberId, consent: false, source: 'reply' })
        .then([consent(false, 'reply')]);
    });

    it('records a time zone of their own only when one is chosen, and its change back to the agency’s', () => {
      const invited = { ...invitedStaff, data: { ...invitedStaff.data, timezone: 'America/Denver' as const } };
      spec
        .given([])
        .when({
          type: 'InviteMember',
          memberId,
          agencyId,
          role: 'user',
          jobRoleId,
          language: 'en',
          timezone: 'America/Denver',
        })
        .then([invited]);
      spec
        .given([invited, accepted])
        .when({ ...update, role: 'user', jobRoleId, timezone: null })
        .then([updatedEvent({ timezone: null })]);
    });

    it('refuses consent for a removed member', () => {
      spec
        .given([invitedStaff, removed])
        .when({ type: 'SetTextConsent', memberId, consent: true, source: 'reply' })
        .thenThrows('User not found');
    });
  });
});
