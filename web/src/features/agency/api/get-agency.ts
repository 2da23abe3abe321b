import type { AgencyResponse } from '@hearth/contracts/agency';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agencyKeys } from './keys';

export const getAgency = () => api.get<AgencyResponse>('/api/agency');
export const agencyQueryOptions = queryOptions({ queryKey: agencyKeys.agency, queryFn: getAgency });
export const useAgency = () => useQuery(agencyQueryOptions);
