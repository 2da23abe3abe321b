import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const useInsights = (weeks: 4 | 12 | 24) =>
  useQuery({
    queryKey: queryKeys.insights(weeks),
    queryFn: () => api('GET /api/dashboard/insights', { query: { weeks: String(weeks) } }),
  });
