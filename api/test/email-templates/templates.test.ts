import { DEFAULT_TEMPLATES, toDisplayForm, toStoredForm } from '@hearth/contracts/email-templates';
import { beforeAll, describe, expect, it } from 'vitest';
import { invite, lastMailTo, signedInAdmin, suiteAdmin } from '../support/accounts';
import { suiteApp } from '../support/test-app';

describe('Email Templates', () => {
  const app = suiteApp();
  const admin = suiteAdmin(app, { agencyName: 'Cedar <Ridge> Hospice' });

  it('answers the four defaults in the stored form', async () => {
    const response = await admin.client.get('/api/agency/settings/email-templates');
    expect(response.body).toEqual({ ...DEFAULT_TEMPLATES, version: 0 });
    expect(response.body.survey.body).toContain('{{survey_button}}');
  });

  it('converts placeholders between the stored and the display form', () => {
    const stored = 'Hi from {{agencyName}}: {{url}} {{otp}} {{survey_button}} {{accept_button}}';
    expect(toDisplayForm(stored)).toBe(
      'Hi from [Agency Name]: [Link] [One-Time Password] [Survey Button] [Accept Button]',
    );
    expect(toStoredForm(toDisplayForm(stored))).toBe(stored);
  });

  it('refuses templates that lose their required placeholders, listing every problem', async () => {
    const response = await admin.client.patch('/api/agency/settings/email-templates', {
      ...DEFAULT_TEMPLATES,
      invite: { ...DEFAULT_TEMPLATES.invite, body: 'Welcome aboard.' },
      survey: { ...DEFAULT_TEMPLATES.survey, body: 'Please answer: {{url}}' },
      reminder: { ...DEFAULT_TEMPLATES.reminder, body: 'Reminder!' },
    });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      'Admin Invite Message must include [Link]',
      'Admin Invite Message must include [One-Time Password]',
      'Weekly Survey Message must include [Survey Button]',
      'Survey Reminder Message must include [Survey Button]',
    ]);
  });

  it('saves a customised template, uses it for invitations, and restores the default', async () => {
    const welcome = {
      fromName: '{{agencyName}} Team',
      subject: 'Join the {{agencyName}} check-in',
      body: 'Dear colleague <3,\n\n{{accept_button}}\n\nThanks!',
    };
    const saved = await admin.client.patch(
      '/api/agency/settings/email-templates',
      { ...DEFAULT_TEMPLATES, welcome },
      { 'if-match': '"0"' },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.welcome).toEqual(welcome);
    expect(saved.headers.get('etag')).toBe('"1"');
    const [event] = await app.db.sql`select data from events where event_type = 'EmailTemplateChanged'`;
    expect(event!.data).toMatchObject({ kind: 'welcome', subject: welcome.subject });

    await invite(admin.client, { name: 'Tess Ong', email: 'tess@example.org', role: 'user' });
    const mail = await lastMailTo(app, 'tess@example.org');
    expect(mail.subject).toBe('Join the Cedar <Ridge> Hospice check-in');
    // Whatever the template says, the sender is the agency through Hearth (docs/security.md).
    expect(mail.fromName).toBe('Cedar <Ridge> Hospice via Hearth');
    expect(mail.html).toContain('Dear colleague &lt;3,');
    expect(mail.html).toMatch(
      /<a href="http:\/\/localhost:3000\/accept-invite\?token=[^"]+"[^>]*>Accept Invitation<\/a>/,
    );
    expect(mail.text).toContain('Accept Invitation: http://localhost:3000/accept-invite?token=');

    const restored = await admin.client.post('/api/agency/settings/email-templates/restore/welcome');
    expect(restored.body.template).toEqual(DEFAULT_TEMPLATES.welcome);
    expect((await admin.client.get('/api/agency/settings/email-templates')).body.welcome).toEqual(
      DEFAULT_TEMPLATES.welcome,
    );
    expect((await admin.client.post('/api/agency/settings/email-templates/restore/letters')).status).toBe(404);
  });

  it('refuses to overwrite templates someone else saved meanwhile', async () => {
    const stale = await admin.client.patch('/api/agency/settings/email-templates', DEFAULT_TEMPLATES, {
      'if-match': '"0"',
    });
    expect(stale.status).toBe(412);
  });

  it('sends a test of an unsaved template to the signed-in admin', async () => {
    const template = { fromName: 'Ops', subject: 'Check-in for {{agencyName}}', body: 'Go: {{survey_button}}' };
    const response = await admin.client.post('/api/agency/settings/email-templates/test', { type: 'survey', template });
    expect(response.body).toEqual({ message: `Test survey email sent to ${admin.email}` });
    const mail = await lastMailTo(app, admin.email);
    expect(mail.subject).toBe('[Test] Check-in for Cedar <Ridge> Hospice');
    expect(mail.html).toContain('>Start Your Check-In</a>');
    expect(
      (await admin.client.post('/api/agency/settings/email-templates/test', { type: 'memo', template })).status,
    ).toBe(400);
  });

  it('takes a paragraph named like a built-in property as text (found by the fuzz suite: it was a 500)', async () => {
    const template = { fromName: 'Ops', subject: 'Hello', body: 'valueOf\n\nconstructor\n\n{{survey_button}}' };
    const response = await admin.client.post('/api/agency/settings/email-templates/test', { type: 'survey', template });
    expect(response.status).toBe(200);
    const mail = await lastMailTo(app, admin.email);
    expect(mail.text).toContain('valueOf');
    expect(mail.text).toContain('constructor');
  });
});

