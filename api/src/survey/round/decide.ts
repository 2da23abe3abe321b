import { isSurveyRoundEvent, type SurveyRoundEvent } from '@hearth/contracts/events';
import { SURVEY_DEFINITION_VERSION } from '@hearth/contracts/survey';
import { type Decider, unhandled } from '@hearth/platform/commands';
import { conflict } from '@hearth/platform/errors';
import { evolveRound, initialRound, type Round } from './round';

export interface SealedResponse {
  responseId: string;
  answers: Record<string, number>;
  freeText: string | null;
}

export type RoundCommand =
  | {
      type: 'OpenRound';
      roundId: string;
      agencyId: string;
      opensAt: Date;
      closesAt: Date;
      timezone: string;
      invitedCount: number;
    }
  | { type: 'RecordReminder'; reminderNumber: number; recipients: number; manual: boolean }
  /**
   * `responses` arrive already shuffled by the caller (the decider stays pure). A close too large
   * for one append records its answers in parts with `RecordResponses`, then closes with the rest;
   * either skips an answer the stream already holds, so a retry after a crash records each once.
   */
  | { type: 'RecordResponses'; responses: SealedResponse[] }
  | { type: 'CloseRound'; responses: SealedResponse[]; anonymityThreshold: number; distressComments: number }
  | { type: 'RaiseAlert'; flaggedAnswers: number; recipients: number };

type CommandOf<T extends RoundCommand['type']> = Extract<RoundCommand, { type: T }>;

const NOT_OPEN = 'This survey round is not open.';

/**
 * Opens the round and records its survey mails as queued, in one append: the caller queues them in
 * the outbox right after (docs/survey-rounds.md). A retried opening records nothing more; a stream
 * opened before both went together gets the mails recorded once.
 */
function openRound(command: CommandOf<'OpenRound'>, state: Round): SurveyRoundEvent[] {
  const { roundId, agencyId, timezone, invitedCount } = command;
  const sent: SurveyRoundEvent = { type: 'SurveySent', data: { roundId, agencyId, recipients: invitedCount } };
  if (state.status === 'none') {
    return [
      {
        type: 'SurveyRoundOpened',
        data: {
          roundId,
          agencyId,
          opensAt: command.opensAt.toISOString(),
          closesAt: command.closesAt.toISOString(),
          timezone,
          invitedCount,
          definitionVersion: SURVEY_DEFINITION_VERSION,
        },
      },
      sent,
    ];
  }
  return state.status === 'open' && !state.surveysSent ? [sent] : [];
}

/** Automatic reminder n is recorded once; manual reminders each time someone was reminded. */
function recordReminder(command: CommandOf<'RecordReminder'>, state: Round): SurveyRoundEvent[] {
  if (state.status !== 'open') throw conflict(NOT_OPEN, 'ROUND_NOT_OPEN');
  if (!command.manual && command.reminderNumber <= state.automaticReminders) return [];
  if (command.manual && command.recipients === 0) return [];
  const { reminderNumber, recipients, manual } = command;
  return [
    {
      type: 'ReminderSent',
      data: { roundId: state.roundId, agencyId: state.agencyId, reminderNumber, recipients, manual },
    },
  ];
}

/** The answers not yet in the stream, as events. */
function newResponses(responses: SealedResponse[], state: Round): SurveyRoundEvent[] {
  const { roundId, agencyId } = state;
  return responses
    .filter((response) => !state.recordedResponses.has(response.responseId))
    .map((response) => ({ type: 'ResponseSubmitted', data: { roundId, agencyId, ...response } }));
}

/** Part of a large close: only while the round is open, so nothing follows its close. */
function recordResponses(command: CommandOf<'RecordResponses'>, state: Round): SurveyRoundEvent[] {
  if (state.status !== 'open') throw conflict(NOT_OPEN, 'ROUND_NOT_OPEN');
  return newResponses(command.responses, state);
}

function closeRound(command: CommandOf<'CloseRound'>, state: Round): SurveyRoundEvent[] {
  if (state.status === 'closed') return [];
  if (state.status !== 'open') throw conflict(NOT_OPEN, 'ROUND_NOT_OPEN');
  const { roundId, agencyId, invitedCount } = state;
  const responses = newResponses(command.responses, state);
  return [
    ...responses,
    {
      type: 'SurveyRoundClosed',
      data: {
        roundId,
        agencyId,
        responseCount: state.recordedResponses.size + responses.length,
        invitedCount,
        anonymityThreshold: command.anonymityThreshold,
        distressComments: command.distressComments,
      },
    },
  ];
}

/** One alert per closed round, however often the daily batch looks at it. */
function raiseAlert(command: CommandOf<'RaiseAlert'>, state: Round): SurveyRoundEvent[] {
  if (state.status !== 'closed') throw conflict('Alerts go out for closed rounds only.', 'ROUND_NOT_CLOSED');
  if (state.alerted) return [];
  const { flaggedAnswers, recipients } = command;
  return [
    { type: 'AlertRaised', data: { roundId: state.roundId, agencyId: state.agencyId, flaggedAnswers, recipients } },
  ];
}

function decideRound(command: RoundCommand, state: Round): SurveyRoundEvent[] {
  switch (command.type) {
    case 'OpenRound':
      return openRound(command, state);
    case 'RecordReminder':
      return recordReminder(command, state);
    case 'RecordResponses':
      return recordResponses(command, state);
    case 'CloseRound':
      return closeRound(command, state);
    case 'RaiseAlert':
      return raiseAlert(command, state);
    default:
      return unhandled(command);
  }
}

export const roundDecider: Decider<Round, RoundCommand, SurveyRoundEvent> = {
  initialState: initialRound,
  evolve: evolveRound,
  decide: decideRound,
  owns: isSurveyRoundEvent,
};
