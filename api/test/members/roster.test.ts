import { beforeAll, describe, expect, it } from 'vitest';
import { staffedAgency } from '../support/survey';
import { suiteApp } from '../support/test-app';

/**
 * The roster in one upload (docs/product-rules.md): a 500-row file with every kind of mistake is
 * previewed row by row in plain words, nothing is sent until it is confirmed, the confirmed import makes
 * the new job roles and invites each new person once, the agency's mail limit stops it where it is
 * reached, and the same file uploaded again invites nobody twice.
 */
const HEADER = 'First Name,Last Name,Email,Job Role,Language,Role,Mobile';

/** Line 2 onwards: every mistake once, near the top, then good rows; written with CRLF and a BOM. */
function rosterFile(existingEmail: string): { csv: string; good: number } {
  const lines = [
    HEADER,
    'Ana,Reyes,ana.reyes@example.org,Nurse,Spanish,Staff,(212) 555-0100', // 2: fine, existing role, a mobile
    'Ben,Ode,ben.ode@example.org,music therapist,English,,', // 3: fine, a new job role
    'Cara,Lee,cara.lee@example.org,Music Therapist,en,staff,', // 4: fine, the same new role in other case
    'D,Smith,d.smith@example.org,Nurse,,,', // 5: first name too short
    'Eve,,eve@example.org,Nurse,,,', // 6: no last name
    'Finn,Moss,not-an-email,Nurse,,,', // 7: bad email
    'Gia,Park,ana.reyes@example.org,Nurse,,,', // 8: the same email as line 2
    'Hal,Stone,hal@example.org,Nurse,French,,', // 9: a language we do not have
    'Ivy,Cole,ivy@example.org,Nurse,,Boss,', // 10: an unknown role
    'Jo,Fox,jo@example.org,,,,', // 11: fine, staff without a job role (as the Invite form allows)
    `Kim,Ray,${existingEmail.toUpperCase()},Nurse,,,`, // 12: already in the agency
    'Lou,Day,lou.day@example.org,,Español,Administrator,', // 13: an administrator needs no job role
    '"Smith, Jr.",Quinn,smith.jr@example.org,Nurse,,,', // 14: a quoted comma
    ',,,,,,', // 15: an empty row, skipped
    'Pat,Lu,pat.lu@example.org,Nurse,,,555-12', // 16: not a phone number
    'Rae,Kim,rae.kim@example.org,Nurse,,,212.555.0100', // 17: the same mobile as line 2
    'Sam,Ortiz,,Aide,,,(212) 555-0111', // 18: no email, a mobile: invited by text alone
  ];
  const good = 500 - (lines.length - 1);
  for (let n = 0; n < good; n++) lines.push(`Staff${n},Member,staff.${n}@example.org,Aide,,,`);
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, good };
}

