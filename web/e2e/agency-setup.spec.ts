import { expect, test } from '@playwright/test';
import { PASSWORD, signInThroughUi } from './accounts';
import { latestMail, linkIn, mailCount, uniqueEmail } from './mailbox';
import { choose } from './ui';

test('an admin sets up the agency: schedule, job roles, staff and admin invitations, templates, onboarding', async ({
  page,
  request,
  browser,
}) => {
  // The whole set-up walk, two browsers and a dozen mails: 35 s alone, over 90 s beside the other specs.
  test.setTimeout(180_000);
  const email = uniqueEmail('setup');
  const agencyName = `Riverbend Hospice ${Date.now()}`;

  // Sign up and sign in.
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Agency name').fill(agencyName);
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Parks');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.goto(linkIn(await latestMail(request, email, 'Verify your email for Hearth'), '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await signInThroughUi(page, request, email);

  // First visit: the welcome dialog and the checklist with nothing done.
  await expect(page.getByRole('dialog', { name: `Welcome to Hearth, ${agencyName}` })).toBeVisible();
  await expect(page.getByText('0 of 3 steps done')).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { name: 'Agency Setup' })).toBeVisible();

  // Schedule: styled selects, and a time picker that takes 9:00 as well as 09:00.
  await choose(page, 'Survey day', 'Tuesday');
  const time = page.getByRole('combobox', { name: 'Survey time (24-hour)' });
  await time.fill('25:00');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Survey time must be a 24-hour time like 09:00')).toBeVisible();
  await time.fill('9:00');
  await choose(page, 'Time zone', 'America/Chicago');
  await page.getByLabel('Reminder interval (minutes)').fill('120');
  // Night staff: the week's links stay open two days.
  await choose(page, 'Answer window', '48 hours');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your weekly check-in is scheduled.')).toBeVisible();
  await expect(time).toHaveValue('09:00');
  // Or picked from the list.
  await choose(page, 'Survey time (24-hour)', '14:30');
  await expect(time).toHaveValue('14:30');

  // The employee assistance programme staff see after a hard week.
  await page.getByLabel('Programme name').fill('CareLine EAP');
  await page.getByLabel('Website').fill('careline.example');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Web address must start with https:// or http://')).toBeVisible();
  await page.getByLabel('Website').fill('https://careline.example');
  await page.getByLabel('Phone number', { exact: true }).fill('1-800-555-0100');
  // The office's own number, printed at the foot of staff mails.
  await page.getByLabel('Agency phone number').fill('555-010-0142');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Schedule changes apply from the next round.')).toBeVisible();
  const settings = await (await page.request.get('/api/agency/settings')).json();
  expect(settings).toMatchObject({
    surveyTime: '14:30',
    answerWindowHours: 48,
    employeeAssistance: { name: 'CareLine EAP', phone: '1-800-555-0100', url: 'https://careline.example' },
    phone: '555-010-0142',
  });

  // Job role (deep link by hash).
  await page.goto('/setup#job-roles');
  await page.getByLabel('New role name').fill('   ');
  await page.getByRole('button', { name: 'Add Role' }).click();
  await expect(page.getByText('Please enter a role name')).toBeVisible();
  await page.getByLabel('New role name').fill('Registered Nurse');
  await page.getByRole('button', { name: 'Add Role' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Registered Nurse' })).toBeVisible();

  // The dashboard link ?tab=users opens User Management.
  await page.goto('/setup?tab=users');
  await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');

  // Invite a staff member and an administrator.
  const staff = uniqueEmail('nurse');
  const admin2 = uniqueEmail('coadmin');
  await page.getByRole('button', { name: 'Invite User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite User' });
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite.getByText('Please provide first name, last name, email, and user role')).toBeVisible();
  await invite.getByLabel('First name').fill('Nora');
  await invite.getByLabel('Last name').fill('Nguyen');
  await invite.getByLabel('Email').fill(staff);
  await choose(invite, 'Job role (optional)', 'Registered Nurse');
  await choose(invite, 'Language for mails and the check-in', 'Español (Spanish)');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${staff}`)).toBeVisible();

  await page.getByRole('button', { name: 'Invite User' }).click();
  await invite.getByLabel('First name').fill('Adam');
  await invite.getByLabel('Last name').fill('Okoro');
  await invite.getByLabel('Email').fill(admin2);
  await choose(invite, 'Role', 'Full Access');
  await expect(invite.getByRole('combobox', { name: 'Job role (optional)' })).toBeDisabled();
  await expect(invite.getByRole('combobox', { name: 'Language for mails and the check-in' })).toHaveCount(0);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${admin2}`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(staff) }).getByText('pending')).toBeVisible();

  // The staff member (invited in Spanish) accepts from the mailbox, in a separate browser like their phone.
  const welcome = await latestMail(request, staff, /bienvenida/);
  expect(welcome.text).toContain('Aceptar la invitación: http');
  expect(welcome.text).toContain(`¿Preguntas? Llame a ${agencyName} al 555-010-0142.`);
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await staffPage.goto(linkIn(welcome, '/accept-invite'));
  await expect(staffPage.getByRole('heading', { name: 'Le damos la bienvenida' })).toBeVisible();
  await expect(staffPage.locator('html')).toHaveAttribute('lang', 'es');
  // Opening the mail again says all is well, not that the link is invalid.
  await staffPage.reload();
  await expect(staffPage.getByRole('heading', { name: 'Todo está listo' })).toBeVisible();
  await staffPage.getByRole('button', { name: 'English' }).click();
  await expect(staffPage.getByRole('heading', { name: 'You’re all set' })).toBeVisible();
  await expect(staffPage.getByText('You already accepted this invitation')).toBeVisible();
  await expect(staffPage.getByRole('alert')).toHaveCount(0);
  await staffContext.close();

  // The administrator sets up their account, then signs in with MFA.
  const adminMail = await latestMail(request, admin2, /invited to help lead/);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.goto(linkIn(adminMail, '/setup'));
  await expect(adminPage.getByRole('heading', { name: 'Complete Your Account Setup' })).toBeVisible();
  await adminPage.getByLabel('Email').fill(admin2);
  await adminPage.getByLabel('One-time password').fill(/one-time password: (\d{6})/.exec(adminMail.text)![1]!);
  await expect(adminPage.getByRole('button', { name: 'Complete Setup' })).toBeDisabled();
  await adminPage.getByLabel('Password', { exact: true }).fill('Beacon88light');
  await adminPage.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(adminPage.getByText('Account setup complete!')).toBeVisible();
  await expect(adminPage).toHaveURL(/\/auth$/);
  await signInThroughUi(adminPage, request, admin2, { password: 'Beacon88light' });
  await adminContext.close();

  // Edit the staff member, resend a pending invitation, delete a member.
  await page.reload();
  const staffRow = page.getByRole('row', { name: new RegExp(staff) });
  await expect(staffRow.getByText('active')).toBeVisible();
  await staffRow.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Last name').fill('Nguyen-Hart');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated')).toBeVisible();
  await expect(staffRow.getByText('Nora Nguyen-Hart')).toBeVisible();

  const late = uniqueEmail('late');
  await page.getByRole('button', { name: 'Invite User' }).click();
  await invite.getByLabel('First name').fill('Leo');
  await invite.getByLabel('Last name').fill('Late');
  await invite.getByLabel('Email').fill(late);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${late}`)).toBeVisible();
  const before = await mailCount(request, late);
  const lateRow = page.getByRole('row', { name: new RegExp(late) });
  await lateRow.getByRole('button', { name: /^Resend invite/ }).click();
  await expect(page.getByText(`Invitation resent to ${late}`)).toBeVisible();
  await latestMail(request, late, undefined, before);

  await lateRow.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
  await expect(confirm).toContainText('permanently deleted');
  await expect(confirm).toContainText("stay in your agency's totals");
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(late) })).toHaveCount(0);
  await expect(
    page.getByRole('row', { name: new RegExp(email) }).getByRole('button', { name: /^Delete/ }),
  ).toBeDisabled();

  // Customise, refuse, restore and test a template: one template at a time, the save always in reach.
  await page.goto('/setup#email-templates');
  await page.getByRole('tab', { name: 'Weekly Survey Message' }).click();
  const survey = page.getByRole('group', { name: 'Weekly Survey Message' });
  await survey.getByLabel('Subject Line').fill('This week at [Agency Name]');
  await expect(page.getByText('Unsaved changes: Weekly Survey Message.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Email Templates' }).click();
  await expect(page.getByText('Templates saved')).toBeVisible();
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await survey.getByLabel('Message Body').fill('Please answer soon.');
  await page.getByRole('button', { name: 'Save Email Templates' }).click();
  await expect(page.getByText('Weekly Survey Message must include [Survey Button]')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  // An unsaved edit of another template survives the restore, and saves afterwards without a conflict.
  await page.getByRole('tab', { name: 'Survey Reminder Message' }).click();
  const reminder = page.getByRole('group', { name: 'Survey Reminder Message' });
  await reminder.getByLabel('Subject Line').fill('A gentle nudge from [Agency Name]');
  await page.getByRole('tab', { name: 'Weekly Survey Message' }).click();
  await survey.getByRole('button', { name: 'Restore Default for Weekly Survey Message' }).click();
  const restore = page.getByRole('alertdialog', { name: 'Restore to Default Template?' });
  await restore.getByRole('button', { name: 'Restore Default' }).click();
  await expect(survey.getByLabel('Subject Line')).toHaveValue('Your weekly check-in from [Agency Name]');
  await expect(survey.getByLabel('Message Body')).toHaveValue(/\[Survey Button\]/);
  await page.getByRole('tab', { name: 'Survey Reminder Message' }).click();
  await expect(reminder.getByLabel('Subject Line')).toHaveValue('A gentle nudge from [Agency Name]');
  await page.getByRole('tab', { name: 'Weekly Survey Message' }).click();
  await page.getByRole('button', { name: 'Save Email Templates' }).click();
  await expect(page.getByText('Templates saved')).toBeVisible();
  await survey.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.getByText(`Test survey email sent to ${email}`)).toBeVisible();
  const testMail = await latestMail(request, email, /^\[Test\] /);
  expect(testMail.subject).toBe(`[Test] Your weekly check-in from ${agencyName}`);
  expect(testMail.text).toContain('Start Your Check-In: http');

  // Account Security says MFA is mandatory.
  await page.getByRole('tab', { name: 'Account Security' }).click();
  await expect(
    page.getByText('Multi-factor authentication is mandatory for all administrator accounts and cannot be disabled.'),
  ).toBeVisible();

  // The checklist is complete and can be closed for good.
  await page.goto('/dashboard');
  await expect(page.getByText('3 of 3 steps done')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('region', { name: 'Getting Started' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff Members' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Getting Started' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an invitation page without a token says so', async ({ page }) => {
  await page.goto('/accept-invite');
  await expect(page.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
  await expect(page.getByText('No invitation token found')).toBeVisible();
});

test('account setup with an unknown invitation says it is invalid, and shows no admin tabs', async ({ page }) => {
  await page.goto('/setup?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Complete Your Account Setup' })).toBeVisible();
  await page.getByLabel('Email').fill('someone@example.org');
  await page.getByLabel('One-time password').fill('123456');
  await page.getByLabel('Password', { exact: true }).fill('Beacon88light');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('This invitation link is invalid or has expired.')).toBeVisible();
});
