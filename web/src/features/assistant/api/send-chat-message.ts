import type { ChatRequest, ChatResponse } from '@hearth/contracts/assistant';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sendChatMessage = (body: ChatRequest) => api.post<ChatResponse>('/api/chatbot', body);

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