describe('importing the roster from a CSV file', () => {
  const app = suiteApp();
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  let file: ReturnType<typeof rosterFile>;

  beforeAll(async () => {
    // Five staff who accepted: the agency's established mail limits (300 an hour).
    agency = await staffedAgency(app, { staff: 5, agencyName: 'Roster Hospice' });
    file = rosterFile(agency.staff[0]!.email);
  }, 120_000);

  it('previews every row in plain words and sends nothing', async () => {
    const mailsBefore = (await app.mails()).length;
    const response = await agency.client.post('/api/users/import/preview', { csv: file.csv });
    expect(response.status).toBe(200);
    const preview = response.body;
    const line = (n: number) => preview.rows.find((row: { line: number }) => row.line === n);
    expect(preview.counts).toEqual({ invite: file.good + 7, exists: 1, problem: 8 });
    expect(preview.newJobRoles).toEqual(['music therapist', 'Aide']);
    expect(preview.ignoredColumns).toEqual([]);
    expect(line(2)).toMatchObject({
      outcome: 'invite',
      language: 'es',
      jobRole: 'Nurse',
      role: 'user',
      mobile: '+12125550100',
      channel: 'both',
    });
    expect(line(3)).toMatchObject({ mobile: null, channel: 'email' });
    expect(line(4)).toMatchObject({ outcome: 'invite', jobRole: 'music therapist' });
    expect(line(5).problems).toEqual(['First name must be at least 2 characters']);
    expect(line(6).problems).toEqual(['Last name must be at least 2 characters']);
    expect(line(7).problems).toEqual(['Invalid email address']);
    expect(line(8).problems).toEqual(['The same email as line 2']);
    expect(line(9).problems).toEqual(['Language must be English or Spanish, not "French"']);
    expect(line(10).problems).toEqual(['Role must be Staff or Administrator, not "Boss"']);
    expect(line(11)).toMatchObject({ outcome: 'invite', jobRole: null });
    expect(line(12)).toMatchObject({ outcome: 'exists', problems: [] });
    expect(line(13)).toMatchObject({ outcome: 'invite', role: 'admin', language: 'es', jobRole: null });
    expect(line(14)).toMatchObject({ outcome: 'invite', firstName: 'Smith, Jr.' });
    expect(line(15)).toBeUndefined();
    expect(line(16).problems).toEqual(['Mobile number "555-12" is not a phone number']);
    expect(line(17).problems).toEqual(['The same mobile number as line 2']);
    expect(line(18)).toMatchObject({ outcome: 'invite', email: '', mobile: '+12125550111', channel: 'text' });
    expect(line(19)).toMatchObject({ firstName: 'Staff0' });
    expect(preview.rows).toHaveLength(499);
    expect((await app.mails()).length).toBe(mailsBefore);
  });

  it('refuses a file without the needed columns, or empty, in plain words', async () => {
    const noEmail = await agency.client.post('/api/users/import/preview', { csv: 'First name,Last name\nAna,Reyes\n' });
    expect([noEmail.status, noEmail.body.message]).toEqual([
      400,
      'The first row must name the columns: First name, Last name, and Email or Mobile are needed (Send by, Job ' +
        'role, Language and Role are optional).',
    ]);
    const empty = await agency.client.post('/api/users/import/preview', { csv: '' });
    expect([empty.status, empty.body.message]).toEqual([400, 'The file is empty']);
    const staffOnly = await app.client().post('/api/users/import/preview', { csv: file.csv });
    expect(staffOnly.status).toBe(401);
  });

  it('invites up to the hour’s mail limit, then the rest an hour later, and nobody twice', async () => {
    const first = await agency.client.post('/api/users/import', { csv: file.csv });
    expect(first.status).toBe(200);
    expect(first.body.newJobRoles).toEqual(['music therapist', 'Aide']);
    expect(first.body.stopped.message).toMatch(/as many emails as it may this hour/);
    const invitedFirst = first.body.invited as number;
    expect(invitedFirst).toBeGreaterThan(250);

    app.clock.advance(61 * 60_000);
    const second = await agency.client.post('/api/users/import', { csv: file.csv });
    expect(second.body).toMatchObject({ invited: file.good + 7 - invitedFirst, stopped: null, problem: 8 });

    const again = await agency.client.post('/api/users/import', { csv: file.csv });
    expect(again.body).toMatchObject({ invited: 0, exists: file.good + 8, newJobRoles: [], stopped: null });

    const users = (await agency.client.get('/api/users')).body as { email: string; jobRoleName: string | null }[];
    expect(users.filter((user) => user.email === 'ana.reyes@example.org')).toHaveLength(1);
    expect(users.find((user) => user.email === 'cara.lee@example.org')!.jobRoleName).toBe('music therapist');
    const roles = (await agency.client.get('/api/job-roles')).body as { name: string }[];
    expect(roles.map((role) => role.name).sort()).toEqual(['Aide', 'Nurse', 'music therapist']);
    await app.mails();
    const sent = await app.db.sql<{ recipient: string; subject: string }[]>`
      select recipient, subject from dev_mailbox where recipient like '%@example.org'`;
    expect(sent.filter((mail) => mail.recipient === 'ana.reyes@example.org').map((mail) => mail.subject)).toEqual([
      'Le damos la bienvenida al chequeo semanal de Roster Hospice',
    ]);
    // A row with a mobile number is invited by text too, in the member's language.
    const texts = await app.db.sql<{ channel: string; text_body: string }[]>`
      select channel, text_body from dev_mailbox where recipient = '+12125550100'`;
    expect(texts).toHaveLength(1);
    expect(texts[0]!.channel).toBe('text');
    expect(texts[0]!.text_body).toMatch(/^Roster Hospice le invita .*PARAR/);
    const textOnly = await app.db.sql`select 1 from dev_mailbox where recipient = '+12125550111'`;
    expect(textOnly).toHaveLength(1);
    // One invitation for each person the file added (an administrator in it gets the administrator's one).
    const imported = sent.filter(
      (mail) => mail.recipient !== agency.email && !agency.staff.some((member) => member.email === mail.recipient),
    );
    expect(new Set(imported.map((mail) => mail.recipient)).size).toBe(imported.length);
    expect(imported).toHaveLength(file.good + 6);
  }, 240_000);
});

