import { closingTime } from '@hearth/contracts/schedule';
import { agencyStream } from '@hearth/contracts/streams';
import { loadState } from '@hearth/platform/commands';
import type { Deps } from '@hearth/platform/deps';
import { agencyDecider } from '../../agency/decide';
import { roundIdFor, runRoundCommand } from '../round/commands';
import { SURVEY_MAIL, surveyMailKey } from './mails';
import { ensureRoundStorage } from './storage';

/**
 * Opens an agency's round: the events first (a retried opening finds them and appends nothing),
 * then, in ONE transaction, the round's operational row, its participants with the address each has
 * now, and a survey mail for each in the durable outbox. A process killed at any point leaves either
 * nothing of that transaction or all of it; the next run of the planner finishes the job.
 */
export async function openRound(deps: Deps, agencyId: string, opensAt: Date): Promise<string> {
  const { state: agency } = await loadState(deps.eventStore, agencyStream(agencyId), agencyDecider);
  const roundId = roundIdFor(agencyId, opensAt);
  const closesAt = closingTime(opensAt);
  const staff = await deps.sql<{ member_id: string; email: string }[]>`
    select m.member_id, p.email from members m join people p on p.member_id = m.member_id
    where m.agency_id = ${agencyId} and m.role = 'user' and m.status = 'active'`;
  const { timezone, reminderInterval } = agency.schedule;
  await runRoundCommand(deps, roundId, {
    type: 'OpenRound',
    roundId,
    agencyId,
    opensAt,
    closesAt,
    timezone,
    invitedCount: staff.length,
  });
  await runRoundCommand(deps, roundId, { type: 'RecordSurveysSent', recipients: staff.length });
  await ensureRoundStorage(deps.sql, closesAt);
  await deps.sql.begin(async (tx) => {
    const [created] = await tx`
      insert into round_state
        (round_id, agency_id, opens_at, closes_at, status, invited_count, reminder_interval, opened_at)
      values (${roundId}, ${agencyId}, ${opensAt}, ${closesAt}, 'open', ${staff.length}, ${reminderInterval},
              ${deps.clock.now()})
      on conflict (round_id) do nothing
      returning round_id`;
    if (!created || staff.length === 0) return;
    await tx`
      insert into round_participants (closes_at, round_id, member_id, email)
      select ${closesAt}, ${roundId}, member_id, email
      from unnest(${staff.map((member) => member.member_id)}::uuid[], ${staff.map((member) => member.email)}::text[])
        as staff (member_id, email)`;
    await deps.outbox.queue(
      tx,
      staff.map((member) => ({
        kind: SURVEY_MAIL,
        key: surveyMailKey(roundId, member.member_id),
        data: { roundId, memberId: member.member_id },
        scope: roundId,
      })),
    );
  });
  deps.log.info({ roundId, agencyId, invited: staff.length }, 'survey round opened');
  return roundId;
}
