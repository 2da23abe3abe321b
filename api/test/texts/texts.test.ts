import { INVALID_MOBILE, MOBILE_REQUIRED_FOR_TEXTS, readReply, textSendingTime } from '@hearth/contracts/texts';
import { routedTransport } from '@hearth/platform/mail/port';
import { twilioTransport } from '@hearth/platform/mail/twilio';
import { startFakeTwilio } from '@hearth/platform/test/support/fake-twilio';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, linkToken, signedInAdmin } from '../support/accounts';
import { advanceRounds, answers, setSchedule } from '../support/survey';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app';

const ACCOUNT_SID = `AC${'a1'.repeat(16)}`;
const AUTH_TOKEN = 'test-twilio-auth-token';
const FROM = '+15005550006';
const ORIGIN = 'http://localhost:3000';
const INBOUND = '/api/texts/inbound';

/**
 * Check-ins by text message (ADR 090), end to end through the real app with Twilio's official client
 * against a local stand-in of its API: the invitation on the member's channel, consent on the invitation
 * page, survey texts held to 08:00–20:00 in the agency's time zone, STOP / START / HELP through the signed
 * webhook, refusals without the number, and the number in no event, log line or table once erased.
 */
describe('text messages', () => {
  let fake: Awaited<ReturnType<typeof startFakeTwilio>>;
  let app: TestApp;
  let admin: TestClient;
  let agencyName: string;
  let jobRoleId: string;
  const logged: string[] = [];

  beforeAll(async () => {
    fake = await startFakeTwilio();
    app = await startTestApp({
      now: '2026-03-02T15:00:00Z',
      env: {
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: FROM,
        TWILIO_BASE_URL: fake.url,
      },
      transport: (devMailbox) =>
        routedTransport(
          devMailbox,
          twilioTransport({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: FROM, baseUrl: fake.url }),
        ),
    });
    // Every log line the app writes, to search for numbers.
    const original = app.deps.log;
    app.deps.log = new Proxy(original, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || !['info', 'warn', 'error', 'debug'].includes(String(property))) return value;
        return (...args: unknown[]) => {
          logged.push(JSON.stringify(args));
          return value.apply(target, args);
        };
      },
    });
    const signedIn = await signedInAdmin(app, { rememberMe: true });
    admin = signedIn.client;
    agencyName = signedIn.agencyName;
    jobRoleId = (await admin.post('/api/job-roles', { name: 'Aide' })).body.id;
    await setSchedule(admin, {
      surveyDay: 'Tuesday',
      surveyTime: '06:30',
      timezone: 'America/New_York',
      reminderInterval: 0,
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const invite = (body: Record<string, unknown>) =>
    admin.post('/api/users/invite', { firstName: 'Rosa', lastName: 'Diaz', role: 'user', jobRoleId, ...body });
  const textTo = (number: string) => fake.texts.filter((text) => text.to === number).at(-1);
  const sign = (params: Record<string, string>) =>
    twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${ORIGIN}${INBOUND}`, params);
  const reply = (params: Record<string, string>, signature = sign(params)) =>
    app.app.request(INBOUND, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      body: new URLSearchParams(params).toString(),
    });
  const consentEvents = () =>
    app.db.sql<{ data: { memberId: string; consent: boolean; source: string } }[]>`
      select data from events where event_type = 'TextConsentChanged' order by global_position`;

  it('refuses a number that is not one, texts without a number, and a number already in the agency', async () => {
    const bad = await invite({ email: 'bad@example.org', mobile: '555-12', channel: 'both' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(INVALID_MOBILE);
    const none = await invite({ email: 'none@example.org', channel: 'text' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MOBILE_REQUIRED_FOR_TEXTS);
  });

  let aide: { id: string; email: string; token: string };
  let spanish: { id: string; email: string; token: string };
  it('invites on the member’s channel: email and a text, or a text alone, in their language', async () => {
    const both = await invite({ email: 'rosa@example.org', mobile: '(212) 555-0147', channel: 'both' });
    expect(both.status).toBe(201);
    expect(both.body.user).toMatchObject({ mobile: '+12125550147', channel: 'both', textConsent: null });
    const text = textTo('+12125550147')!;
    expect(text.accountSid).toBe(ACCOUNT_SID);
    expect(text.from).toBe(FROM);
    expect(text.headers.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(text.body).toContain(agencyName);
    expect(text.body).toMatch(/free.*Reply STOP/);
    expect((await lastMailTo(app, 'rosa@example.org')).text).toContain('/accept-invite?token=');
    aide = { id: both.body.user.id, email: 'rosa@example.org', token: linkToken(text.body, '/accept-invite') };

    // She works from Los Angeles: her texts keep her hours, not the agency's.
    const textOnly = await invite({
      email: 'ana@example.org',
      mobile: '212.555.0199',
      channel: 'text',
      language: 'es',
      timezone: 'America/Los_Angeles',
    });
    expect(textOnly.status).toBe(201);
    expect(textOnly.body.message).toBe('Invitation sent to the mobile number ending 0199');
    const spanishText = textTo('+12125550199')!;
    expect(spanishText.body).toContain('PARAR');
    expect(spanishText.body).toContain('gratis');
    await expect(lastMailTo(app, 'ana@example.org')).rejects.toThrow('No mail');
    spanish = {
      id: textOnly.body.user.id,
      email: 'ana@example.org',
      token: linkToken(spanishText.body, '/accept-invite'),
    };

    const taken = await invite({ email: 'other@example.org', mobile: '+1 212 555 0147', channel: 'both' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('MOBILE_TAKEN');
  });

  let noEmail: { id: string };
  it('invites a staff member with a mobile number and no email by text; an administrator needs an email', async () => {
    const textOnly = await invite({ email: '', mobile: '(212) 555-0123', language: 'en' });
    expect(textOnly.status).toBe(201);
    expect(textOnly.body.user).toMatchObject({ email: null, mobile: '+12125550123', channel: 'text' });
    expect(textOnly.body.message).toBe('Invitation sent to the mobile number ending 0123');
    expect(textTo('+12125550123')!.body).toContain('/accept-invite?token=');
    noEmail = { id: textOnly.body.user.id };
    const admin = await invite({ email: '', mobile: '(212) 555-0124', role: 'admin' });
    expect([admin.status, admin.body.message]).toEqual([
      400,
      'Please provide first name, last name, email, and user role',
    ]);
    const neither = await invite({ email: '' });
    expect(neither.status).toBe(400);
  });

  it('asks for consent on the invitation page and records the answer as an event, without the number', async () => {
    const accepted = await app.client().post('/api/users/accept-invite', { token: aide.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.texts).toEqual({ mobileEnding: '0147', consent: null });
    const yes = await app.client().post('/api/users/text-consent', { token: aide.token, consent: true });
    expect(yes.status).toBe(200);
    expect(yes.body.texts).toEqual({ mobileEnding: '0147', consent: true });
    expect((await app.client().post('/api/users/text-consent', { token: 'not-a-link', consent: true })).status).toBe(
      400,
    );
    await app.client().post('/api/users/accept-invite', { token: spanish.token });
    await app.client().post('/api/users/text-consent', { token: spanish.token, consent: true });
    await app.settled();
    expect((await consentEvents()).map((event) => event.data)).toEqual([
      expect.objectContaining({ memberId: aide.id, consent: true, source: 'invitation' }),
      expect.objectContaining({ memberId: spanish.id, consent: true, source: 'invitation' }),
    ]);
  });

  it('holds survey texts until 08:00 in each member’s time zone (else the agency’s); mails go at once', async () => {
    const before = fake.texts.length;
    app.clock.set('2026-03-03T11:30:00Z'); // Tuesday 06:30 in New York
    await advanceRounds(app, (await admin.get('/api/user')).body.agencyId);
    expect((await lastMailTo(app, aide.email)).text).toContain('/survey?token=');
    await expect(lastMailTo(app, spanish.email)).rejects.toThrow('No mail');
    expect(fake.texts.length).toBe(before);

    app.clock.set('2026-03-03T12:59:00Z');
    await app.deliverMail();
    expect(fake.texts.length).toBe(before);
    app.clock.set('2026-03-03T13:00:00Z'); // 08:00 in New York, 05:00 in Los Angeles
    await app.deliverMail();
    expect(fake.texts.length).toBe(before + 1);
    app.clock.set('2026-03-03T16:00:00Z'); // 08:00 in Los Angeles
    await app.deliverMail();
    // Two who said yes; the member without email has not answered the question, so gets nothing yet.
    expect(fake.texts.length).toBe(before + 2);
    const [participant] = await app.db.sql`select 1 from round_participants where member_id = ${noEmail.id}`;
    expect(participant).toBeUndefined();
    const survey = textTo('+12125550147')!.body;
    expect(survey).toMatch(/check-in is open until Wed, Mar 4, 6:30 AM/);
    expect(survey.length).toBeLessThan(320);
    expect(textTo('+12125550199')!.body).toContain('encuesta semanal anónima');

    // The texted link is a one-time survey link like the mailed one.
    const token = linkToken(survey, '/survey');
    const submitted = await app.client().post('/api/survey/submit', { token, responses: answers([3, 3, 4, 7, 8]) });
    expect(submitted.status).toBe(200);
  });

  it('takes STOP, START and HELP through the signed webhook only, in the member’s language', async () => {
    const stop = { From: '+12125550199', To: FROM, Body: 'Parar', MessageSid: `SM${'0'.repeat(32)}` };
    expect((await reply(stop, 'forged')).status).toBe(403);
    expect((await reply({ ...stop, Body: 'Start' }, sign(stop))).status).toBe(403);
    expect(await consentEvents()).toHaveLength(2);

    const stopped = await reply(stop);
    expect(stopped.status).toBe(200);
    expect(stopped.headers.get('content-type')).toContain('text/xml');
    expect(await stopped.text()).toContain('no le enviará más mensajes');
    await app.settled();
    expect((await consentEvents()).at(-1)!.data).toMatchObject({
      memberId: spanish.id,
      consent: false,
      source: 'reply',
    });

    // A reminder after STOP sends no text.
    const before = fake.texts.length;
    app.clock.set('2026-03-03T17:00:00Z');
    expect((await admin.post('/api/survey/send-reminders', { userIds: [spanish.id] })).status).toBe(200);
    await app.deliverMail();
    expect(fake.texts.length).toBe(before);

    const started = await reply({ ...stop, Body: 'COMENZAR' });
    expect(await started.text()).toContain('Volverá a recibir');
    await app.settled();
    app.clock.set('2026-03-03T17:11:00Z');
    await admin.post('/api/survey/send-reminders', { userIds: [spanish.id] });
    await app.deliverMail();
    expect(textTo('+12125550199')!.body).toContain('recordatorio');

    const help = await reply({ ...stop, From: '+12125550147', Body: 'help' });
    expect(await help.text()).toContain('Reply STOP to end texts');
    const other = await reply({ ...stop, From: '+12125550147', Body: 'I am so tired of all this' });
    expect(await other.text()).toMatch(/does not read replies.*988/);
    // A form that is not one, and a JSON post, are refused without a 5xx.
    const json = await app.app.request(INBOUND, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-twilio-signature': 'x' },
      body: '{}',
    });
    expect(json.status).toBe(400);
  });

  it('keeps a refused text queued with Twilio’s reason, the number taken out', async () => {
    fake.answerNext({
      status: 400,
      body: { code: 21211, message: "The 'To' number +12125550199 is not a valid phone number.", status: 400 },
    });
    app.clock.set('2026-03-03T17:22:00Z');
    await admin.post('/api/survey/send-reminders', { userIds: [spanish.id] });
    await app.deliverMail();
    const [row] = await app.db.sql<{ last_error: string }[]>`
      select last_error from outbox where kind = 'reminder-text' and sent_at is null and last_error is not null`;
    expect(row!.last_error).toContain('[number]');
    expect(row!.last_error).not.toMatch(/555/);
  });

  it('keeps the number out of every event and log line, and erases it with the member', async () => {
    const digits = ['2125550147', '2125550199'];
    const events = await app.db.sql<{ data: string }[]>`select data::text as data from events`;
    for (const event of events) for (const number of digits) expect(event.data).not.toContain(number);
    for (const line of logged) for (const number of digits) expect(line).not.toContain(number);

    expect((await admin.delete(`/api/users/${spanish.id}`)).status).toBe(200);
    // An insider reads every text and JSON column of every table: the removed member's number is nowhere.
    const columns = await app.db.sql<{ table_name: string; column_name: string }[]>`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json')`;
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [hit] = await app.db.sql.unsafe(
        `select 1 from "${table}" where "${column}"::text like '%2125550199%' limit 1`,
      );
      if (hit) found.push(`${table}.${column}`);
    }
    expect(found).toEqual([]);
  });
});

