import type { Sql } from '../db';
import type { Mailer } from './port';

/** Keeps every mail in `mail_outbox`, where /dev/mailbox shows it; nothing leaves the machine. */
export function createOutboxMailer(sql: Sql): Mailer {
  return {
    async send(message) {
      await sql`
        insert into mail_outbox (recipient, from_name, subject, text_body, html_body)
        values (${message.to}, ${message.fromName}, ${message.subject}, ${message.text}, ${message.html})`;
    },
  };
}

export interface OutboxMail {
  id: number;
  recipient: string;
  fromName: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

export async function listOutbox(sql: Sql, limit = 200): Promise<OutboxMail[]> {
  const rows = await sql<
    {
      id: bigint;
      recipient: string;
      from_name: string;
      subject: string;
      text_body: string;
      html_body: string;
      created_at: Date;
    }[]
  >`select * from mail_outbox order by id desc limit ${limit}`;
  return rows.map((row) => ({
    id: Number(row.id),
    recipient: row.recipient,
    fromName: row.from_name,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at,
  }));
}
