import twilio from 'twilio';
import { mapWithLimit } from '../concurrency';
import { type MailMessage, type MailTransport, personalised } from './port';

/** Texts handed to Twilio side by side: each is one API request; a crash can send at most these twice. */
const TEXTS_AT_ONCE = 4;
/** The most texts one `send` takes. */
const TEXTS_PER_BATCH = 100;

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG…), which Twilio prefers for volume. */
  from: string;
  /** Where Twilio's API is reached: its own address unless a proxy (or a test's stand-in) is in between. */
  baseUrl?: string;
}

/**
 * Text messages through Twilio's Programmable Messaging API with its official client (ADR 090). Each
 * text is one request; 429s are retried by the client with back-off (`autoRetry`), and a refusal is
 * answered with Twilio's reason, the number itself taken out, for the outbox to retry later.
 */
export function twilioTransport(options: TwilioOptions): MailTransport {
  const client = twilio(options.accountSid, options.authToken, { autoRetry: true, maxRetries: 3 });
  if (options.baseUrl) client.api.baseUrl = options.baseUrl;
  const sender = options.from.startsWith('MG') ? { messagingServiceSid: options.from } : { from: options.from };
  return {
    batchSize: TEXTS_PER_BATCH,
    send: (messages) =>
      mapWithLimit(messages, TEXTS_AT_ONCE, async (message: MailMessage) => {
        const { to, text } = personalised(message);
        try {
          await client.messages.create({ ...sender, to, body: text });
          return null;
        } catch (error) {
          return new Error(withoutNumbers(error instanceof Error ? error.message : String(error)));
        }
      }),
  };
}

/** A provider's reason as the outbox keeps it: phone numbers are personal data and stay out of it. */
function withoutNumbers(reason: string): string {
  return reason.replace(/\+?\d[\d\s().-]{6,}\d/g, '[number]');
}
