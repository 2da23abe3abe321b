import type { AgencySettingsInput } from '@hearth/contracts/agency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ifMatch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, ...settings }: AgencySettingsInput & { version: number }) =>
      api('PATCH /api/agency/settings', { body: settings, headers: ifMatch(version) }),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.settings, settings),
  });
}
