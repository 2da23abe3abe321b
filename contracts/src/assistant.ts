import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from './constants';

/** The chat assistant (docs/product-rules.md). */

/** 20 earlier messages of at most 2000 characters stay well under the API's 64 KiB body limit. */
export const CHAT_HISTORY_MAX_ITEMS = 20;
export const CHAT_HISTORY_CONTENT_MAX = 2000;

const EMPTY_CHAT_MESSAGE = 'Please type a message';
const CHAT_MESSAGE_TOO_LONG = `Messages can be at most ${CHAT_MESSAGE_MAX} characters`;

const chatMessage = z.object({
  role: z.enum(['user', 'assistant'], { error: 'Each earlier message must come from the user or the assistant' }),
  content: z
    .string({ error: 'Each earlier message needs its text' })
    .max(CHAT_HISTORY_CONTENT_MAX, `Earlier messages can be at most ${CHAT_HISTORY_CONTENT_MAX} characters`),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatRequest = z.object({
  message: z
    .string({ error: EMPTY_CHAT_MESSAGE })
    .trim()
    .min(1, EMPTY_CHAT_MESSAGE)
    .max(CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG),
  /** The conversation so far, without the greeting (docs/product-rules.md). */
  conversationHistory: z
    .array(chatMessage, { error: 'The conversation history must be a list of messages' })
    .max(CHAT_HISTORY_MAX_ITEMS, `Send at most the last ${CHAT_HISTORY_MAX_ITEMS} messages of the conversation`)
    .default([]),
});
export type ChatRequest = z.input<typeof chatRequest>;

export const chatResponse = z.object({ response: z.string() });

/**
 * GET /api/chatbot: what the widget needs before the first answer (the address for its apology), and who
 * runs the assistant's model when there is one (staff pages say comments may be summarised there).
 */
export const chatbotInfo = z.object({ supportEmail: z.string(), modelProvider: z.string().nullable() });

export const CHAT_GREETING =
  "Hi! I'm the Hearth assistant. Ask me how the weekly check-in works, how the burnout index is " +
  'calculated, how anonymity is protected, or how to set up your agency.';

export const ASSISTANT_ERROR_CODES = {
  unavailable: 'ASSISTANT_UNAVAILABLE',
} as const;

/** The failure bubble when the server could not say why (Chat failure, docs/product-rules.md). */
export function chatFallbackApology(supportEmail: string | undefined): string {
  return supportEmail
    ? "Sorry, I couldn't answer that just now. Please try again in a moment, or email " +
        `${supportEmail} and we will help you within 24 hours.`
    : "Sorry, I couldn't answer that just now. Please try again in a moment, or write to us from " +
        'the [Support page](/support) and we will help you within 24 hours.';
}

/** The server's answer when the model provider fails: shown in the failure bubble as it is. */
export function assistantUnavailableMessage(supportEmail: string): string {
  return (
    'Sorry, the assistant is unavailable right now. Please try again in a few minutes, or email ' +
    `${supportEmail} and we will help you within 24 hours.`
  );
}

/** The failure bubble when the page gave up waiting for an answer (the model is slow or unreachable). */
export function assistantTimeoutMessage(supportEmail: string | undefined): string {
  return (
    'The assistant is taking too long to answer, so I stopped waiting. Please try again in a moment' +
    (supportEmail ? `, or email ${supportEmail} and we will help you within 24 hours.` : '.')
  );
}
