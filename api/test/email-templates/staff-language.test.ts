import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSurveyContext } from '../../src/agency/queries';
import { loadMailSettings, renderStaffMail, staffTemplate } from '../../src/email-templates/render';
import { signedInAdmin } from '../support/accounts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * The language side of staff mails and of the survey page (docs/staff-languages.md): what the
 * survey and reminder mails are rendered from, and what GET /api/survey/questions adds to the questions.
 */
describe('staff mails and the survey page in the member’s language', () => {
  let app: TestApp;
  let admin: TestClient;
  let agencyId: string;
  let nurseRole: string;
  beforeAll(async () => {
    app = await startTestApp();
    const signedIn = await signedInAdmin(app, { agencyName: 'Cedar & Sons Hospice' });
    admin = signedIn.client;
    agencyId = signedIn.user.agencyId;
    nurseRole = (await admin.post('/api/job-roles', { name: 'Nurse' })).body.id;
  });
  afterAll(() => app.close());

  it('uses the agency’s own English template, and our Spanish wording under the agency’s From Name', async () => {
    const custom = { fromName: 'Cedar Team', subject: 'Check in, {{agencyName}}', body: 'Go: {{survey_button}}' };
    const templates = (await admin.get('/api/agency/settings/email-templates')).body;
    const saved = await admin.patch(
      '/api/agency/settings/email-templates',
      { ...templates, survey: custom, version: undefined },
      { 'if-match': `"${templates.version}"` },
    );
    expect(saved.status).toBe(200);
    const settings = await loadMailSettings(app.deps.eventStore, agencyId);

    expect(staffTemplate(settings, 'survey', 'en')).toEqual(custom);
    const spanish = staffTemplate(settings, 'survey', 'es');
    expect(spanish.fromName).toBe('Cedar Team');
    expect(spanish.subject).toBe('Su chequeo semanal de {{agencyName}}');
    expect(staffTemplate(settings, 'reminder', 'es').subject).toBe(
      'Recordatorio: su chequeo semanal de {{agencyName}}',
    );

    const mail = renderStaffMail(
      settings,
      {
        kind: 'survey',
        language: 'es',
        url: 'http://localhost:3000/survey?token=abc',
        appOrigin: 'http://localhost:3000',
      },
      'ana@example.org',
    );
    expect(mail.subject).toBe('Su chequeo semanal de Cedar & Sons Hospice');
    expect(mail.fromName).toBe('Cedar Team');
    expect(mail.html).toContain('href="http://localhost:3000/survey?token=abc"');
    expect(mail.html).toContain('>Empezar el chequeo</a>');
    expect(mail.text.split('\n\n').at(-1)).toBe(
      'Lo que sus jefes pueden ver y lo que no: http://localhost:3000/staff-privacy?lang=es',
    );
    const english = renderStaffMail(
      settings,
      { kind: 'reminder', language: 'en', url: 'http://localhost:3000/survey?token=def', appOrigin: 'http://h.test' },
      'ben@example.org',
    );
    expect(english.subject).toBe('Reminder: your weekly check-in from Cedar & Sons Hospice');
    expect(english.html).toContain('>Start Your Check-In</a>');
    expect(english.text).toContain('What your administrators can and cannot see: http://h.test/staff-privacy?lang=en');
  });

  it('tells the survey page the member’s language and the agency’s employee assistance programme', async () => {
    const invited = await admin.post('/api/users/invite', {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.org',
      role: 'user',
      jobRoleId: nurseRole,
      language: 'es',
    });
    const memberId = invited.body.user.id;
    expect(await staffSurveyContext(app.db.sql, memberId)).toEqual({ language: 'es', support: null });

    const settings = (await admin.get('/api/agency/settings')).body;
    const programme = { name: 'CareLine', phone: '1-800-555-0100', url: null };
    await admin.patch('/api/agency/settings', {
      surveyDay: settings.surveyDay ?? 'Monday',
      surveyTime: settings.surveyTime ?? '09:00',
      timezone: settings.timezone,
      reminderInterval: settings.reminderInterval,
      employeeAssistance: programme,
    });
    expect(await staffSurveyContext(app.db.sql, memberId)).toEqual({ language: 'es', support: programme });
    expect(await staffSurveyContext(app.db.sql, '00000000-0000-4000-8000-000000000000')).toEqual({
      language: null,
      support: null,
    });
  });
});