describe('mail an agency writes cannot be a phishing relay', () => {
  const app = suiteApp();
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    admin = await signedInAdmin(app, { agencyName: 'Relay Test Hospice', rememberMe: true });
  });

  it('refuses a template with a web address of its own, in the subject or the body', async () => {
    const response = await admin.client.patch('/api/agency/settings/email-templates', {
      ...DEFAULT_TEMPLATES,
      welcome: {
        fromName: 'PayPal Security',
        subject: 'Verify at paypal-secure.example.com',
        body: `${DEFAULT_TEMPLATES.welcome.body}\n\nLog in at https://evil.example.net/login or bit.ly/x1`,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.details[0]).toContain('Staff Welcome Message may not contain web addresses');
    expect(response.body.details[0]).toContain('evil.example.net');
    const test = await admin.client.post('/api/agency/settings/email-templates/test', {
      type: 'survey',
      template: { fromName: 'x', subject: 'Hi', body: 'Go to www.evil-login.com {{survey_button}}' },
    });
    expect(test.status).toBe(200);
    expect((await lastMailTo(app, admin.email)).text).not.toContain('evil-login');
  });

  it('takes out links a stored template still held, fixes the sender, names the inviting administrator', async () => {
    // A template saved before links were refused: written to the log as the command would.
    const { runAgencyCommand } = await import('../../src/agency/commands');
    await runAgencyCommand(app.deps, admin.user, {
      type: 'SaveEmailTemplates',
      templates: {
        ...DEFAULT_TEMPLATES,
        welcome: {
          fromName: 'IT Helpdesk',
          subject: 'Action needed: evil.example.com',
          body: 'Reset now at http://evil.example.com/reset\n\n{{accept_button}}',
        },
      },
    });
    const invited = await invite(admin.client, { name: 'Pat Lee', email: 'pat.lee@example.org', role: 'user' });
    expect(invited.status).toBe(201);
    const mail = await lastMailTo(app, 'pat.lee@example.org');
    expect(mail.fromName).toBe('Relay Test Hospice via Hearth');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain('evil.example');
    expect(mail.text).toContain('[link removed]');
    expect(mail.text).toMatch(/Accept Invitation: http:\/\/localhost:3000\/accept-invite\?token=/);
    expect(mail.text).toContain(
      `${admin.user.firstName} ${admin.user.lastName} (${admin.email}), an administrator of Relay Test Hospice, ` +
        'sent this invitation through Hearth.',
    );
  });

  it('limits a new agency to 30 invitations an hour, with a clear 429', async () => {
    const statuses: number[] = [];
    let refusal = '';
    for (let n = 0; n < 40; n++) {
      const response = await admin.client.post('/api/users/invite', {
        firstName: 'Spam',
        lastName: `Target${n}`,
        email: `target${n}@example.net`,
        role: 'user',
      });
      statuses.push(response.status);
      if (response.status === 429) refusal = response.body.message;
    }
    // A test mail and an invitation went in the tests above: 28 more this hour, then refusals.
    expect(statuses.filter((status) => status === 201)).toHaveLength(28);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12);
    expect(refusal).toBe(
      'Your agency has sent as many emails as it may this hour (30 invitations and test emails). Please try ' +
        'again later. The limit rises once 5 staff members have accepted their invitations.',
    );
    // Nothing of a refused invitation stays behind: no member, no mail.
    const members = (await admin.client.get('/api/users')).body as { email: string }[];
    expect(members.some((member) => member.email === 'target39@example.net')).toBe(false);
    expect((await app.mails()).some((mail) => mail.recipient === 'target39@example.net')).toBe(false);
    // The next hour the agency may invite again.
    app.clock.advance(61 * 60_000);
    const later = await invite(admin.client, { name: 'Real Nurse', email: 'real.nurse@example.org', role: 'user' });
    expect(later.status).toBe(201);
  });
});
