import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PmTemplate } from '@shared/schemas/pm';
import { sendChange } from '@web/lib/offline/browser-queue';
import { templateName } from './create-pm-template';
import { invalidateTemplateViews } from './invalidate-template-views';

/** Through the change queue; offline the card leaves the list at once (useWithPending). */
export function deletePmTemplate(template: PmTemplate): Promise<void> {
  return sendChange<void>({
    type: 'delete',
    table: 'pm-templates',
    recordId: template.id,
    baseVersion: template.version,
    data: {},
    label: `Delete PM template ${templateName(template)}`,
  });
}

export function useDeletePmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePmTemplate,
    onSuccess: () => invalidateTemplateViews(queryClient),
  });
}
