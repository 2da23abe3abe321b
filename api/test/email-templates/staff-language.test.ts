import { describe, expect, it } from 'vitest';
import { loadMailSettings, renderStaffMail, staffTemplate } from '../../src/email-templates/render';
import { suiteAdmin } from '../support/accounts';
import { suiteApp } from '../support/test-app';

/** The language side of staff mails (docs/staff-languages.md): what survey and reminder mails render from. */
describe('staff mails in the member’s language', () => {
  const app = suiteApp();
  const admin = suiteAdmin(app, { agencyName: 'Cedar & Sons Hospice' });

  it('uses the agency’s own English template, and our Spanish wording under the agency’s From Name', async () => {
    const custom = { fromName: 'Cedar Team', subject: 'Check in, {{agencyName}}', body: 'Go: {{survey_button}}' };
    const templates = (await admin.client.get('/api/agency/settings/email-templates')).body;
    const saved = await admin.client.patch(
      '/api/agency/settings/email-templates',
      { ...templates, survey: custom, version: undefined },
      { 'if-match': `"${templates.version}"` },
    );
    expect(saved.status).toBe(200);
    const settings = await loadMailSettings(app.deps.eventStore, admin.user.agencyId);

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
    expect(mail.fromName).toBe('Cedar & Sons Hospice via Hearth');
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
});
