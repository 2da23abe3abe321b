import type { InsightsResponse } from '@hearth/contracts/insights';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const useInsights = (weeks: 4 | 12 | 24) =>
  useQuery({
    queryKey: queryKeys.insights(weeks),
    queryFn: () => api.get<InsightsResponse>(`/api/dashboard/insights?weeks=${weeks}`),
  });
