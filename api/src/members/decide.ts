import type { DomainEvent } from '@hearth/contracts/events';
import type { Decider } from '../platform/decider';
import { conflict, notFound } from '../platform/errors';
import { type Member, evolveMember, initialMember } from './member';

export type MemberCommand =
  | { type: 'RegisterAdmin'; memberId: string; agencyId: string }
  | { type: 'VerifyEmail'; memberId: string }
  | { type: 'ChangePassword'; memberId: string; reason: 'reset' | 'account_setup' };

type CommandOf<T extends MemberCommand['type']> = Extract<MemberCommand, { type: T }>;

export function registerAdmin(command: CommandOf<'RegisterAdmin'>, state: Member): DomainEvent[] {
  if (state.status !== 'none') throw conflict('This member already exists');
  return [{ type: 'AdminRegistered', data: { memberId: command.memberId, agencyId: command.agencyId } }];
}

export function verifyEmail(command: CommandOf<'VerifyEmail'>, state: Member): DomainEvent[] {
  assertPresent(state);
  if (state.emailVerified) return [];
  return [{ type: 'EmailVerified', data: { memberId: command.memberId, agencyId: state.agencyId } }];
}

export function changePassword(command: CommandOf<'ChangePassword'>, state: Member): DomainEvent[] {
  assertPresent(state);
  return [{ type: 'PasswordChanged', data: { memberId: command.memberId, agencyId: state.agencyId, reason: command.reason } }];
}

function assertPresent(state: Member) {
  if (state.status === 'none' || state.status === 'removed') throw notFound('Member not found');
}

export function decideMember(command: MemberCommand, state: Member): DomainEvent[] {
  switch (command.type) {
    case 'RegisterAdmin':
      return registerAdmin(command, state);
    case 'VerifyEmail':
      return verifyEmail(command, state);
    case 'ChangePassword':
      return changePassword(command, state);
  }
}

export const memberDecider: Decider<Member, MemberCommand> = {
  initialState: initialMember,
  evolve: evolveMember,
  decide: decideMember,
};
