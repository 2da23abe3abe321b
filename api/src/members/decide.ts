import type { Role } from '@hearth/contracts/auth';
import { DEFAULT_LANGUAGE, type Language, type Timezone } from '@hearth/contracts/constants';
import { isMemberEvent, type MemberEvent } from '@hearth/contracts/events';
import type { Channel } from '@hearth/contracts/texts';
import { type Decider, unhandled } from '@hearth/platform/commands';
import { conflict, invalid, notFound } from '@hearth/platform/errors';
import { evolveMember, initialMember, type Member } from './member';

/** Commands from an administrator name the agency they act for: another agency's member is "not found". */
export type MemberCommand =
  | { type: 'RegisterAdmin'; memberId: string; agencyId: string }
  | { type: 'VerifyEmail'; memberId: string }
  | { type: 'ChangePassword'; memberId: string; reason: 'reset' }
  | {
      type: 'InviteMember';
      memberId: string;
      agencyId: string;
      role: Role;
      jobRoleId: string | null;
      /** Absent: English. */
      language?: Language;
      /** Absent: email. */
      channel?: Channel;
      /** Absent or null: the agency's. */
      timezone?: Timezone | null;
    }
  | { type: 'ReissueInvite'; memberId: string; agencyId: string }
  | { type: 'AcceptInvite'; memberId: string }
  | { type: 'ActivateAccount'; memberId: string }
  | {
      type: 'UpdateMember';
      memberId: string;
      agencyId: string;
      actorId: string;
      role: Role;
      jobRoleId: string | null;
      detailsChanged: boolean;
      /** Absent: unchanged. */
      language?: Language;
      /** Absent: unchanged. */
      channel?: Channel;
      /** Absent: unchanged; null: the agency's. */
      timezone?: Timezone | null;
    }
  | { type: 'RemoveMember'; memberId: string; agencyId: string; actorId: string }
  | { type: 'SetTextConsent'; memberId: string; consent: boolean; source: 'invitation' | 'reply' }
  | { type: 'MarkWelcomeSeen'; memberId: string }
  | { type: 'CompleteOnboarding'; memberId: string };

type CommandOf<T extends MemberCommand['type']> = Extract<MemberCommand, { type: T }>;

export const MEMBER_NOT_FOUND = 'User not found';
const ALREADY_ACCEPTED = 'This user has already accepted their invitation.';
const CANNOT_DELETE_SELF = 'You cannot delete your own account.';
const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role. Ask another administrator.';

function registerAdmin(command: CommandOf<'RegisterAdmin'>, state: Member): MemberEvent[] {
  if (state.status !== 'none') throw conflict('This member already exists');
  return [{ type: 'AdminRegistered', data: { memberId: command.memberId, agencyId: command.agencyId } }];
}

function verifyEmail(command: CommandOf<'VerifyEmail'>, state: Member): MemberEvent[] {
  assertPresent(state);
  if (state.emailVerified) return [];
  return [{ type: 'EmailVerified', data: { memberId: command.memberId, agencyId: state.agencyId } }];
}

function changePassword(command: CommandOf<'ChangePassword'>, state: Member): MemberEvent[] {
  assertPresent(state);
  return [
    { type: 'PasswordChanged', data: { memberId: command.memberId, agencyId: state.agencyId, reason: command.reason } },
  ];
}

function inviteMember(command: CommandOf<'InviteMember'>, state: Member): MemberEvent[] {
  if (state.status !== 'none') throw conflict('This member already exists');
  const { memberId, agencyId, role, jobRoleId, language = DEFAULT_LANGUAGE, channel = 'email' } = command;
  const timezone = command.timezone ?? null;
  const data = { memberId, agencyId, role, jobRoleId: role === 'admin' ? null : jobRoleId, language, channel };
  // A time zone is recorded only when one is chosen: the events of those who keep the agency's stay as they were.
  return [{ type: 'MemberInvited', data: timezone ? { ...data, timezone } : data }];
}

function reissueInvite(command: CommandOf<'ReissueInvite'>, state: Member): MemberEvent[] {
  assertInAgency(state, command.agencyId);
  if (state.status !== 'pending') throw conflict(ALREADY_ACCEPTED, 'ALREADY_ACCEPTED');
  return [{ type: 'InviteReissued', data: { memberId: command.memberId, agencyId: state.agencyId } }];
}

function acceptInvite(command: CommandOf<'AcceptInvite'>, state: Member): MemberEvent[] {
  assertPresent(state);
  if (state.role !== 'user')
    throw invalid(
      'This invitation is for an administrator: open the account setup link in your email.',
      'WRONG_INVITATION',
    );
  if (state.status === 'active') return [];
  return [{ type: 'InviteAccepted', data: { memberId: command.memberId, agencyId: state.agencyId } }];
}

