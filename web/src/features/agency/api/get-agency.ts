import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const agencyQueryOptions = queryOptions({
  queryKey: queryKeys.agency,
  queryFn: () => api('GET /api/agency'),
});
