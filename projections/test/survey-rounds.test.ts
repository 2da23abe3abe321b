import { randomUUID } from 'node:crypto';
import { surveyRoundStream } from '@hearth/contracts/streams';
import { createPostgresEventStore } from '@hearth/platform/eventstore/postgres';
import { silentLogger } from '@hearth/platform/logger';
import { type ProjectionRunner, startProjections } from '@hearth/platform/projections/runner';
import { createProjectionWaiter } from '@hearth/platform/read-your-writes';
import { createTestDatabase, type TestDatabase } from '@hearth/platform/test/support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjectors } from '../src/all';
import { replayProjections } from '../src/replay';
import { appendEvents, id } from './support';

describe('survey round read models', () => {
  let db: TestDatabase;
  let runner: ProjectionRunner;
  const agencyId = id();
  const roundId = id();
  const answers = (a: number, b: number, c: number, d: number, e: number) => ({
    q1_drained: a,
    q2_worn_out: b,
    q3_distant: c,
    q4_supported: d,
    q5_difference: e,
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    const store = createPostgresEventStore(db.sql, { pollIntervalMs: 10 });
    runner = await startProjections({ sql: db.sql, eventStore: store, projectors: allProjectors, log: silentLogger });
    const stream = surveyRoundStream(roundId);
    const at = '2026-03-10T13:00:00.000Z';
    await appendEvents(store, stream, [
      {
        type: 'SurveyRoundOpened',
        data: {
          roundId,
          agencyId,
          opensAt: '2026-03-09T13:00:00.000Z',
          closesAt: at,
          timezone: 'America/New_York',
          invitedCount: 4,
          definitionVersion: 1,
        },
      },
    ]);
    const last = await appendEvents(
      store,
      stream,
      [
        {
          type: 'ResponseSubmitted',
          data: { roundId, agencyId, responseId: randomUUID(), answers: answers(9, 9, 9, 2, 2), freeText: 'c2VhbGVk' },
        },
        {
          type: 'ResponseSubmitted',
          data: { roundId, agencyId, responseId: randomUUID(), answers: answers(3, 3, 3, 8, 8), freeText: null },
        },
        {
          type: 'ResponseSubmitted',
          data: { roundId, agencyId, responseId: randomUUID(), answers: answers(5, 5, 5, 5, 5), freeText: null },
        },
        {
          type: 'SurveyRoundClosed',
          data: { roundId, agencyId, responseCount: 3, invitedCount: 4, anonymityThreshold: 3 },
        },
      ],
      at,
    );
    await createProjectionWaiter(db.sql, silentLogger).waitFor(last.position);
  });
  afterAll(async () => {
    await runner.stop();
    await db.drop();
  });

  it('keeps running totals per round, incrementally', async () => {
    const [summary] =
      await db.sql`select status, invited_count, response_count, burnout_sum, high_risk_count, anonymity_threshold from round_summaries`;
    // Indices 9.0, 3.0 and 5.4 (inverted items count 11 − 5 = 6): sum 17.4, one above 8.
    expect(summary).toEqual({
      status: 'closed',
      invited_count: 4,
      response_count: 3,
      burnout_sum: '17.4',
      high_risk_count: 1,
      anonymity_threshold: 3,
    });
  });

  it('keeps the sums and sums of squares that insights need to tell a change from noise', async () => {
    const [summary] = await db.sql`
      select burnout_square_sum, item1_sum, item2_sum, item3_sum, item4_sum, item5_sum,
             item1_square_sum, item2_square_sum, item3_square_sum, item4_square_sum, item5_square_sum
      from round_summaries`;
    // Direction-adjusted items: (9,9,9,9,9), (3,3,3,3,3), (5,5,5,6,6); indices 9.0, 3.0, 5.4.
    expect(summary).toEqual({
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

  it('keeps each anonymous answer set with its index and sealed free text', async () => {
    const rows = await db.sql`select burnout_index, answers, free_text from round_responses order by burnout_index`;
    expect(rows).toEqual([
      { burnout_index: '3.0', answers: answers(3, 3, 3, 8, 8), free_text: null },
      { burnout_index: '5.4', answers: answers(5, 5, 5, 5, 5), free_text: null },
      { burnout_index: '9.0', answers: answers(9, 9, 9, 2, 2), free_text: 'c2VhbGVk' },
    ]);
  });

  it('rebuilds to the same tables', async () => {
    const report = await replayProjections({
      sql: db.sql,
      eventStore: createPostgresEventStore(db.sql),
      projectors: allProjectors,
    });
    expect(report.equal).toBe(true);
  });
});
