import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PmTemplate, PmTemplateInput } from '@shared/schemas/pm';
import { sendChange } from '@web/lib/offline/browser-queue';
import { templateFields, templateName } from './create-pm-template';
import { invalidateTemplateViews } from './invalidate-template-views';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

/**
 * PUT replaces the whole template, through the change queue; If-Match carries the version the
 * planner edited. Queued offline, the card shows the edit at once, one version on.
 */
export function updatePmTemplate({
  template,
  input,
  name,
}: {
  template: PmTemplate;
  input: PmTemplateInput;
  /** Names the change in the pending-changes list. */
  name: ChangeName;
}): Promise<PmTemplate> {
  return sendChange<PmTemplate>({
    type: 'update',
    table: 'pm-templates',
    recordId: template.id,
    baseVersion: template.version,
    data: input,
    ...name,
    optimistic: { ...template, ...templateFields(input), version: template.version + 1 },
  });
}

export function useUpdatePmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ template, input }: { template: PmTemplate; input: PmTemplateInput }) =>
      updatePmTemplate({
        template,
        input,
        name: wordChange('change.pmTemplate.update', { name: templateName(template) }),
      }),
    // A 409 means the list is stale too: refresh it either way.
    onSettled: () => invalidateTemplateViews(queryClient),
  });
}
