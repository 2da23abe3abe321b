import { burnoutIndex, isHighRisk } from '@hearth/contracts/survey';
import type { TransactionSql } from '@hearth/api/platform/db';
import type { ProjectedEvent, Projector } from '../projector';

type ResponseEvent = Extract<ProjectedEvent, { type: 'ResponseSubmitted' }>;

/**
 * `round_summaries` keeps running totals per round (count, sum of indices, high-risk count), so
 * dashboards never recompute from raw answers; `round_responses` keeps each anonymous answer set.
 * Responses arrive in bulk at close, so they are written set-wise: one insert and one update per
 * round and batch (this is what lets a replay run at tens of thousands of events a second).
 */
export const roundsProjector: Projector = {
  name: 'survey_rounds',
  version: 2,
  tables: ['round_summaries', 'round_responses'],
  async apply(tx, events) {
    let pending: ResponseEvent[] = [];
    for (const event of events) {
      if (event.type === 'ResponseSubmitted') {
        pending.push(event);
        continue;
      }
      if (pending.length > 0) {
        await writeResponses(tx, pending);
        pending = [];
      }
      switch (event.type) {
        case 'SurveyRoundOpened': {
          const { agencyId, roundId, opensAt, closesAt, timezone, invitedCount } = event.data;
          await tx`
            insert into round_summaries (agency_id, round_id, opens_at, closes_at, timezone, status, invited_count)
            values (${agencyId}, ${roundId}, ${opensAt}, ${closesAt}, ${timezone}, 'open', ${invitedCount})
            on conflict do nothing`;
          break;
        }
        case 'SurveyRoundClosed':
          await tx`
            update round_summaries set status = 'closed', anonymity_threshold = ${event.data.anonymityThreshold}
            where agency_id = ${event.data.agencyId} and round_id = ${event.data.roundId}`;
          break;
      }
    }
    if (pending.length > 0) await writeResponses(tx, pending);
  },
};

async function writeResponses(tx: TransactionSql, events: ResponseEvent[]) {
  const rows = events.map((event) => ({
    agency_id: event.data.agencyId,
    round_id: event.data.roundId,
    response_id: event.data.responseId,
    burnout_index: burnoutIndex(event.data.answers),
    answers: event.data.answers,
    free_text: event.data.freeText,
  }));
  const inserted: { agency_id: string; round_id: string; burnout_index: number }[] = [];
  for (let start = 0; start < rows.length; start += 2000) {
    const chunk = rows.slice(start, start + 2000);
    // Totals count only rows actually inserted, so applying the same events twice changes nothing.
    const written = await tx<{ agency_id: string; round_id: string; burnout_index: string }[]>`
      insert into round_responses (agency_id, round_id, response_id, burnout_index, answers, free_text)
      select agency_id, round_id, response_id, burnout_index, answers::jsonb, free_text
      from unnest(
        ${chunk.map((row) => row.agency_id)}::uuid[], ${chunk.map((row) => row.round_id)}::uuid[], ${chunk.map((row) => row.response_id)}::uuid[],
        ${chunk.map((row) => row.burnout_index)}::numeric[], ${chunk.map((row) => JSON.stringify(row.answers))}::text[], ${chunk.map((row) => row.free_text)}::text[]
      ) as batch (agency_id, round_id, response_id, burnout_index, answers, free_text)
      on conflict do nothing
      returning agency_id, round_id, burnout_index`;
    inserted.push(...written.map((row) => ({ ...row, burnout_index: Number(row.burnout_index) })));
  }
  const totals = new Map<string, { agencyId: string; roundId: string; count: number; sum: number; highRisk: number }>();
  for (const row of inserted) {
    const key = row.round_id;
    const total = totals.get(key) ?? { agencyId: row.agency_id, roundId: row.round_id, count: 0, sum: 0, highRisk: 0 };
    total.count += 1;
    total.sum += row.burnout_index;
    total.highRisk += isHighRisk(row.burnout_index) ? 1 : 0;
    totals.set(key, total);
  }
  for (const total of totals.values()) {
    await tx`
      update round_summaries
      set response_count = response_count + ${total.count}, burnout_sum = burnout_sum + ${Math.round(total.sum * 10) / 10},
          high_risk_count = high_risk_count + ${total.highRisk}
      where agency_id = ${total.agencyId} and round_id = ${total.roundId}`;
  }
}
