import { closingTime, spreadReminderInterval } from '@hearth/contracts/schedule';
import { type Channel, sendsEmail, sendsTexts } from '@hearth/contracts/texts';
import { groupBy, shuffled } from '@hearth/platform/collections';
import { mapWithLimit } from '@hearth/platform/concurrency';
import type { TransactionSql } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import type { Agency } from '../../agency/agency';
import { activeStaff, reachHeld } from '../../members/queries';
import { roundIdFor, runRoundCommand } from '../round/commands';
import { roundDecider } from '../round/decide';
import { queueSurveyMails } from './mails';
import type { PlanState } from './plan';
import {
  distinctClosingTimes,
  ensureRoundStorage,
  forgetRoundStorage,
  holdRoundStorage,
  isMissingPartition,
} from './storage';

/** An agency's round to open. */
export interface Opening {
  agencyId: string;
  agency: Pick<Agency, 'schedule'>;
  opensAt: Date;
}

type OpenedRound = NonNullable<PlanState['currentRound']>;

/** Rounds' appends made side by side (a failure lets the ones started finish before it is thrown). */
const APPENDS_AT_ONCE = 8;

interface RoundStateRow {
  round_id: string;
  opened_at: Date;
  reminder_interval: number | null;
}

/**
 * Opens agencies' rounds, all of them together (ADR 068): each round's events first (one append per
 * round; a retried opening finds them and appends nothing), then, in ONE transaction for all the
 * rounds, their operational rows, their participants with the address each has now, and a survey
 * mail for each in the durable outbox. A process killed at any point leaves either nothing of that
 * transaction or all of it; the next run of the planner finishes the job. Answers each round as the
 * planner sees it from then on, in the order of `openings`.
 */
export async function openRounds(deps: Deps, openings: Opening[]): Promise<OpenedRound[]> {
  if (openings.length === 0) return [];
  // Who is invited; their addresses are read inside the transaction below (invite).
  const staffRows = await activeStaff(
    deps.sql,
    openings.map((opening) => opening.agencyId),
  );
  const staffOf = groupBy(staffRows, (row) => row.agency_id);
  const rounds = openings.map(({ agencyId, agency, opensAt }) => ({
    agencyId,
    opensAt,
    roundId: roundIdFor(agencyId, opensAt),
    closesAt: closingTime(opensAt, agency.schedule.answerWindowHours),
    timezone: agency.schedule.timezone,
    // The agency's interval is set for 24 hours; a longer window spreads the same reminders over it.
    reminderInterval: spreadReminderInterval(agency.schedule.reminderInterval, agency.schedule.answerWindowHours),
    staff: staffOf.get(agencyId) ?? [],
  }));
  // A round's stream is new when it opens, so the command decides without reading it: a retried
  // opening's append finds the stream there, and the command reads it and appends nothing.
  await mapWithLimit(rounds, APPENDS_AT_ONCE, ({ roundId, agencyId, opensAt, closesAt, timezone, staff }) =>
    runRoundCommand(
      deps,
      roundId,
      { type: 'OpenRound', roundId, agencyId, opensAt, closesAt, timezone, invitedCount: staff.length },
      null,
      { state: roundDecider.initialState, revision: null },
    ),
  );
  const closingTimes = distinctClosingTimes(rounds.map((round) => round.closesAt));
  for (const closesAt of closingTimes) await ensureRoundStorage(deps.sql, closesAt);
  const openedAt = deps.clock.now();
  const write = () =>
    deps.sql.begin(async (tx) => {
      for (const closesAt of closingTimes) await holdRoundStorage(tx, closesAt);
      const created = await tx<RoundStateRow[]>`
        insert into round_state
          (round_id, agency_id, opens_at, closes_at, status, invited_count, reminder_interval, opened_at)
        select round_id, agency_id, opens_at, closes_at, 'open', invited_count, reminder_interval, ${openedAt}
        from unnest(
          ${rounds.map((round) => round.roundId)}::uuid[], ${rounds.map((round) => round.agencyId)}::uuid[],
          ${rounds.map((round) => round.opensAt.toISOString())}::timestamptz[],
          ${rounds.map((round) => round.closesAt.toISOString())}::timestamptz[],
          ${rounds.map((round) => round.staff.length)}::int[],
          ${rounds.map((round) => round.reminderInterval)}::int[])
          as opening (round_id, agency_id, opens_at, closes_at, invited_count, reminder_interval)
        on conflict (round_id) do nothing
        returning round_id, opened_at, reminder_interval`;
      const isNew = new Set(created.map((row) => row.round_id));
      // Opened before (a retry after a crash): the row and its mails are there already.
      const before = rounds.filter((round) => !isNew.has(round.roundId)).map((round) => round.roundId);
      const earlier =
        before.length > 0
          ? await tx<RoundStateRow[]>`
              select round_id, opened_at, reminder_interval from round_state where round_id = any(${before}::uuid[])`
          : [];
      await invite(
        deps,
        tx,
        rounds.filter((round) => isNew.has(round.roundId)),
      );
      return new Map([...created, ...earlier].map((row) => [row.round_id, row]));
    });
  const written = await write().catch(async (error: unknown) => {
    if (!isMissingPartition(error)) throw error;
    for (const closesAt of closingTimes) {
      forgetRoundStorage(deps.sql, closesAt);
      await ensureRoundStorage(deps.sql, closesAt);
    }
    return write();
  });
  return rounds.map(({ roundId, agencyId, opensAt, closesAt, reminderInterval, staff }) => {
    deps.log.info({ roundId, agencyId, invited: staff.length }, 'survey round opened');
    const row = written.get(roundId);
    const opened = row?.opened_at ?? openedAt;
    return {
      roundId,
      opensAt,
      closesAt,
      remindFrom: opened > opensAt ? opened : opensAt,
      reminderInterval: row?.reminder_interval ?? reminderInterval,
      automaticReminders: 0,
    };
  });
}

