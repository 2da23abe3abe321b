import { randomInt, randomUUID } from 'node:crypto';
import { closingTime } from '@hearth/contracts/schedule';
import { agencyStream, surveyRoundStream } from '@hearth/contracts/streams';
import { loadState, runCommand } from '@hearth/platform/commands';
import type { Deps } from '@hearth/platform/deps';
import { uuidFromName } from '@hearth/platform/ids';
import type { Agency } from '../agency/agency';
import { agencyDecider } from '../agency/decide';
import { loadMailSettings } from '../email-templates/render';
import { type RoundCommand, roundDecider, type SealedResponse } from './decide';
import { inBatches, mailSurveyLink } from './links';
import { nextStep, type PlanState } from './plan';
import { sealComment, unsealAnswers } from './sealing';

/**
 * The survey round's steps, each idempotent so that a crash, a retry or a second worker never
 * repeats an effect: open (deterministic round id), send links (each invitation claimed before its
 * mail), remind, close (sealed answers appended shuffled, then deleted). Both workflow drivers call
 * `advanceAgencyRounds`, which does whatever is due now and answers when to come back.
 */
const roundIdFor = (agencyId: string, opensAt: Date) =>
  uuidFromName(`survey-round:${agencyId}:${opensAt.toISOString()}`);

function runRoundCommand(deps: Deps, roundId: string, command: RoundCommand, actorId: string | null = null) {
  return runCommand(deps, { stream: surveyRoundStream(roundId), decider: roundDecider, command, actorId });
}

async function loadAgency(deps: Deps, agencyId: string): Promise<Agency> {
  return (await loadState(deps.eventStore, agencyStream(agencyId), agencyDecider)).state;
}

export async function openRound(deps: Deps, agencyId: string, opensAt: Date): Promise<string> {
  const agency = await loadAgency(deps, agencyId);
  const roundId = roundIdFor(agencyId, opensAt);
  const staff = await deps.sql<{ member_id: string; email: string }[]>`
    select m.member_id, p.email from members m join people p on p.member_id = m.member_id
    where m.agency_id = ${agencyId} and m.role = 'user' and m.status = 'active'`;
  const { state } = await runRoundCommand(deps, roundId, {
    type: 'OpenRound',
    roundId,
    agencyId,
    opensAt,
    closesAt: closingTime(opensAt),
    timezone: agency.schedule.timezone,
    invitedCount: staff.length,
  });
  await deps.sql.begin(async (tx) => {
    await tx`
      insert into round_state (round_id, agency_id, opens_at, closes_at, status, invited_count, reminder_interval, opened_at)
      values (${roundId}, ${agencyId}, ${state.opensAt}, ${state.closesAt}, 'open', ${state.invitedCount}, ${agency.schedule.reminderInterval}, ${deps.clock.now()})
      on conflict (round_id) do nothing`;
    if (staff.length > 0) {
      await tx`
        insert into round_invitations ${tx(staff.map((member) => ({ round_id: roundId, member_id: member.member_id, agency_id: agencyId, email: member.email })))}
        on conflict do nothing`;
    }
  });
  await sendSurveyLinks(deps, roundId);
  deps.log.info({ roundId, agencyId, invited: state.invitedCount }, 'survey round opened');
  return roundId;
}

interface Claimed {
  member_id: string;
  email: string;
}

/**
 * Mails a link to each claimed invitation. Claiming (an UPDATE that only one worker wins) comes
 * first, so nobody gets two mails; a failed mail is un-claimed so a later pass sends it.
 */
async function mailClaimed(
  deps: Deps,
  roundId: string,
  kind: 'survey' | 'reminder',
  claimed: Claimed[],
  unclaim: (memberId: string) => Promise<unknown>,
) {
  if (claimed.length === 0) return { sent: 0, failed: 0 };
  const [round] = await deps.sql<
    { agency_id: string }[]
  >`select agency_id from round_state where round_id = ${roundId}`;
  const settings = await loadMailSettings(deps.eventStore, round!.agency_id);
  let sent = 0;
  let failed = 0;
  await inBatches(claimed, 8, async (invitee) => {
    try {
      if (
        await mailSurveyLink(deps, { roundId, memberId: invitee.member_id, email: invitee.email }, { kind, settings })
      )
        sent++;
    } catch (error) {
      failed++;
      deps.log.error({ err: error, roundId, kind }, 'survey mail could not be sent; it will be tried again');
      await unclaim(invitee.member_id);
    }
  });
  return { sent, failed };
}

