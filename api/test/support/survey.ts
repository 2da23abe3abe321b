import { randomUUID } from 'node:crypto';
import { memberStream } from '@hearth/contracts/streams';
import { runCommand } from '@hearth/platform/commands';
import { expect } from 'vitest';
import { memberDecider } from '../../src/members/decide';
import { advanceAgencyRounds } from '../../src/survey/rounds/advance';
import { lastMailTo, linkToken, signedInAdmin } from './accounts';
import type { TestApp, TestClient } from './test-app';

/**
 * An agency with an administrator (signed in with "Remember me": tests move the clock by weeks) and
 * `staff` accepted staff members.
 */
export async function staffedAgency(app: TestApp, options: { staff: number; agencyName?: string }) {
  const admin = await signedInAdmin(app, { agencyName: options.agencyName, rememberMe: true });
  const jobRoleId = (await admin.client.post('/api/job-roles', { name: 'Nurse' })).body.id as string;
  const staff: { email: string; id: string }[] = [];
  for (let n = 0; n < options.staff; n++) {
    const email = `staff${n}-${Math.random().toString(36).slice(2, 7)}@example.org`;
    const invited = await admin.client.post('/api/users/invite', {
      firstName: `Staff${n}`,
      lastName: 'Member',
      email,
      role: 'user',
      jobRoleId,
    });
    expect(invited.status).toBe(201);
    const accepted = await app
      .client()
      .post('/api/users/accept-invite', { token: linkToken((await lastMailTo(app, email)).text, '/accept-invite') });
    expect(accepted.status).toBe(200);
    staff.push({ email, id: invited.body.user.id });
  }
  return { ...admin, staff, jobRoleId };
}

/**
 * `count` active staff members added to an agency by the member commands themselves (invite, then
 * accept), without their mails: for tests that need hundreds of staff quickly.
 */
export async function addStaff(app: TestApp, agencyId: string, count: number) {
  const staff: { email: string; id: string }[] = [];
  for (let n = 0; n < count; n++) {
    const memberId = randomUUID();
    const email = `staff${n}-${memberId.slice(0, 8)}@example.org`;
    await runCommand(app.deps, {
      stream: memberStream(memberId),
      decider: memberDecider,
      command: { type: 'InviteMember', memberId, agencyId, role: 'user', jobRoleId: null },
      actorId: null,
      readModels: 'skip',
      async prepare() {
        await app.db.sql`
          insert into people (member_id, agency_id, email, first_name, last_name)
          values (${memberId}, ${agencyId}, ${email}, ${`Staff${n}`}, 'Member')`;
        return undefined;
      },
    });
    await runCommand(app.deps, {
      stream: memberStream(memberId),
      decider: memberDecider,
      command: { type: 'AcceptInvite', memberId },
      actorId: memberId,
      readModels: n === count - 1 ? 'wait' : 'skip',
    });
    staff.push({ email, id: memberId });
  }
  return staff;
}

export async function setSchedule(
  admin: TestClient,
  schedule: {
    surveyDay: string;
    surveyTime: string;
    timezone: string;
    reminderInterval: number;
    answerWindowHours?: number;
    anonymityThreshold?: number;
    employeeAssistance?: { name: string; phone: string; url: string } | null;
  },
) {
  const response = await admin.patch('/api/agency/settings', schedule);
  expect(response.status).toBe(200);
}

/** The newest survey link mailed to a staff member (survey or reminder). */
export async function surveyToken(app: TestApp, email: string): Promise<string> {
  return linkToken((await lastMailTo(app, email)).text, '/survey');
}

/** One staff member's five scaled answers, in the questionnaire's order. */
export type Answers = [number, number, number, number, number];

export function answers(values: Answers, comment?: string) {
  const ids = ['q1_drained', 'q2_worn_out', 'q3_distant', 'q4_supported', 'q5_difference'];
  return [
    ...ids.map((questionId, index) => ({ questionId, questionType: 'scaled', value: values[index] })),
    ...(comment ? [{ questionId: 'q6_anything_else', questionType: 'text', value: comment }] : []),
  ];
}

export async function submit(app: TestApp, token: string, values: Answers, comment?: string) {
  return app.client().post('/api/survey/submit', { token, responses: answers(values, comment) });
}

/**
 * Moves an agency's rounds as both workflow drivers do, then waits for the read models (the round
 * commands themselves do not), so what the test reads next includes the change.
 */
export async function advanceRounds(app: TestApp, agencyId: string) {
  const result = await advanceAgencyRounds(app.deps, agencyId);
  await app.settled();
  return result;
}

/**
 * A calm team's week: six staff, low exhaustion and high satisfaction. The insights tests and the
 * assistant's evaluation start from it and make it worse.
 */
export const CALM_WEEK: readonly Answers[] = [
  [4, 4, 3, 7, 8],
  [5, 4, 3, 7, 7],
  [4, 5, 4, 8, 8],
  [3, 4, 3, 7, 8],
  [5, 5, 4, 6, 7],
  [4, 4, 3, 7, 7],
];

/** Monday 09:00 in New York, no automatic reminders: the weekly rhythm most round tests use. */
export const MONDAY_MORNINGS = {
  surveyDay: 'Monday',
  surveyTime: '09:00',
  timezone: 'America/New_York',
  reminderInterval: 0,
} as const;

/**
 * The agency on MONDAY_MORNINGS with this week's round open: the clock moved to `at` (a Monday after
 * 09:00 in New York) and the rounds advanced.
 */
export async function openRoundAt(
  app: TestApp,
  agency: { client: TestClient; user: { agencyId: string | null } },
  at: string,
) {
  await setSchedule(agency.client, MONDAY_MORNINGS);
  app.clock.set(at);
  return advanceRounds(app, agency.user.agencyId!);
}

/**
 * One week's round, start to close: opened at `opensAt`, answered by the first staff members (one
 * answer set each, with an optional comment), closed 24 hours later.
 */
export async function answeredRound(
  app: TestApp,
  agency: { user: { agencyId: string | null }; staff: { email: string }[] },
  opensAt: string | Date,
  sets: { values: Answers; comment?: string }[],
) {
  const agencyId = agency.user.agencyId!;
  app.clock.set(opensAt);
  await advanceRounds(app, agencyId);
  for (const [index, set] of sets.entries()) {
    const token = await surveyToken(app, agency.staff[index]!.email);
    expect((await submit(app, token, set.values, set.comment)).status).toBe(200);
  }
  app.clock.advance(24 * 3600_000);
  await advanceRounds(app, agencyId);
}
