import type { ChatRequest } from '@hearth/contracts/assistant';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The server gives the model 15 seconds (docs/assistant.md); the page waits a little longer for the answer,
 * then says so rather than leaving the reader watching the thinking dots.
 */
const CHAT_TIMEOUT_MS = 20_000;

export function useSendChatMessage() {
  return useMutation({
    mutationFn: (body: ChatRequest) => api('POST /api/chatbot', { body, timeoutMs: CHAT_TIMEOUT_MS }),
  });
}
