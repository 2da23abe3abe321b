import type { Deps } from '@hearth/platform/deps';
import { conflict, notFound } from '@hearth/platform/errors';
import { MEMBER_NOT_FOUND } from '../../members/decide';
import { countMembersAmong } from '../../members/queries';
import { runRoundCommand } from '../round/commands';
import { queueReminders } from './mails';
import { type OpenRoundRef, pendingParticipants } from './participation';

const MANUAL_REMINDER_EVERY_MS = 10 * 60_000;

/**
 * Automatic reminder `reminderNumber`: a reminder mail queued for everyone who has not answered,
 * then the fact recorded. Queuing is idempotent (one mail per person and reminder), so a retry after
 * a crash queues nothing twice; whoever answers before their mail leaves is not mailed.
 */
export async function sendAutomaticReminders(deps: Deps, round: OpenRoundRef, reminderNumber: number) {
  const pending = await pendingParticipants(deps, round);
  const reached = pending.map((person) => ({ ...person, roundId: round.roundId }));
  await queueReminders(deps, reached, `automatic-${reminderNumber}`);
  await runRoundCommand(deps, round.roundId, {
    type: 'RecordReminder',
    reminderNumber,
    recipients: pending.length,
    manual: false,
  });
  return pending.length;
}

/**
 * An administrator's reminder to chosen people who have not answered: at most one per person in
 * each 10-minute window, so repeated clicks do not flood anyone. It also reaches anyone whose survey
 * mail never arrived, so nobody is left out of a round. Answers how many were reminded.
 */
async function sendManualReminders(deps: Deps, round: OpenRoundRef, memberIds: string[], actorId: string) {
  const pending = await pendingParticipants(deps, round, memberIds);
  const window = Math.floor(deps.clock.now().getTime() / MANUAL_REMINDER_EVERY_MS);
  const reached = pending.map((person) => ({ ...person, roundId: round.roundId }));
  const queued = await queueReminders(deps, reached, `manual-${window}`);
  await runRoundCommand(
    deps,
    round.roundId,
    { type: 'RecordReminder', reminderNumber: 0, recipients: queued, manual: true },
    actorId,
  );
  return queued;
}

/**
 * POST /api/survey/send-reminders: the administrator's chosen people, all of their own agency
 * (another agency's ids are unknown here, 404, as everywhere else), reminded in the open round.
 */
export async function remindChosen(deps: Deps, admin: { id: string; agencyId: string }, userIds: string[]) {
  const memberIds = [...new Set(userIds.map((id) => id.toLowerCase()))];
  if ((await countMembersAmong(deps.sql, admin.agencyId, memberIds)) !== memberIds.length) {
    throw notFound(MEMBER_NOT_FOUND);
  }
  const [round] = await deps.sql<{ round_id: string; closes_at: Date }[]>`
    select round_id, closes_at from round_state where agency_id = ${admin.agencyId} and status = 'open'`;
  if (!round) throw conflict('There is no survey open right now, so there is nobody to remind.', 'NO_OPEN_ROUND');
  return sendManualReminders(deps, { roundId: round.round_id, closesAt: round.closes_at }, memberIds, admin.id);
}
