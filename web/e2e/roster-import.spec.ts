import { expect, type Page, test } from '@playwright/test';
import { freshAdminOn } from './accounts';
import { latestMail } from './mailbox';
import { expectNoAxeViolations, expectNoSidewaysScroll, PHONE } from './ui';

/**
 * The roster in one upload, as an administrator does it from a fresh sign-up (docs/product-rules.md):
 * a 500-row CSV file with every kind of mistake is read row by row in plain words before anything is
 * sent, then confirmed; a new agency's hourly mail limit stops it, said plainly; the same file again
 * invites nobody twice. The same file on a phone and on a desktop.
 */
const HEADER = 'First Name,Last Name,Email,Job Role,Language,Role,Mobile';

/** Line 2 onwards: every kind of mistake, near the top, then good rows up to 500; CRLF and a BOM. */
function roster(tag: string, adminEmail: string): Buffer {
  // Numbers of this run's own: the development mailbox is shared by every spec.
  const digits = String(Date.now() % 1000).padStart(3, '0');
  const lines = [
    HEADER,
    `Ana,Reyes,ana.${tag}@example.org,Nurse,Spanish,Staff,(212) 555-1${digits}`, // 2: fine, with a mobile
    `Ben,Ode,ben.${tag}@example.org,music therapist,English,,`, // 3: fine, a new job role
    `Cara,Lee,cara.${tag}@example.org,Music Therapist,en,staff,`, // 4: the same new role in other case
    `D,Smith,d.${tag}@example.org,Nurse,,,`, // 5: first name too short
    `Eve,,eve.${tag}@example.org,Nurse,,,`, // 6: no last name
    'Finn,Moss,not-an-email,Nurse,,,', // 7: bad email
    `Gia,Park,ana.${tag}@example.org,Nurse,,,`, // 8: the same email as line 2
    `Hal,Stone,hal.${tag}@example.org,Nurse,French,,`, // 9: a language we do not have
    `Ivy,Cole,ivy.${tag}@example.org,Nurse,,Boss,`, // 10: an unknown role
    `Jo,Fox,jo.${tag}@example.org,,,,`, // 11: fine, no job role
    `Kim,Ray,${adminEmail.toUpperCase()},Nurse,,,`, // 12: already in the agency (the administrator)
    `Lou,Day,lou.${tag}@example.org,,Español,Administrator,`, // 13: fine, an administrator
    `"Smith, Jr.",Quinn,smith.${tag}@example.org,Nurse,,,`, // 14: fine, a quoted comma
    ',,,,,,', // 15: an empty row, skipped
    `Pat,Lu,pat.${tag}@example.org,Nurse,,,555-12`, // 16: not a phone number
    `Rae,Kim,rae.${tag}@example.org,Nurse,,,212.555.1${digits}`, // 17: the same mobile as line 2
    `Sam,Ortiz,,Aide,,,(212) 555-2${digits}`, // 18: fine, no email: invited by text alone
    `Tom,Bell,tom.${tag}@example.org,${'x'.repeat(81)},,,`, // 19: a job role too long
  ];
  for (let n = 0; lines.length < 501; n++) {
    lines.push(
      `Aide${n},Night,aide${n}.${tag}@example.org,${n % 2 ? 'Aide' : 'Nurse'},${n % 3 ? 'English' : 'Spanish'},,`,
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

const PROBLEMS = (tag: string) => [
  `Line 5 (d.${tag}@example.org): First name must be at least 2 characters`,
  `Line 6 (eve.${tag}@example.org): Last name must be at least 2 characters`,
  'Line 7 (not-an-email): Invalid email address',
  `Line 8 (ana.${tag}@example.org): The same email as line 2`,
  `Line 9 (hal.${tag}@example.org): Language must be English or Spanish, not "French"`,
  `Line 10 (ivy.${tag}@example.org): Role must be Staff or Administrator, not "Boss"`,
  `Line 16 (pat.${tag}@example.org): Mobile number "555-12" is not a phone number`,
  `Line 17 (rae.${tag}@example.org): The same mobile number as line 2`,
  `Line 19 (tom.${tag}@example.org): Job role must be at most 80 characters`,
];
// 499 rows read (the empty one skipped): 9 problems, the administrator already here, 489 invitations.
const INVITED = 489;

/**
 * From a fresh sign-up: the file's preview, every problem in plain words and nothing sent; then the
 * confirmation, stopped by the new agency's hourly mail limit; then the same file again.
 */
async function importRoster(page: Page, request: Parameters<typeof freshAdminOn>[1], tag: string) {
  const admin = await freshAdminOn(page, request, '/setup#user-management');
  const file = { name: 'staff.csv', mimeType: 'text/csv', buffer: roster(tag, admin.email) };
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles(file);
  await expect(dialog.getByText(`${INVITED} people will get an invitation.`)).toBeVisible();
  await expect(dialog.getByText('2 of them get the invitation by text message')).toBeVisible();
  await expect(dialog.getByText('1 of them is an administrator')).toBeVisible();
  await expect(dialog.getByText('1 person is already in your agency (left as they are).')).toBeVisible();
  await expect(dialog.getByText('9 rows have a problem and will not be imported: see below.')).toBeVisible();
  await expect(dialog.getByText('New job roles: Nurse, music therapist, Aide.')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Rows with a problem' }).getByRole('listitem')).toHaveText(
    PROBLEMS(tag),
  );
  await expect(
    dialog.getByText(/^Invited: Ana Reyes, Ben Ode, Cara Lee, Jo Fox, Lou Day, Smith, Jr\. Quinn/),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: `Invite ${INVITED} people` }).click();
  const stopped = dialog.getByText(/^(\d+) people invited\. Your agency has sent as many emails as it may this hour/);
  await expect(stopped).toBeVisible({ timeout: 60_000 });
  const invited = Number((await stopped.textContent())?.match(/^(\d+)/)?.[1]);
  expect(invited).toBeGreaterThan(0);
  await expect(dialog.getByText(`${INVITED - invited} people will get an invitation.`)).toBeVisible();
  await expect(dialog.getByText(`${invited + 1} people are already in your agency (left as they are).`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await latestMail(request, `ana.${tag}@example.org`, /^Le damos la bienvenida/)).toBeTruthy();

  // The same file again, after closing the dialog: nobody invited is invited twice.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const again = page.getByRole('dialog', { name: 'Import from CSV' });
  await again.getByLabel('CSV file').setInputFiles(file);
  await expect(again.getByText(`${INVITED - invited} people will get an invitation.`)).toBeVisible();
  await expect(again.getByText(`${invited + 1} people are already in your agency (left as they are).`)).toBeVisible();
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('500 rows with every kind of mistake: the preview in plain words, the mail limit, nobody twice', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await importRoster(page, request, `p${Date.now()}`);
  });
});

test('500 rows with every kind of mistake on a desktop: the preview, the mail limit, nobody twice', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await importRoster(page, request, `d${Date.now()}`);
});
