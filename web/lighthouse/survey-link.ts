/**
 * A live survey link on a fresh app, for measuring the check-in page: signs up an administrator,
 * invites one staff member, sets the schedule and moves the development clock to the first
 * opening, then reads the link from the development mailbox. Development only (/dev/*).
 */
interface Mail {
  recipient: string;
  subject: string;
  text: string;
}

export async function liveSurveyLink(base: string): Promise<string> {
  const cookies = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [name, value] = line.split(';')[0]!.split('=');
      cookies.set(name!, value!);
    }
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const mailTo = async (recipient: string, subject: RegExp): Promise<Mail> => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const mails = (await call('GET', '/dev/mailbox/messages')) as Mail[];
      const mail = mails.find((candidate) => candidate.recipient === recipient && subject.test(candidate.subject));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`No mail to ${recipient}`);
  };
  const token = (mail: Mail, path: string) => new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail.text)![1]!;

  const id = Date.now().toString(36);
  const admin = `bench-${id}@example.org`;
  const password = 'Lantern42ok';
  await call('POST', '/api/register', {
    email: admin,
    agencyName: `Bench Hospice ${id}`,
    firstName: 'Dana',
    lastName: 'Reyes',
    password,
  });
  await call('POST', '/api/verify-email', { token: token(await mailTo(admin, /Verify/), '/verify-email') });
  await call('POST', '/api/login', { email: admin, password });
  await call('POST', '/api/verify-mfa', { code: /\b(\d{6})\b/.exec((await mailTo(admin, /sign-in code/)).text)![1] });
  const role = (await call('POST', '/api/job-roles', { name: 'Aide' })) as { id: string };
  const staff = `staff-${id}@example.org`;
  await call('POST', '/api/users/invite', {
    firstName: 'Sam',
    lastName: 'Lee',
    email: staff,
    role: 'user',
    jobRoleId: role.id,
  });
  await call('POST', '/api/users/accept-invite', { token: token(await mailTo(staff, /Welcome/), '/accept-invite') });
  await call('PATCH', '/api/agency/settings', {
    surveyDay: 'Monday',
    surveyTime: '09:00',
    timezone: 'America/New_York',
    reminderInterval: 0,
  });
  const week = (await call('GET', '/api/dashboard/current-week')) as { surveySchedule: { nextSurveyAt: string } };
  await call('POST', '/dev/clock', { now: week.surveySchedule.nextSurveyAt });
  return `${base}/survey?token=${token(await mailTo(staff, /check-in/), '/survey')}`;
}
