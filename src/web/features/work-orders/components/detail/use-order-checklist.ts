import { useMemo } from 'react';
import { useChangeQueue } from '@web/lib/offline/use-change-queue';
import { useChecklist } from '../../api/list-checklist';
import { withQueuedAnswers } from '../../api/queued-answers';
import { usePendingList } from './use-pending-list';

/**
 * An order's checklist as the person sees it everywhere on the order: the server's steps, the
 * steps added here and still queued, and the answers still queued applied (issue 25 §5), so the
 * tab's count and the progress bar agree offline.
 */
export function useOrderChecklist(workOrderId: string) {
  const list = usePendingList(useChecklist(workOrderId), 'checklist', workOrderId);
  const { actions } = useChangeQueue();
  const items = useMemo(
    () => withQueuedAnswers(list.items, actions, workOrderId),
    [list.items, actions, workOrderId],
  );
  return { ...list, items };
}
