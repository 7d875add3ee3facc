import type { WorkOrder } from '@shared/schemas/work-orders';
import { AssigneeSelect } from '@web/components/people/assignee-select';
import { useTechnicians } from '@web/components/people/technicians';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';
import { useChangeWorkOrder } from './use-change-work-order';

/** Reassigning in place; choosing someone for a new order also moves it to assigned (the server's rule). */
export function AssigneeChooser({ order }: { order: WorkOrder }) {
  const t = useT(workOrdersMessages);
  const technicians = useTechnicians(true);
  const { change, isPending } = useChangeWorkOrder(order);
  return (
    <div className="flex items-center gap-2">
      <AssigneeSelect
        aria-label={t('field.assignee')}
        value={order.assignedTo ?? ''}
        currentName={order.assigneeName}
        technicians={technicians.data}
        disabled={isPending}
        onChange={(assignedTo) =>
          void change({ assignedTo }, assignedTo ? t('assign.assigned') : t('assign.unassigned'))
        }
      />
      {isPending ? <Spinner label={t('assign.saving')} /> : null}
    </div>
  );
}
