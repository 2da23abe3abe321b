/** The mail port: the embedded outbox by default, SendGrid when `SENDGRID_API_KEY` is set. */
export interface MailMessage {
  to: string;
  fromName: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