/** Mails a link to every invitation of an open round that has none yet (also retrying failed ones). */
async function sendSurveyLinks(deps: Deps, roundId: string): Promise<{ sent: number; failed: number }> {
  const claimed = await deps.sql<Claimed[]>`
    update round_invitations i set link_sent = true
    from round_state r
    where i.round_id = ${roundId} and i.email is not null and not i.link_sent and r.round_id = i.round_id and r.status = 'open'
    returning i.member_id, i.email`;
  const result = await mailClaimed(
    deps,
    roundId,
    'survey',
    claimed,
    (memberId) =>
      deps.sql`update round_invitations set link_sent = false where round_id = ${roundId} and member_id = ${memberId}`,
  );
  if (claimed.length > 0) await runRoundCommand(deps, roundId, { type: 'RecordSurveysSent', recipients: result.sent });
  return result;
}

/** Automatic reminder `reminderNumber` to every non-respondent not yet reminded that often. */
export async function sendAutomaticReminders(
  deps: Deps,
  roundId: string,
  reminderNumber: number,
): Promise<{ sent: number; failed: number }> {
  const claimed = await deps.sql<Claimed[]>`
    update round_invitations i set reminders_sent = ${reminderNumber}
    from round_state r
    where i.round_id = ${roundId} and i.email is not null and not i.responded and i.link_sent and i.reminders_sent < ${reminderNumber}
      and r.round_id = i.round_id and r.status = 'open'
    returning i.member_id, i.email`;
  const result = await mailClaimed(
    deps,
    roundId,
    'reminder',
    claimed,
    (memberId) =>
      deps.sql`update round_invitations set reminders_sent = ${reminderNumber - 1} where round_id = ${roundId} and member_id = ${memberId}`,
  );
  // Only the worker that claimed the reminders records them: one that found nothing to claim
  // (another got there first) must not record reminder n with no recipients.
  if (claimed.length > 0)
    await runRoundCommand(deps, roundId, {
      type: 'RecordReminder',
      reminderNumber,
      recipients: result.sent,
      manual: false,
    });
  await deps.sql`update round_state set reminders_sent = greatest(reminders_sent, ${reminderNumber}) where round_id = ${roundId}`;
  return result;
}

/**
 * An administrator's reminder to chosen non-respondents, at most every 10 minutes each. It also
 * reaches anyone whose survey mail never arrived, so nobody is left out of a round.
 */
export async function sendManualReminders(
  deps: Deps,
  roundId: string,
  memberIds: string[],
  actorId: string,
): Promise<number> {
  const now = deps.clock.now();
  const claimed = await deps.sql<Claimed[]>`
    update round_invitations i set last_manual_reminder_at = ${now}, link_sent = true
    from round_state r
    where i.round_id = ${roundId} and i.email is not null and i.member_id in ${deps.sql(memberIds)} and not i.responded
      and (i.last_manual_reminder_at is null or i.last_manual_reminder_at < ${new Date(now.getTime() - 10 * 60_000)})
      and r.round_id = i.round_id and r.status = 'open'
    returning i.member_id, i.email`;
  const { sent } = await mailClaimed(
    deps,
    roundId,
    'reminder',
    claimed,
    (memberId) =>
      deps.sql`update round_invitations set last_manual_reminder_at = null where round_id = ${roundId} and member_id = ${memberId}`,
  );
  await runRoundCommand(
    deps,
    roundId,
    { type: 'RecordReminder', reminderNumber: 0, recipients: sent, manual: true },
    actorId,
  );
  return sent;
}

/**
 * Closes a round: stops submissions (deleting the links waits for answers that hold theirs, and
 * later ones find none), appends every sealed answer in random order with fresh ids and the close,
 * then deletes the sealed answers and the participation flags. Re-running after a crash finishes
 * the job without appending twice.
 */
