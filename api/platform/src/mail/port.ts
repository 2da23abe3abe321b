/**
 * A mail as the product writes it. `substitutions` are per-recipient values (a survey link, say)
 * that replace their keys in the subject and the bodies: the transport fills them in, so mails that
 * differ only in them can travel to the provider together.
 */
export interface MailMessage {
  to: string;
  fromName: string;
  subject: string;
  text: string;
  html: string;
  substitutions?: Record<string, string>;
}

/** Where mail finally goes: the provider (SendGrid), or the development mailbox. */
export interface MailTransport {
  /** How many messages one `send` may carry. */
  readonly batchSize: number;
  /** Hands messages over; answers one entry per message: null when accepted, else the error that refused it. */
  send(messages: MailMessage[]): Promise<(Error | null)[]>;
}

/** The message as its recipient reads it: every substitution filled in. */
export function personalised(message: MailMessage): MailMessage {
  const substitutions = Object.entries(message.substitutions ?? {});
  if (substitutions.length === 0) return message;
  const fill = (text: string) =>
    substitutions.reduce((result, [key, value]) => result.replaceAll(key, () => value), text);
  return {
    to: message.to,
    fromName: message.fromName,
    subject: fill(message.subject),
    text: fill(message.text),
    html: fill(message.html),
  };
}
