import { beforeAll, describe, expect, it } from 'vitest';
import { invite, lastMailTo, linkToken, PASSWORD, signedInAdmin, signIn, suiteAdmin } from '../support/accounts';
import { suiteApp } from '../support/test-app';

describe('User Management: invitations, edits and removal', () => {
  const app = suiteApp();
  const admin = suiteAdmin(app, { agencyName: 'Maple Grove Hospice' });
  let nurseRole: string;
  beforeAll(async () => {
    nurseRole = (await admin.client.post('/api/job-roles', { name: 'Nurse' })).body.id;
  });

  it('invites a staff member, who accepts with the emailed link and becomes active', async () => {
    const invited = await invite(admin.client, {
      name: 'Noor Haddad',
      email: 'Noor@Example.org',
      role: 'user',
      jobRoleId: nurseRole,
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      emailSent: true,
      user: { email: 'noor@example.org', role: 'user', status: 'pending', jobRoleName: 'Nurse' },
    });
    expect(invited.body.inviteUrl).toBeUndefined();

    const mail = await lastMailTo(app, 'noor@example.org');
    expect(mail.subject).toBe("Welcome to Maple Grove Hospice's weekly check-in");
    expect(mail.fromName).toBe('Maple Grove Hospice via Hearth');
    expect(mail.html).toContain('>Accept Invitation</a>');
    const token = linkToken(mail.text, '/accept-invite');

    expect(mail.text).toContain(
      'What your administrators can and cannot see: http://localhost:3000/staff-privacy?lang=en',
    );

    const accepted = await app.client().post('/api/users/accept-invite', { token });
    expect(accepted).toMatchObject({
      status: 200,
      body: { agencyId: expect.any(String), alreadyAccepted: false, language: 'en' },
    });
    // Opening the mail again says the membership is active, not that a good link is invalid.
    const again = await app.client().post('/api/users/accept-invite', { token });
    expect(again).toMatchObject({
      status: 200,
      body: { alreadyAccepted: true, message: 'Your invitation was already accepted: you are all set.' },
    });
    const forged = await app.client().post('/api/users/accept-invite', { token: `${token}x` });
    expect(forged).toMatchObject({ status: 400, body: { message: 'This invitation link is invalid or has expired.' } });
    const listed = (await admin.client.get('/api/users')).body.find(
      (user: { email: string }) => user.email === 'noor@example.org',
    );
    expect(listed).toMatchObject({ status: 'active', firstName: 'Noor', lastName: 'Haddad', mfaEnabled: false });
  });

  it('invites an administrator, who sets a password with the one-time password and signs in with MFA', async () => {
    const invited = await invite(admin.client, {
      name: 'Omar Silva',
      email: 'omar@example.org',
      role: 'admin',
      jobRoleId: nurseRole,
    });
    expect(invited.body.user).toMatchObject({ role: 'admin', jobRoleId: null, status: 'pending' });
    const mail = await lastMailTo(app, 'omar@example.org');
    expect(mail.subject).toBe("You're invited to help lead Maple Grove Hospice on Hearth");
    const token = linkToken(mail.text, '/setup');
    const otp = /one-time password: (\d{6})/.exec(mail.text)![1]!;

    const missing = await app
      .client()
      .post('/api/users/setup', { token, email: 'omar@example.org', password: PASSWORD });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Missing information: Please fill in all fields' } });
    const wrongOtp = await app.client().post('/api/users/setup', {
      token,
      email: 'omar@example.org',
      otp: otp === '000000' ? '111111' : '000000',
      password: PASSWORD,
    });
    expect(wrongOtp).toMatchObject({
      status: 400,
      body: { message: 'The email or one-time password does not match this invitation.' },
    });
    const wrongEmail = await app
      .client()
      .post('/api/users/setup', { token, email: 'someone@example.org', otp, password: PASSWORD });
    expect(wrongEmail.status).toBe(400);

    const done = await app
      .client()
      .post('/api/users/setup', { token, email: 'omar@example.org', otp, password: PASSWORD });
    expect(done).toMatchObject({
      status: 200,
      body: { message: 'Account setup complete! You can now log in with your credentials.' },
    });
    const omar = await signIn(app, 'omar@example.org');
    expect((await omar.get('/api/user')).body).toMatchObject({
      role: 'admin',
      status: 'active',
      agencyName: 'Maple Grove Hospice',
    });
    expect(
      (await app.client().post('/api/users/setup', { token, email: 'omar@example.org', otp, password: PASSWORD }))
        .status,
    ).toBe(400);
  });

  it('validates invitations with the documented messages', async () => {
    expect(
      await admin.client.post('/api/users/invite', { firstName: 'A', email: 'x@example.org', role: 'user' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Please provide first name, last name, email, and user role' },
    });
    expect(
      await admin.client.post('/api/users/invite', { firstName: 'Al', lastName: 'Bo', email: 'x@example.org' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Please provide first name, last name, email, and user role' },
    });
    expect(
      (await admin.client.post('/api/users/invite', { firstName: 'Al', lastName: 'Bo', email: 'x@', role: 'user' }))
        .body.message,
    ).toBe('Invalid email address');
    expect((await invite(admin.client, { name: 'Al Bo', email: 'noor@example.org', role: 'user' })).status).toBe(409);
  });

  it('edits a member: staff need a job role, administrators get none, and nobody changes their own role', async () => {
    const user = (await admin.client.get('/api/users')).body.find(
      (member: { email: string }) => member.email === 'noor@example.org',
    );
    const noRole = await admin.client.patch(`/api/users/${user.id}`, {
      email: user.email,
      firstName: 'Noor',
      lastName: 'Haddad',
      role: 'user',
      jobRoleId: null,
    });
    expect(noRole).toMatchObject({ status: 400, body: { message: 'Job role is required for user accounts' } });
    const missing = await admin.client.patch(`/api/users/${user.id}`, {
      firstName: 'Noor',
      lastName: 'Haddad',
      jobRoleId: nurseRole,
    });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Please fill in email and user role' } });
    const edited = await admin.client.patch(`/api/users/${user.id}`, {
      email: 'noor.h@example.org',
      firstName: 'Noor',
      lastName: 'Haddad-Ali',
      role: 'user',
      jobRoleId: nurseRole,
    });
    expect(edited.body).toMatchObject({ email: 'noor.h@example.org', lastName: 'Haddad-Ali', status: 'active' });
    const own = await admin.client.patch(`/api/users/${admin.user.id}`, {
      email: (await admin.client.get('/api/user')).body.email,
      firstName: 'Dana',
      lastName: 'Reyes',
      role: 'user',
      jobRoleId: nurseRole,
    });
    expect(own).toMatchObject({
      status: 409,
      body: { message: 'You cannot change your own role. Ask another administrator.' },
    });
    const [event] = await app.db.sql`select data from events where event_type = 'MemberUpdated'`;
    expect(JSON.stringify(event)).not.toContain('noor');
  });

  it('leaves an administrator’s sign-in address to that administrator', async () => {
    const omar = (await admin.client.get('/api/users')).body.find(
      (user: { email: string }) => user.email === 'omar@example.org',
    );
    const takeover = await admin.client.patch(`/api/users/${omar.id}`, {
      email: 'attacker@example.org',
      firstName: 'Omar',
      lastName: 'Silva',
      role: 'admin',
    });
    expect(takeover).toMatchObject({
      status: 409,
      body: { message: "An administrator's email address can only be changed by that administrator." },
    });
    const own = await admin.client.get('/api/user');
    const renamed = await admin.client.patch(`/api/users/${admin.user.id}`, {
      email: own.body.email,
      firstName: 'Dana',
      lastName: 'Reyes-Ortiz',
      role: 'admin',
    });
    expect(renamed.body.lastName).toBe('Reyes-Ortiz');
  });

  it('resends an invitation only while it is pending', async () => {
    const invited = await invite(admin.client, {
      name: 'Pia Lund',
      email: 'pia@example.org',
      role: 'user',
      jobRoleId: nurseRole,
    });
    const firstToken = linkToken((await lastMailTo(app, 'pia@example.org')).text, '/accept-invite');
    const resent = await admin.client.post(`/api/users/${invited.body.user.id}/resend-invite`);
    expect(resent.body).toMatchObject({ emailSent: true, message: 'Invitation resent to pia@example.org' });
    expect((await app.client().post('/api/users/accept-invite', { token: firstToken })).status).toBe(400);
    const secondToken = linkToken((await lastMailTo(app, 'pia@example.org')).text, '/accept-invite');
    expect((await app.client().post('/api/users/accept-invite', { token: secondToken })).status).toBe(200);
    expect(await admin.client.post(`/api/users/${invited.body.user.id}/resend-invite`)).toMatchObject({
      status: 409,
      body: { message: 'This user has already accepted their invitation.' },
    });
  });

  it('removes a member for good, ends their sessions, and lets them be invited again', async () => {
    const invited = await invite(admin.client, { name: 'Quinn Avery', email: 'quinn@example.org', role: 'admin' });
    const mail = await lastMailTo(app, 'quinn@example.org');
    await app.client().post('/api/users/setup', {
      token: linkToken(mail.text, '/setup'),
      email: 'quinn@example.org',
      otp: /one-time password: (\d{6})/.exec(mail.text)![1],
      password: PASSWORD,
    });
    const quinn = await signIn(app, 'quinn@example.org');

    expect(await admin.client.delete(`/api/users/${admin.user.id}`)).toMatchObject({
      status: 400,
      body: { message: 'You cannot delete your own account.' },
    });
    expect(await admin.client.delete(`/api/users/${invited.body.user.id}`)).toMatchObject({
      status: 200,
      body: { message: 'User deleted successfully' },
    });
    expect((await quinn.get('/api/user')).status).toBe(401);
    expect(await app.db.sql`select * from people where member_id = ${invited.body.user.id}`).toHaveLength(0);
    expect(await app.db.sql`select * from credentials where member_id = ${invited.body.user.id}`).toHaveLength(0);
    const [removed] = await app.db.sql`select metadata from events where event_type = 'MemberRemoved'`;
    expect(removed!.metadata.actorId).toBe(admin.user.id);
    expect(
      (await admin.client.get('/api/users')).body.some((user: { email: string }) => user.email === 'quinn@example.org'),
    ).toBe(false);
    expect(
      (
        await invite(admin.client, {
          name: 'Quinn Avery',
          email: 'quinn@example.org',
          role: 'user',
          jobRoleId: nurseRole,
        })
      ).status,
    ).toBe(201);
    expect((await admin.client.delete(`/api/users/${invited.body.user.id}`)).status).toBe(404);
  });

  it('writes to staff in the language the administrator chose, and keeps it through edits', async () => {
    const invited = await invite(admin.client, {
      name: 'Lucía Paredes',
      email: 'lucia@example.org',
      role: 'user',
      jobRoleId: nurseRole,
      language: 'es',
    });
    expect(invited.body.user).toMatchObject({ language: 'es' });
    const mail = await lastMailTo(app, 'lucia@example.org');
    expect(mail.subject).toBe('Le damos la bienvenida al chequeo semanal de Maple Grove Hospice');
    expect(mail.fromName).toBe('Maple Grove Hospice via Hearth');
    expect(mail.html).toContain('>Aceptar la invitación</a>');
    expect(mail.text).toContain('Lo que sus jefes pueden ver y lo que no: http://localhost:3000/staff-privacy?lang=es');
    const accepted = await app
      .client()
      .post('/api/users/accept-invite', { token: linkToken(mail.text, '/accept-invite') });
    expect(accepted.body).toMatchObject({ alreadyAccepted: false, language: 'es' });

    const id = invited.body.user.id;
    const edit = {
      email: 'lucia@example.org',
      firstName: 'Lucía',
      lastName: 'Paredes',
      role: 'user',
      jobRoleId: nurseRole,
    };
    expect((await admin.client.patch(`/api/users/${id}`, edit)).body.language).toBe('es');
    expect((await admin.client.patch(`/api/users/${id}`, { ...edit, language: 'en' })).body.language).toBe('en');
    const [event] = await app.db.sql`
      select data from events where event_type = 'MemberUpdated' and data->>'memberId' = ${id}`;
    expect(event!.data).toMatchObject({ language: 'en' });
    expect(
      await admin.client.post('/api/users/invite', { ...edit, email: 'x@example.org', language: 'fr' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Please choose English or Spanish' },
    });
  });

  it('needs a token to accept', async () => {
    expect(await app.client().post('/api/users/accept-invite', {})).toMatchObject({
      status: 400,
      body: { message: 'No invitation token found' },
    });
  });
});

describe('invitations when the mail cannot be sent', () => {
  const app = suiteApp({
    transport: (devMailbox) => ({
      batchSize: devMailbox.batchSize,
      async send(messages) {
        if (messages.some((mail) => mail.to.endsWith('@unreachable.example'))) {
          return messages.map(() => new Error('mail server down'));
        }
        return devMailbox.send(messages);
      },
    }),
  });

  it('answers the link and one-time password so the admin can share them by hand', async () => {
    const { client } = await signedInAdmin(app);
    const invited = await invite(client, { name: 'Rae Kim', email: 'rae@unreachable.example', role: 'admin' });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      emailSent: false,
      inviteUrl: expect.stringMatching(/^http:\/\/localhost:3000\/setup\?token=/),
      otp: expect.stringMatching(/^\d{6}$/),
    });
    const resent = await client.post(`/api/users/${invited.body.user.id}/resend-invite`);
    expect(resent.body).toMatchObject({ emailSent: false, inviteUrl: expect.any(String), otp: expect.any(String) });
    const setup = await app.client().post('/api/users/setup', {
      token: new URL(resent.body.inviteUrl).searchParams.get('token'),
      email: 'rae@unreachable.example',
      otp: resent.body.otp,
      password: PASSWORD,
    });
    expect(setup.status).toBe(200);
  });
});
