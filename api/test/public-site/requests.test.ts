import { describe, expect, it } from 'vitest';
import { suiteApp } from '../support/test-app';

const SUPPORT_INBOX = 'help@hearth.test';

describe('contact and demo requests', () => {
  const app = suiteApp({ env: { SUPPORT_EMAIL: SUPPORT_INBOX } });

  const inquiries = () => app.db.sql<
    {
      kind: string;
      name: string;
      email: string;
      request_type: string | null;
      agency_name: string | null;
      message: string | null;
    }[]
  >`
    select kind, name, email, request_type, agency_name, message from public_inquiries
    order by received_at, inquiry_id`;
  const events = () => app.db.sql<
    { stream_name: string; event_type: string; data: Record<string, unknown>; metadata: unknown }[]
  >`
    select stream_name, event_type, data, metadata from events where stream_name like 'public_inquiry-%'
    order by global_position`;
  const inquiryFrom = async (email: string) => (await inquiries()).find((row) => row.email === email);
  const mailsTo = async (recipient: string) => (await app.mails()).filter((mail) => mail.recipient === recipient);

  const contact = {
    name: 'Maria Okafor',
    email: 'maria@sunrise.example',
    requestType: 'support',
    message: 'Our Monday reminders did not arrive this week.',
    website: '',
  };
  const demo = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@evergreen.example',
    agencyName: 'Evergreen Hospice',
    message: 'We have 45 staff across two offices.',
    website: '',
  };

  it('stores a support request, logs an event without personal data and mails both sides', async () => {
    const response = await app.client().post('/api/support-request', contact);
    expect(response).toMatchObject({
      status: 201,
      body: { message: 'Thank you for contacting us. We reply within 24 hours.' },
    });

    expect(await inquiries()).toEqual([
      {
        kind: 'support',
        name: 'Maria Okafor',
        email: 'maria@sunrise.example',
        request_type: 'support',
        agency_name: null,
        message: contact.message,
      },
    ]);
    const [event] = await events();
    expect(event).toMatchObject({
      event_type: 'SupportRequestReceived',
      data: { requestType: 'support' },
      metadata: { actorId: null, at: '2026-03-02T12:00:00.000Z' },
    });
    expect(event!.stream_name).toBe(`public_inquiry-${event!.data.inquiryId}`);
    for (const personal of ['Maria', 'Okafor', 'sunrise.example', 'Monday reminders'])
      expect(JSON.stringify(event)).not.toContain(personal);

    const [notification] = await mailsTo(SUPPORT_INBOX);
    expect(notification!.subject).toBe('Support request from Maria Okafor');
    expect(notification!.text).toContain('Email: maria@sunrise.example');
    expect(notification!.text).toContain(contact.message);
    expect(notification!.text).toContain(`Reference: ${event!.data.inquiryId}`);
    const [confirmation] = await mailsTo('maria@sunrise.example');
    expect(confirmation!.subject).toBe('We received your message to Hearth');
    expect(confirmation!.text).toContain('within 24 hours');
    // The confirmation repeats nothing the sender typed: the form cannot relay text to a stranger.
    expect(confirmation!.text).not.toContain(contact.message);
    expect(confirmation!.text).not.toContain('Maria');
  });

  it('stores a demo request and mails the support inbox and the sender', async () => {
    const response = await app.client().post('/api/demo-request', demo);
    expect(response).toMatchObject({
      status: 201,
      body: { message: "Thank you! We'll be in touch soon to schedule your demo." },
    });
    expect(await inquiryFrom('grace@evergreen.example')).toEqual({
      kind: 'demo',
      name: 'Grace Hopper',
      email: 'grace@evergreen.example',
      request_type: null,
      agency_name: 'Evergreen Hospice',
      message: demo.message,
    });
    expect((await events()).at(-1)).toMatchObject({
      event_type: 'DemoRequested',
      data: { inquiryId: expect.any(String) },
    });
    expect(Object.keys((await events()).at(-1)!.data)).toEqual(['inquiryId']);
    const notification = (await mailsTo(SUPPORT_INBOX)).find(
      (mail) => mail.subject === 'Demo request from Evergreen Hospice',
    );
    expect(notification!.text).toContain('Work email: grace@evergreen.example');
    expect(notification!.text).toContain('45 staff');
    expect((await mailsTo('grace@evergreen.example'))[0]!.subject).toBe('Your Hearth demo request');
  });

  it('keeps the demo message optional', async () => {
    const response = await app
      .client()
      .post('/api/demo-request', { ...demo, email: 'quiet@evergreen.example', message: '' });
    expect(response.status).toBe(201);
    expect((await inquiryFrom('quiet@evergreen.example'))!.message).toBeNull();
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const before = {
      rows: (await inquiries()).length,
      events: (await events()).length,
      mails: (await app.mails()).length,
    };
    const support = await app
      .client()
      .post('/api/support-request', { ...contact, email: 'bot@spam.example', website: 'https://spam.example' });
    const demoBot = await app
      .client()
      .post('/api/demo-request', { ...demo, email: 'bot@spam.example', website: 'https://spam.example' });
    const invalidBot = await app.client().post('/api/support-request', { name: 'x', website: 'https://spam.example' });
    expect(support).toMatchObject({
      status: 201,
      body: { message: 'Thank you for contacting us. We reply within 24 hours.' },
    });
    expect(demoBot).toMatchObject({
      status: 201,
      body: { message: "Thank you! We'll be in touch soon to schedule your demo." },
    });
    expect(invalidBot.status).toBe(201);
    expect((await inquiries()).length).toBe(before.rows);
    expect((await events()).length).toBe(before.events);
    expect((await app.mails()).length).toBe(before.mails);
    expect(JSON.stringify(await inquiries())).not.toContain('spam.example');
  });

  it.each([
    [{ name: 'M' }, 'Name must be at least 2 characters'],
    [{ email: 'maria@' }, 'Invalid email address'],
    [{ requestType: '' }, 'Please select a request type'],
    [{ requestType: 'sales' }, 'Please select a request type'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters'],
  ])('rejects a contact request with %j using the documented message', async (overrides, message) => {
    const response = await app.client().post('/api/support-request', { ...contact, ...overrides });
    expect(response).toMatchObject({ status: 400, body: { message, code: 'VALIDATION_ERROR' } });
  });

  it.each([
    [{ firstName: 'G' }, 'First name must be at least 2 characters'],
    [{ lastName: '' }, 'Last name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ agencyName: 'E' }, 'Agency name must be at least 2 characters'],
  ])('rejects a demo request with %j using the documented message', async (overrides, message) => {
    const response = await app.client().post('/api/demo-request', { ...demo, ...overrides });
    expect(response).toMatchObject({ status: 400, body: { message, code: 'VALIDATION_ERROR' } });
  });

  it('answers malformed bodies with 4xx and stores nothing', async () => {
    const before = (await inquiries()).length;
    expect((await app.client().post('/api/support-request', '{"name":')).status).toBe(400);
    expect((await app.client().post('/api/demo-request', '[1]')).body.message).toBe(
      'The request body must be a JSON object.',
    );
    expect((await inquiries()).length).toBe(before);
  });

  it('limits each address to 10 requests per hour and form', async () => {
    const client = app.client('10.99.0.1');
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await client.post('/api/support-request', { ...contact, name: 'x' });
      expect(response.status).toBe(400);
    }
    const limited = await client.post('/api/support-request', contact);
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(
      (await app.client('10.99.0.2').post('/api/support-request', { ...contact, email: 'other@sunrise.example' }))
        .status,
    ).toBe(201);
  });

  it('sends at most 5 confirmations an hour to one address, yet still records and forwards every request', async () => {
    const recorded = (await inquiries()).length;
    const notified = (await mailsTo(SUPPORT_INBOX)).length;
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect((await app.client().post('/api/demo-request', { ...demo, email: 'target@victim.example' })).status).toBe(
        201,
      );
    }
    expect(await mailsTo('target@victim.example')).toHaveLength(5);
    expect((await inquiries()).length).toBe(recorded + 6);
    expect(await mailsTo(SUPPORT_INBOX)).toHaveLength(notified + 6);
  });
  it('takes the request type as the form shows it as well as by its key', async () => {
    for (const [requestType, stored] of [
      ['Support', 'support'],
      ['Feedback/Suggestion', 'feedback'],
      ['Inquiry', 'inquiry'],
      ['Other', 'other'],
      ['other', 'other'],
    ] as const) {
      const email = `label-${stored}-${requestType.length}@example.org`;
      expect((await app.client().post('/api/support-request', { ...contact, email, requestType })).status).toBe(201);
      expect((await inquiryFrom(email))?.request_type).toBe(stored);
    }
    const wrong = await app.client().post('/api/support-request', { ...contact, requestType: 'Complaint' });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Please select a request type' } });
  });
});
