import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { codeIn, latestMail, linkIn, uniqueEmail } from './mailbox';

export const PASSWORD = 'Lantern42ok';

/** Signs up through the API and verifies the address from the mailbox; answers the admin's email. */
export async function registeredAdmin(
  request: APIRequestContext,
  agencyName = `Hospice ${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
) {
  const email = uniqueEmail('admin');
  const response = await request.post('/api/register', {
    data: { email, agencyName, firstName: 'Dana', lastName: 'Reyes', password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  const token = new URLSearchParams(
    linkIn(await latestMail(request, email, 'Verify your email for Hearth'), '/verify-email').split('?')[1],
  ).get('token');
  expect((await request.post('/api/verify-email', { data: { token } })).status()).toBe(200);
  return { email, agencyName };
}

/** Signs in through the login page and the emailed code; ends on /dashboard. */
export async function signInThroughUi(
  page: Page,
  request: APIRequestContext,
  email: string,
  { password = PASSWORD, rememberMe = false }: { password?: string; rememberMe?: boolean } = {},
) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByText('Remember me').click();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(codeIn(await latestMail(request, email, 'Your Hearth sign-in code')));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A fresh agency's administrator, signed in, past the welcome dialog, on `path`. */
export async function freshAdminOn(page: Page, request: APIRequestContext, path: string) {
  const admin = await registeredAdmin(request);
  await signInThroughUi(page, request, admin.email);
  await page
    .getByRole('dialog', { name: /^Welcome to Hearth/ })
    .getByRole('button', { name: "I'll do this later" })
    .click();
  await page.goto(path);
  return admin;
}
