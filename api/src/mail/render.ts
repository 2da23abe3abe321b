import { DEFAULT_LANGUAGE, type Language } from '@hearth/contracts/constants';
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
  /** The reader's language: the page's `lang` and the footer (English when absent). */
  language?: Language;
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

export function renderMail(content: MailContent): MailMessage {
  return {
    to: content.to,
    fromName: content.fromName,
    subject: content.subject.replace(/[\r\n]+/g, ' '),
    text: content.blocks.map(blockText).join('\n\n'),
    html: layout(content.subject, content.blocks.map(blockHtml).join('\n'), content.language ?? DEFAULT_LANGUAGE),
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

/*
 * A mail is read on a phone as often as on a desk: one fluid column (no fixed width, nothing wider than
 * the screen), 16 px text, a button as wide as a thumb needs, long links that wrap, and colours that
 * pass WCAG AA contrast (docs/mail.md). Styles are inline because mail clients drop most <style> rules.
 */
const BUTTON_STYLE =
  'background:#9a3412;color:#ffffff;padding:14px 22px;border-radius:6px;text-decoration:none;font-weight:600;' +
  'display:inline-block;max-width:100%;box-sizing:border-box;text-align:center;font-size:16px;line-height:1.3';
const TEXT_STYLE = 'margin:0 0 16px;line-height:1.5;font-size:16px';
const CODE_STYLE = 'margin:24px 0;font-size:28px;letter-spacing:6px;font-weight:700;font-family:monospace';
/** #57534e on the page's #faf7f2 is 7.2:1 (the footer's old #78716c was 4.48:1, under AA's 4.5). */
const FOOTER_STYLE = 'text-align:center;color:#57534e;font-size:13px;line-height:1.5;margin:16px 0 0';
const FOOTER: Record<Language, string> = {
  en: 'Sent by Hearth, the free burnout check-in for hospice teams.',
  es: 'Enviado por Hearth, el chequeo de bienestar gratuito para equipos de hospicio.',
};

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return `<p style="${TEXT_STYLE}">${linkify(escapeHtml(block.text)).replace(/\n/g, '<br>')}</p>`;
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

function layout(title: string, body: string, language: Language): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:16px 12px;background:#faf7f2;font-family:Arial,Helvetica,sans-serif;color:#1c1917;\
-webkit-text-size-adjust:100%;text-size-adjust:100%">
<main style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px 20px;\
overflow-wrap:anywhere;word-break:break-word">
${body}
</main>
<footer><p style="${FOOTER_STYLE}">${FOOTER[language]}</p></footer>
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
