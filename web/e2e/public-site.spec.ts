import { expect, test } from '@playwright/test';
import { latestMail, uniqueEmail } from './mailbox';
import { choose, expectNoAxeViolations } from './ui';

const SUPPORT_INBOX = 'support@hearth.localhost';

const PUBLIC_PAGES = [
  {
    path: '/',
    title: 'Anonymous burnout check-ins for hospice teams | Hearth',
    heading: 'See burnout coming. Support your hospice team.',
  },
  { path: '/about', title: 'About | Hearth', heading: 'About Hearth' },
  { path: '/tutorials', title: 'Tutorials | Hearth', heading: 'Tutorials' },
  { path: '/support', title: 'Support and Help | Hearth', heading: 'Support and Help' },
  { path: '/request-demo', title: 'Request a Demo | Hearth', heading: 'Request a Demo' },
];

test('every public page renders with its own title and meta description', async ({ page }) => {
  const descriptions = new Set<string>();
  for (const { path, title, heading } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(40);
    descriptions.add(description!);
  }
  expect(descriptions.size).toBe(PUBLIC_PAGES.length);
});

test('every public page passes axe-core with no violations, open dialogs and accordions included', async ({ page }) => {
  for (const { path, heading } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.goto('/support#faq-anonymity');
  await expect(page.getByRole('button', { name: 'Is the survey really anonymous?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoAxeViolations(page);
  await page.goto('/tutorials#privacy-and-security');
  await expect(page.getByRole('dialog', { name: 'Privacy and Security' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the landing page has its calls to action and nine feature cards', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Setup Free Account' })).toHaveAttribute('href', '/auth?tab=signup');
  await expect(page.getByRole('link', { name: 'Request Demo' })).toHaveAttribute('href', '/request-demo');
  await expect(page.getByRole('region', { name: /Everything you need/ }).getByRole('listitem')).toHaveCount(9);
  await page.getByRole('link', { name: 'Get Started - Free Forever' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  // Both calls to action open the Sign Up tab, not Login.
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Agency name')).toBeVisible();
});

test('the about page links the burnout research video and the support page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'How the burnout index is calculated' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Christina Maslach/ })).toHaveAttribute(
    'href',
    // A talk, not a page of search results.
    'https://www.usenix.org/conference/srecon24americas/presentation/maslach',
  );
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/support$/);
});

test('each of the nine tutorial cards opens its guide', async ({ page }) => {
  await page.goto('/tutorials');
  const cards = page.getByRole('link', { name: /^Read the guide/ });
  await expect(cards).toHaveCount(9);
  await page.getByRole('link', { name: /^Read the guide\W+Configuring Reminders$/ }).click();
  const guide = page.getByRole('dialog', { name: 'Configuring Reminders' });
  await expect(guide).toBeVisible();
  await expect(guide.getByText('With the default of 360 minutes, a round gets up to three reminders')).toBeVisible();
  await expect(page).toHaveURL(/\/tutorials#configuring-reminders$/);
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
  await expect(page).toHaveURL(/\/tutorials$/);
});

test('the FAQ keeps one item open at a time and works from the keyboard', async ({ page }) => {
  await page.goto('/support');
  const signup = page.getByRole('button', { name: 'How do I sign up my agency?' });
  const anonymity = page.getByRole('button', { name: 'Is the survey really anonymous?' });
  await signup.click();
  await expect(signup).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('We email you a link to confirm your address.')).toBeVisible();
  await anonymity.click();
  await expect(anonymity).toHaveAttribute('aria-expanded', 'true');
  await expect(signup).toHaveAttribute('aria-expanded', 'false');
  await anonymity.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'How do I invite my staff?' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'How do I invite my staff?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(anonymity).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[data-part="item-trigger"][aria-expanded="true"]')).toHaveCount(1);
});

test('the contact form shows the documented messages, sends, resets and mails both sides', async ({
  page,
  request,
}) => {
  await page.goto('/support');
  const form = page.getByRole('form', { name: 'Contact Us' });
  await form.getByLabel('Name').fill('M');
  await form.getByLabel('Email').fill('maria@');
  await form.getByLabel('Message').fill('Too short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('Please select a request type')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();

  const email = uniqueEmail('contact');
  await form.getByLabel('Name').fill('Maria Okafor');
  await form.getByLabel('Email').fill(email);
  await choose(form, 'Request type', 'Feedback/Suggestion');
  await form.getByLabel('Message').fill('The Monday summary is great; could it include job roles?');
  // Hold the answer back until the pending state has been seen, however slow the machine.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/support-request', async (route) => {
    await released;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(page.getByText('Message Sent')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Request type' })).toHaveText(/Select a request type/);
  await expect(form.getByLabel('Message')).toHaveValue('');

  const notification = await latestMail(request, SUPPORT_INBOX, 'Feedback/Suggestion request from Maria Okafor');
  expect(notification.text).toContain(email);
  expect(notification.text).toContain('could it include job roles?');
  await latestMail(request, email, 'We received your message to Hearth');
});

test('the demo form shows the documented messages, sends, resets, mails and returns home after 2 seconds', async ({
  page,
  request,
}) => {
  await page.goto('/request-demo');
  const form = page.getByRole('form', { name: 'Request a Demo' });
  await form.getByLabel('First Name').fill('G');
  await form.getByLabel('Last Name').fill('H');
  await form.getByLabel('Work Email').fill('grace.example.org');
  await form.getByLabel('Agency Name').fill('E');
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Last name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('Agency name must be at least 2 characters')).toBeVisible();

  const email = uniqueEmail('demo');
  const agency = `Evergreen Hospice ${Date.now()}`;
  await form.getByLabel('First Name').fill('Grace');
  await form.getByLabel('Last Name').fill('Hopper');
  await form.getByLabel('Work Email').fill(email);
  await form.getByLabel('Agency Name').fill(agency);
  await form.getByLabel('Additional Information (Optional)').fill('About 45 staff in two offices.');
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(page.getByText('Request Submitted')).toBeVisible();
  await expect(page.getByText("Thank you! We'll be in touch soon to schedule your demo.")).toBeVisible();
  await expect(form.getByLabel('First Name')).toHaveValue('');
  await expect(form.getByLabel('Agency Name')).toHaveValue('');
  await expect(page).toHaveURL(/\/request-demo$/);
  await expect(page).toHaveURL(/localhost:\d+\/$/, { timeout: 4000 });

  expect((await latestMail(request, SUPPORT_INBOX, `Demo request from ${agency}`)).text).toContain('About 45 staff');
  await latestMail(request, email, 'Your Hearth demo request');
});

test('a filled honeypot looks like a success to the sender and sends nothing', async ({ page, request }) => {
  const email = uniqueEmail('bot');
  await page.goto('/support');
  const form = page.getByRole('form', { name: 'Contact Us' });
  await form.getByLabel('Name').fill('Spam Bot');
  await form.getByLabel('Email').fill(email);
  await choose(form, 'Request type', 'Other');
  await form.getByLabel('Message').fill('Buy followers at a great price today.');
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent')).toBeVisible();
  // The server answers only after any mail is in the outbox, so an empty outbox now means none was sent.
  const mails = (await (await request.get('/dev/mailbox/messages')).json()) as { recipient: string; text: string }[];
  expect(mails.filter((mail) => mail.recipient === email || mail.text.includes(email))).toEqual([]);
});
