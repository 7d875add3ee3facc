import { lazy, Suspense } from 'react';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { UserText } from '@web/components/user-text';

// The select and its list of technicians load after the order: only supervisors use them.
const AssigneeChooser = lazy(() =>
  import('./assignee-chooser').then((m) => ({ default: m.AssigneeChooser })),
);

function AssigneeName({ order }: { order: WorkOrder }) {
  return (
    <UserText className={order.assigneeName ? undefined : 'text-muted-foreground'}>
      {order.assigneeName ?? 'Unassigned'}
    </UserText>
  );
}

/** Supervisors reassign in place, the name shown until the select is there; everyone else reads it. */
export function AssigneeField({ order, canAssign }: { order: WorkOrder; canAssign: boolean }) {
  if (!canAssign) return <AssigneeName order={order} />;
  return (
    <Suspense fallback={<AssigneeName order={order} />}>
      <AssigneeChooser order={order} />
    </Suspense>
  );
}
