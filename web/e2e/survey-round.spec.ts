import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { runLighthouse } from '../lighthouse/run-lighthouse';
import { PASSWORD, registeredAdmin } from './accounts';
import { codeIn, latestMail, linkIn, mailCount, uniqueEmail } from './mailbox';
import { choose, expectNoAxeViolations, expectNoSidewaysScroll, PHONE } from './ui';

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

/**
 * A staff member answers on a phone-sized screen, moving the slider with the keyboard. With
 * `check`, every step is also checked for sideways scrolling and accessibility (axe).
 */
async function answerOnPhone(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  values: number[],
  options: { comment?: string; check?: boolean } = {},
) {
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  const check = async () => {
    if (!options.check) return;
    await expectNoSidewaysScroll(phone);
    await expectNoAxeViolations(phone);
  };
  await phone.goto(linkIn(await latestMail(request, email, /check-in/), '/survey'));
  // The check-in is pre-rendered: its controls work once the page runs.
  await expect(phone.locator('html[data-interactive]')).toBeAttached();
  await expect(phone.getByRole('heading', { name: 'Weekly Wellbeing Check-In' })).toBeVisible();
  await expect(
    phone.getByText('Your responses are completely anonymous and help us support you better.'),
  ).toBeVisible();
  // A focused page: the logo and the language, no site menu, footer or chat button.
  await expect(phone.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(phone.getByRole('contentinfo')).toHaveCount(0);
  await expect(phone.getByRole('button', { name: /chat assistant/ })).toHaveCount(0);
  await expect(phone.getByRole('link', { name: 'What your administrators can see' })).toHaveAttribute(
    'href',
    '/staff-privacy?lang=en',
  );
  await expect(phone.getByRole('button', { name: 'Previous' })).toBeDisabled();
  for (const [index, value] of values.entries()) {
    await expect(phone.getByText(`Question ${index + 1} of 6`)).toBeVisible();
    const slider = phone.getByRole('slider');
    await expect(slider).toHaveAttribute('aria-valuenow', '5');
    await check();
    // Each step puts focus on its slider, described by the step, so arrows work at once.
    if (index === 0) await slider.focus();
    else await expect(slider).toBeFocused();
    await expect(slider).toHaveAccessibleDescription(new RegExp(`^Question ${index + 1} of 6`));
    for (let step = 5; step !== value; step += value > 5 ? 1 : -1)
      await slider.press(value > 5 ? 'ArrowRight' : 'ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuetext', `${value} out of 10`);
    await expect(phone.getByText(`${value}/10`, { exact: true })).toBeVisible();
    // Previous and Next stay on the screen, whatever the length of the question.
    await expect(phone.getByRole('button', { name: 'Next' })).toBeInViewport();
    await phone.getByRole('button', { name: 'Next' }).click();
  }
  await expect(phone.getByText('Question 6 of 6')).toBeVisible();
  await expect(phone.getByPlaceholder('Share your thoughts (optional)...')).toBeFocused();
  if (options.comment) await phone.getByPlaceholder('Share your thoughts (optional)...').fill(options.comment);
  await check();
  const submit = phone.getByRole('button', { name: 'Submit Survey' });
  // The last step's buttons fit their row (they used to overflow it by 24 px).
  const [row, button] = await Promise.all([submit.locator('..').boundingBox(), submit.boundingBox()]);
  expect(button!.x + button!.width).toBeLessThanOrEqual(row!.x + row!.width + 0.5);
  await submit.click();
  await expect(phone.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await check();
  const support = phone.getByRole('region', { name: 'Support is here if you need it' });
  return { phone, context, support };
}

test('a weekly round from schedule to results, with reminders and a round below k', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
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
  await choose(page, 'Survey day', 'Monday');
  await page.getByRole('combobox', { name: 'Survey time (24-hour)' }).fill('09:00');
  await choose(page, 'Time zone', 'America/New York');
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

  // The check-in itself, as Lighthouse's mobile audit sees it (the link stays usable: looking is not answering).
  const lastLink = linkIn(await latestMail(request, staff[5]!, /^Your weekly check-in/), '/survey');
  const audit = await runLighthouse(`${baseURL}${lastLink}`, ['accessibility']);
  expect(audit.failedAudits).toEqual([]);
  expect(audit.scores.accessibility).toBe(100);

  // Five answer on their phones; three leave a comment. The first is high risk: the thank-you page
  // says where to get support now, decided in the browser (nothing is sent about it), and that
  // nobody will reach out.
  const comments = ['Two deaths on my caseload this week.', 'Short-staffed on weekends.', 'Grateful for the team.'];
  for (const [index, values] of ANSWERS.entries()) {
    const answered = await answerOnPhone(browser, request, staff[index]!, values, {
      comment: comments[index],
      check: index === 0,
    });
    if (index === 0) {
      await expect(answered.support.getByText('988 Suicide & Crisis Lifeline (US)')).toBeVisible();
      await expect(answered.support.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
      await expect(answered.support.getByText(/nobody will reach out to you/)).toBeVisible();
      await answered.phone.getByRole('button', { name: 'Español' }).click();
      await expect(answered.phone.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();
      await expect(answered.phone.getByRole('region', { name: 'Hay ayuda si la necesita' })).toContainText(
        'oprima 2 para español',
      );
    } else {
      await expect(answered.support).toHaveCount(0);
    }
    await answered.context.close();
  }

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
  await expect(details.getByText('1/10')).toBeVisible();
  // Comments are never beside an answer set's scores: they have a card of their own.
  await expect(details.getByText('Two deaths on my caseload this week.')).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).click();
  const commentsCard = page.getByRole('region', { name: 'Comments' });
  for (const comment of comments) await expect(commentsCard.getByText(comment)).toBeVisible();

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

  // The same dashboard with results on a phone: nothing wider than the screen, the details dialog whole.
  await page.setViewportSize(PHONE.viewport);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await activity.getByRole('button', { name: 'View details of answer with score 9.2' }).click();
  await expect(details).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
  await details.getByRole('button', { name: 'Close' }).click();
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Average Burnout Score Trend' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });

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
  for (const email of staff.slice(0, 2))
    await (await answerOnPhone(browser, request, email, [5, 5, 5, 5, 5])).context.close();
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

  // Exports hold the weeks at or above k only: the week with two answers leaves no line.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await csvDownload).path())!, 'utf8');
  expect(csv.trim().split('\r\n')).toEqual([
    'Week of,Answers,Response rate (%),Average burnout index (1-10),High-risk answers',
    `${nextSurveyAt.slice(0, 10)},5,83,5.2,1`,
  ]);
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF report' }).click();
  const pdf = await readFile((await (await pdfDownload).path())!, 'latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain('(Historical report)');
  expect(pdf).toContain('1 week was left out.');
  for (const title of ['Average Burnout Score Trend', 'Survey Response Rate Trend', 'High-Risk Staff Count Trend'])
    expect(pdf).toContain(`(${title})`);
  expect(pdf.match(/\/Subtype \/Image/g)).toHaveLength(3);
  expect(pdf).not.toContain(secondOpening.slice(0, 10));
});

async function agencyName(page: Page): Promise<string> {
  return (await (await page.request.get('/api/agency')).json()).name;
}
