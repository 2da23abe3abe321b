import { type APIRequestContext, expect } from '@playwright/test';

interface Mail {
  recipient: string;
  subject: string;
  text: string;
}

/** The newest mail to `recipient` in the dev mailbox, waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, recipient: string, subject?: string | RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox/messages')).json()) as Mail[];
      found = mails.find((mail) => mail.recipient === recipient && (subject === undefined || (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject))));
      return Boolean(found);
    }, { message: `a mail to ${recipient}` })
    .toBe(true);
  return found!;
}

export function codeIn(mail: Mail): string {
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

export function linkIn(mail: Mail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]+`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in ${mail.text}`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
}
