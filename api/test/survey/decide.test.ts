import { describe, it } from 'vitest';
import { roundDecider } from '../../src/survey/round/decide';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec(roundDecider);
const roundId = '77777777-7777-4777-8777-777777777777';
const agencyId = '22222222-2222-4222-8222-222222222222';
const responseId = '88888888-8888-4888-8888-888888888888';
const opened = {
  type: 'SurveyRoundOpened' as const,
  data: {
    roundId,
    agencyId,
    opensAt: '2026-03-09T13:00:00.000Z',
    closesAt: '2026-03-10T13:00:00.000Z',
    timezone: 'America/New_York',
    invitedCount: 6,
    definitionVersion: 1,
  },
};
const open = {
  type: 'OpenRound' as const,
  roundId,
  agencyId,
  opensAt: new Date(opened.data.opensAt),
  closesAt: new Date(opened.data.closesAt),
  timezone: 'America/New_York',
  invitedCount: 6,
};
const answers = { q1_drained: 5, q2_worn_out: 5, q3_distant: 5, q4_supported: 5, q5_difference: 5 };

describe('survey round decider', () => {
  it('opens once: a second opening of the same round changes nothing', () => {
    spec.given([]).when(open).then([opened]);
    spec.given([opened]).when(open).then([]);
  });

  it('records sends and automatic reminders once each, manual reminders each time', () => {
    spec
      .given([opened])
      .when({ type: 'RecordSurveysSent', recipients: 6 })
      .then([{ type: 'SurveySent', data: { roundId, agencyId, recipients: 6 } }]);
    spec
      .given([opened])
      .when({ type: 'RecordReminder', reminderNumber: 1, recipients: 2, manual: false })
      .then([{ type: 'ReminderSent', data: { roundId, agencyId, reminderNumber: 1, recipients: 2, manual: false } }]);
    const reminded = {
      type: 'ReminderSent' as const,
      data: { roundId, agencyId, reminderNumber: 1, recipients: 2, manual: false },
    };
    spec
      .given([opened, reminded])
      .when({ type: 'RecordReminder', reminderNumber: 1, recipients: 2, manual: false })
      .then([]);
    spec
      .given([opened, reminded])
      .when({ type: 'RecordReminder', reminderNumber: 0, recipients: 1, manual: true })
      .then([{ type: 'ReminderSent', data: { roundId, agencyId, reminderNumber: 0, recipients: 1, manual: true } }]);
    spec.given([]).when({ type: 'RecordSurveysSent', recipients: 1 }).thenThrows('This survey round is not open.');
  });

  it('closes with every response, in the order given, then the close; closing twice changes nothing', () => {
    const closed = {
      type: 'SurveyRoundClosed' as const,
      data: { roundId, agencyId, responseCount: 1, invitedCount: 6, anonymityThreshold: 5 },
    };
    spec
      .given([opened])
      .when({ type: 'CloseRound', responses: [{ responseId, answers, freeText: null }], anonymityThreshold: 5 })
      .then([{ type: 'ResponseSubmitted', data: { roundId, agencyId, responseId, answers, freeText: null } }, closed]);
    spec.given([opened, closed]).when({ type: 'CloseRound', responses: [], anonymityThreshold: 5 }).then([]);
    spec
      .given([])
      .when({ type: 'CloseRound', responses: [], anonymityThreshold: 5 })
      .thenThrows('This survey round is not open.');
  });

  it('raises one alert per closed round', () => {
    const closed = {
      type: 'SurveyRoundClosed' as const,
      data: { roundId, agencyId, responseCount: 6, invitedCount: 6, anonymityThreshold: 5 },
    };
    const alert = { type: 'AlertRaised' as const, data: { roundId, agencyId, flaggedAnswers: 2, recipients: 1 } };
    spec.given([opened, closed]).when({ type: 'RaiseAlert', flaggedAnswers: 2, recipients: 1 }).then([alert]);
    spec.given([opened, closed, alert]).when({ type: 'RaiseAlert', flaggedAnswers: 2, recipients: 1 }).then([]);
    spec
      .given([opened])
      .when({ type: 'RaiseAlert', flaggedAnswers: 2, recipients: 1 })
      .thenThrows('Alerts go out for closed rounds only.');
  });
});
