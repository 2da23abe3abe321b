import type {
  EmailTemplate,
  EmailTemplates,
  TemplateKind,
  VersionedTemplates,
} from '@hearth/contracts/email-templates';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ifMatch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const templatesQueryOptions = queryOptions({
  queryKey: queryKeys.emailTemplates,
  queryFn: () => api('GET /api/agency/settings/email-templates'),
});

export function useSaveTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, templates }: { version: number; templates: EmailTemplates }) =>
      api('PATCH /api/agency/settings/email-templates', { body: templates, headers: ifMatch(version) }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.emailTemplates, saved),
  });
}

export const useTestTemplate = () =>
  useMutation({
    mutationFn: (body: { type: TemplateKind; template: EmailTemplate }) =>
      api('POST /api/agency/settings/email-templates/test', { body: body }),
  });

/** Restores one template; the cache takes it without a refetch, so edits to the others stay on screen. */
export function useRestoreTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: TemplateKind) =>
      api('POST /api/agency/settings/email-templates/restore/:type', { params: { type: kind } }),
    onSuccess: (answer, kind) =>
      queryClient.setQueryData<VersionedTemplates>(
        queryKeys.emailTemplates,
        (current) => current && { ...current, [kind]: answer.template, version: answer.version },
      ),
  });
}
