import type { AgencySettings } from '@hearth/contracts/agency';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const settingsQueryOptions = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: () => api.get<AgencySettings>('/api/agency/settings'),
});
