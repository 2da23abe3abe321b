/**
 * A mail as the product writes it. `substitutions` are per-recipient values (a survey link, say)
 * that replace their keys in the subject and the bodies: the transport fills them in, so mails that
 * differ only in them can travel to the provider together.
 */
export interface MailMessage {
  /** A text message (ADR 090): `to` is an E.164 number, `text` the whole message; no subject or HTML. */
  channel?: 'text';
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
    ...(message.channel ? { channel: message.channel } : {}),
    to: message.to,
    fromName: message.fromName,
    subject: fill(message.subject),
    text: fill(message.text),
    html: fill(message.html),
  };
}

/**
 * Sends texts through `texts` and everything else through `mail`, each batch split between them;
 * answers in the messages' order. Without a text transport (production without Twilio) a text is
 * refused with the reason, and the outbox keeps it (ADR 090: texts are only queued when they can go).
 */
export function routedTransport(mail: MailTransport, texts: MailTransport | null): MailTransport {
  return {
    batchSize: mail.batchSize,
    async send(messages) {
      const isText = messages.map((message) => message.channel === 'text');
      const mails = messages.filter((_, index) => !isText[index]);
      const textMessages = messages.filter((_, index) => isText[index]);
      const [mailResults, textResults] = await Promise.all([
        mails.length > 0 ? mail.send(mails) : [],
        textMessages.length === 0
          ? []
          : texts
            ? texts.send(textMessages)
            : textMessages.map(() => new Error('Text messages are not set up here (TWILIO_ACCOUNT_SID)')),
      ]);
      let nextMail = 0;
      let nextText = 0;
      return isText.map((text) => (text ? textResults[nextText++] : mailResults[nextMail++]) ?? null);
    },
  };
}
