import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PmTemplate } from '@shared/schemas/pm';
import { sendChange } from '@web/lib/offline/browser-queue';
import { templateName } from './create-pm-template';
import { invalidateTemplateViews } from './invalidate-template-views';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

/**
 * Through the change queue; offline the card leaves the list at once (useWithPending).
 * `name` names the change in the pending-changes list.
 */
export function deletePmTemplate(template: PmTemplate, name: ChangeName): Promise<void> {
  return sendChange<void>({
    type: 'delete',
    table: 'pm-templates',
    recordId: template.id,
    baseVersion: template.version,
    data: {},
    ...name,
  });
}

export function useDeletePmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: PmTemplate) =>
      deletePmTemplate(template, wordChange('change.pmTemplate.delete', { name: templateName(template) })),
    onSuccess: () => invalidateTemplateViews(queryClient),
  });
}