describe('the same roster imported twice at once', () => {
  const app = suiteApp();

  it('makes each job role and invites each person once', async () => {
    const agency = await staffedAgency(app, { staff: 0, agencyName: 'Twice Hospice' });
    const csv = [
      'First name,Last name,Email,Job role',
      'Ana,Reyes,ana@example.org,Chaplain',
      'Ben,Ode,ben@example.org,Chaplain',
    ].join('\n');
    const answers = await Promise.all([1, 2].map(() => agency.client.post('/api/users/import', { csv })));
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
      [200, undefined],
      [200, undefined],
    ]);
    expect(answers.reduce((sum, answer) => sum + answer.body.invited, 0)).toBe(2);
    const roles = (await agency.client.get('/api/job-roles')).body as { name: string }[];
    expect(roles.filter((role) => role.name === 'Chaplain')).toHaveLength(1);
  });
});

describe('reading a roster file as papaparse does', () => {
  const app = suiteApp();
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: 0, agencyName: 'Lines Hospice' });
  });
  const preview = async (csv: string) => (await agency.client.post('/api/users/import/preview', { csv })).body;
  const lines = (body: { rows: { line: number; email: string }[] }) => body.rows.map((row) => [row.line, row.email]);

  it('names each row by its line: blank lines, a field over two lines, another separator, line ends', async () => {
    const csv = [
      '',
      'First name,Last name,Email\r',
      'Ana,"Reyes',
      'García",ana@example.org',
      ',,',
      '"",""," "\r',
      'Ben,Ode,ben@example.org',
    ].join('\n');
    expect(lines(await preview(csv))).toEqual([
      [3, 'ana@example.org'],
      [7, 'ben@example.org'],
    ]);
    expect(lines(await preview('First name;Last name;Email\n\n;;\nCara;Lee;cara@example.org\n'))).toEqual([
      [4, 'cara@example.org'],
    ]);
  });

  it('reads "constructor" or "__proto__" as words, not as a language or a role', async () => {
    const csv = [
      'First name,Last name,Email,Language,Role',
      'Ana,Reyes,ana@example.org,constructor,',
      'Ben,Ode,ben@example.org,,__proto__',
    ].join('\n');
    expect((await preview(csv)).rows.map((row: { problems: string[] }) => row.problems)).toEqual([
      ['Language must be English or Spanish, not "constructor"'],
      ['Role must be Staff or Administrator, not "__proto__"'],
    ]);
  });

  it('takes a file of the largest size allowed, quoted throughout, whatever its JSON escaping adds', async () => {
    let csv = '"First name","Last name","Email"';
    for (let n = 0; csv.length < 59_900; n++)
      csv += `\n"Person ""${n}""","Surname Longer-Name","person.${n}@example.org"`;
    const response = await agency.client.post('/api/users/import/preview', { csv });
    expect(response.status).toBe(200);
    expect(response.body.counts.invite).toBeGreaterThan(800);
  });
});
