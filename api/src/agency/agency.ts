import type { DomainEvent } from '@hearth/contracts/events';

/** The agency aggregate's state (stream `agency-<agencyId>`). */
export interface Agency {
  registered: boolean;
  name: string;
}

export const initialAgency: Agency = { registered: false, name: '' };

export function evolveAgency(state: Agency, event: DomainEvent): Agency {
  switch (event.type) {
    case 'AgencyRegistered':
      return { ...state, registered: true, name: event.data.name };
    default:
      return state;
  }
}
