import type { Sql } from '../db';
import { type MailTransport, personalised } from './port';

/**
 * The development transport: every mail (and, without Twilio, every text) lands in `dev_mailbox`,
 * shown at /dev/mailbox; nothing leaves the machine. Never used when SENDGRID_API_KEY is set, and
 * /dev/mailbox never exists in production (docs/anonymity.md: the one place a survey link is kept
 * in clear).
 */
export function devMailboxTransport(sql: Sql): MailTransport {
  return {
    batchSize: 500,
    async send(messages) {
      const mails = messages.map(personalised);
      await sql`
        insert into dev_mailbox (recipient, from_name, subject, text_body, html_body, channel)
        select * from unnest(
          ${mails.map((mail) => mail.to)}::text[], ${mails.map((mail) => mail.fromName)}::text[],
          ${mails.map((mail) => mail.subject)}::text[], ${mails.map((mail) => mail.text)}::text[],
          ${mails.map((mail) => mail.html)}::text[], ${mails.map((mail) => mail.channel ?? 'email')}::text[])`;
      return mails.map(() => null);
    },
  };
}

export interface DevMail {
  id: number;
  /** A text message (ADR 090) is kept here too in development: `recipient` is its number. */
  channel: 'email' | 'text';
  recipient: string;
  fromName: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

export async function listDevMailbox(sql: Sql, limit = 200): Promise<DevMail[]> {
  const rows = await sql<
    {
      id: bigint;
      recipient: string;
      from_name: string;
      subject: string;
      text_body: string;
      html_body: string;
      created_at: Date;
      channel: string;
    }[]
  >`select * from dev_mailbox order by id desc limit ${limit}`;
  return rows.map((row) => ({
    id: Number(row.id),
    channel: row.channel === 'text' ? 'text' : 'email',
    recipient: row.recipient,
    fromName: row.from_name,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at,
  }));
}
