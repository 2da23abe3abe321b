import type { EmailTemplate, EmailTemplates, TemplateKind } from '@hearth/contracts/email-templates';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ifMatch } from '../../../lib/api-client';

export type VersionedTemplates = EmailTemplates & { version: number };
export const templateKeys = { all: ['email-templates'] as const };

export const getTemplates = () => api.get<VersionedTemplates>('/api/agency/settings/email-templates');
export const templatesQueryOptions = queryOptions({ queryKey: templateKeys.all, queryFn: getTemplates });
export const useTemplates = () => useQuery(templatesQueryOptions);

export function useSaveTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, templates }: { version: number; templates: EmailTemplates }) =>
      api.patch<VersionedTemplates>('/api/agency/settings/email-templates', templates, ifMatch(version)),
    onSuccess: (saved) => queryClient.setQueryData(templateKeys.all, saved),
  });
}

export const useTestTemplate = () =>
  useMutation({
    mutationFn: (body: { type: TemplateKind; template: EmailTemplate }) =>
      api.post<{ message: string }>('/api/agency/settings/email-templates/test', body),
  });

/** Restores one template; the cache takes it without a refetch, so edits to the others stay on screen. */
export function useRestoreTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: TemplateKind) =>
      api.post<{ template: EmailTemplate; version: number }>(`/api/agency/settings/email-templates/restore/${kind}`),
    onSuccess: (answer, kind) =>
      queryClient.setQueryData<VersionedTemplates>(
        templateKeys.all,
        (current) => current && { ...current, [kind]: answer.template, version: answer.version },
      ),
  });
}
