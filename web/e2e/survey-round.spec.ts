import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { PASSWORD, registeredAdmin } from './accounts';
import { codeIn, latestMail, linkIn, mailCount, uniqueEmail } from './mailbox';

/**
 * The weekly round end to end, on the development clock: schedule → round opens → links in the
 * mailbox → staff answer on a phone → reminders reach only the others → the round closes → the
 * dashboard, details and reports show the right numbers; a round below k stays sealed.
 * This project runs after the others (it moves the server's clock).
 */
test.describe.configure({ mode: 'serial' });

const STAFF = 6;
const ANSWERS: [number, number, number, number, number][] = [
  [9, 9, 9, 1, 2], // index 9.2: high risk
  [3, 4, 2, 8, 9], // 2.8
  [5, 5, 4, 6, 7], // 4.6
  [6, 7, 5, 5, 6], // 5.8
  [4, 4, 3, 7, 8], // 3.6 → mean 5.2
];

async function moveClock(request: APIRequestContext, body: { now: string } | { advanceMinutes: number }) {
  const response = await request.post('/dev/clock', { data: body });
  expect(response.status()).toBe(200);
  return (await response.json()) as { now: string };
}

async function signInRemembered(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByText('Remember me').click();
  await page.getByRole('button', { name: 'Log In' }).click();
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(codeIn(await latestMail(request, email, 'Your Hearth sign-in code')));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: "I'll do this later" }).click();
}

/** A staff member answers on a phone-sized screen, moving the slider with the keyboard. */
async function answerOnPhone(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  values: number[],
  comment?: string,
) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(linkIn(await latestMail(request, email, /check-in/), '/survey'));
  await expect(phone.getByRole('heading', { name: 'Weekly Wellbeing Check-In' })).toBeVisible();
  await expect(
    phone.getByText('Your responses are completely anonymous and help us support you better.'),
  ).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Previous' })).toBeDisabled();
  for (const [index, value] of values.entries()) {
    await expect(phone.getByText(`Question ${index + 1} of 6`)).toBeVisible();
    const slider = phone.getByRole('slider');
    await expect(slider).toHaveValue('5');
    // Each step puts focus on its slider, described by the step, so arrows work at once.
    if (index === 0) await slider.focus();
    else await expect(slider).toBeFocused();
    await expect(slider).toHaveAccessibleDescription(new RegExp(`^Question ${index + 1} of 6`));
    for (let step = 5; step !== value; step += value > 5 ? 1 : -1)
      await slider.press(value > 5 ? 'ArrowRight' : 'ArrowLeft');
    await expect(phone.getByText(`${value}/10`, { exact: true })).toBeVisible();
    await phone.getByRole('button', { name: 'Next' }).click();
  }
  await expect(phone.getByText('Question 6 of 6')).toBeVisible();
  await expect(phone.getByPlaceholder('Share your thoughts (optional)...')).toBeFocused();
  if (comment) await phone.getByPlaceholder('Share your thoughts (optional)...').fill(comment);
  await phone.getByRole('button', { name: 'Submit Survey' }).click();
  await expect(phone.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await context.close();
}

