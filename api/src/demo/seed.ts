import { randomUUID } from 'node:crypto';
import { SURVEY_DAYS } from '@hearth/contracts/constants';
import { closingTime } from '@hearth/contracts/schedule';
import { agencyStream } from '@hearth/contracts/streams';
import { SCALED_QUESTIONS } from '@hearth/contracts/survey';
import type { Clock } from '@hearth/platform/clock';
import { loadState } from '@hearth/platform/commands';
import type { Deps } from '@hearth/platform/deps';
import { MESSAGE_KIND, type Outbox, type QueuedMail } from '@hearth/platform/mail/outbox';
import type { MailMessage } from '@hearth/platform/mail/port';
import { requestCheckpoints } from '@hearth/platform/transparency/checkpoints';
import { DateTime } from 'luxon';
import { runAgencyCommand } from '../agency/commands';
import { type AgencyCommand, agencyDecider } from '../agency/decide';
import { registerAgency } from '../auth/registration';
import { inviteMember, runMemberCommand } from '../members/commands';
import { acceptInvitation } from '../members/invitation-acceptance';
import { findSessionUser } from '../members/queries';
import { submitAnswers } from '../survey/answers/submit';
import { closeRound } from '../survey/rounds/close';
import { mintLinks } from '../survey/rounds/mails';
import { openRounds } from '../survey/rounds/open';
import { sendAutomaticReminders } from '../survey/rounds/remind';
import { answersFor, DEMO_JOB_ROLES, DEMO_STAFF, HISTORY_WEEKS, respondents } from './story';

const DEMO_PASSWORD = 'DemoHospice2026';
const WEEK_MS = 7 * 24 * 3600_000;

/**
 * Seeds a demo agency: 12 weeks of closed rounds with a realistic trend, one week below the
 * anonymity threshold, and a round open since two hours before `realNow` with answers still coming
 * in. It drives the real commands with its own clock, which it moves from 13 weeks ago to now.
 * The demo staff's addresses are made up, so no mail to them is queued: their invitation links come
 * back in the invitation's answer, and their survey links are made here, as the outbox would.
 */
