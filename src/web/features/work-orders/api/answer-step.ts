import { useMutation, useQueryClient } from '@tanstack/react-query';
import { judgeAnswer } from '@shared/procedure-rules';
import type { StepAnswer, StepAnswerInput } from '@shared/schemas/procedures';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { jsonBody } from '@web/components/work-orders/pending-work-order';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

/** Who answers, as the step shows them until the server has the answer. */
export interface Answerer {
  id: string;
  name: string;
}

/**
 * The step as it will be once the server has the answer, judged by the shared rules (issue 25
 * §3): a number out of its limits is red at once, offline too. An unticked box is unanswered.
 */
export function answeredItem(
  item: ChecklistItem,
  input: StepAnswerInput,
  who: Answerer,
): Partial<ChecklistItem> {
  const note = input.note === undefined ? item.note : input.note;
  if (item.step.type === 'checkbox' && input.value === false)
    return {
      status: 'pending',
      note,
      answer: null,
      completedBy: null,
      completedByName: null,
      completedAt: null,
    };
  const judged = judgeAnswer(item.step, input.value);
  const now = new Date().toISOString();
  return {
    status: judged.outcome === 'fail' ? 'failed' : 'done',
    note,
    completedBy: who.id,
    completedByName: who.name,
    completedAt: now,
    answer: {
      stepId: item.step.id,
      value: input.value,
      note,
      attachmentId: input.attachmentId ?? null,
      outcome: judged.outcome,
      outOfLimit: judged.outOfLimit,
      finding: judged.finding,
      answeredBy: who.id,
      answeredByName: who.name,
      answeredAt: now,
      followUpWorkOrderId: item.answer?.followUpWorkOrderId ?? item.followUpWorkOrderId,
      followUpFoNumber: item.answer?.followUpFoNumber ?? null,
    },
  };
}

/** The server's answer, or word that it waits in the change queue (no connection). */
export type AnswerResult = { queued: true } | { queued: false; answer: StepAnswer };

/**
 * PUT …/procedure/steps/{stepId} through the change queue: a photo or signature taken offline is
 * queued before it, and the answer follows it with the file's id once the server has it. No
 * If-Match: an answer is its step's own, the last one given wins (ADR 55).
 */
export async function answerStep({
  item,
  input,
  workOrderId,
  who,
  name,
}: {
  item: ChecklistItem;
  input: StepAnswerInput;
  workOrderId: string;
  who: Answerer;
  name: ChangeName;
}): Promise<AnswerResult> {
  const result = await sendChange<StepAnswer>({
    type: 'update',
    table: 'procedure-steps',
    recordId: item.step.id,
    parentId: workOrderId,
    data: jsonBody(input),
    ...name,
    optimistic: answeredItem(item, input, who),
  });
  // Queued, the stand-in is the step as shown meanwhile, not an answer of the server's.
  return wasQueued(result) ? { queued: true } : { queued: false, answer: result };
}

/** Answers show at once; a refused one puts the step back as it was. */
export function useAnswerStep(workOrderId: string, who: Answerer) {
  const queryClient = useQueryClient();
  const key = workOrderKeys.part(workOrderId, 'checklist');
  return useMutation({
    mutationFn: ({ item, input }: { item: ChecklistItem; input: StepAnswerInput }) =>
      answerStep({
        item,
        input,
        workOrderId,
        who,
        name: wordChange('change.step.answer', { description: item.description }),
      }),
    onMutate: async ({ item, input }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ChecklistItem[]>(key);
      queryClient.setQueryData<ChecklistItem[]>(key, (items) =>
        items?.map((step) => (step.id === item.id ? { ...step, ...answeredItem(step, input, who) } : step)),
      );
      return { before };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (result, _variables, context) => {
      // Queued: the list applies it from the queue until the server has it.
      if (result.queued) {
        queryClient.setQueryData(key, context.before);
        return;
      }
      const { answer } = result;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: workOrderKeys.detail(workOrderId) }),
        queryClient.invalidateQueries({ queryKey: workOrderKeys.part(workOrderId, 'history') }),
        answer.followUpWorkOrderId
          ? queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() })
          : null,
      ]);
    },
  });
}
