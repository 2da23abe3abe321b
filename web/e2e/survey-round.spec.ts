import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { runLighthouse } from '../lighthouse/run-lighthouse';
import { registeredAdmin, signInThroughUi } from './accounts';
import { answerOnPhone, CHECK_IN_MAIL } from './check-in';
import { latestMail, linkIn, mailCount, uniqueEmail } from './mailbox';
import { choose, expectNoAxeViolations, expectNoSidewaysScroll, PHONE } from './ui';

/**
 * The weekly round end to end, on the development clock: schedule → round opens → links in the
 * mailbox → staff answer on a phone → reminders reach only the others → the round closes → the
 * dashboard, details and reports show the right numbers; a round below k stays sealed.
 * This project runs after the others (it moves the server's clock).
 */
test.describe.configure({ mode: 'serial' });

const STAFF = 6;
/** The one member who reads Spanish: fewer than k do, so their check-in cautions about comments. */
const SPANISH = 4;
const PROGRAMME = { name: 'CareLine EAP', phone: '1-800-555-0199', url: 'https://careline.example.org' };
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
  await signInThroughUi(page, request, email, { rememberMe: true });
  await page.getByRole('button', { name: "I'll do this later" }).click();
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
    const language = n === SPANISH ? 'es' : 'en';
    expect(
      (
        await page.request.post('/api/users/invite', {
          data: { firstName: `Aide${n}`, lastName: 'Smith', email, role: 'user', jobRoleId, language },
        })
      ).status(),
    ).toBe(201);
    const token = new URLSearchParams(
      linkIn(await latestMail(request, email, /Welcome to|Le damos la bienvenida/), '/accept-invite').split('?')[1],
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
  // The programme staff are shown after a hard week, saved through the same screen.
  await page.getByLabel('Programme name').fill(PROGRAMME.name);
  await page.getByLabel('Phone number', { exact: true }).fill(PROGRAMME.phone);
  await page.getByLabel('Website').fill(PROGRAMME.url);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your weekly check-in is scheduled.')).toBeVisible();

  // Beside a member's language, the administrator reads the same caution staff will.
  await page.goto('/setup?tab=users');
  await page.getByRole('button', { name: 'Invite User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite User' });
  const caution = invite.getByText(/Fewer than 5 of your staff take the check-in in Spanish/);
  await expect(caution).toHaveCount(0);
  await choose(invite, 'Language for mails and the check-in', 'Español (Spanish)');
  await expect(caution).toBeVisible();
  await invite.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/dashboard');
  await expect(page.getByText(/The first check-in goes out/)).toBeVisible();
  const nextSurveyAt = (await (await page.request.get('/api/dashboard/current-week')).json()).surveySchedule
    .nextSurveyAt as string;

  // The round opens at the scheduled time and every staff member gets a link.
  await moveClock(request, { now: nextSurveyAt });
  for (const email of staff) await latestMail(request, email, /^(Your weekly check-in|Su chequeo semanal)/);

  // The check-in itself, as Lighthouse's mobile audit sees it (the link stays usable: looking is not answering).
  const lastLink = linkIn(await latestMail(request, staff[5]!, /^Your weekly check-in/), '/survey');
  const audit = await runLighthouse(`${baseURL}${lastLink}`, ['accessibility']);
  expect(audit.failedAudits).toEqual([]);
  expect(audit.scores.accessibility).toBe(100);

  // Five answer from their emailed links on their phones and leave a comment. The thank-you page says
  // where to get support now — 988 and the agency's programme — after a high-risk answer set (the first)
  // and after a comment that reads as distress, in English (the second) or Spanish (the fifth, whose
  // scores are middling), or that only the trained reader reads so (the fourth: no rule names it); decided
  // in the browser, nothing sent about it; and that nobody will reach out.
  const comments = [
    'Two deaths on my caseload this week.',
    'some nights I think about not waking up',
    'Short-staffed on weekends.',
    "every day is the same grey and I don't see it ever ending",
    'Me siento agotada y ya no puedo más',
  ];
  const supported = [0, 1, 3, SPANISH];
  for (const [index, values] of ANSWERS.entries()) {
    const language = index === SPANISH ? 'es' : 'en';
    const answered = await answerOnPhone(browser, request, staff[index]!, values, {
      comment: comments[index],
      check: index === 0 || index === SPANISH,
      language,
      caution: language === 'es',
    });
    if (supported.includes(index)) {
      const english = language === 'en';
      await expect(
        answered.support.getByText(english ? '988 Suicide & Crisis Lifeline (US)' : /988 Línea de Prevención/),
      ).toBeVisible();
      await expect(
        answered.support.getByRole('link', { name: english ? 'Call 988' : 'Llamar al 988' }),
      ).toHaveAttribute('href', 'tel:988');
      await expect(answered.support.getByRole('heading', { name: PROGRAMME.name })).toBeVisible();
      await expect(
        answered.support.getByRole('link', {
          name: english ? `Call ${PROGRAMME.phone}` : `Llamar al ${PROGRAMME.phone}`,
        }),
      ).toHaveAttribute('href', 'tel:18005550199');
      await expect(
        answered.support.getByRole('link', { name: english ? `Visit ${PROGRAMME.name}` : `Visitar ${PROGRAMME.name}` }),
      ).toHaveAttribute('href', PROGRAMME.url);
      await expect(
        answered.support.getByText(english ? /nobody will reach out to you/ : /nadie le va a llamar/),
      ).toBeVisible();
      if (index === 0) {
        await answered.phone.getByRole('button', { name: 'Español' }).click();
        await expect(answered.phone.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();
        await expect(answered.phone.getByRole('region', { name: 'Hay ayuda si la necesita' })).toContainText(
          'oprima 2 para español',
        );
      }
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
  // Two read as distress by the grammar, which the count reads (the fourth only showed its writer the panel):
  // the card says how many and what to do, never who.
  await expect(commentsCard.getByText('2 comments this week read as distress', { exact: false })).toBeVisible();
  await expect(commentsCard.getByText('Reads as distress')).toHaveCount(2);
  await expect(commentsCard.getByRole('note')).toContainText(`your employee assistance programme (${PROGRAMME.name}`);

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
  const before = await Promise.all(staff.slice(0, 2).map((email) => mailCount(request, email, CHECK_IN_MAIL)));
  await moveClock(request, { now: secondOpening });
  for (const [index, email] of staff.slice(0, 2).entries())
    await (await answerOnPhone(browser, request, email, [5, 5, 5, 5, 5], { after: before[index] })).context.close();
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
