import { byteaArray } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import { queueSurveyMails } from './mails';
import { ensureRoundStorage } from './storage';
import { answeredMark, participantTag, sealTag } from './tags';

/**
 * A round opened before per-round storage (migration 008) still has its participants, links and
 * sealed answers in the `legacy_*` tables. The worker, which has the key the tags need, moves them
 * into the round's storage the first time it looks at the round, in one transaction per round (one
 * statement finds which of the rounds are legacy).
 */
export async function convertLegacyRounds(deps: Deps, roundIds: string[]): Promise<void> {
  if (roundIds.length === 0) return;
  const legacy = await deps.sql<{ round_id: string }[]>`
    select distinct round_id from legacy_round_invitations where round_id = any(${roundIds}::uuid[])`;
  for (const { round_id } of legacy) await convertLegacyRound(deps, round_id);
}

async function convertLegacyRound(deps: Deps, roundId: string): Promise<void> {
  const [round] = await deps.sql<{ closes_at: Date }[]>`select closes_at from round_state where round_id = ${roundId}`;
  if (!round) return;
  await ensureRoundStorage(deps.sql, round.closes_at);
  await deps.sql.begin(async (tx) => {
    const invitations = await tx<{ member_id: string; email: string | null; responded: boolean; link_sent: boolean }[]>`
      select member_id, email, responded, link_sent from legacy_round_invitations
      where round_id = ${roundId} for update`;
    if (invitations.length === 0) return;
    const tag = (memberId: string) => participantTag(deps.secrets, roundId, memberId);
    await tx`
      insert into round_participants (closes_at, round_id, member_id, email)
      select ${round.closes_at}, ${roundId}, member_id, email
      from unnest(${invitations.map((row) => row.member_id)}::uuid[], ${invitations.map((row) => row.email)}::text[])
        as legacy (member_id, email)
      on conflict do nothing`;
    const answered = invitations.filter((row) => row.responded);
    if (answered.length > 0) {
      await tx`
        insert into round_answered (closes_at, round_id, participant)
        select ${round.closes_at}, ${roundId}, participant from unnest(${byteaArray(
          tx,
          answered.map((row) => answeredMark(deps.secrets, roundId, row.member_id)),
        )}) as legacy (participant)
        on conflict do nothing`;
    }
    const links = await tx<{ token_hash: Buffer; member_id: string }[]>`
      select token_hash, member_id from legacy_round_links where round_id = ${roundId}`;
    if (links.length > 0) {
      await tx`
        insert into round_links (closes_at, token_hash, round_id, participant)
        select ${round.closes_at}, token_hash, ${roundId}, participant
        from unnest(${byteaArray(
          tx,
          links.map((row) => row.token_hash),
        )}, ${byteaArray(
          tx,
          links.map((row) => sealTag(deps.secrets, tag(row.member_id))),
        )})
          as legacy (token_hash, participant)
        on conflict do nothing`;
    }
    await tx`
      insert into round_answers (closes_at, round_id, answer_id, payload)
      select ${round.closes_at}, round_id, id, payload from legacy_sealed_answers where round_id = ${roundId}
      on conflict do nothing`;
    // Anyone whose survey mail had not gone yet gets it now, through the outbox.
    const unsent = invitations.filter((row) => !row.link_sent && !row.responded && row.email);
    await queueSurveyMails(
      deps,
      tx,
      // Rounds from before texts existed: by email, as they were.
      unsent.map((row) => ({ roundId, memberId: row.member_id, email: row.email, mobile: null, timezone: 'UTC' })),
    );
    await tx`delete from legacy_sealed_answers where round_id = ${roundId}`;
    await tx`delete from legacy_round_links where round_id = ${roundId}`;
    await tx`delete from legacy_round_invitations where round_id = ${roundId}`;
  });
}
