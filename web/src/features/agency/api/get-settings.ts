import type { AgencySettings } from '@hearth/contracts/agency';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agencyKeys } from './keys';

export const getSettings = () => api.get<AgencySettings>('/api/agency/settings');
export const settingsQueryOptions = queryOptions({ queryKey: agencyKeys.settings, queryFn: getSettings });
export const useSettings = () => useQuery(settingsQueryOptions);
