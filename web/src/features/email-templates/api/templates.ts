import type { MessageResponse } from '@hearth/contracts/auth';
import type {
  EmailTemplate,
  EmailTemplates,
  RestoreTemplateResponse,
  TemplateKind,
  VersionedTemplates,
} from '@hearth/contracts/email-templates';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ifMatch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const templatesQueryOptions = queryOptions({
  queryKey: queryKeys.emailTemplates,
  queryFn: () => api.get<VersionedTemplates>('/api/agency/settings/email-templates'),
});

export function useSaveTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, templates }: { version: number; templates: EmailTemplates }) =>
      api.patch<VersionedTemplates>('/api/agency/settings/email-templates', templates, ifMatch(version)),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.emailTemplates, saved),
  });
}

export const useTestTemplate = () =>
  useMutation({
    mutationFn: (body: { type: TemplateKind; template: EmailTemplate }) =>
      api.post<MessageResponse>('/api/agency/settings/email-templates/test', body),
  });

/** Restores one template; the cache takes it without a refetch, so edits to the others stay on screen. */
export function useRestoreTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: TemplateKind) =>
      api.post<RestoreTemplateResponse>(`/api/agency/settings/email-templates/restore/${kind}`),
    onSuccess: (answer, kind) =>
      queryClient.setQueryData<VersionedTemplates>(
        queryKeys.emailTemplates,
        (current) => current && { ...current, [kind]: answer.template, version: answer.version },
      ),
  });
}
