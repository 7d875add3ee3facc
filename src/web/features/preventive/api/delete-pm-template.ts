import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PmTemplate } from '@shared/schemas/pm';
import { sendChange } from '@web/lib/offline/browser-queue';
import { useT } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../messages';
import { templateName } from './create-pm-template';
import { invalidateTemplateViews } from './invalidate-template-views';

/**
 * Through the change queue; offline the card leaves the list at once (useWithPending).
 * `label` names the change in the pending-changes list.
 */
export function deletePmTemplate(template: PmTemplate, label: string): Promise<void> {
  return sendChange<void>({
    type: 'delete',
    table: 'pm-templates',
    recordId: template.id,
    baseVersion: template.version,
    data: {},
    label,
  });
}

export function useDeletePmTemplate() {
  const t = useT(preventiveMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: PmTemplate) =>
      deletePmTemplate(template, t('queue.delete', { name: templateName(template) })),
    onSuccess: () => invalidateTemplateViews(queryClient),
  });
}
