import type { Sql } from '@hearth/platform/db';
import { type DevMail, listDevMailbox } from '@hearth/platform/mail/dev-mailbox';
import { Hono } from 'hono';
import { escapeHtml } from '../mail/render';

/**
 * /dev/mailbox: every mail (and, without Twilio, every text message) the embedded mail port kept,
 * newest first, so a developer or an evaluator can follow any flow (links clickable, codes visible).
 * Never mounted in production.
 */
export function mailboxRoutes(sql: Sql) {
  return new Hono()
    .get('/', async (c) => c.html(page(await listDevMailbox(sql))))
    .get('/messages', async (c) => c.json(await listDevMailbox(sql)))
    .get('/:id{[0-9]+}', async (c) => {
      const [mail] = await sql<
        { html_body: string }[]
      >`select html_body from dev_mailbox where id = ${Number(c.req.param('id'))}`;
      return mail ? c.html(mail.html_body) : c.json({ message: 'No such mail', code: 'NOT_FOUND' }, 404);
    });
}

function page(mails: DevMail[]): string {
  const items =
    mails.length === 0
      ? '<p class="empty">No mail yet. Sign up, invite someone or request a reset, and it will appear here.</p>'
      : mails.map(item).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mailbox (development)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#faf7f2;color:#1c1917}
main{max-width:760px;margin:0 auto;padding:24px}
h1{font-size:1.5rem;margin:0 0 4px}
.note{color:#57534e;margin:0 0 24px}
article{background:#fff;border:1px solid #e7e5e4;border-radius:8px;padding:16px 20px;margin-bottom:16px}
.meta{color:#57534e;font-size:.875rem;margin:0 0 8px}
h2{font-size:1.125rem;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}
a{color:#9a3412}
</style></head>
<body><main>
<h1>Mailbox</h1>
<p class="note">Development only: mails and texts the app would have sent, newest first.
<a href="/dev/mailbox">Refresh</a></p>
${items}
</main></body></html>`;
}

function item(mail: DevMail): string {
  const body = escapeHtml(mail.text).replace(/(https?:\/\/[^\s<>"']+)/g, (url) => `<a href="${url}">${url}</a>`);
  const to = `<strong>${escapeHtml(mail.recipient)}</strong>`;
  const from = `from ${escapeHtml(mail.fromName)} · ${mail.createdAt.toISOString()}`;
  // A text message (docs/texts.md) has no subject and no HTML: it is shown as the phone would.
  const isText = mail.channel === 'text';
  const html = isText ? '' : ` · <a href="/dev/mailbox/${mail.id}">HTML version</a>`;
  return `<article data-recipient="${escapeHtml(mail.recipient)}" data-channel="${mail.channel}">
<p class="meta">${isText ? 'Text message to' : 'To'} ${to} · ${from}${html}</p>
<h2>${isText ? `Text message (${mail.text.length} characters)` : escapeHtml(mail.subject)}</h2>
<pre>${body}</pre>
</article>`;
}
