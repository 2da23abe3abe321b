import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendGridTransport } from '@hearth/platform/mail/sendgrid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/render';
import type { Json } from '../support/test-app';

/** The SendGrid adapter against a local HTTP server standing in for api.sendgrid.com. */
describe('SendGrid mail adapter', () => {
  const received: { path: string; auth: string | undefined; body: Json }[] = [];
  let status = 202;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', auth: request.headers.authorization, body: JSON.parse(raw) });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        status === 202
          ? ''
          : JSON.stringify({ errors: [{ message: 'The from address does not match a verified Sender Identity.' }] }),
      );
    });
  });
  let baseUrl: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    baseUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const transport = () => sendGridTransport({ apiKey: 'SG.test-key', from: 'no-reply@hearth.example', baseUrl });

  it('posts the mail to /v3/mail/send with the API key and both parts, tracking off', async () => {
    received.length = 0;
    const errors = await transport().send([
      renderMail({
        to: 'nurse@example.org',
        fromName: 'Sunrise Hospice',
        subject: 'Your weekly check-in',
        blocks: [{ kind: 'button', label: 'Take the survey', url: 'https://hearth.example/survey?token=abc' }],
      }),
    ]);
    expect(errors).toEqual([null]);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe('/v3/mail/send');
    expect(request!.auth).toBe('Bearer SG.test-key');
    expect(request!.body.from).toEqual({ email: 'no-reply@hearth.example', name: 'Sunrise Hospice' });
    expect(request!.body.personalizations).toEqual([{ to: [{ email: 'nurse@example.org' }] }]);
    expect(request!.body.subject).toBe('Your weekly check-in');
    const types = request!.body.content.map((part: { type: string }) => part.type);
    expect(types).toEqual(['text/plain', 'text/html']);
    expect(request!.body.tracking_settings).toEqual({
      click_tracking: { enable: false, enable_text: false },
      open_tracking: { enable: false },
      subscription_tracking: { enable: false },
    });
  });

  it('sends mails that differ only in recipient and link as one request, one personalization each', async () => {
    received.length = 0;
    const survey = (to: string, token: string) => ({
      ...renderMail({
        to,
        fromName: 'Sunrise Hospice',
        subject: 'Your weekly check-in',
        blocks: [{ kind: 'button', label: 'Start', url: 'https://hearth.example/survey?token=-token-' }],
      }),
      substitutions: { '-token-': token },
    });
    const other = renderMail({ to: 'admin@example.org', fromName: 'Hearth', subject: 'Weekly summary', blocks: [] });
    const errors = await transport().send([survey('a@example.org', 'aaa'), other, survey('b@example.org', 'bbb')]);
    expect(errors).toEqual([null, null, null]);
    expect(received).toHaveLength(2);
    const surveys = received.find((request) => request.body.subject === 'Your weekly check-in')!;
    expect(surveys.body.personalizations).toEqual([
      { to: [{ email: 'a@example.org' }], substitutions: { '-token-': 'aaa' } },
      { to: [{ email: 'b@example.org' }], substitutions: { '-token-': 'bbb' } },
    ]);
    expect(surveys.body.content[1].value).toContain('survey?token=-token-');
  });

  it('answers the refusal for every mail of a request SendGrid refuses, without throwing', async () => {
    status = 403;
    const errors = await transport().send([
      renderMail({ to: 'a@example.org', fromName: 'X', subject: 'S', blocks: [] }),
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(Error);
    status = 202;
  });
});
