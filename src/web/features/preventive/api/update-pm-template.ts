import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PmTemplate, PmTemplateInput } from '@shared/schemas/pm';
import { sendChange } from '@web/lib/offline/browser-queue';
import { templateFields, templateName } from './create-pm-template';
import { invalidateTemplateViews } from './invalidate-template-views';

/**
 * PUT replaces the whole template, through the change queue; If-Match carries the version the
 * planner edited. Queued offline, the card shows the edit at once, one version on.
 */
export function updatePmTemplate({
  template,
  input,
}: {
  template: PmTemplate;
  input: PmTemplateInput;
}): Promise<PmTemplate> {
  return sendChange<PmTemplate>({
    type: 'update',
    table: 'pm-templates',
    recordId: template.id,
    baseVersion: template.version,
    data: input,
    label: `Edit PM template ${templateName(template)}`,
    optimistic: { ...template, ...templateFields(input), version: template.version + 1 },
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
