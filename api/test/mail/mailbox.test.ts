import { loadConfig } from '@hearth/platform/config';
import { generateSignerKey } from '@hearth/platform/transparency/note';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { suiteApp } from '../support/test-app';

describe('/dev/mailbox', () => {
  const app = suiteApp();
  beforeAll(async () => {
    await app.deps.outbox.sendNow({
      to: 'first@example.org',
      fromName: 'Hearth',
      subject: 'First',
      text: 'Code 123456',
      html: '<p>1</p>',
    });
    await app.deps.outbox.sendNow({
      to: 'second@example.org',
      fromName: 'Hearth',
      subject: 'Second <b>',
      text: 'Open https://x.example/verify-email?token=abc',
      html: '<p>2</p>',
    });
  });

  it('lists every mail newest first with recipient, subject, body, clickable links and visible codes', async () => {
    const page = await app.client().get('/dev/mailbox');
    expect(page.status).toBe(200);
    const html = page.body as string;
    expect(html.indexOf('second@example.org')).toBeLessThan(html.indexOf('first@example.org'));
    expect(html).toContain('Second &lt;b&gt;');
    expect(html).toContain('<a href="https://x.example/verify-email?token=abc">');
    expect(html).toContain('Code 123456');
    const messages = await app.client().get('/dev/mailbox/messages');
    expect(messages.body.map((mail: { subject: string }) => mail.subject)).toEqual(['Second <b>', 'First']);
  });

  it('shows a text message as the phone would: its number, its length, no subject or HTML version', async () => {
    await app.deps.outbox.sendNow({
      channel: 'text',
      to: '+12125550147',
      fromName: 'Sunrise Hospice',
      subject: '',
      text: 'Sunrise Hospice: your check-in https://x.example/survey?token=t Reply STOP to end texts.',
      html: '',
    });
    const html = (await app.client().get('/dev/mailbox')).body as string;
    const article = html.slice(html.indexOf('data-recipient="+12125550147"'));
    expect(article).toMatch(/^data-recipient="\+12125550147" data-channel="text">/);
    expect(article).toContain('Text message to <strong>+12125550147</strong>');
    expect(article).toContain('<h2>Text message (88 characters)</h2>');
    expect(article.slice(0, article.indexOf('</article>'))).not.toContain('HTML version');
    const messages = await app.client().get('/dev/mailbox/messages');
    expect(messages.body[0]).toMatchObject({ channel: 'text', recipient: '+12125550147' });
  });

  it('does not exist in production', async () => {
    const production = createApp({
      ...app.deps,
      config: loadConfig({
        NODE_ENV: 'production',
        SECRET_KEY: Buffer.alloc(32, 1).toString('base64'),
        CHECKPOINT_SIGNING_KEY: generateSignerKey('hearth.test/checkpoints'),
        APP_ORIGIN: 'https://hearth.example.org',
        DATABASE_URL: 'postgres://x@y/z',
        SENDGRID_API_KEY: 'SG.test',
      }),
    });
    expect((await production.request('/dev/mailbox')).status).toBe(404);
  });
});