describe('text rules', () => {
  it('reads the carriers’ words in English and Spanish, whole replies only', () => {
    expect(['STOP', 'stop.', 'Unsubscribe', 'PARAR', 'baja', 'No más'].map(readReply)).toEqual(Array(6).fill('stop'));
    expect(['START', 'Comenzar', 'sí'].map(readReply)).toEqual(['start', 'start', 'start']);
    expect(['HELP', 'ayuda', 'Información'].map(readReply)).toEqual(['help', 'help', 'help']);
    expect(['stop it please', 'thanks', ''].map(readReply)).toEqual([null, null, null]);
  });

  it('sends inside 08:00–20:00 in the zone, and holds the rest to the next 08:00 (across DST)', () => {
    const zone = 'America/Los_Angeles';
    expect(textSendingTime(new Date('2026-03-03T17:00:00Z'), zone).toISOString()).toBe('2026-03-03T17:00:00.000Z');
    expect(textSendingTime(new Date('2026-03-03T05:00:00Z'), zone).toISOString()).toBe('2026-03-03T16:00:00.000Z');
    // 20:30 on Saturday 7 March: the next 08:00 is Sunday, after clocks go forward.
    expect(textSendingTime(new Date('2026-03-08T04:30:00Z'), zone).toISOString()).toBe('2026-03-08T15:00:00.000Z');
  });
});