/**
 * The participants of newly opened rounds, and a survey mail for each, in the caller's transaction.
 * Each address is read again here and its row held until the transaction ends: a member removed
 * since the staff were read is left out, and one removed now waits for this transaction, then
 * forgets the participant it made (members/erasure.ts).
 */
async function invite(
  deps: Pick<Deps, 'outbox' | 'config' | 'clock'>,
  tx: TransactionSql,
  rounds: { roundId: string; closesAt: Date; timezone: string; staff: { member_id: string }[] }[],
): Promise<void> {
  const memberIds = rounds.flatMap(({ staff }) => staff.map((member) => member.member_id));
  if (memberIds.length === 0) return;
  const current = await reachHeld(tx, memberIds);
  const addressOf = new Map(current.map((row) => [row.member_id, reachBy(deps.config.textsEnabled, row)]));
  const zoneOf = new Map(current.map((row) => [row.member_id, row.timezone]));
  // In a random order: nothing else is written in it (queueSurveyMails shuffles again), so the
  // n-th participant is not the n-th anything (docs/decisions/074-unlinkable-round-tables.md).
  const participants = shuffled(
    rounds.flatMap(({ roundId, closesAt, timezone, staff }) =>
      staff.flatMap((member) => {
        const address = addressOf.get(member.member_id);
        return address && (address.email || address.mobile)
          ? [
              {
                roundId,
                closesAt,
                // Texts keep the member's hours: their own zone, else the agency's.
                timezone: zoneOf.get(member.member_id) ?? timezone,
                memberId: member.member_id,
                ...address,
              },
            ]
          : [];
      }),
    ),
  );
  if (participants.length === 0) return;
  await tx`
    insert into round_participants (closes_at, round_id, member_id, email, mobile)
    select * from unnest(
      ${participants.map((row) => row.closesAt.toISOString())}::timestamptz[],
      ${participants.map((row) => row.roundId)}::uuid[], ${participants.map((row) => row.memberId)}::uuid[],
      ${participants.map((row) => row.email)}::text[], ${participants.map((row) => row.mobile)}::text[])`;
  await queueSurveyMails(deps, tx, participants);
}

/**
 * Where a member's links go (ADR 090): by text only with a number, their yes, and texts set up here;
 * by email unless they chose texts alone and texts can reach them — nobody with an address is left
 * without a link. A member with no address who has not said yes to texts (or said STOP) gets none.
 */
function reachBy(
  textsEnabled: boolean,
  row: { email: string | null; mobile: string | null; channel: Channel; text_consent: boolean | null },
): { email: string | null; mobile: string | null } {
  const mobile = textsEnabled && sendsTexts(row.channel) && row.text_consent === true ? row.mobile : null;
  return { email: mobile && !sendsEmail(row.channel) ? null : row.email, mobile };
}
