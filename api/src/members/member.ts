import type { Role } from '@hearth/contracts/auth';
import { DEFAULT_LANGUAGE, type Language, type Timezone } from '@hearth/contracts/constants';
import type { MemberEvent } from '@hearth/contracts/events';
import type { Channel } from '@hearth/contracts/texts';
import { unhandled } from '@hearth/platform/commands';

/** The member aggregate's state (stream `member-<memberId>`). */
export interface Member {
  status: 'none' | 'pending' | 'active' | 'removed';
  agencyId: string;
  role: Role;
  jobRoleId: string | null;
  language: Language;
  channel: Channel;
  /** The zone their texts keep their hours in; null: the agency's. */
  timezone: Timezone | null;
  /** null: not asked yet (texts wait for a yes, ADR 090). */
  textConsent: boolean | null;
  emailVerified: boolean;
  /** Holds a password (an administrator who completed sign-up or account setup). */
  accountSetUp: boolean;
  inviteAccepted: boolean;
  hasSeenWelcome: boolean;
  onboardingCompleted: boolean;
}

export const initialMember: Member = {
  status: 'none',
  agencyId: '',
  role: 'user',
  jobRoleId: null,
  language: DEFAULT_LANGUAGE,
  channel: 'email',
  timezone: null,
  textConsent: null,
  emailVerified: false,
  accountSetUp: false,
  inviteAccepted: false,
  hasSeenWelcome: false,
  onboardingCompleted: false,
};

export function evolveMember(state: Member, event: MemberEvent): Member {
  switch (event.type) {
    case 'AdminRegistered':
      return { ...state, status: 'pending', agencyId: event.data.agencyId, role: 'admin', accountSetUp: true };
    case 'EmailVerified':
      return { ...state, status: 'active', emailVerified: true };
    case 'MemberInvited':
      return {
        ...state,
        status: 'pending',
        agencyId: event.data.agencyId,
        role: event.data.role,
        jobRoleId: event.data.jobRoleId,
        language: event.data.language ?? DEFAULT_LANGUAGE,
        channel: event.data.channel ?? 'email',
        timezone: event.data.timezone ?? null,
      };
    case 'InviteAccepted':
      return { ...state, status: 'active', inviteAccepted: true, emailVerified: true };
    case 'AccountActivated':
      return { ...state, status: 'active', inviteAccepted: true, emailVerified: true, accountSetUp: true };
    case 'MemberUpdated':
      return {
        ...state,
        role: event.data.role,
        jobRoleId: event.data.jobRoleId,
        status: event.data.status,
        language: event.data.language ?? state.language,
        channel: event.data.channel ?? state.channel,
        timezone: event.data.timezone === undefined ? state.timezone : event.data.timezone,
        accountSetUp: event.data.role === 'admin' && state.accountSetUp,
      };
    case 'MemberRemoved':
      return { ...state, status: 'removed' };
    case 'TextConsentChanged':
      return { ...state, textConsent: event.data.consent };
    case 'WelcomeSeen':
      return { ...state, hasSeenWelcome: true };
    case 'OnboardingCompleted':
      return { ...state, onboardingCompleted: true };
    case 'PasswordChanged':
    case 'InviteReissued':
      return state;
    default:
      return unhandled(event);
  }
}
