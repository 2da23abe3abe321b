import { SCORE } from '@hearth/contracts/constants';
import { adjustedItems, indexOfItems } from '@hearth/contracts/survey';
import { packedJson, packedList, type TransactionSql } from '@hearth/platform/db';
import type { ProjectedEvent, Projector } from '@hearth/platform/projections/projector';

type ResponseEvent = Extract<ProjectedEvent, { type: 'ResponseSubmitted' }>;

/**
 * `round_summaries` keeps running totals per round (count, sum of indices, high-risk count), so
 * dashboards never recompute from raw answers; `round_responses` keeps each anonymous answer set.
 * Insights also need each round's spread: the sum of squared indices and, per direction-adjusted
 * item, its sum and sum of squares (docs/insights.md).
 * One statement per chunk inserts answers and adds exactly the inserted ones to their rounds'
 * totals, so a repeated event changes nothing.
 */
export const roundsProjector: Projector = {
  name: 'survey_rounds',
  version: 5,
  tables: ['round_summaries', 'round_responses'],
  /**
   * In three set-wise steps: openings, then answers, then closings. A round's events always come in
   * that order within its stream, so the steps keep every round's order while each costs one
   * statement per batch, not one per event.
   */
  async apply(tx, events) {
    const opened = events.filter(
      (event): event is Extract<ProjectedEvent, { type: 'SurveyRoundOpened' }> => event.type === 'SurveyRoundOpened',
    );
    const responses = events.filter((event): event is ResponseEvent => event.type === 'ResponseSubmitted');
    const closed = events.filter(
      (event): event is Extract<ProjectedEvent, { type: 'SurveyRoundClosed' }> => event.type === 'SurveyRoundClosed',
    );
    // The statements are sent without waiting for each other: postgres.js writes them in this
    // order on the transaction's one connection and PostgreSQL runs them in that order, so while
    // the server runs one chunk, Node already encodes the next.
    const statements: Promise<unknown>[] = [];
    if (opened.length > 0) {
      const data = opened.map((event) => event.data);
      statements.push(
        tx`
        insert into round_summaries (agency_id, round_id, opens_at, closes_at, timezone, status, invited_count)
        select agency_id, round_id, opens_at, closes_at, timezone, 'open', invited_count
        from unnest(${data.map((round) => round.agencyId)}::uuid[], ${data.map((round) => round.roundId)}::uuid[],
                    ${data.map((round) => round.opensAt)}::timestamptz[],
                    ${data.map((round) => round.closesAt)}::timestamptz[],
                    ${data.map((round) => round.timezone)}::text[], ${data.map((round) => round.invitedCount)}::int[])
          as batch (agency_id, round_id, opens_at, closes_at, timezone, invited_count)
        on conflict do nothing`.execute(),
      );
    }
    for (let start = 0; start < responses.length; start += 2000)
      statements.push(writeResponses(tx, responses.slice(start, start + 2000)).execute());
    if (closed.length > 0) {
      const data = closed.map((event) => event.data);
      statements.push(
        tx`
        update round_summaries summary
        set status = 'closed', anonymity_threshold = batch.threshold, distress_comments = batch.distress
        from unnest(${data.map((round) => round.agencyId)}::uuid[], ${data.map((round) => round.roundId)}::uuid[],
                    ${data.map((round) => round.anonymityThreshold)}::int[],
                    ${data.map((round) => round.distressComments ?? null)}::int[])
          as batch (agency_id, round_id, threshold, distress)
        where summary.agency_id = batch.agency_id and summary.round_id = batch.round_id`.execute(),
      );
    }
    await Promise.all(statements);
  },
};

function writeResponses(tx: TransactionSql, events: ResponseEvent[]) {
  const uuids = (pick: (event: ResponseEvent) => string) => packedList(tx, events.map(pick), 'uuid');
  const items = events.map((event) => adjustedItems(event.data.answers));
  const column = (n: number) => items.map((values) => values[n - 1] ?? 0);
  const item = (n: number) => packedList(tx, column(n), 'int');
  const indices = items.map((values) => indexOfItems(values));
  const answers = events.map((event) => event.data.answers);
  return tx`
    with inserted as (
      insert into round_responses (agency_id, round_id, response_id, burnout_index, answers, free_text)
      select agency_id, round_id, response_id, burnout_index, answers, free_text
      from unnest(
        ${uuids((event) => event.data.agencyId)}, ${uuids((event) => event.data.roundId)},
        ${uuids((event) => event.data.responseId)},
        ${packedList(tx, indices, 'numeric')}, ${packedJson(tx, answers)},
        ${events.map((event) => event.data.freeText)}::text[]
      ) as batch (agency_id, round_id, response_id, burnout_index, answers, free_text)
      on conflict do nothing
      returning agency_id, round_id, response_id, burnout_index
    ), adjusted as (
      select * from unnest(
        ${uuids((event) => event.data.responseId)}, ${item(1)}, ${item(2)}, ${item(3)}, ${item(4)}, ${item(5)}
      ) as batch (response_id, i1, i2, i3, i4, i5)
    ), totals as (
      select agency_id, round_id, count(*)::int as responses, sum(burnout_index) as index_sum,
             sum(burnout_index * burnout_index) as index_squares,
             count(*) filter (where burnout_index > ${SCORE.highRiskAbove})::int as high_risk,
             sum(i1)::int as s1, sum(i2)::int as s2, sum(i3)::int as s3, sum(i4)::int as s4, sum(i5)::int as s5,
             sum(i1 * i1)::int as q1, sum(i2 * i2)::int as q2, sum(i3 * i3)::int as q3, sum(i4 * i4)::int as q4,
             sum(i5 * i5)::int as q5
      from inserted join adjusted using (response_id) group by agency_id, round_id
    )
    update round_summaries summary
    set response_count = summary.response_count + totals.responses,
        burnout_sum = summary.burnout_sum + totals.index_sum,
        burnout_square_sum = summary.burnout_square_sum + totals.index_squares,
        high_risk_count = summary.high_risk_count + totals.high_risk,
        item1_sum = summary.item1_sum + totals.s1, item1_square_sum = summary.item1_square_sum + totals.q1,
        item2_sum = summary.item2_sum + totals.s2, item2_square_sum = summary.item2_square_sum + totals.q2,
        item3_sum = summary.item3_sum + totals.s3, item3_square_sum = summary.item3_square_sum + totals.q3,
        item4_sum = summary.item4_sum + totals.s4, item4_square_sum = summary.item4_square_sum + totals.q4,
        item5_sum = summary.item5_sum + totals.s5, item5_square_sum = summary.item5_square_sum + totals.q5
    from totals
    where summary.agency_id = totals.agency_id and summary.round_id = totals.round_id`;
}
