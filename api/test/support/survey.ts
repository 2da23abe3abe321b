import { expect } from 'vitest';
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

export async function setSchedule(
  admin: TestClient,
  schedule: {
    surveyDay: string;
    surveyTime: string;
    timezone: string;
    reminderInterval: number;
    anonymityThreshold?: number;
  },
) {
  const response = await admin.patch('/api/agency/settings', schedule);
  expect(response.status).toBe(200);
}

/** The newest survey link mailed to a staff member (survey or reminder). */
export async function surveyToken(app: TestApp, email: string): Promise<string> {
  return linkToken((await lastMailTo(app, email)).text, '/survey');
}

function answers(values: [number, number, number, number, number], comment?: string) {
  const ids = ['q1_drained', 'q2_worn_out', 'q3_distant', 'q4_supported', 'q5_difference'];
  return [
    ...ids.map((questionId, index) => ({ questionId, questionType: 'scaled', value: values[index] })),
    ...(comment ? [{ questionId: 'q6_anything_else', questionType: 'text', value: comment }] : []),
  ];
}

export async function submit(
  app: TestApp,
  token: string,
  values: [number, number, number, number, number],
  comment?: string,
) {
  return app.client().post('/api/survey/submit', { token, responses: answers(values, comment) });
}
