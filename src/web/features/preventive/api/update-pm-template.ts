import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PmTemplate, PmTemplateInput } from '@shared/schemas/pm';
import { apiRequest } from '@web/lib/api-client';
import { invalidateTemplateViews } from './invalidate-template-views';

/** PUT replaces the whole template; If-Match carries the version the planner edited. */
export function updatePmTemplate({
  template,
  input,
}: {
  template: PmTemplate;
  input: PmTemplateInput;
}): Promise<PmTemplate> {
  return apiRequest<PmTemplate>(`/api/pm-templates/${template.id}`, {
    method: 'PUT',
    body: input,
    headers: { 'If-Match': String(template.version) },
  });
}

export function useUpdatePmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePmTemplate,
    // A 409 means the list is stale too: refresh it either way.
    onSettled: () => invalidateTemplateViews(queryClient),
  });
}
