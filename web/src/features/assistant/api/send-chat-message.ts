import type { ChatRequest } from '@hearth/contracts/assistant';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useSendChatMessage() {
  return useMutation({ mutationFn: (body: ChatRequest) => api('POST /api/chatbot', { body: body }) });
}
