import { expect } from 'vitest';
import { signIn } from '../../support/accounts';
import {
  type Answers,
  advanceRounds,
  CALM_WEEK,
  MONDAY_MORNINGS,
  setSchedule,
  staffedAgency,
  submit,
  surveyToken,
} from '../../support/survey';
import type { TestApp } from '../../support/test-app';

/**
 * The evaluation agency, the same on every run: 8 active staff and 2 who never accepted their
 * invitation, k = 5, check-ins every Monday 09:00 New York. Five closed weeks (Mar 23 below k)
 * and an open one (Apr 13) with 3 of 8 answers. The expected figures in `cases.ts` are computed
 * from these answers by hand (product rules: mean of the direction-adjusted items).
 */
const WEEKS: { opensAt: string; answers: Answers[] }[] = [
  {
    opensAt: '2026-03-09T13:00:00Z',
    answers: [...CALM_WEEK],
  },
  {
    opensAt: '2026-03-16T13:00:00Z',
    answers: [
      [5, 5, 4, 6, 7],
      [6, 5, 4, 6, 6],
      [5, 6, 4, 7, 7],
      [4, 5, 3, 6, 7],
      [6, 6, 5, 5, 6],
      [5, 5, 4, 6, 6],
      [5, 4, 4, 7, 7],
    ],
  },
  {
    opensAt: '2026-03-23T13:00:00Z',
    answers: [
      [6, 6, 5, 5, 5],
      [6, 6, 5, 5, 5],
      [6, 6, 5, 5, 5],
    ],
  },
  {
    opensAt: '2026-03-30T13:00:00Z',
    answers: [
      [7, 7, 5, 5, 6],
      [7, 8, 5, 4, 5],
      [6, 7, 4, 5, 6],
      [8, 7, 5, 4, 5],
      [6, 6, 5, 5, 6],
      [7, 7, 6, 4, 5],
    ],
  },
  {
    opensAt: '2026-04-06T13:00:00Z',
    answers: [
      [9, 9, 9, 1, 2],
      [9, 10, 8, 2, 2],
      [7, 8, 6, 4, 5],
      [8, 8, 6, 3, 4],
      [7, 7, 5, 5, 5],
      [8, 7, 6, 4, 5],
      [7, 8, 5, 4, 4],
    ],
  },
];
const OPEN_WEEK = { opensAt: '2026-04-13T13:00:00Z', answers: [[5, 5, 5, 5, 5]] as Answers[], answering: 3 };
/** When the questions are asked: two hours into the open round. */
const ASKED_AT = '2026-04-13T15:00:00Z';

export async function seedEvaluationAgency(app: TestApp) {
  app.clock.set('2026-03-04T12:00:00Z');
  const agency = await staffedAgency(app, { staff: 8, agencyName: 'Evaluation Hospice' });
  for (const n of [1, 2]) {
    const invited = await agency.client.post('/api/users/invite', {
      firstName: `Invited${n}`,
      lastName: 'Person',
      email: `invited${n}-${Math.random().toString(36).slice(2, 7)}@example.org`,
      role: 'user',
      jobRoleId: agency.jobRoleId,
    });
    expect(invited.status).toBe(201);
  }
  await setSchedule(agency.client, MONDAY_MORNINGS);
  for (const week of WEEKS) {
    app.clock.set(week.opensAt);
    await advanceRounds(app, agency.user.agencyId);
    for (const [index, values] of week.answers.entries())
      expect((await submit(app, await surveyToken(app, agency.staff[index]!.email), values)).status).toBe(200);
    app.clock.advance(24 * 3600_000);
    await advanceRounds(app, agency.user.agencyId);
  }
  app.clock.set(OPEN_WEEK.opensAt);
  await advanceRounds(app, agency.user.agencyId);
  for (const index of [0, 1, 2].slice(0, OPEN_WEEK.answering))
    expect((await submit(app, await surveyToken(app, agency.staff[index]!.email), OPEN_WEEK.answers[0]!)).status).toBe(
      200,
    );
  app.clock.set(ASKED_AT);
  return { agency, admin: await signIn(app, agency.email) };
}
