import type { WorkOrder } from '@shared/schemas/work-orders';
import { Spinner } from '@web/components/ui/spinner';
import { useTechnicians } from '@web/components/people/technicians';
import { AssigneeSelect } from '@web/components/people/assignee-select';
import { useChangeWorkOrder } from './use-change-work-order';
import { UserText } from '@web/components/user-text';

/**
 * Supervisors reassign in place; choosing someone for a new order also moves it to
 * assigned (the server's rule). Everyone else reads the name.
 */
export function AssigneeField({ order, canAssign }: { order: WorkOrder; canAssign: boolean }) {
  const technicians = useTechnicians(canAssign);
  const { change, isPending } = useChangeWorkOrder(order);
  if (!canAssign) {
    return (
      <UserText className={order.assigneeName ? undefined : 'text-muted-foreground'}>
        {order.assigneeName ?? 'Unassigned'}
      </UserText>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <AssigneeSelect
        aria-label="Assignee"
        value={order.assignedTo ?? ''}
        currentName={order.assigneeName}
        technicians={technicians.data}
        disabled={isPending}
        onChange={(assignedTo) =>
          void change({ assignedTo }, assignedTo ? 'Work order assigned' : 'Work order unassigned')
        }
      />
      {isPending ? <Spinner label="Saving" /> : null}
    </div>
  );
}