export async function seedDemo(base: Deps, clock: Clock & { set(at: Date): void }, realNow: Date) {
  const staffEmails = new Set<string>();
  const forStaff = (mail: QueuedMail) => mail.kind !== MESSAGE_KIND || staffEmails.has((mail.data as MailMessage).to);
  const outbox: Outbox = {
    ...base.outbox,
    queue: (sql, mails, options) =>
      base.outbox.queue(
        sql,
        mails.filter((mail) => !forStaff(mail)),
        options,
      ),
  };
  const deps: Deps = { ...base, clock, outbox };
  clock.set(new Date(realNow.getTime() - (HISTORY_WEEKS + 1) * WEEK_MS));

  const suffix = randomUUID().slice(0, 4);
  const adminEmail = `demo-${suffix}@hearth.localhost`;
  const agencyName = `Sunrise Valley Hospice (demo ${suffix})`;
  await registerAgency(deps, {
    email: adminEmail,
    agencyName,
    firstName: 'Morgan',
    lastName: 'Ellis',
    password: DEMO_PASSWORD,
  });
  const [account] = await deps.sql<
    { member_id: string; agency_id: string }[]
  >`select member_id, agency_id from people where lower(email) = ${adminEmail}`;
  const { member_id: adminId, agency_id: agencyId } = account!;
  const asMember = (type: 'VerifyEmail' | 'MarkWelcomeSeen' | 'CompleteOnboarding') =>
    runMemberCommand(deps, adminId, { type, memberId: adminId });
  const asAdmin = (command: AgencyCommand) => runAgencyCommand(deps, { id: adminId, agencyId }, command);
  await asMember('VerifyEmail');

  const roleIds = DEMO_JOB_ROLES.map(() => randomUUID());
  for (const [index, name] of DEMO_JOB_ROLES.entries())
    await asAdmin({ type: 'AddJobRole', jobRoleId: roleIds[index]!, name });
  const admin = await waitForUser(deps, adminId);
  const staff: { email: string; memberId: string }[] = [];
  for (const [firstName, lastName, role, language] of DEMO_STAFF) {
    const email = `staff.${firstName.toLowerCase()}.${suffix}@hearth.localhost`;
    staffEmails.add(email);
    const invited = await inviteMember(deps, admin, {
      firstName,
      lastName,
      email,
      role: 'user',
      jobRoleId: roleIds[role]!,
      language,
      mobile: null,
      channel: 'email',
      timezone: null,
    });
    await acceptInvitation(deps, new URL(invited.inviteUrl!).searchParams.get('token')!);
    staff.push({ email, memberId: invited.user.id });
  }

  /** One week: open, most answer, a reminder, the rest answer, and (for past weeks) the close. */
  async function runWeek(week: number, opensAt: Date, close: boolean) {
    clock.set(opensAt);
    const { state: agency } = await loadState(deps.eventStore, agencyStream(agencyId), agencyDecider);
    const [opened] = await openRounds(deps, [{ agencyId, agency, opensAt }]);
    const roundId = opened!.roundId;
    const round = { roundId, closesAt: closingTime(opensAt) };
    const answering = [...staff]
      .sort(() => Math.random() - 0.5)
      .slice(0, close ? respondents(week, staff.length) : Math.round(staff.length * 0.6));
    const beforeReminder = Math.ceil(answering.length * 0.7);
    for (const [index, person] of answering.entries()) {
      if (index === beforeReminder) {
        clock.set(new Date(opensAt.getTime() + 6 * 3600_000));
        if (close) await sendAutomaticReminders(deps, round, 1);
      }
      const { values, comment } = answersFor(week, staff.indexOf(person));
      const scaled = Object.fromEntries(SCALED_QUESTIONS.map((question, item) => [question.id, values[item]!]));
      const [token] = await mintLinks(deps, [{ ...round, memberId: person.memberId }]);
      await submitAnswers(deps, token!, { scaled, freeText: comment });
    }
    if (close) {
      clock.set(new Date(opensAt.getTime() + 24 * 3600_000));
      await closeRound(deps, roundId);
    }
  }

  // The current round opened two hours ago: its weekday and time become the schedule.
  const currentOpening = new Date(Math.floor((realNow.getTime() - 2 * 3600_000) / 60_000) * 60_000);
  const local = DateTime.fromJSDate(currentOpening, { zone: 'America/New_York' });
  const schedule = {
    surveyDay: SURVEY_DAYS[local.weekday - 1]!,
    surveyTime: local.toFormat('HH:mm'),
    timezone: 'America/New_York' as const,
    reminderInterval: 360,
  };
  for (let week = 1; week <= HISTORY_WEEKS; week++) {
    await runWeek(week, new Date(currentOpening.getTime() - (HISTORY_WEEKS + 1 - week) * WEEK_MS), true);
  }
  // The round opens before the schedule is set, so that a running app's runner, which reacts to
  // the schedule at once, finds it open and mails nobody a second link.
  await runWeek(HISTORY_WEEKS + 1, currentOpening, false);
  clock.set(realNow);
  await asAdmin({ type: 'ChangeSettings', ...schedule, anonymityThreshold: 5, at: clock.now() });
  await asMember('MarkWelcomeSeen');
  await asMember('CompleteOnboarding');
  // The demo's history is committed to by a signed checkpoint at once, as closes are (docs/audit.md).
  await requestCheckpoints(deps);
  return { agencyId, agencyName, adminEmail, password: DEMO_PASSWORD };
}

async function waitForUser(deps: Deps, memberId: string) {
  for (;;) {
    const user = await findSessionUser(deps.sql, memberId);
    if (user) return user;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
