import type { AgencyResponse } from '@hearth/contracts/agency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ifMatch } from '../../../lib/api-client';
import { agencyKeys } from './keys';

export const updateAgency = ({ name, version }: { name: string; version: number }) =>
  api.patch<AgencyResponse>('/api/agency', { name }, ifMatch(version));

export function useUpdateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgency,
    onSuccess: (agency) => {
      queryClient.setQueryData(agencyKeys.agency, agency);
      return queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
