import { expect, test } from '@playwright/test';
import { freshAdminOn } from './accounts';
import { latestMail, linkIn, mailCount, uniqueEmail } from './mailbox';
import { choose, expectNoAxeViolations, expectNoSidewaysScroll, PHONE } from './ui';

test.use(PHONE);

/**
 * Check-ins by text message (docs/texts.md) on a phone: the administrator invites an aide with a mobile
 * number, the invitation arrives by text (the development mailbox keeps texts without Twilio), the aide
 * opens it and is asked whether texts are welcome, in their language, and the answer shows in the table.
 */
test('an aide invited by text is asked, on the invitation page, whether texts are welcome', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await freshAdminOn(page, request, '/setup?tab=users');
  const aide = uniqueEmail('aide');
  // A number of this run's own: the development mailbox is shared by every spec.
  const digits = String(Date.now() % 100).padStart(2, '0');
  const mobile = `+121255501${digits}`;
  const before = await mailCount(request, mobile);

  await page.getByRole('button', { name: 'Invite User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite User' });
  await invite.getByLabel('First name').fill('Lucia');
  await invite.getByLabel('Last name').fill('Ortega');
  await invite.getByLabel('Email').fill(aide);
  await choose(invite, 'Language for mails and the check-in', 'Español (Spanish)');
  await choose(invite, 'Send check-ins by', 'Text message');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite.getByText('Add a mobile number to send check-ins by text message')).toBeVisible();
  await invite.getByLabel('Mobile number (optional)').fill('212 555 01');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite.getByText('Enter a mobile number, like (212) 555-0147 or +1 212 555 0147')).toBeVisible();
  await invite.getByLabel('Mobile number (optional)').fill(`(212) 555-01${digits}`);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to the mobile number ending 01${digits}`)).toBeVisible();
  await expect(
    page.getByText(`Texts to ···01${digits} (waiting for their yes: email until then)`).filter({ visible: true }),
  ).toBeVisible();

  // The aide's phone: the text, in Spanish, with the link and the words that stop texts.
  const text = await latestMail(request, mobile, undefined, before);
  expect(text.text).toMatch(/le invita .* PARAR/);
  const phone = await browser.newContext(PHONE);
  const aidePage = await phone.newPage();
  await aidePage.goto(linkIn(text, '/accept-invite'));
  await expect(aidePage.getByRole('heading', { name: '¿Le podemos mandar mensajes de texto?' })).toBeVisible();
  await expect(aidePage.getByText(`termina en 01${digits}`)).toBeVisible();
  await expect(aidePage.getByText(/Nuestros mensajes son gratis/)).toBeVisible();
  await expectNoSidewaysScroll(aidePage);
  await expectNoAxeViolations(aidePage);
  await aidePage.getByRole('button', { name: 'Sí, mándenme mensajes' }).click();
  await expect(aidePage.getByText(/El enlace de su chequeo le llegará por mensaje de texto/)).toBeVisible();
  await expect(aidePage.getByRole('button', { name: 'Sí, mándenme mensajes' })).toHaveAttribute('aria-pressed', 'true');
  await phone.close();

  await page.reload();
  await expect(page.getByText(`Texts to ···01${digits} (agreed)`).filter({ visible: true })).toBeVisible();
});
