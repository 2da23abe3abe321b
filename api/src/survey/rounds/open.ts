import { closingTime } from '@hearth/contracts/schedule';
import type { Deps } from '@hearth/platform/deps';
import type { Agency } from '../../agency/agency';
import { roundIdFor, runRoundCommand } from '../round/commands';
import { roundDecider } from '../round/decide';
import { queueSurveyMails } from './mails';
import type { PlanState } from './plan';
import { ensureRoundStorage, forgetRoundStorage, isMissingPartition } from './storage';

/**
 * Opens an agency's round: its events first (one append; a retried opening finds them and appends
 * nothing), then, in ONE transaction, the round's operational row, its participants with the address
 * each has now, and a survey mail for each in the durable outbox. A process killed at any point
 * leaves either nothing of that transaction or all of it; the next run of the planner finishes the
 * job. Answers the round as the planner sees it from then on.
 */
export async function openRound(
  deps: Deps,
  agency: Pick<Agency, 'schedule'>,
  agencyId: string,
  opensAt: Date,
): Promise<NonNullable<PlanState['currentRound']>> {
  const roundId = roundIdFor(agencyId, opensAt);
  const closesAt = closingTime(opensAt);
  const staff = await deps.sql<{ member_id: string; email: string }[]>`
    select m.member_id, p.email from members m join people p on p.member_id = m.member_id
    where m.agency_id = ${agencyId} and m.role = 'user' and m.status = 'active'`;
  const { timezone, reminderInterval } = agency.schedule;
  // A round's stream is new when it opens, so the command decides without reading it: a retried
  // opening's append finds the stream there, and the command reads it and appends nothing.
  await runRoundCommand(
    deps,
    roundId,
    { type: 'OpenRound', roundId, agencyId, opensAt, closesAt, timezone, invitedCount: staff.length },
    null,
    { state: roundDecider.initialState, revision: null },
  );
  await ensureRoundStorage(deps.sql, closesAt);
  const openedAt = deps.clock.now();
  const write = () =>
    deps.sql.begin(async (tx) => {
      const created = await tx<{ opened_at: Date; reminder_interval: number | null }[]>`
      insert into round_state
        (round_id, agency_id, opens_at, closes_at, status, invited_count, reminder_interval, opened_at)
      values (${roundId}, ${agencyId}, ${opensAt}, ${closesAt}, 'open', ${staff.length}, ${reminderInterval},
              ${openedAt})
      on conflict (round_id) do nothing
      returning opened_at, reminder_interval`;
      if (created.length === 0) {
        // Opened before (a retry after a crash): the row and its mails are there already.
        return tx<{ opened_at: Date; reminder_interval: number | null }[]>`
        select opened_at, reminder_interval from round_state where round_id = ${roundId}`;
      }
      if (staff.length > 0) {
        await tx`
        insert into round_participants (closes_at, round_id, member_id, email)
        select ${closesAt}, ${roundId}, member_id, email
        from unnest(${staff.map((member) => member.member_id)}::uuid[], ${staff.map((member) => member.email)}::text[])
          as staff (member_id, email)`;
        await queueSurveyMails(
          deps,
          tx,
          roundId,
          staff.map((member) => member.member_id),
        );
      }
      return created;
    });
  const [row] = await write().catch(async (error: unknown) => {
    if (!isMissingPartition(error)) throw error;
    forgetRoundStorage(deps.sql, closesAt);
    await ensureRoundStorage(deps.sql, closesAt);
    return write();
  });
  deps.log.info({ roundId, agencyId, invited: staff.length }, 'survey round opened');
  const opened = row?.opened_at ?? openedAt;
  return {
    roundId,
    opensAt,
    closesAt,
    remindFrom: opened > opensAt ? opened : opensAt,
    reminderInterval: row?.reminder_interval ?? reminderInterval,
    automaticReminders: 0,
  };
}
