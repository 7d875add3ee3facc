import type { ReactNode } from 'react';
import type { PurchaseOrder } from '@shared/schemas/purchasing';
import { Card } from '@web/components/ui/card';
import { UserText } from '@web/components/user-text';
import { formatDate, formatDateTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { purchasingMessages } from '../messages';

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
  const t = useT(purchasingMessages);
  if (!at) return null;
  return (
    <Fact label={label}>
      {formatDateTime(at)}
      {by ? (
        <>
          {t('common.by')}
          <UserText>{by}</UserText>
        </>
      ) : null}
    </Fact>
  );
}

export function OrderFacts({ order }: { order: PurchaseOrder }) {
  const t = useT(purchasingMessages);
  return (
    <Card className="px-4 py-2">
      <dl className="divide-y">
        <Fact label={t('facts.vendor')}>
          <UserText>{order.vendorName}</UserText>
        </Fact>
        <Fact label={t('facts.expected')}>
          {order.expectedDate ? formatDate(order.expectedDate) : t('facts.notGiven')}
        </Fact>
        <Step label={t('facts.created')} at={order.createdAt} by={order.createdByName} />
        <Step label={t('facts.submitted')} at={order.submittedAt} by={order.submittedByName} />
        <Step label={t('facts.approved')} at={order.approvedAt} by={order.approvedByName} />
        <Step label={t('facts.ordered')} at={order.orderedAt} />
        <Step label={t('facts.received')} at={order.receivedAt} />
        <Step label={t('facts.closed')} at={order.closedAt} />
        <Step label={t('facts.cancelled')} at={order.cancelledAt} />
        {order.notes ? (
          <Fact label={t('facts.notes')}>
            <UserText multiline>{order.notes}</UserText>
          </Fact>
        ) : null}
      </dl>
    </Card>
  );
}
