import { type APIRequestContext, expect } from '@playwright/test';

export interface Mail {
  recipient: string;
  subject: string;
  text: string;
}

/**
 * The newest mail to `recipient` in the dev mailbox, waiting for it to arrive (and, with `after`,
 * to be newer than that count).
 */
export async function latestMail(
  request: APIRequestContext,
  recipient: string,
  subject?: string | RegExp,
  after = 0,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        // A connection the server closed as idle just as it was reused (ECONNRESET) is asked again.
        const response = await request.get('/dev/mailbox/messages').catch(() => null);
        if (!response) return false;
        const mails = (await response.json()) as Mail[];
        const matching = mails.filter((mail) => mail.recipient === recipient && matches(mail.subject, subject));
        found = matching.length > after ? matching[0] : undefined;
        return Boolean(found);
      },
      { message: `a mail to ${recipient}` },
    )
    .toBe(true);
  return found!;
}

export function codeIn(mail: Mail): string {
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

export function linkIn(mail: Mail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]+(?:&[a-z]+=[a-z]+)*`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in ${mail.text}`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

/** How many mails `recipient` has received so far (to wait for the next one). */
export async function mailCount(
  request: APIRequestContext,
  recipient: string,
  subject?: string | RegExp,
): Promise<number> {
  const mails = (await (await request.get('/dev/mailbox/messages')).json()) as Mail[];
  return mails.filter((mail) => mail.recipient === recipient && matches(mail.subject, subject)).length;
}

const matches = (actual: string, subject: string | RegExp | undefined) =>
  subject === undefined || (typeof subject === 'string' ? actual === subject : subject.test(actual));

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
}
