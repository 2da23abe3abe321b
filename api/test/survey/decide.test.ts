import { describe, it } from 'vitest';
import { roundDecider } from '../../src/survey/round/decide';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec(roundDecider);
const roundId = '77777777-7777-4777-8777-777777777777';
const agencyId = '22222222-2222-4222-8222-222222222222';
const responseId = '88888888-8888-4888-8888-888888888888';
const secondResponseId = '99999999-9999-4999-8999-999999999999';
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
const reminded = (reminderNumber: number, recipients: number, manual: boolean) => ({
  type: 'ReminderSent' as const,
  data: { roundId, agencyId, reminderNumber, recipients, manual },
});
const closed = (responseCount: number, distressComments = 0) => ({
  type: 'SurveyRoundClosed' as const,
  data: { roundId, agencyId, responseCount, invitedCount: 6, anonymityThreshold: 5, distressComments },
});
const first = { responseId: secondResponseId, answers, freeText: 'c2VhbGVk' };
const second = { responseId, answers, freeText: null };
const submitted = (response: typeof first | typeof second) => ({
  type: 'ResponseSubmitted' as const,
  data: { roundId, agencyId, ...response },
});
const sent = { type: 'SurveySent' as const, data: { roundId, agencyId, recipients: 6 } };
const alert = { type: 'AlertRaised' as const, data: { roundId, agencyId, flaggedAnswers: 2, recipients: 1 } };

describe('survey round decider', () => {
  describe('given no round', () => {
    it('opens it and records its survey mails in one append', () => {
      spec.given([]).when(open).then([opened, sent]);
    });

    it('opens a round without staff too, so its opening is complete', () => {
      spec
        .given([])
        .when({ ...open, invitedCount: 0 })
        .then([
          { ...opened, data: { ...opened.data, invitedCount: 0 } },
          { type: 'SurveySent', data: { roundId, agencyId, recipients: 0 } },
        ]);
    });

    it('refuses to record a reminder: the round is not open', () => {
      spec
        .given([])
        .when({ type: 'RecordReminder', reminderNumber: 1, recipients: 2, manual: false })
        .thenThrows('This survey round is not open.');
    });

    it('refuses to close it: the round is not open', () => {
      spec
        .given([])
        .when({ type: 'CloseRound', responses: [], anonymityThreshold: 5, distressComments: 0 })
        .thenThrows('This survey round is not open.');
    });

    it('refuses an alert: alerts go out for closed rounds only', () => {
      spec
        .given([])
        .when({ type: 'RaiseAlert', flaggedAnswers: 2, recipients: 1 })
        .thenThrows('Alerts go out for closed rounds only.');
    });
  });

  describe('given an open round', () => {
    it('changes nothing when it is opened a second time', () => {
      spec.given([opened, sent]).when(open).then([]);
    });

    it('records the survey mails once of a round opened before both went in one append', () => {
      spec.given([opened]).when(open).then([sent]);
    });

    it('records the first automatic reminder', () => {
      spec
        .given([opened])
        .when({ type: 'RecordReminder', reminderNumber: 1, recipients: 2, manual: false })
        .then([reminded(1, 2, false)]);
    });

    it('records nothing for a manual reminder that reached nobody', () => {
      spec.given([opened]).when({ type: 'RecordReminder', reminderNumber: 0, recipients: 0, manual: true }).then([]);
    });

    it('closes with every response, then the close', () => {
      spec
        .given([opened])
        .when({
          type: 'CloseRound',
          responses: [{ responseId, answers, freeText: null }],
          anonymityThreshold: 5,
          distressComments: 0,
        })
        .then([
          { type: 'ResponseSubmitted', data: { roundId, agencyId, responseId, answers, freeText: null } },
          closed(1),
        ]);
    });

    it('closes with the responses in the order given', () => {
      spec
        .given([opened])
        .when({ type: 'CloseRound', responses: [first, second], anonymityThreshold: 5, distressComments: 1 })
        .then([
          { type: 'ResponseSubmitted', data: { roundId, agencyId, ...first } },
          { type: 'ResponseSubmitted', data: { roundId, agencyId, ...second } },
          closed(2, 1),
        ]);
    });

    it('records a part of a large close: its responses, without closing', () => {
      spec
        .given([opened])
        .when({ type: 'RecordResponses', responses: [first] })
        .then([submitted(first)]);
    });

    it('refuses an alert: alerts go out for closed rounds only', () => {
      spec
        .given([opened])
        .when({ type: 'RaiseAlert', flaggedAnswers: 2, recipients: 1 })
        .thenThrows('Alerts go out for closed rounds only.');
    });
  });

  describe('given an open round whose close recorded a first part of the responses', () => {
    it('records only the responses the stream does not hold yet, when a part is retried after a crash', () => {
      spec
        .given([opened, submitted(first)])
        .when({ type: 'RecordResponses', responses: [second, first] })
        .then([submitted(second)]);
    });

    it('records nothing when the same part comes again', () => {
      spec
        .given([opened, submitted(first)])
        .when({ type: 'RecordResponses', responses: [first] })
        .then([]);
    });

    it('closes with the rest, counting every response the round holds', () => {
      spec
        .given([opened, submitted(first)])
        .when({ type: 'CloseRound', responses: [second, first], anonymityThreshold: 5, distressComments: 0 })
        .then([submitted(second), closed(2)]);
    });
  });

  describe('given an open round whose first automatic reminder went out', () => {
    it('records nothing when the same automatic reminder comes again', () => {
      spec
        .given([opened, reminded(1, 2, false)])
        .when({ type: 'RecordReminder', reminderNumber: 1, recipients: 2, manual: false })
        .then([]);
    });

    it('records the second automatic reminder', () => {
      spec
        .given([opened, reminded(1, 2, false)])
        .when({ type: 'RecordReminder', reminderNumber: 2, recipients: 1, manual: false })
        .then([reminded(2, 1, false)]);
    });

    it('records every manual reminder', () => {
      spec
        .given([opened, reminded(1, 2, false)])
        .when({ type: 'RecordReminder', reminderNumber: 0, recipients: 1, manual: true })
        .then([reminded(0, 1, true)]);
    });
  });

  describe('given a closed round', () => {
    it('changes nothing when it is closed a second time', () => {
      spec
        .given([opened, closed(1)])
        .when({ type: 'CloseRound', responses: [], anonymityThreshold: 5, distressComments: 0 })
        .then([]);
    });

    it('changes nothing when it is opened again', () => {
      spec
        .given([opened, closed(1)])
        .when(open)
        .then([]);
    });

    it('refuses a part of a close: nothing may follow the close', () => {
      spec
        .given([opened, closed(1)])
        .when({ type: 'RecordResponses', responses: [first] })
        .thenThrows('This survey round is not open.');
    });

    it('refuses to record a reminder: the round is not open', () => {
      spec
        .given([opened, closed(1)])
        .when({ type: 'RecordReminder', reminderNumber: 0, recipients: 1, manual: true })
        .thenThrows('This survey round is not open.');
    });

    it('raises an alert', () => {
      spec
        .given([opened, closed(6)])
        .when({ type: 'RaiseAlert', flaggedAnswers: 2, recipients: 1 })
        .then([alert]);
    });
  });

  describe('given a closed round whose alert went out', () => {
    it('raises no second alert', () => {
      spec
        .given([opened, closed(6), alert])
        .when({ type: 'RaiseAlert', flaggedAnswers: 2, recipients: 1 })
        .then([]);
    });
  });
});
