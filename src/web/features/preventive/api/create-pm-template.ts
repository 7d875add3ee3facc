import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PmTemplate, PmTemplateInput } from '@shared/schemas/pm';
import { sendChange } from '@web/lib/offline/browser-queue';
import { newTempId } from '@web/lib/offline/temp-ids';
import { invalidateTemplateViews } from './invalidate-template-views';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

/** A template's fields as the card shows them (PUT and POST send them all). */
export function templateFields(input: PmTemplateInput) {
  return {
    ...input,
    description: input.description ?? null,
    meterName: input.meterName ?? null,
    usageInterval: input.usageInterval ?? null,
    gaugeDirection: input.gaugeDirection ?? null,
    gaugeThreshold: input.gaugeThreshold ?? null,
    firstDueOn: input.firstDueOn ?? null,
    lastDoneOn: input.lastDoneOn ?? null,
    procedureId: input.procedureId ?? null,
  };
}

/** Short enough for the pending-changes list: "PMP-300 bearing inspection". */
export function templateName(template: Pick<PmTemplateInput, 'model' | 'component'>): string {
  return `${template.model} ${template.component}`;
}

/**
 * Through the change queue: the server's template, or offline a draft under a temp- id.
 * `name` names the change in the pending-changes list.
 */
export function createPmTemplate(input: PmTemplateInput, name: ChangeName): Promise<PmTemplate> {
  const now = new Date().toISOString();
  const draft: PmTemplate = {
    ...templateFields(input),
    id: newTempId(),
    // Counted by the server; unknown until it has the template.
    matchingEquipment: 0,
    nextDueAt: null,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  return sendChange<PmTemplate>({
    type: 'create',
    table: 'pm-templates',
    recordId: draft.id,
    data: input,
    ...name,
    optimistic: draft,
  });
}

export function useCreatePmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PmTemplateInput) =>
      createPmTemplate(input, wordChange('change.pmTemplate.create', { name: templateName(input) })),
    onSuccess: () => invalidateTemplateViews(queryClient),
  });
}
