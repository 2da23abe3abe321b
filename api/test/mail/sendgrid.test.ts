import { sendGridTransport } from '@hearth/platform/mail/sendgrid';
import { startFakeSendGrid } from '@hearth/platform/test/support/fake-sendgrid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/render';

/** The SendGrid adapter against a local HTTP server standing in for api.sendgrid.com. */
describe('SendGrid mail adapter', () => {
  let fake: Awaited<ReturnType<typeof startFakeSendGrid>>;
  const waits: number[] = [];
  beforeAll(async () => {
    fake = await startFakeSendGrid();
  });
  afterAll(() => fake.close());

  const transport = () =>
    sendGridTransport({
      apiKey: 'SG.test-key',
      from: 'no-reply@hearth.example',
      baseUrl: fake.url,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
  const plain = (to: string) => renderMail({ to, fromName: 'X', subject: 'S', blocks: [] });
  const survey = (to: string, token: string) => ({
    ...renderMail({
      to,
      fromName: 'Sunrise Hospice',
      subject: 'Your weekly check-in',
      blocks: [{ kind: 'button', label: 'Start', url: 'https://hearth.example/survey?token=-token-' }],
    }),
    substitutions: { '-token-': token },
  });

  it('posts the mail to /v3/mail/send with the API key and both parts, tracking off', async () => {
    fake.requests.length = 0;
    const errors = await transport().send([
      renderMail({
        to: 'nurse@example.org',
        fromName: 'Sunrise Hospice',
        subject: 'Your weekly check-in',
        blocks: [{ kind: 'button', label: 'Take the survey', url: 'https://hearth.example/survey?token=abc' }],
      }),
    ]);
    expect(errors).toEqual([null]);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBe('Bearer SG.test-key');
    expect(request!.body.from).toEqual({ email: 'no-reply@hearth.example', name: 'Sunrise Hospice' });
    expect(request!.body.personalizations).toEqual([{ to: [{ email: 'nurse@example.org' }] }]);
    expect(request!.body.subject).toBe('Your weekly check-in');
    expect(request!.body.content.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
    expect(request!.body.tracking_settings).toEqual({
      click_tracking: { enable: false, enable_text: false },
      open_tracking: { enable: false },
      subscription_tracking: { enable: false },
    });
  });

  it('sends mails that differ only in recipient and link as one request, one personalization each', async () => {
    fake.requests.length = 0;
    const other = renderMail({ to: 'admin@example.org', fromName: 'Hearth', subject: 'Weekly summary', blocks: [] });
    const errors = await transport().send([survey('a@example.org', 'aaa'), other, survey('b@example.org', 'bbb')]);
    expect(errors).toEqual([null, null, null]);
    expect(fake.requests).toHaveLength(2);
    const surveys = fake.requests.find((request) => request.body.subject === 'Your weekly check-in')!;
    expect(surveys.body.personalizations).toEqual([
      { to: [{ email: 'a@example.org' }], substitutions: { '-token-': 'aaa' } },
      { to: [{ email: 'b@example.org' }], substitutions: { '-token-': 'bbb' } },
    ]);
    expect(surveys.body.content[1]!.value).toContain('survey?token=-token-');
    const delivered = fake.mails().filter((mail) => mail.subject === 'Your weekly check-in');
    expect(delivered.map((mail) => [mail.to, /token=(\w+)/.exec(mail.text)?.[1]])).toEqual([
      ['a@example.org', 'aaa'],
      ['b@example.org', 'bbb'],
    ]);
  });

  it('puts 1,000 mails in one request: the most SendGrid takes', async () => {
    fake.requests.length = 0;
    const mails = Array.from({ length: 2_500 }, (_, n) => survey(`staff${n}@example.org`, `t${n}`));
    const sending = transport();
    expect(sending.batchSize).toBe(1_000);
    for (let start = 0; start < mails.length; start += sending.batchSize) {
      expect(await sending.send(mails.slice(start, start + sending.batchSize))).not.toContainEqual(expect.any(Error));
    }
    expect(fake.requests.map((request) => request.body.personalizations.length)).toEqual([1_000, 1_000, 500]);
  });

  it('sends mails that each differ (digests) a few requests at a time, not one after another', async () => {
    fake.requests.length = 0;
    fake.load.most = 0;
    fake.load.holdMs = 100;
    const digests = Array.from({ length: 20 }, (_, n) =>
      renderMail({ to: `admin${n}@example.org`, fromName: 'X', subject: `S${n}`, blocks: [] }),
    );
    expect(await transport().send(digests)).toEqual(digests.map(() => null));
    fake.load.holdMs = 0;
    expect(fake.requests).toHaveLength(20);
    expect(fake.load.most).toBeGreaterThan(1);
    expect(fake.load.most).toBeLessThanOrEqual(8);
  });

  it('waits out a rate limit until the reset SendGrid names, then sends', async () => {
    fake.requests.length = 0;
    waits.length = 0;
    const reset = Math.ceil(Date.now() / 1000) + 3;
    fake.answerNext({ status: 429, headers: { 'x-ratelimit-reset': String(reset) }, body: { errors: [] } });
    expect(await transport().send([plain('a@example.org')])).toEqual([null]);
    expect(fake.requests).toHaveLength(1);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(1_000);
    expect(waits[0]).toBeLessThanOrEqual(4_000);
  });

  it('retries a 5xx with back-off, and gives up after four tries with SendGrid’s reason', async () => {
    waits.length = 0;
    fake.answerNext({ status: 503 }, { status: 502 });
    expect(await transport().send([plain('a@example.org')])).toEqual([null]);
    expect(waits).toEqual([500, 1_000]);

    const down = { status: 503, body: { errors: [{ message: 'Service unavailable' }] } };
    fake.answerNext(down, down, down, down);
    const [error] = await transport().send([plain('a@example.org')]);
    expect(error?.message).toBe('SendGrid answered 503: Service unavailable');
  });

  it('answers a refusal at once for every mail of the request, with SendGrid’s reason', async () => {
    waits.length = 0;
    fake.answerNext({
      status: 403,
      body: { errors: [{ message: 'The from address does not match a verified Sender Identity.' }] },
    });
    const errors = await transport().send([plain('a@example.org'), plain('b@example.org')]);
    expect(errors.map((error) => error?.message)).toEqual([
      'SendGrid answered 403: The from address does not match a verified Sender Identity.',
      'SendGrid answered 403: The from address does not match a verified Sender Identity.',
    ]);
    expect(waits).toEqual([]);
  });
});
