import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PmTemplate } from '@shared/schemas/pm';
import { apiRequest } from '@web/lib/api-client';
import { invalidateTemplateViews } from './invalidate-template-views';

export function deletePmTemplate(template: PmTemplate): Promise<void> {
  return apiRequest<void>(`/api/pm-templates/${template.id}`, {
    method: 'DELETE',
    headers: { 'If-Match': String(template.version) },
  });
}

export function useDeletePmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePmTemplate,
    onSuccess: () => invalidateTemplateViews(queryClient),
  });
}
