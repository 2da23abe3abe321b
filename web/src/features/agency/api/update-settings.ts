import type { AgencySettings, AgencySettingsRequest } from '@hearth/contracts/agency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ifMatch } from '../../../lib/api-client';
import { agencyKeys } from './keys';

export const updateSettings = ({ version, ...settings }: AgencySettingsRequest & { version: number }) =>
  api.patch<AgencySettings>('/api/agency/settings', settings, ifMatch(version));

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(agencyKeys.settings, settings),
  });
}
