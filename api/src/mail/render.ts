import type { MailMessage } from '@hearth/platform/mail/port';

/** What a mail says, as blocks; rendered to an HTML and a plain-text part with all text escaped. */
export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'code'; code: string };

export interface MailContent {
  to: string;
  fromName: string;
  subject: string;
  blocks: MailBlock[];
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

export function renderMail(content: MailContent): MailMessage {
  return {
    to: content.to,
    fromName: content.fromName,
    subject: content.subject.replace(/[\r\n]+/g, ' '),
    text: content.blocks.map(blockText).join('\n\n'),
    html: layout(content.subject, content.blocks.map(blockHtml).join('\n')),
  };
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'code':
      return block.code;
  }
}

const BUTTON_STYLE =
  'background:#9a3412;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;' +
  'display:inline-block';
const CODE_STYLE = 'margin:24px 0;font-size:28px;letter-spacing:6px;font-weight:700;font-family:monospace';
const FOOTER_STYLE = 'text-align:center;color:#78716c;font-size:12px;margin-top:16px';

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return `<p style="margin:0 0 16px;line-height:1.5">${linkify(escapeHtml(block.text)).replace(/\n/g, '<br>')}</p>`;
    case 'button':
      return (
        `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="${BUTTON_STYLE}">` +
        `${escapeHtml(block.label)}</a></p>`
      );
    case 'code':
      return `<p style="${CODE_STYLE}">${escapeHtml(block.code)}</p>`;
  }
}

function linkify(escaped: string): string {
  return escaped.replace(URL_PATTERN, (url) => `<a href="${url}" style="color:#9a3412">${url}</a>`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#faf7f2;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${body}
</div>
<p style="${FOOTER_STYLE}">Sent by Hearth, the free burnout check-in for hospice teams.</p>
</body></html>`;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
