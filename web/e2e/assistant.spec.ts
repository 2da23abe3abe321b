import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open the chat assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Hearth Assistant' });
  await expect(panel).toBeVisible();
  return panel;
}

async function ask(page: Page, question: string) {
  await page.getByLabel('Your message').fill(question);
  await page.keyboard.press('Enter');
}

test('on a fresh start the assistant answers the two questions from the knowledge base, with links', async ({
  page,
}) => {
  await page.goto('/');
  const panel = await openChat(page);
  await expect(panel.getByText("Hi! I'm the Hearth assistant.")).toBeVisible();
  await expect(page.getByLabel('Your message')).toBeFocused();

  await ask(page, 'How is my burnout score calculated?');
  const log = panel.getByRole('log');
  await expect(log.getByText('How is my burnout score calculated?')).toBeVisible();
  // (The help's scoring guide and About page both say it; the answer may quote both.)
  await expect(log.getByText(/11 minus the answer/).first()).toBeVisible();
  await expect(log.getByRole('link', { name: 'About Hearth: How the burnout index is calculated' })).toHaveAttribute(
    'href',
    '/about#burnout-index',
  );

  // Answered as a staff member's question (what administrators can see) or from the FAQ: both say
  // plainly that answers are anonymous and link the page that explains it.
  await ask(page, 'Is the survey anonymous?');
  await expect(
    log.getByText(/Your answers are anonymous\.|stores who answered and what was answered apart/).first(),
  ).toBeVisible();
  const source = log.getByRole('link', { name: /What your administrators can see|Is the survey really anonymous\?/ });
  await source.first().click();
  await expect(page).toHaveURL(/\/staff-privacy$|\/support#faq-anonymity$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the assistant refuses to say who wrote something', async ({ page }) => {
  await page.goto('/about');
  const panel = await openChat(page);
  await ask(page, 'Who wrote this?');
  await expect(panel.getByText(/I can't help find out who gave an answer/)).toBeVisible();
});

test('Enter sends, Shift+Enter adds a line, and empty or over-long messages cannot be sent', async ({ page }) => {
  await page.goto('/tutorials');
  const panel = await openChat(page);
  const input = page.getByLabel('Your message');
  const send = panel.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(panel.locator('[data-role="user"]')).toHaveCount(0);

  await input.fill('First line');
  await input.press('Shift+Enter');
  await input.pressSequentially('second line');
  await expect(input).toHaveValue('First line\nsecond line');
  await expect(panel.locator('[data-role="user"]')).toHaveCount(0);

  await input.fill('x'.repeat(1200));
  await expect(input).toHaveValue('x'.repeat(1000));
  await expect(panel.getByText('1000/1000 characters')).toBeVisible();
});

test('sending is blocked while a reply is pending; the panel is 384 × 500 px', async ({ page }) => {
  await page.goto('/');
  const panel = await openChat(page);
  expect(await panel.boundingBox()).toMatchObject({ width: 384, height: 500 });
  // The reply is held until the test has tried to send again, however slow the machine.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/chatbot', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await released;
    await route.continue();
  });
  await ask(page, 'How do reminders work?');
  await expect(panel.getByRole('status').getByText('Thinking...')).toBeVisible();
  await page.getByLabel('Your message').fill('A second question');
  await expect(panel.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await page.keyboard.press('Enter');
  await expect(panel.locator('[data-role="user"]')).toHaveCount(1);
  release();
  await expect(panel.getByText(/reminder/i).nth(1)).toBeVisible();
  await expect(panel.getByText('Thinking...')).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
  await expect(panel.locator('[data-role="user"]')).toHaveCount(1);
});

test('a failed reply shows the server message, or the apology with the support address', async ({ page }) => {
  await page.goto('/support');
  const panel = await openChat(page);
  await page.route('**/api/chatbot', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'The assistant is resting. Email support@hearth.localhost.',
            code: 'ASSISTANT_UNAVAILABLE',
          }),
        })
      : route.continue(),
  );
  await ask(page, 'Hello?');
  await expect(panel.locator('[data-failed="true"]')).toHaveText(/The assistant is resting/);

  await page.unroute('**/api/chatbot');
  await page.route('**/api/chatbot', (route) =>
    route.request().method() === 'POST' ? route.abort() : route.continue(),
  );
  await ask(page, 'Anyone there?');
  await expect(panel.locator('[data-failed="true"]').nth(1)).toContainText("Sorry, I couldn't answer that just now");
  await expect(
    panel.locator('[data-failed="true"]').nth(1).getByRole('link', { name: 'support@hearth.localhost' }),
  ).toHaveAttribute('href', 'mailto:support@hearth.localhost');
});

test('the conversation survives closing the panel but not a reload', async ({ page }) => {
  await page.goto('/');
  const panel = await openChat(page);
  await ask(page, 'Is Hearth really free?');
  await expect(panel.getByText(/no fees, no paid tier/i).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open the chat assistant' })).toBeFocused();
  await page.getByRole('button', { name: 'Open the chat assistant' }).click();
  await expect(panel.locator('[data-role="user"]')).toHaveText(/Is Hearth really free\?/);
  await page.reload();
  await openChat(page);
  await expect(page.locator('[data-role="user"]')).toHaveCount(0);
});

test('the open panel passes axe-core and fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/');
  const panel = await openChat(page);
  await ask(page, 'How do I invite staff?');
  await expect(panel.getByText('Read more:')).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.y).toBeGreaterThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
