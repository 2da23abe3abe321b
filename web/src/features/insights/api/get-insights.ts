import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const useInsights = () =>
  useQuery({
    queryKey: queryKeys.insights,
    queryFn: () => api('GET /api/dashboard/insights'),
  });
