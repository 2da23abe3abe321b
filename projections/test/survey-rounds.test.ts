import type { SurveyRoundEvent } from '@hearth/contracts/events';
import { surveyRoundStream } from '@hearth/contracts/streams';
import { createPostgresEventStore } from '@hearth/platform/eventstore/postgres';
import { suiteDatabase } from '@hearth/platform/test/support/database';
import { describe, expect, it } from 'vitest';
import { replayProjections } from '../src/replay';
import { roundsProjector } from '../src/survey/rounds';
import { id, on, projectorSpec } from './support';

describe('survey rounds projector', () => {
  const db = suiteDatabase();

  const spec = projectorSpec(roundsProjector, () => db);
  const agencyId = id();
  const answers = (a: number, b: number, c: number, d: number, e: number) => ({
    q1_drained: a,
    q2_worn_out: b,
    q3_distant: c,
    q4_supported: d,
    q5_difference: e,
  });
  const closesAt = '2026-03-10T13:00:00.000Z';

  /** A round of four invited staff; three answer, then it closes with an anonymity threshold of 3. */
  const aRound = () => {
    const roundId = id();
    const stream = surveyRoundStream(roundId);
    const opened: SurveyRoundEvent = {
      type: 'SurveyRoundOpened',
      data: {
        roundId,
        agencyId,
        opensAt: '2026-03-09T13:00:00.000Z',
        closesAt,
        timezone: 'America/New_York',
        invitedCount: 4,
        definitionVersion: 1,
      },
    };
    const answered: SurveyRoundEvent[] = [
      {
        type: 'ResponseSubmitted',
        data: { roundId, agencyId, responseId: id(), answers: answers(9, 9, 9, 2, 2), freeText: 'c2VhbGVk' },
      },
      {
        type: 'ResponseSubmitted',
        data: { roundId, agencyId, responseId: id(), answers: answers(3, 3, 3, 8, 8), freeText: null },
      },
      {
        type: 'ResponseSubmitted',
        data: { roundId, agencyId, responseId: id(), answers: answers(5, 5, 5, 5, 5), freeText: null },
      },
    ];
    const closed: SurveyRoundEvent = {
      type: 'SurveyRoundClosed',
      data: { roundId, agencyId, responseCount: 3, invitedCount: 4, anonymityThreshold: 3 },
    };
    const summary = async () =>
      (
        await db.sql`
          select status, invited_count, response_count, burnout_sum, high_risk_count, anonymity_threshold
          from round_summaries where round_id = ${roundId}`
      )[0];
    return {
      roundId,
      summary,
      opening: on(stream, [opened]),
      closing: on(stream, [...answered, closed], closesAt),
      wholeRound: on(stream, [opened, ...answered, closed], closesAt),
    };
  };
  // Indices 9.0, 3.0 and 5.4 (inverted items count 11 − 5 = 6): sum 17.4, one above 8.
  const closedSummary = {
    status: 'closed',
    invited_count: 4,
    response_count: 3,
    burnout_sum: '17.4',
    high_risk_count: 1,
    anonymity_threshold: 3,
  };

  describe('when a round opens', () => {
    it('keeps an open round with no answers yet', async () => {
      const { opening, summary } = aRound();
      await spec.when(opening).then(async () => {
        expect(await summary()).toEqual({
          status: 'open',
          invited_count: 4,
          response_count: 0,
          burnout_sum: '0.0',
          high_risk_count: 0,
          anonymity_threshold: null,
        });
      });
    });
  });

  describe('given an open round, when three answer and it closes', () => {
    it('keeps running totals per round, incrementally', async () => {
      const { opening, closing, summary } = aRound();
      await spec
        .given(opening)
        .when(closing)
        .then(async () => {
          expect(await summary()).toEqual(closedSummary);
        });
    });

    it('keeps the sums and sums of squares that insights need to tell a change from noise', async () => {
      const { roundId, opening, closing } = aRound();
      await spec
        .given(opening)
        .when(closing)
        .then(async () => {
          const [aggregates] = await db.sql`
            select burnout_square_sum, item1_sum, item2_sum, item3_sum, item4_sum, item5_sum,
                   item1_square_sum, item2_square_sum, item3_square_sum, item4_square_sum, item5_square_sum
            from round_summaries where round_id = ${roundId}`;
          // Direction-adjusted items: (9,9,9,9,9), (3,3,3,3,3), (5,5,5,6,6); indices 9.0, 3.0, 5.4.
          expect(aggregates).toEqual({
            burnout_square_sum: '119.16',
            item1_sum: 17,
            item2_sum: 17,
            item3_sum: 17,
            item4_sum: 18,
            item5_sum: 18,
            item1_square_sum: 115,
            item2_square_sum: 115,
            item3_square_sum: 115,
            item4_square_sum: 126,
            item5_square_sum: 126,
          });
        });
    });

    it('keeps each anonymous answer set with its index and sealed free text', async () => {
      const { roundId, opening, closing } = aRound();
      await spec
        .given(opening)
        .when(closing)
        .then(async () => {
          const rows = await db.sql`
            select burnout_index, answers, free_text from round_responses
            where round_id = ${roundId} order by burnout_index`;
          expect(rows).toEqual([
            { burnout_index: '3.0', answers: answers(3, 3, 3, 8, 8), free_text: null },
            { burnout_index: '5.4', answers: answers(5, 5, 5, 5, 5), free_text: null },
            { burnout_index: '9.0', answers: answers(9, 9, 9, 2, 2), free_text: 'c2VhbGVk' },
          ]);
        });
    });
  });

  describe('when a round opens, is answered and closes in one batch', () => {
    it('keeps the same totals as when the steps came in separate batches', async () => {
      const { wholeRound, summary } = aRound();
      await spec.when(wholeRound).then(async () => {
        expect(await summary()).toEqual(closedSummary);
      });
    });
  });

  describe('given closed rounds', () => {
    it('rebuilds to the same tables', async () => {
      const { opening, closing } = aRound();
      await spec
        .given(opening)
        .when(closing)
        .then(async () => {});
      const report = await replayProjections({
        sql: db.sql,
        eventStore: createPostgresEventStore(db.sql),
        projectors: [roundsProjector],
      });
      expect(report.equal).toBe(true);
    });
  });
});
