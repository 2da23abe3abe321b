import { SCORE } from '@hearth/contracts/constants';
import { burnoutIndex } from '@hearth/contracts/survey';
import type { TransactionSql } from '@hearth/platform/db';
import type { ProjectedEvent, Projector } from '@hearth/platform/projections/projector';

type ResponseEvent = Extract<ProjectedEvent, { type: 'ResponseSubmitted' }>;

/**
 * `round_summaries` keeps running totals per round (count, sum of indices, high-risk count), so
 * dashboards never recompute from raw answers; `round_responses` keeps each anonymous answer set.
 * One statement per chunk inserts answers and adds exactly the inserted ones to their rounds'
 * totals, so a repeated event changes nothing.
 */
export const roundsProjector: Projector = {
  name: 'survey_rounds',
  version: 3,
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
    if (opened.length > 0) {
      const data = opened.map((event) => event.data);
      await tx`
        insert into round_summaries (agency_id, round_id, opens_at, closes_at, timezone, status, invited_count)
        select agency_id, round_id, opens_at, closes_at, timezone, 'open', invited_count
        from unnest(${data.map((round) => round.agencyId)}::uuid[], ${data.map((round) => round.roundId)}::uuid[],
                    ${data.map((round) => round.opensAt)}::timestamptz[],
                    ${data.map((round) => round.closesAt)}::timestamptz[],
                    ${data.map((round) => round.timezone)}::text[], ${data.map((round) => round.invitedCount)}::int[])
          as batch (agency_id, round_id, opens_at, closes_at, timezone, invited_count)
        on conflict do nothing`;
    }
    for (let start = 0; start < responses.length; start += 2000)
      await writeResponses(tx, responses.slice(start, start + 2000));
    if (closed.length > 0) {
      const data = closed.map((event) => event.data);
      await tx`
        update round_summaries summary set status = 'closed', anonymity_threshold = batch.threshold
        from unnest(${data.map((round) => round.agencyId)}::uuid[], ${data.map((round) => round.roundId)}::uuid[],
                    ${data.map((round) => round.anonymityThreshold)}::int[])
          as batch (agency_id, round_id, threshold)
        where summary.agency_id = batch.agency_id and summary.round_id = batch.round_id`;
    }
  },
};

function writeResponses(tx: TransactionSql, events: ResponseEvent[]) {
  const column = <T>(pick: (event: ResponseEvent) => T) => events.map(pick);
  return tx`
    with inserted as (
      insert into round_responses (agency_id, round_id, response_id, burnout_index, answers, free_text)
      select agency_id, round_id, response_id, burnout_index, answers::jsonb, free_text
      from unnest(
        ${column((event) => event.data.agencyId)}::uuid[], ${column((event) => event.data.roundId)}::uuid[],
        ${column((event) => event.data.responseId)}::uuid[],
        ${column((event) => burnoutIndex(event.data.answers))}::numeric[],
        ${column((event) => JSON.stringify(event.data.answers))}::text[],
        ${column((event) => event.data.freeText)}::text[]
      ) as batch (agency_id, round_id, response_id, burnout_index, answers, free_text)
      on conflict do nothing
      returning agency_id, round_id, burnout_index
    ), totals as (
      select agency_id, round_id, count(*)::int as responses, sum(burnout_index) as index_sum,
             count(*) filter (where burnout_index > ${SCORE.highRiskAbove})::int as high_risk
      from inserted group by agency_id, round_id
    )
    update round_summaries summary
    set response_count = summary.response_count + totals.responses,
        burnout_sum = summary.burnout_sum + totals.index_sum,
        high_risk_count = summary.high_risk_count + totals.high_risk
    from totals
    where summary.agency_id = totals.agency_id and summary.round_id = totals.round_id`;
}
