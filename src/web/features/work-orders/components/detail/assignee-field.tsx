import { lazy, Suspense } from 'react';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { UserText } from '@web/components/user-text';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../../messages';

// The select and its list of technicians load after the order: only supervisors use them.
const AssigneeChooser = lazy(() =>
  import('./assignee-chooser').then((m) => ({ default: m.AssigneeChooser })),
);

function AssigneeName({ order }: { order: WorkOrder }) {
  const t = useT(workOrdersMessages);
  return (
    <UserText className={order.assigneeName ? undefined : 'text-muted-foreground'}>
      {order.assigneeName ?? t('unassigned')}
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