export async function closeRound(deps: Deps, roundId: string): Promise<void> {
  const round = await deps.sql.begin(async (tx) => {
    const [state] = await tx<{ agency_id: string; status: string }[]>`
      update round_state set status = case when status = 'open' then 'closing' else status end
      where round_id = ${roundId} returning agency_id, status`;
    await tx`delete from round_links where round_id = ${roundId}`;
    return state;
  });
  if (!round || round.status === 'closed') return;
  const sealed = await deps.sql<
    { id: string; payload: Buffer }[]
  >`select id, payload from sealed_answers where round_id = ${roundId}`;
  const unreadable: string[] = [];
  const responses = shuffle(
    sealed.flatMap(({ id, payload }): SealedResponse[] => {
      try {
        const answers = unsealAnswers(deps.secrets, payload);
        return [
          {
            responseId: randomUUID(),
            answers: answers.scaled,
            freeText: answers.freeText ? sealComment(deps.secrets, answers.freeText) : null,
          },
        ];
      } catch {
        unreadable.push(id);
        return [];
      }
    }),
  );
  if (unreadable.length > 0)
    deps.log.error(
      { roundId, unreadable: unreadable.length },
      'sealed answers could not be opened; kept in sealed_answers_quarantine',
    );
  const agency = await loadAgency(deps, round.agency_id);
  await runRoundCommand(deps, roundId, {
    type: 'CloseRound',
    responses,
    anonymityThreshold: agency.anonymityThreshold,
  });
  await deps.sql.begin(async (tx) => {
    if (unreadable.length > 0) {
      await tx`insert into sealed_answers_quarantine select id, round_id, payload from sealed_answers where id = any(${unreadable}::uuid[]) on conflict do nothing`;
    }
    await tx`delete from sealed_answers where round_id = ${roundId}`;
    await tx`delete from round_invitations where round_id = ${roundId}`;
    await tx`update round_state set status = 'closed' where round_id = ${roundId}`;
  });
  deps.log.info({ roundId, responses: responses.length }, 'survey round closed');
}

/** Fisher–Yates with a cryptographic source: the log's order says nothing about who answered first. */
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

async function loadPlanState(deps: Deps, agencyId: string): Promise<PlanState> {
  const agency = await loadAgency(deps, agencyId);
  const rounds = await deps.sql<
    {
      round_id: string;
      opens_at: Date;
      closes_at: Date;
      status: string;
      reminders_sent: number;
      reminder_interval: number | null;
      opened_at: Date | null;
    }[]
  >`
    select round_id, opens_at, closes_at, status, reminders_sent, reminder_interval, opened_at from round_state
    where agency_id = ${agencyId} order by opens_at desc limit 1`;
  const latest = rounds[0];
  const { surveyDay, surveyTime, timezone, reminderInterval } = agency.schedule;
  return {
    schedule: surveyDay && surveyTime ? { surveyDay, surveyTime, timezone, reminderInterval } : null,
    scheduleChangedAt: agency.scheduleChangedAt ? new Date(agency.scheduleChangedAt) : null,
    currentRound:
      latest && latest.status !== 'closed'
        ? {
            roundId: latest.round_id,
            opensAt: latest.opens_at,
            closesAt: latest.closes_at,
            remindFrom: latest.opened_at && latest.opened_at > latest.opens_at ? latest.opened_at : latest.opens_at,
            reminderInterval: latest.reminder_interval ?? reminderInterval,
            automaticReminders: latest.reminders_sent,
          }
        : null,
    lastOpensAt: latest?.opens_at ?? null,
  };
}

const RETRY_FAILED_MAIL_MS = 5 * 60_000;

/** Sends again what failed in the open round (links, the latest reminder); comes back soon while any still fail. */
async function retryFailedMails(deps: Deps, agencyId: string, nextAt: Date | null): Promise<Date | null> {
  const [round] = await deps.sql<{ round_id: string; reminders_sent: number }[]>`
    select round_id, reminders_sent from round_state where agency_id = ${agencyId} and status = 'open'`;
  if (!round) return nextAt;
  let failed = (await sendSurveyLinks(deps, round.round_id)).failed;
  if (round.reminders_sent > 0)
    failed += (await sendAutomaticReminders(deps, round.round_id, round.reminders_sent)).failed;
  if (failed === 0) return nextAt;
  const retryAt = new Date(deps.clock.now().getTime() + RETRY_FAILED_MAIL_MS);
  return nextAt && nextAt < retryAt ? nextAt : retryAt;
}

/**
 * Does everything due now for one agency's rounds. Answers when to call again (null: no schedule
 * yet) and whether a round closed (the Temporal workflow continues-as-new after each round).
 */
export async function advanceAgencyRounds(
  deps: Deps,
  agencyId: string,
): Promise<{ nextAt: Date | null; closedRound: boolean }> {
  let closedRound = false;
  for (let steps = 0; steps < 20; steps++) {
    const step = nextStep(await loadPlanState(deps, agencyId), deps.clock.now());
    switch (step.kind) {
      case 'open':
        await openRound(deps, agencyId, step.opensAt);
        break;
      case 'remind':
        await sendAutomaticReminders(deps, step.roundId, step.reminderNumber);
        break;
      case 'close':
        await closeRound(deps, step.roundId);
        closedRound = true;
        break;
      case 'wait':
        return { nextAt: await retryFailedMails(deps, agencyId, step.until), closedRound };
    }
  }
  throw new Error(`Rounds of agency ${agencyId} did not settle after 20 steps`);
}
