import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PmTemplate, PmTemplateInput } from '@shared/schemas/pm';
import { apiRequest } from '@web/lib/api-client';
import { invalidateTemplateViews } from './invalidate-template-views';

export function createPmTemplate(input: PmTemplateInput): Promise<PmTemplate> {
  return apiRequest<PmTemplate>('/api/pm-templates', { method: 'POST', body: input });
}

export function useCreatePmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPmTemplate,
    onSuccess: () => invalidateTemplateViews(queryClient),
  });
}
