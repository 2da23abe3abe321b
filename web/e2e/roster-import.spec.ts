import { expect, type Page, test } from '@playwright/test';
import { freshAdminOn } from './accounts';
import { latestMail } from './mailbox';
import { expectNoAxeViolations, expectNoSidewaysScroll, PHONE } from './ui';

/**
 * The roster in one upload, as an administrator does it from a fresh sign-up (docs/product-rules.md):
 * a CSV file with mistakes is read row by row in plain words before anything is sent, then confirmed.
 * On a phone with a small file, and on a desktop with 500 rows that run into a new agency's mail limit.
 */
const HEADER = 'First Name,Last Name,Email,Job Role,Language,Role';
const MISTAKES = [
  'D,Smith,d.smith@example.org,Nurse,,', // first name too short
  'Finn,Moss,not-an-email,Nurse,,', // bad email
  'Hal,Stone,hal@example.org,Nurse,French,', // language
  'Ivy,Cole,ivy@example.org,Nurse,,Boss', // role
];

function roster(people: number, tag: string): Buffer {
  const rows = [HEADER, ...MISTAKES];
  for (let n = 0; n < people; n++) {
    rows.push(
      `Aide${n},Night,aide${n}.${tag}@example.org,${n % 2 ? 'Aide' : 'Nurse'},${n % 3 ? 'English' : 'Spanish'},`,
    );
  }
  return Buffer.from(rows.join('\n'));
}

async function openImport(page: Page, request: Parameters<typeof freshAdminOn>[1]) {
  await freshAdminOn(page, request, '/setup#user-management');
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  return page.getByRole('dialog', { name: 'Import from CSV' });
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a small roster: each problem in plain words, then everyone else invited', async ({ page, request }) => {
    const tag = `p${Date.now()}`;
    const dialog = await openImport(page, request);
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: roster(12, tag) });
    await expect(dialog.getByText('12 people will get an invitation.')).toBeVisible();
    await expect(dialog.getByText('4 rows have a problem and will not be imported: see below.')).toBeVisible();
    await expect(dialog.getByText('New job roles: Nurse, Aide.')).toBeVisible();
    const problems = dialog.getByRole('list', { name: 'Rows with a problem' });
    await expect(problems.getByRole('listitem')).toHaveText([
      'Line 2 (d.smith@example.org): First name must be at least 2 characters',
      'Line 3 (not-an-email): Invalid email address',
      'Line 4 (hal@example.org): Language must be English or Spanish, not "French"',
      'Line 5 (ivy@example.org): Role must be Staff or Administrator, not "Boss"',
    ]);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Invite 12 people' }).click();
    await expect(page.getByText('12 people invited.')).toBeVisible();
    await expect(
      page
        .getByRole('cell', { name: `aide11.${tag}@example.org` })
        .or(page.getByText(`aide11.${tag}@example.org`))
        .first(),
    ).toBeVisible();
    expect(await latestMail(request, `aide0.${tag}@example.org`, /^Le damos la bienvenida/)).toBeTruthy();

    // The same file again: nobody is invited twice.
    await page.getByRole('button', { name: 'Import from CSV' }).click();
    const again = page.getByRole('dialog', { name: 'Import from CSV' });
    await again
      .getByLabel('CSV file')
      .setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: roster(12, tag) });
    await expect(again.getByText('0 people will get an invitation.')).toBeVisible();
    await expect(again.getByText('12 people are already in your agency (left as they are).')).toBeVisible();
    await expect(again.getByRole('button', { name: 'Invite 0 people' })).toBeDisabled();
  });
});

test('500 rows on a desktop: the preview, then the new agency’s hourly mail limit said plainly', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const dialog = await openImport(page, request);
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: roster(496, `d${Date.now()}`) });
  await expect(dialog.getByText('496 people will get an invitation.')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Rows with a problem' }).getByRole('listitem')).toHaveCount(4);
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'Invite 496 people' }).click();
  await expect(
    dialog.getByText(/^30 people invited\. Your agency has sent as many emails as it may this hour/),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(dialog.getByText('466 people will get an invitation.')).toBeVisible();
});
