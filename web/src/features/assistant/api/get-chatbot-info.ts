import type { ChatbotInfo } from '@hearth/contracts/assistant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { assistantKeys } from './keys';

/** GET /api/chatbot — the support address the failure apology names. */
export const getChatbotInfo = () => api.get<ChatbotInfo>('/api/chatbot');

export const chatbotInfoQueryOptions = queryOptions({ queryKey: assistantKeys.info, queryFn: getChatbotInfo });

export function useChatbotInfo() {
  return useQuery(chatbotInfoQueryOptions);
}
