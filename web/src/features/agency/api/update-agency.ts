import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ifMatch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Renames the agency; the signed-in user carries the agency's name, so it is refreshed too. */
export function useUpdateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, version }: { name: string; version: number }) =>
      api('PATCH /api/agency', { body: { name }, headers: ifMatch(version) }),
    onSuccess: (agency) => {
      queryClient.setQueryData(queryKeys.agency, agency);
      return queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}
