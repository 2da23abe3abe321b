import type { Role } from '@hearth/contracts/auth';
import type { DomainEvent } from '@hearth/contracts/events';

/** The member aggregate's state (stream `member-<memberId>`). */
export interface Member {
  status: 'none' | 'pending' | 'active' | 'removed';
  agencyId: string;
  role: Role;
  emailVerified: boolean;
}

export const initialMember: Member = { status: 'none', agencyId: '', role: 'user', emailVerified: false };

export function evolveMember(state: Member, event: DomainEvent): Member {
  switch (event.type) {
    case 'AdminRegistered':
      return { ...state, status: 'pending', agencyId: event.data.agencyId, role: 'admin' };
    case 'EmailVerified':
      return { ...state, status: 'active', emailVerified: true };
    default:
      return state;
  }
}