function activateAccount(command: CommandOf<'ActivateAccount'>, state: Member): MemberEvent[] {
  assertPresent(state);
  if (state.role !== 'admin')
    throw invalid(
      'This invitation is for a staff member: open the link in your email to accept it.',
      'WRONG_INVITATION',
    );
  if (state.accountSetUp) throw conflict('This account is already set up. Log in instead.', 'ALREADY_SET_UP');
  return [{ type: 'AccountActivated', data: { memberId: command.memberId, agencyId: state.agencyId } }];
}

function updateMember(command: CommandOf<'UpdateMember'>, state: Member): MemberEvent[] {
  assertInAgency(state, command.agencyId);
  const roleChanged = command.role !== state.role;
  if (roleChanged && command.actorId === command.memberId) throw conflict(CANNOT_CHANGE_OWN_ROLE, 'OWN_ROLE');
  const jobRoleId = command.role === 'admin' ? null : command.jobRoleId;
  const language = command.language ?? state.language;
  const languageChanged = language !== state.language;
  const channel = command.channel ?? state.channel;
  const timezone = command.timezone === undefined ? state.timezone : command.timezone;
  const unchanged =
    !command.detailsChanged && !languageChanged && channel === state.channel && timezone === state.timezone;
  if (!roleChanged && jobRoleId === state.jobRoleId && unchanged) return [];
  return [
    {
      type: 'MemberUpdated',
      data: {
        memberId: command.memberId,
        agencyId: state.agencyId,
        role: command.role,
        jobRoleId,
        status: statusAfterRoleChange(state, command.role),
        detailsChanged: command.detailsChanged,
        language,
        channel,
        ...(timezone === state.timezone ? {} : { timezone }),
      },
    },
  ];
}

/** A promoted member must set up a password first; a demoted one keeps the status their invitation earned. */
function statusAfterRoleChange(state: Member, role: Role): 'pending' | 'active' {
  if (role === state.role) return state.status === 'active' ? 'active' : 'pending';
  if (role === 'admin') return state.accountSetUp ? 'active' : 'pending';
  return state.inviteAccepted || state.accountSetUp ? 'active' : 'pending';
}

function removeMember(command: CommandOf<'RemoveMember'>, state: Member): MemberEvent[] {
  assertInAgency(state, command.agencyId);
  if (command.actorId === command.memberId) throw invalid(CANNOT_DELETE_SELF, 'CANNOT_DELETE_SELF');
  return [{ type: 'MemberRemoved', data: { memberId: command.memberId, agencyId: state.agencyId } }];
}

function setTextConsent(command: CommandOf<'SetTextConsent'>, state: Member): MemberEvent[] {
  assertPresent(state);
  if (state.textConsent === command.consent) return [];
  const { memberId, consent, source } = command;
  return [{ type: 'TextConsentChanged', data: { memberId, agencyId: state.agencyId, consent, source } }];
}

function markWelcomeSeen(command: CommandOf<'MarkWelcomeSeen'>, state: Member): MemberEvent[] {
  assertPresent(state);
  return state.hasSeenWelcome
    ? []
    : [{ type: 'WelcomeSeen', data: { memberId: command.memberId, agencyId: state.agencyId } }];
}

function completeOnboarding(command: CommandOf<'CompleteOnboarding'>, state: Member): MemberEvent[] {
  assertPresent(state);
  return state.onboardingCompleted
    ? []
    : [{ type: 'OnboardingCompleted', data: { memberId: command.memberId, agencyId: state.agencyId } }];
}

function assertPresent(state: Member) {
  if (state.status === 'none' || state.status === 'removed') throw notFound(MEMBER_NOT_FOUND);
}

/** Tenant isolation: another agency's member answers exactly like a missing one. */
function assertInAgency(state: Member, agencyId: string) {
  assertPresent(state);
  if (state.agencyId !== agencyId) throw notFound(MEMBER_NOT_FOUND);
}

function decideMember(command: MemberCommand, state: Member): MemberEvent[] {
  switch (command.type) {
    case 'RegisterAdmin':
      return registerAdmin(command, state);
    case 'VerifyEmail':
      return verifyEmail(command, state);
    case 'ChangePassword':
      return changePassword(command, state);
    case 'InviteMember':
      return inviteMember(command, state);
    case 'ReissueInvite':
      return reissueInvite(command, state);
    case 'AcceptInvite':
      return acceptInvite(command, state);
    case 'ActivateAccount':
      return activateAccount(command, state);
    case 'UpdateMember':
      return updateMember(command, state);
    case 'RemoveMember':
      return removeMember(command, state);
    case 'SetTextConsent':
      return setTextConsent(command, state);
    case 'MarkWelcomeSeen':
      return markWelcomeSeen(command, state);
    case 'CompleteOnboarding':
      return completeOnboarding(command, state);
    default:
      return unhandled(command);
  }
}

export const memberDecider: Decider<Member, MemberCommand, MemberEvent> = {
  initialState: initialMember,
  evolve: evolveMember,
  decide: decideMember,
  owns: isMemberEvent,
};