test('a weekly round from schedule to results, with reminders and a round below k', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const { email: adminEmail } = await registeredAdmin(request, `Clockwork Hospice ${Date.now()}`);
  await signInRemembered(page, request, adminEmail);

  // Staff: one job role, six members who accept their invitations.
  const role = await page.request.post('/api/job-roles', { data: { name: 'Hospice Aide' } });
  const jobRoleId = (await role.json()).id;
  const staff: string[] = [];
  for (let n = 0; n < STAFF; n++) {
    const email = uniqueEmail(`aide${n}`);
    expect(
      (
        await page.request.post('/api/users/invite', {
          data: { firstName: `Aide${n}`, lastName: 'Smith', email, role: 'user', jobRoleId },
        })
      ).status(),
    ).toBe(201);
    const token = new URLSearchParams(
      linkIn(await latestMail(request, email, /Welcome to/), '/accept-invite').split('?')[1],
    ).get('token');
    expect((await request.post('/api/users/accept-invite', { data: { token } })).status()).toBe(200);
    staff.push(email);
  }

  // Configure the schedule in Settings.
  await page.goto('/setup');
  await page.getByLabel('Survey day').selectOption('Monday');
  await page.getByLabel('Survey time (24-hour)').fill('09:00');
  await page.getByLabel('Time zone').selectOption('America/New_York');
  await page.getByLabel('Reminder interval (minutes)').fill('360');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your weekly check-in is scheduled.')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByText(/The first check-in goes out/)).toBeVisible();
  const nextSurveyAt = (await (await page.request.get('/api/dashboard/current-week')).json()).surveySchedule
    .nextSurveyAt as string;

  // The round opens at the scheduled time and every staff member gets a link.
  await moveClock(request, { now: nextSurveyAt });
  for (const email of staff) await latestMail(request, email, /^Your weekly check-in/);

  // Five answer on their phones; the first is high risk.
  for (const [index, values] of ANSWERS.entries())
    await answerOnPhone(
      browser,
      request,
      staff[index]!,
      values,
      index === 0 ? 'Two deaths on my caseload this week.' : undefined,
    );

  // While open: participation only, the sealed notice, and one pending person.
  await page.reload();
  await expect(page.getByText(/This week's check-in is open until/)).toBeVisible();
  await expect(page.getByText('5 of 6 staff have answered', { exact: false })).toBeVisible();
  await expect(page.getByText('83%')).toBeVisible();
  const pending = page.getByRole('region', { name: 'Pending Survey Submissions' });
  await expect(pending.getByText(staff[5]!)).toBeVisible();
  await expect(pending.getByText(/^Due by/)).toBeVisible();
  await pending.getByRole('button', { name: 'Send Reminders' }).click();
  await expect(page.getByText('Reminders Sent', { exact: true })).toBeVisible();
  await latestMail(request, staff[5]!, /^Reminder:/);

  // Six hours later the automatic reminder reaches only the one who has not answered.
  const reminderSubject = `Reminder: your weekly check-in from ${await agencyName(page)}`;
  await moveClock(request, { advanceMinutes: 360 });
  await expect.poll(() => mailCount(request, staff[5]!, reminderSubject)).toBe(2);
  for (const email of staff.slice(0, 5)) expect(await mailCount(request, email, reminderSubject)).toBe(0);

  // The round closes 24 hours after opening: results appear.
  await moveClock(request, { now: new Date(Date.parse(nextSurveyAt) + 24 * 3600_000).toISOString() });
  await page.reload();
  // The KPI card's figure (the Insights card below repeats it in a heading and its evidence).
  await expect(page.getByRole('main').locator('p', { hasText: /^5\.2\/10$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending Survey Submissions' })).toHaveCount(0);
  const activity = page.getByRole('region', { name: 'Recent Survey Activity' });
  await expect(activity.getByText('Anonymous User')).toHaveCount(5);
  await expect(activity.getByText('High Risk')).toHaveCount(1);
  await expect(activity.getByText('Score: 9.2')).toBeVisible();
  await activity.getByRole('button', { name: 'View details of answer with score 9.2' }).click();
  const details = page.getByRole('dialog', { name: 'Survey Response Details' });
  await expect(details.getByText('9.2/10')).toBeVisible();
  await expect(details.getByText('Two deaths on my caseload this week.')).toBeVisible();
  await expect(details.getByText('1/10')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  // Insights: the one high-risk answer is worth watching; its advice names its source.
  const insights = page.getByRole('region', { name: 'Insights' });
  const highRisk = insights.getByRole('listitem', { name: 'High-risk answers: 1 of 5 answers' });
  await expect(highRisk.getByText('Watch', { exact: true })).toBeVisible();
  await expect(highRisk.getByText('20 % of the week of')).toBeVisible();
  await highRisk.getByText('Recommended actions (1)').click();
  await expect(highRisk.getByText(/^Source: U\.S\. Surgeon General/)).toBeVisible();
  await expect(
    insights.getByRole('heading', { name: 'Burnout index 5.2/10 in the week of', exact: false }),
  ).toBeVisible();

  // The assistant knows the agency's own numbers and follows the conversation.
  await page.getByRole('button', { name: 'Open the chat assistant' }).click();
  const chat = page.getByRole('dialog', { name: 'Hearth Assistant' });
  await page.getByLabel('Your message').fill('What was our burnout score last week?');
  await page.keyboard.press('Enter');
  await expect(chat.getByRole('log').getByText(/The average burnout index for the week of .* was/)).toContainText(
    '5.2/10',
  );
  await page.getByLabel('Your message').fill('And the response rate?');
  await page.keyboard.press('Enter');
  await expect(chat.getByRole('log').getByText(/5 staff members answered: a response rate of/)).toContainText('83%');
  await chat.getByRole('button', { name: 'Close the chat' }).click();

  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Average Burnout Score Trend' })).toBeVisible();
  await page.getByRole('region', { name: 'Average Burnout Score Trend' }).getByText('Show the numbers').click();
  await expect(
    page.getByRole('region', { name: 'Average Burnout Score Trend' }).getByRole('cell', { name: '5.2/10' }),
  ).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(3);

  // Next week only two answer: below k, the round stays sealed and the chart shows a gap.
  // The next opening comes from the app, not from adding 7 × 24 h (a DST change may fall between).
  const secondOpening = (await (await page.request.get('/api/dashboard/current-week')).json()).surveySchedule
    .nextSurveyAt as string;
  await moveClock(request, { now: secondOpening });
  for (const email of staff.slice(0, 2)) await answerOnPhone(browser, request, email, [5, 5, 5, 5, 5]);
  await moveClock(request, { advanceMinutes: 24 * 60 });
  await page.goto('/dashboard');
  await expect(page.getByText(/Not enough answers this week to show results: 2 answered/)).toBeVisible();
  await expect(page.getByText('Needs 3 more answers').first()).toBeVisible();
  await expect(page.getByText('Answers are not shown: this round needed at least 5.')).toBeVisible();
  await page.goto('/reports');
  await expect(page.getByText('Gaps mark weeks with fewer than 5 answers')).toBeVisible();
  const reportInsights = page.getByRole('region', { name: 'Insights' });
  await expect(
    reportInsights.getByRole('heading', { name: '1 week hidden below the anonymity minimum' }),
  ).toBeVisible();
  await expect(reportInsights.getByText(/had 2 answers and needed 3 more/)).toBeVisible();
  await page.getByRole('region', { name: 'Average Burnout Score Trend' }).getByText('Show the numbers').click();
  await expect(
    page.getByRole('region', { name: 'Average Burnout Score Trend' }).getByRole('cell', { name: 'Not enough answers' }),
  ).toBeVisible();
});

async function agencyName(page: Page): Promise<string> {
  return (await (await page.request.get('/api/agency')).json()).name;
}
