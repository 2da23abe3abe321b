import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/chatbot — the support address the failure apology names. */
export function useChatbotInfo() {
  return useQuery({ queryKey: queryKeys.chatbotInfo, queryFn: () => api('GET /api/chatbot') });
}
