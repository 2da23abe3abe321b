import type { AgencySettingsInput } from '@hearth/contracts/agency';
import { describe, expect, it } from 'vitest';
import { invite, lastMailTo, signedInAdmin, suiteAdmin } from '../support/accounts';
import { suiteApp } from '../support/test-app';

describe('Agency Info: name and survey schedule', () => {
  const app = suiteApp();
  const admin = suiteAdmin(app, { agencyName: 'Harbor Light Hospice' });

  const schedule = { surveyDay: 'Wednesday', surveyTime: '14:30', timezone: 'America/Chicago', reminderInterval: 120 };

  it('starts with no schedule set and the documented defaults', async () => {
    const response = await admin.client.get('/api/agency/settings');
    expect(response.body).toEqual({
      surveyDay: null,
      surveyTime: null,
      timezone: 'America/New_York',
      reminderInterval: 360,
      answerWindowHours: 24,
      anonymityThreshold: 5,
      employeeAssistance: null,
      phone: null,
      version: 0,
    });
    expect(response.headers.get('etag')).toBe('"0"');
    expect((await admin.client.get('/api/agency')).body).toMatchObject({ name: 'Harbor Light Hospice', version: 0 });
  });

  it('saves the schedule as an event carrying the acting admin and the time', async () => {
    const response = await admin.client.patch('/api/agency/settings', schedule, { 'if-match': '"0"' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...schedule, version: 1 });
    expect((await admin.client.get('/api/agency/settings')).body).toMatchObject(schedule);
    const [event] = await app.db.sql`select data, metadata from events where event_type = 'SurveyScheduleChanged'`;
    expect(event!.metadata).toEqual({
      actorId: admin.user.id,
      at: '2026-03-02T12:00:00.000Z',
      requestId: expect.any(String),
    });
    expect(event!.data).toMatchObject(schedule);
  });

  it('tells the second of two admins saving the same settings that they changed meanwhile', async () => {
    const { etag } = { etag: (await admin.client.get('/api/agency/settings')).headers.get('etag')! };
    const first = await admin.client.patch(
      '/api/agency/settings',
      { ...schedule, reminderInterval: 60 },
      { 'if-match': etag },
    );
    expect(first.status).toBe(200);
    const second = await admin.client.patch(
      '/api/agency/settings',
      { ...schedule, reminderInterval: 30 },
      { 'if-match': etag },
    );
    expect(second.status).toBe(412);
    expect(second.body.message).toBe(
      'These settings were changed by another administrator while you were editing. Reload the page to see ' +
        'their changes, then save again.',
    );
    expect((await admin.client.get('/api/agency/settings')).body.reminderInterval).toBe(60);
  });

  it('turns a non-numeric reminder interval into 0 and keeps the threshold within 3 to 10', async () => {
    expect(
      (await admin.client.patch('/api/agency/settings', { ...schedule, reminderInterval: 'often' })).body
        .reminderInterval,
    ).toBe(0);
    expect(
      (await admin.client.patch('/api/agency/settings', { ...schedule, anonymityThreshold: 7 })).body
        .anonymityThreshold,
    ).toBe(7);
    const low = await admin.client.patch('/api/agency/settings', { ...schedule, anonymityThreshold: 2 });
    expect(low).toMatchObject({ status: 400, body: { message: 'Minimum answers must be at least 3' } });
  });

  it.each([
    [{ surveyTime: '25:00' }, 'Survey time must be a 24-hour time like 09:00'],
    [{ surveyTime: '9am' }, 'Survey time must be a 24-hour time like 09:00'],
    [{ surveyDay: 'Funday' }, 'Please choose a survey day'],
    [{ timezone: 'Mars/Olympus' }, 'Please choose a time zone from the list'],
    [{ reminderInterval: -5 }, 'Reminder interval must be 0 minutes or more'],
    [{ employeeAssistance: { phone: '800 555 0100' } }, 'Give the programme a name'],
    [{ employeeAssistance: { name: 'CareLine' } }, 'Add a phone number or a web address'],
    [
      { employeeAssistance: { name: 'CareLine', phone: 'call us' } },
      'Phone number may contain only digits, spaces, +, -, ( ) and an extension',
    ],
    [
      { employeeAssistance: { name: 'CareLine', url: 'javascript:alert(1)' } },
      'Web address must start with https:// or http://',
    ],
  ])('rejects %j with a clear message', async (change, message) => {
    const response = await admin.client.patch('/api/agency/settings', { ...schedule, ...change });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('takes a time typed as 9:00 and stores it as 09:00', async () => {
    const response = await admin.client.patch('/api/agency/settings', { ...schedule, surveyTime: '9:00' });
    expect(response).toMatchObject({ status: 200, body: { surveyTime: '09:00' } });
  });

  it('keeps the employee assistance programme shown after a hard week, and removes it when blanked', async () => {
    const programme = { name: 'CareLine EAP', phone: '1-800-555-0100 ext. 2', url: 'https://careline.example/eap' };
    const saved = await admin.client.patch('/api/agency/settings', { ...schedule, employeeAssistance: programme });
    expect(saved.body.employeeAssistance).toEqual(programme);
    const version = saved.body.version;
    // Saving the other settings without the programme leaves it as it was.
    const unchanged = await admin.client.patch('/api/agency/settings', schedule);
    expect(unchanged.body).toMatchObject({ employeeAssistance: programme, version });
    const [event] = await app.db.sql`select data from events where event_type = 'EmployeeAssistanceChanged'`;
    expect(event!.data.programme).toEqual(programme);
    const cleared = await admin.client.patch('/api/agency/settings', {
      ...schedule,
      employeeAssistance: { name: ' ', phone: '', url: null },
    });
    expect(cleared.body).toMatchObject({ employeeAssistance: null, version: version + 1 });
  });

  it('gives back every setting as saved', async () => {
    // Typed with every setting: one added to the contract does not compile here until it has a value, and
    // then fails below until the decider, the projector, the migration and the query all carry it.
    const every: Required<AgencySettingsInput> = {
      surveyDay: 'Friday',
      surveyTime: '07:15',
      timezone: 'America/Denver',
      reminderInterval: 45,
      answerWindowHours: 48,
      anonymityThreshold: 6,
      employeeAssistance: { name: 'Lifeworks', phone: '+1 555 010 0123', url: 'https://lifeworks.example' },
      phone: '(555) 010-0188 ext. 12',
    };
    const saved = await admin.client.patch('/api/agency/settings', every);
    expect(saved.status).toBe(200);
    const { version, ...settings } = (await admin.client.get('/api/agency/settings')).body;
    expect(settings).toEqual(every);
    expect(version).toBe(saved.body.version);
  });

  it('prints the agency’s phone number at the foot of staff mails, keeps it left out, removes it blanked', async () => {
    const saved = await admin.client.patch('/api/agency/settings', { ...schedule, phone: ' 555-010-0142 ' });
    expect(saved.body.phone).toBe('555-010-0142');
    expect((await admin.client.patch('/api/agency/settings', schedule)).body.phone).toBe('555-010-0142');
    const invited = await invite(admin.client, { name: 'Rosa Diaz', email: 'rosa.diaz@example.org', role: 'user' });
    expect(invited.status).toBe(201);
    const welcome = await lastMailTo(app, 'rosa.diaz@example.org');
    expect(welcome.text).toContain('Questions? Call Harbor Light Hospice at 555-010-0142.');
    expect(welcome.html).toContain('Questions? Call Harbor Light Hospice at 555-010-0142.');

    const bad = await admin.client.patch('/api/agency/settings', { ...schedule, phone: 'call Rosa' });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'Phone number may contain only digits, spaces, +, -, ( ) and an extension' },
    });
    const cleared = await admin.client.patch('/api/agency/settings', { ...schedule, phone: '' });
    expect(cleared.body).toMatchObject({ phone: null, version: saved.body.version + 1 });
    const [event] = await app.db.sql`
      select data from events where event_type = 'AgencyPhoneChanged' order by global_position desc limit 1`;
    expect(event!.data.phone).toBeNull();
  });

  it('renames the agency, keeping names unique across agencies', async () => {
    const other = await signedInAdmin(app, { agencyName: 'Quiet Waters Hospice' });
    const taken = await admin.client.patch('/api/agency', { name: 'quiet waters HOSPICE' });
    expect(taken).toMatchObject({ status: 409, body: { code: 'AGENCY_NAME_TAKEN' } });
    const renamed = await admin.client.patch(
      '/api/agency',
      { name: 'Harbor Light Hospice & Palliative Care' },
      { 'if-match': '"0"' },
    );
    expect(renamed.body).toMatchObject({ name: 'Harbor Light Hospice & Palliative Care', version: 1 });
    expect((await admin.client.patch('/api/agency', { name: 'Again' }, { 'if-match': '"0"' })).status).toBe(412);
    expect((await other.client.patch('/api/agency', { name: 'Harbor Light Hospice' })).status).toBe(200);
  });

  it('is for administrators only', async () => {
    expect((await app.client().get('/api/agency/settings')).status).toBe(401);
    expect((await app.client().patch('/api/agency', { name: 'X Hospice' })).status).toBe(401);
  });
});
