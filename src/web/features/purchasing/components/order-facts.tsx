import type { ReactNode } from 'react';
import type { PurchaseOrder } from '@shared/schemas/purchasing';
import { Card } from '@web/components/ui/card';
import { UserText } from '@web/components/user-text';
import { formatDate, formatDateTime } from '@web/lib/formatting';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-3 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** Who did each step and when: blank steps are left out rather than shown as "—". */
function Step({ label, at, by }: { label: string; at: string | null; by?: string | null }) {
  if (!at) return null;
  return (
    <Fact label={label}>
      {formatDateTime(at)}
      {by ? (
        <>
          {' by '}
          <UserText>{by}</UserText>
        </>
      ) : null}
    </Fact>
  );
}

export function OrderFacts({ order }: { order: PurchaseOrder }) {
  return (
    <Card className="px-4 py-2">
      <dl className="divide-y">
        <Fact label="Vendor">
          <UserText>{order.vendorName}</UserText>
        </Fact>
        <Fact label="Expected delivery">
          {order.expectedDate ? formatDate(order.expectedDate) : 'Not given'}
        </Fact>
        <Step label="Created" at={order.createdAt} by={order.createdByName} />
        <Step label="Submitted" at={order.submittedAt} by={order.submittedByName} />
        <Step label="Approved" at={order.approvedAt} by={order.approvedByName} />
        <Step label="Ordered" at={order.orderedAt} />
        <Step label="Received" at={order.receivedAt} />
        <Step label="Closed" at={order.closedAt} />
        <Step label="Cancelled" at={order.cancelledAt} />
        {order.notes ? (
          <Fact label="Notes">
            <UserText multiline>{order.notes}</UserText>
          </Fact>
        ) : null}
      </dl>
    </Card>
  );
}
