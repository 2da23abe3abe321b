import { randomUUID } from 'node:crypto';
import { SCALED_QUESTIONS } from '@hearth/contracts/survey';
import { SURVEY_DAYS } from '@hearth/contracts/constants';
import { agencyStream, memberStream } from '@hearth/contracts/streams';
import { allProjectors } from '@hearth/projections/all';
import { startProjections } from '@hearth/projections/runner';
import { DateTime } from 'luxon';
import { agencyDecider, type AgencyCommand } from '../agency/decide';
import { registerAgency } from '../auth/registration';
import type { AppDeps } from '../deps';
import { memberDecider } from '../members/decide';
import { acceptInvitation, inviteMember } from '../members/commands';
import { findSessionUser } from '../members/queries';
import { bootPlatform } from '../platform/boot';
import { fixedClock } from '../platform/clock';
import { loadConfig } from '../platform/config';
import { handleCommand } from '../platform/decider';
import { createLogger } from '../platform/logger';
import type { Mailer } from '../platform/mail/port';
import { closeRound, openRound, sendReminders } from '../survey/rounds';
import { submitAnswers } from '../survey/submission';
import { DEMO_JOB_ROLES, DEMO_STAFF, HISTORY_WEEKS, answersFor, respondents } from './story';

/**
 * `npm run demo`: seeds a demo agency into the local database (beside a running app, or alone):
 * 12 weeks of closed rounds with a realistic trend, one week below the anonymity threshold, and a
 * round open now with answers still coming in. Staff mails are kept in memory (their links are
 * used here); the administrator's mails, including sign-in codes, go to /dev/mailbox.
 */
const PASSWORD = 'DemoHospice2026';
const WEEK_MS = 7 * 24 * 3600_000;
const config = loadConfig();
const log = createLogger({ name: 'demo', level: 'warn' });
const realNow = new Date();
const clock = fixedClock(new Date(realNow.getTime() - (HISTORY_WEEKS + 1) * WEEK_MS));
const platform = await bootPlatform(config, log, { reuseRunningDatabase: true, clock, maxConnections: 8 });
const projections = await startProjections({ sql: platform.sql, eventStore: platform.eventStore, projectors: allProjectors, log });

const staffMail = new Map<string, string>();
const mailer: Mailer = {
  async send(mail) {
    if (staffMail.has(mail.to) || mail.to.startsWith('staff.')) staffMail.set(mail.to, mail.text);
    else await platform.mailer.send(mail);
  },
};
const deps: AppDeps = { ...platform, mailer };
const latestToken = (email: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(staffMail.get(email) ?? '')?.[1] ?? '';

try {
  const suffix = randomUUID().slice(0, 4);
  const adminEmail = `demo-${suffix}@hearth.localhost`;
  const agencyName = `Sunrise Valley Hospice (demo ${suffix})`;
  await registerAgency(deps, { email: adminEmail, agencyName, firstName: 'Morgan', lastName: 'Ellis', password: PASSWORD });
  const [account] = await deps.sql<{ member_id: string; agency_id: string }[]>`select member_id, agency_id from people where lower(email) = ${adminEmail}`;
  const { member_id: adminId, agency_id: agencyId } = account!;
  await handleCommand(deps.eventStore, memberStream(adminId), memberDecider, { type: 'VerifyEmail', memberId: adminId }, { actorId: adminId, now: clock.now() });
  const asAdmin = (command: AgencyCommand) => handleCommand(deps.eventStore, agencyStream(agencyId), agencyDecider, command, { actorId: adminId, now: clock.now() });

  const roleIds = DEMO_JOB_ROLES.map(() => randomUUID());
  for (const [index, name] of DEMO_JOB_ROLES.entries()) await asAdmin({ type: 'AddJobRole', jobRoleId: roleIds[index]!, name });
  const admin = await waitForUser(deps, adminId);
  const staff: string[] = [];
  for (const [firstName, lastName, role] of DEMO_STAFF) {
    const email = `staff.${firstName.toLowerCase()}.${suffix}@hearth.localhost`;
    staffMail.set(email, '');
    await inviteMember(deps, admin, { firstName, lastName, email, role: 'user', jobRoleId: roleIds[role]! });
    await acceptInvitation(deps, latestToken(email, '/accept-invite'));
    staff.push(email);
  }

  // The current round opened two hours ago: its weekday and time become the schedule.
  const currentOpening = new Date(Math.floor((realNow.getTime() - 2 * 3600_000) / 60_000) * 60_000);
  const local = DateTime.fromJSDate(currentOpening, { zone: 'America/New_York' });
  const schedule = { surveyDay: SURVEY_DAYS[local.weekday - 1]!, surveyTime: local.toFormat('HH:mm'), timezone: 'America/New_York' as const, reminderInterval: 360 };

  for (let week = 1; week <= HISTORY_WEEKS; week++) {
    const opensAt = new Date(currentOpening.getTime() - (HISTORY_WEEKS + 1 - week) * WEEK_MS);
    await runWeek(agencyId, week, opensAt, staff, true);
  }
  clock.set(new Date(currentOpening.getTime() - 3600_000));
  await asAdmin({ type: 'ChangeSettings', ...schedule, anonymityThreshold: 5, at: clock.now() });
  await runWeek(agencyId, HISTORY_WEEKS + 1, currentOpening, staff, false);
  for (const type of ['MarkWelcomeSeen', 'CompleteOnboarding'] as const) {
    await handleCommand(deps.eventStore, memberStream(adminId), memberDecider, { type, memberId: adminId }, { actorId: adminId, now: clock.now() });
  }

  console.log(`
Demo agency ready: ${agencyName}
  Sign in at ${config.appOrigin}/auth
  Email:    ${adminEmail}
  Password: ${PASSWORD}
  The sign-in code arrives at ${config.appOrigin}/dev/mailbox
  ${HISTORY_WEEKS} weeks of history (week 7 below the anonymity threshold) and a round open now.
`);
} finally {
  await projections.stop();
  await platform.close();
}

/** One week: open, some answer, a reminder, the rest answer, and (for past weeks) the close. */
async function runWeek(agencyId: string, week: number, opensAt: Date, staff: string[], close: boolean) {
  clock.set(opensAt);
  const roundId = await openRound(deps, agencyId, opensAt);
  const answering = [...staff].sort(() => Math.random() - 0.5).slice(0, close ? respondents(week, staff.length) : Math.round(staff.length * 0.6));
  const beforeReminder = Math.ceil(answering.length * 0.7);
  for (const [index, email] of answering.entries()) {
    if (index === beforeReminder) {
      clock.set(new Date(opensAt.getTime() + 6 * 3600_000));
      if (close) await sendReminders(deps, roundId, { reminderNumber: 1, manual: false });
    }
    const { values, comment } = answersFor(week, staff.indexOf(email));
    const scaled = Object.fromEntries(SCALED_QUESTIONS.map((question, item) => [question.id, values[item]!]));
    await submitAnswers(deps, latestToken(email, '/survey'), { scaled, freeText: comment });
  }
  if (close) {
    clock.set(new Date(opensAt.getTime() + 24 * 3600_000));
    await closeRound(deps, roundId);
  }
}

async function waitForUser(deps: AppDeps, memberId: string) {
  for (;;) {
    const user = await findSessionUser(deps.sql, memberId);
    if (user) return user;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
