import type { DomainEvent } from '@hearth/contracts/events';

/** The survey round aggregate's state (stream `survey_round-<roundId>`). */
export interface Round {
  status: 'none' | 'open' | 'closed';
  roundId: string;
  agencyId: string;
  opensAt: string;
  closesAt: string;
  timezone: string;
  invitedCount: number;
  automaticReminders: number;
  alerted: boolean;
}

export const initialRound: Round = {
  status: 'none',
  roundId: '',
  agencyId: '',
  opensAt: '',
  closesAt: '',
  timezone: '',
  invitedCount: 0,
  automaticReminders: 0,
  alerted: false,
};

export function evolveRound(state: Round, event: DomainEvent): Round {
  switch (event.type) {
    case 'SurveyRoundOpened': {
      const { roundId, agencyId, opensAt, closesAt, timezone, invitedCount } = event.data;
      return { ...state, status: 'open', roundId, agencyId, opensAt, closesAt, timezone, invitedCount };
    }
    case 'ReminderSent':
      return event.data.manual
        ? state
        : { ...state, automaticReminders: Math.max(state.automaticReminders, event.data.reminderNumber) };
    case 'SurveyRoundClosed':
      return { ...state, status: 'closed' };
    case 'AlertRaised':
      return { ...state, alerted: true };
    default:
      return state;
  }
}
