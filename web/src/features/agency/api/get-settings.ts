import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const settingsQueryOptions = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: () => api('GET /api/agency/settings'),
});
