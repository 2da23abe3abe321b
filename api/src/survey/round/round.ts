import type { SurveyRoundEvent } from '@hearth/contracts/events';
import { unhandled } from '@hearth/platform/commands';

/** The survey round aggregate's state (stream `survey_round-<roundId>`). */
export interface Round {
  status: 'none' | 'open' | 'closed';
  roundId: string;
  agencyId: string;
  opensAt: string;
  closesAt: string;
  timezone: string;
  invitedCount: number;
  /** The round's survey mails were queued (SurveySent). */
  surveysSent: boolean;
  automaticReminders: number;
  alerted: boolean;
  /** Answers already in the stream: a close too large for one append records them in parts first. */
  recordedResponses: ReadonlySet<string>;
}

export const initialRound: Round = {
  status: 'none',
  roundId: '',
  agencyId: '',
  opensAt: '',
  closesAt: '',
  timezone: '',
  invitedCount: 0,
  surveysSent: false,
  automaticReminders: 0,
  alerted: false,
  recordedResponses: new Set(),
};

export function evolveRound(state: Round, event: SurveyRoundEvent): Round {
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
    case 'SurveySent':
      return { ...state, surveysSent: true };
    case 'ResponseSubmitted':
      return { ...state, recordedResponses: new Set(state.recordedResponses).add(event.data.responseId) };
    default:
      return unhandled(event);
  }
}
