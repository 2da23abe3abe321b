import { expect, test } from '@playwright/test';
import { signInThroughUi } from './accounts';
import { codeIn, latestMail, linkIn, uniqueEmail } from './mailbox';

const PASSWORD = 'Lantern42ok';

test('an administrator signs up, verifies, signs in with the emailed code, and signs out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('founder');
  await page.goto('/auth');
  await expect(page).toHaveTitle(/Log in or sign up/);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Agency name').fill(`Evergreen Hospice ${Date.now()}`);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await expect(page.getByText('One uppercase letter (not met yet)')).toBeAttached();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByText('One uppercase letter (met)')).toBeAttached();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('main').getByText('Check your email', { exact: true })).toBeVisible();

  // The developer mailbox shows the verification mail with a clickable link.
  await latestMail(request, email, 'Verify your email for Hearth');
  await page.goto('/dev/mailbox');
  await page
    .locator('article', { hasText: email })
    .first()
    .getByRole('link', { name: /verify-email/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page.getByText(`You can now log in with ${email}`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText(`A 6-digit code has been sent to ${email}`)).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify', exact: true });
  await expect(verify).toBeDisabled();
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(codeIn(await latestMail(request, email, 'Your Hearth sign-in code')));
  await verify.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: "I'll do this later" }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
});

test('an unverified administrator sees the notice and can ask for a new link', async ({ page, request }) => {
  const email = uniqueEmail('unverified');
  const signup = await request.post('/api/register', {
    data: {
      email,
      agencyName: `Unverified Hospice ${Date.now()}`,
      firstName: 'Ada',
      lastName: 'Byron',
      password: PASSWORD,
    },
  });
  expect(signup.status()).toBe(201);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Your account has not been verified yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('Verification email sent')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
});

test('a forgotten password is reset through the emailed link', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  await request.post('/api/register', {
    data: {
      email,
      agencyName: `Forgetful Hospice ${Date.now()}`,
      firstName: 'Ben',
      lastName: 'Carter',
      password: PASSWORD,
    },
  });
  await page.goto(linkIn(await latestMail(request, email, 'Verify your email for Hearth'), '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The page loads on demand: wait for it, or the login form's Email field gets the text.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page
      .getByRole('main')
      .getByText("If an account exists with that email, we've sent a password reset link.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toHaveCount(0);

  await page.goto(linkIn(await latestMail(request, email, 'Reset your Hearth password'), '/reset-password'));
  await page.getByLabel('New Password').fill('Harbor77light');
  await page.getByLabel('Confirm Password').fill('Harbor77lite');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('Harbor77light');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('main').getByText('Your password has been reset. You can now log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });

  await signInThroughUi(page, request, email, { password: 'Harbor77light' });
});

test('a reset page without a token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid link')).toBeVisible();
  await expect(page.getByText('No reset token found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/404 Page Not Found/);
});
