import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StepAnswerInput } from '@shared/schemas/procedures';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import { errorMessage } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { isTempId } from '@web/lib/offline/temp-ids';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useAnswerStep } from '../../api/answer-step';
import { workOrdersMessages } from '../../messages';

/**
 * Answering an order's typed steps (issue 25 §3, §5): the steps with queued answers applied, an
 * answer, and a photo or signature sent (or queued, offline) before the answer that names it.
 */
export function useProcedureAnswers(workOrderId: string, foNumber: string, items: readonly ChecklistItem[]) {
  const t = useT(workOrdersMessages);
  const { user } = useAuth();
  const who = useMemo(
    () => ({ id: user?.id ?? '', name: user ? `${user.firstName} ${user.lastName}` : '' }),
    [user],
  );
  const answer = useAnswerStep(workOrderId, who);
  const [localEvidence, setLocalEvidence] = useState<ReadonlyMap<string, string>>(new Map());
  // The pictures shown while their files wait in the queue are let go with the screen.
  const pictureUrls = useRef<string[]>([]);
  useEffect(() => {
    const urls = pictureUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const send = useCallback(
    (item: ChecklistItem, input: StepAnswerInput) =>
      answer.mutate(
        { item, input },
        {
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: t('answer.failed', { description: item.description }),
              description: errorMessage(error, t('tryAgain')),
            }),
        },
      ),
    [answer, t],
  );

  const sendEvidence = useCallback(
    async (item: ChecklistItem, file: File) => {
      try {
        // The upload code loads with the first photo or signature, not with the order.
        const [{ attachFile }, { compressImage }] = await Promise.all([
          import('@web/components/attachments/queue-upload'),
          import('@web/components/attachments/prepare-file'),
        ]);
        const prepared = item.step.type === 'photo' ? await compressImage(file) : file;
        const attachment = await attachFile(prepared, { workOrderId }, { ownerLabel: foNumber });
        if (isTempId(attachment.id)) {
          const url = URL.createObjectURL(prepared);
          pictureUrls.current.push(url);
          setLocalEvidence((known) => new Map(known).set(attachment.id, url));
        }
        send(item, { value: null, attachmentId: attachment.id });
      } catch (error) {
        toast({
          variant: 'destructive',
          title: t('answer.failed', { description: item.description }),
          description: errorMessage(error, t('answer.fileFailed')),
        });
      }
    },
    [foNumber, send, workOrderId, t],
  );

  return { steps: items, send, sendEvidence, localEvidence, signer: who.name };
}
